import { Link } from "@tanstack/react-router";
import { Pencil } from "lucide-react";
import { useTranslation } from "@/lib/i18n";
import { useLanguage } from "@/components/layout/use-language";
import { buttonClasses } from "@/components/ui/button";
import { HeadedSection } from "@/components/ui/headed-section";
import { QuestionPreview } from "./question-preview";
import { QuestionnaireNotFound } from "./questionnaire-not-found";
import { formatDay } from "@/lib/format";
import { useQuestionnaireTitle, type QuestionnaireScreenProps } from "./questionnaire-screen";
import { StatusAction } from "./status-action";
import { StatusBadge } from "./status-badge";

/**
 * org/{slug}/questionnaires/{id}: the questionnaire's name as the heading, its status, version
 * and use, the questions as applicants see them with the knock-out markers, and the actions
 * (edit, archive or reactivate). An id the organisation does not have: the screen's title and a
 * note in place.
 */
export function QuestionnaireDetail({ slug, plan, questionnaire }: QuestionnaireScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const screenTitle = useQuestionnaireTitle("orgQuestionnaire", questionnaire);

  if (!questionnaire) {
    return (
      <div className="space-y-6">
        <h1 className="text-3xl font-bold tracking-tight">{screenTitle}</h1>
        <QuestionnaireNotFound slug={slug} />
      </div>
    );
  }
  const params = { lang, companyslug: slug, id: String(questionnaire.id) };
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <p className="text-sm font-medium text-muted">
          <Link to="/$lang/org/$companyslug/questionnaires" params={params} className="underline hover:text-accent">
            {t("questionnaires.detail.backToList")}
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{questionnaire.name}</h1>
          <StatusBadge status={questionnaire.status} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>{t("questionnaires.eyebrow")}</span>
          <span>{t("questionnaires.detail.version", { version: questionnaire.version })}</span>
          <span>{t("questionnaires.detail.questionCount", { count: questionnaire.questions.length })}</span>
          <span>{t("questionnaires.list.updated", { date: formatDay(questionnaire.updated_at, lang) })}</span>
          <span>
            {t("questionnaires.detail.listings", { count: questionnaire.listings_count })}
            {questionnaire.listings_count > 0 && (
              <>
                {" · "}
                <Link
                  to="/$lang/org/$companyslug/listings"
                  params={params}
                  search={{ questionnaire_id: questionnaire.id }}
                  className="underline hover:text-accent"
                >
                  {t("questionnaires.detail.showListings")}
                </Link>
              </>
            )}
          </span>
        </p>
        <div className="flex flex-wrap items-start gap-3">
          <Link
            to="/$lang/org/$companyslug/questionnaires/$id/edit"
            params={params}
            className={buttonClasses("primary")}
          >
            <Pencil aria-hidden="true" className="size-5" />
            {t("questionnaires.detail.edit")}
          </Link>
          <StatusAction slug={slug} questionnaire={questionnaire} plan={plan} />
        </div>
      </header>

      <HeadedSection
        id="questionnaire-preview"
        title={t("questionnaires.detail.preview")}
        className="space-y-4"
        head={<p className="max-w-prose text-sm text-muted">{t("questionnaires.detail.previewText")}</p>}
      >
        <form className="max-w-2xl space-y-4" onSubmit={(event) => event.preventDefault()}>
          {questionnaire.questions.map((question, index) => (
            <QuestionPreview key={question.id} question={question} number={index + 1} />
          ))}
        </form>
      </HeadedSection>
    </div>
  );
}
