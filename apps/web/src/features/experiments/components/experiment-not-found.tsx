import { Link } from "@tanstack/react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";

/**
 * An experiment the user does not have (an unknown uid, another user's), or a listing that is no
 * hit of it: the screen keeps its title as the h1 and says so, with the way back.
 */
export function ExperimentNotFound({ screen, uid }: { screen: "experiment" | "experimentJob"; uid?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  const hit = uid !== undefined;
  return (
    <section aria-labelledby="screen-title" className="space-y-4">
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <div className="flex gap-3 rounded-lg border border-border bg-surface p-4">
        <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <p className="font-semibold">{t(hit ? "experiments.notFound.hitTitle" : "experiments.notFound.title")}</p>
          <p className="text-muted">{t(hit ? "experiments.notFound.hitText" : "experiments.notFound.text")}</p>
        </div>
      </div>
      {hit ? (
        <Link
          to="/$lang/experiments/$experimentUid"
          params={{ lang, experimentUid: uid }}
          className={buttonClasses("secondary")}
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("experiments.hit.backToExperiment")}
        </Link>
      ) : (
        <Link to="/$lang/experiments" params={{ lang }} className={buttonClasses("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("experiments.detail.backToList")}
        </Link>
      )}
    </section>
  );
}
