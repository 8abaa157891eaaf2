import { Link } from "@tanstack/react-router";
import { SearchX } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";

/** In place of a questionnaire the organisation does not have (the API answered 404). */
export function QuestionnaireNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section
      aria-labelledby="questionnaire-not-found"
      className="space-y-4 rounded-lg border border-dashed border-input p-8 text-center"
    >
      <SearchX aria-hidden="true" className="mx-auto size-10 text-muted" />
      <h2 id="questionnaire-not-found" className="text-xl font-semibold">
        {t("questionnaires.detail.notFound")}
      </h2>
      <p className="mx-auto max-w-prose text-muted">{t("questionnaires.detail.notFoundText")}</p>
      <Link
        to="/$lang/org/$companyslug/questionnaires"
        params={{ lang, companyslug: slug }}
        className={buttonClasses("secondary")}
      >
        {t("questionnaires.detail.backToList")}
      </Link>
    </section>
  );
}
