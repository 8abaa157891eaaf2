import { Link } from "@tanstack/react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";

/**
 * A candidate the organisation does not have (another organisation's id, an unknown one, a pool
 * seeker who revoked the access): the screen keeps its title as the h1 and says so, with the way
 * back to the list — the API answers 404 and the org area stays around it.
 */
export function CandidateNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t("screens.orgApplication.title");
  useDocumentTitle(title);
  return (
    <section aria-labelledby="screen-title" className="space-y-4">
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <div className="flex gap-3 rounded-lg border border-border bg-surface p-4">
        <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <p className="font-semibold">{t("candidates.notFound.title")}</p>
          <p className="text-muted">{t("candidates.notFound.text")}</p>
        </div>
      </div>
      <Link
        to="/$lang/org/$companyslug/applications"
        params={{ lang, companyslug: slug }}
        className={buttonClasses("secondary")}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("candidates.profile.backToList")}
      </Link>
    </section>
  );
}
