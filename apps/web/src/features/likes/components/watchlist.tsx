import type { TEmployerHit } from "@jobatlas/contract";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Heart, MapPin, Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { OrgLogoImage } from "@/components/ui/org-logo-image";
import { TitleLink } from "@/components/ui/title-link";
import { useDocumentTitle } from "@/lib/document-title";
import { likesQueryOptions } from "../api/likes";
import { LikeButton } from "../like-button";

/**
 * The employers shown: the watchlist as the server has it, plus those unliked on this page (kept
 * in place, unpressed, so a slip is undone with one click and focus is not lost).
 */
function useShownEmployers(items: TEmployerHit[]): TEmployerHit[] {
  const [seen, setSeen] = useState<TEmployerHit[]>(items);
  const current = new Map(items.map((item) => [item.id, item]));
  const added = items.filter((item) => !seen.some((old) => old.id === item.id));
  if (added.length > 0) setSeen([...added, ...seen]);
  return [...added, ...seen].map((old) => current.get(old.id) ?? { ...old, liked: false });
}

/** user/likes: the liked employers as cards (name, place, open jobs, unlike), or an empty state. */
export function Watchlist() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.userLikes.title");
  useDocumentTitle(title);
  const { data } = useSuspenseQuery(likesQueryOptions());
  const employers = useShownEmployers(data.items);

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="max-w-prose text-muted">{t("company.watchlist.intro")}</p>
      </header>
      {employers.length === 0 ? (
        <section className="space-y-4 rounded-lg border border-dashed border-input p-8 text-center">
          <Heart aria-hidden="true" className="mx-auto size-10 text-muted" />
          <h2 className="text-xl font-semibold">{t("company.watchlist.empty")}</h2>
          <p className="mx-auto max-w-prose text-muted">{t("company.watchlist.emptyText")}</p>
          <Link to="/$lang/search" params={{ lang }} className={buttonClasses("primary")}>
            <Search aria-hidden="true" className="size-5" />
            {t("company.watchlist.toSearch")}
          </Link>
        </section>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">{t("company.watchlist.count", { count: data.count })}</p>
            <Link
              to="/$lang/search"
              params={{ lang }}
              search={{ liked: true }}
              className={buttonClasses("secondary", "sm")}
            >
              <Search aria-hidden="true" className="size-4" />
              {t("company.watchlist.searchLiked")}
            </Link>
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {employers.map((employer) => (
              <li key={employer.id}>
                <EmployerCard employer={employer} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function EmployerCard({ employer }: { employer: TEmployerHit }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = `watchlist-employer-${employer.id}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full gap-4 rounded-lg border border-border p-4">
      <OrgLogoImage
        url={employer.logo_url}
        className="size-14 shrink-0 rounded-md border border-border object-contain"
        fallbackClassName="size-14 shrink-0 rounded-md border border-border p-3 text-muted"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-3">
          <TitleLink
            heading="h2"
            headingId={headingId}
            headingClassName="text-lg font-semibold wrap-anywhere"
            look="quiet"
            to="/$lang/company/$companyId"
            params={{ lang, companyId: String(employer.id) }}
          >
            {employer.name}
          </TitleLink>
          <LikeButton companyId={employer.id} liked={employer.liked} companyName={employer.name} variant="icon" />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {employer.location
            ? `${employer.location.postal_code} ${employer.location.city}`
            : t("company.watchlist.noLocation")}
        </p>
        <p className="text-sm font-medium">{t("company.openListingsCount", { count: employer.open_listings_count })}</p>
        {employer.listings.length > 0 && (
          <ul className="space-y-1 text-sm">
            {employer.listings.map((listing) => (
              <li key={listing.id}>
                <Link
                  to="/$lang/company/$companyId/job/$listingId"
                  params={{ lang, companyId: String(employer.id), listingId: String(listing.id) }}
                  className="text-accent underline hover:text-accent-hover"
                >
                  {listing.title}
                </Link>{" "}
                <span className="text-muted">
                  ·{" "}
                  {listing.workload_min === listing.workload_max
                    ? t("company.listing.workloadSingle", { value: listing.workload_max })
                    : t("company.listing.workloadRange", { min: listing.workload_min, max: listing.workload_max })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
