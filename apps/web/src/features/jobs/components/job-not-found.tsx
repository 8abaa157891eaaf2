import { Link } from "@tanstack/react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import type { ScreenKey } from "@/components/layout/screen-placeholder";
import { useDocumentTitle } from "@/lib/document-title";

/**
 * A job the organisation does not have (another organisation's id, an unknown one): the screen
 * keeps its title as the h1 and says so, with the way back to the list — the API answers 404 and
 * the org area stays around it.
 */
export function JobNotFound({ slug, screen }: { slug: string; screen: Extract<ScreenKey, "orgJob" | "orgJobEdit"> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <section aria-labelledby="screen-title" className="space-y-4">
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <div className="flex gap-3 rounded-lg border border-border bg-surface p-4">
        <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <p className="font-semibold">{t("jobs.notFound.title")}</p>
          <p className="text-muted">{t("jobs.notFound.text")}</p>
        </div>
      </div>
      <Link
        to="/$lang/org/$companyslug/jobs"
        params={{ lang, companyslug: slug }}
        className={buttonClasses("secondary")}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("jobs.detail.backToList")}
      </Link>
    </section>
  );
}
