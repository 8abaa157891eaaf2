import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BellRing, Compass, FileText, FlaskConical, Heart, Search } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";
import { latestApplicationQueryOptions } from "../api/my-career";
import { HiddenEmployersSection } from "@/features/hidden-employers";
import { CandidatePoolSection } from "./candidate-pool-section";
import { Card } from "./card";
import { ApplicationRow } from "./my-applications-screen";
import { ScreenHeader } from "@/components/ui/screen-header";

/** The watchlist at a glance, as the route reads it from the likes area. */
export type WatchlistGlance = { count: number; names: string[] } | undefined;

/**
 * user: the seeker's home — the latest application (the spec's limit-1 lookup) with the way to
 * all of them, the watchlist at a glance, the way to the job alerts, and the companies that may
 * see the seeker profile (candidate-pool access) with "take back".
 */
export function MyCareerHome({
  watchlist,
  subscriptionsCount,
}: {
  watchlist: WatchlistGlance;
  /** How many job alerts the seeker has, as the route reads it from the job alerts area. */
  subscriptionsCount?: number;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.user.title");
  useDocumentTitle(title);
  const latest = useQuery(latestApplicationQueryOptions());

  return (
    <div className="space-y-8">
      <ScreenHeader title={title} intro={t("myCareer.home.intro")} />

      <Card id="home-latest" icon={FileText} title={t("myCareer.home.latest")}>
        {latest.isError && <p role="alert">{t("myCareer.home.loadFailed")}</p>}
        {latest.data?.latest ? (
          <>
            <div className="rounded-lg border border-border">
              <ApplicationRow application={latest.data.latest} />
            </div>
            <Link
              to="/$lang/user/applications"
              params={{ lang }}
              search={{ status: "active" }}
              className={buttonClasses("secondary", "sm")}
            >
              {t("myCareer.home.allApplications", { count: latest.data.count })}
            </Link>
          </>
        ) : (
          latest.isSuccess && (
            <>
              <p className="font-semibold">{t("myCareer.home.noApplication")}</p>
              <p className="text-muted">{t("myCareer.home.noApplicationText")}</p>
              <Link to="/$lang/search" params={{ lang }} className={buttonClasses("secondary", "sm")}>
                <Search aria-hidden="true" className="size-4" />
                {t("myCareer.home.toSearch")}
              </Link>
            </>
          )
        )}
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card id="home-watchlist" icon={Heart} title={t("myCareer.home.watchlist")}>
          {watchlist && (
            <>
              <p>
                {watchlist.count > 0
                  ? t("myCareer.home.watchlistCount", { count: watchlist.count })
                  : t("myCareer.home.watchlistEmpty")}
              </p>
              {watchlist.names.length > 0 && (
                <ul className="list-disc pl-5 text-muted">
                  {watchlist.names.map((name, index) => (
                    <li key={index} className="wrap-anywhere">
                      {name}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          <Link to="/$lang/user/likes" params={{ lang }} className={buttonClasses("secondary", "sm")}>
            {t("myCareer.home.toWatchlist")}
          </Link>
        </Card>
        <Card id="home-subscriptions" icon={BellRing} title={t("myCareer.home.subscriptions")}>
          {subscriptionsCount !== undefined && subscriptionsCount > 0 ? (
            <p className="font-medium">{t("subscriptions.count", { count: subscriptionsCount })}</p>
          ) : (
            <p className="text-muted">{t("myCareer.home.subscriptionsText")}</p>
          )}
          <Link to="/$lang/user/subscriptions" params={{ lang }} className={buttonClasses("secondary", "sm")}>
            {t("myCareer.home.toSubscriptions")}
          </Link>
        </Card>
        <Card id="home-experiments" icon={FlaskConical} title={t("experiments.home.title")}>
          <p className="text-muted">{t("experiments.home.text")}</p>
          <Link to="/$lang/experiments" params={{ lang }} className={buttonClasses("secondary", "sm")}>
            {t("experiments.home.link")}
          </Link>
        </Card>
        <Card id="home-ztdi" icon={Compass} title={t("ztdi.entry.title")}>
          <p className="text-muted">{t("ztdi.entry.text")}</p>
          <Link to="/$lang/ztdi/questions" params={{ lang }} className={buttonClasses("secondary", "sm")}>
            {t("ztdi.entry.link")}
          </Link>
        </Card>
      </div>
      <CandidatePoolSection />
      <HiddenEmployersSection />
    </div>
  );
}
