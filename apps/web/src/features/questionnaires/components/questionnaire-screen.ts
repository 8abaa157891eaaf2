import type { TOrganizationPlan, TQuestionnaire } from "@jobatlas/contract";
import { useDocumentTitle } from "@/lib/document-title";
import { useTranslation } from "@/lib/i18n";

/** What a screen of one questionnaire gets: null for an id the organisation does not have. */
export type QuestionnaireScreenProps = { slug: string; plan: TOrganizationPlan; questionnaire: TQuestionnaire | null };

/** The screen's title, and the document titled "name – screen title" (the screen title alone when not found). */
export function useQuestionnaireTitle(
  screen: "orgQuestionnaire" | "orgQuestionnaireEdit",
  questionnaire: TQuestionnaire | null,
): string {
  const { t } = useTranslation();
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(questionnaire ? `${questionnaire.name} – ${title}` : title);
  return title;
}
