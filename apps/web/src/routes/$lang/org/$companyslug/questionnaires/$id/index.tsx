import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/questionnaires/$id/")({
  component: OrgQuestionnaireScreen,
});

function OrgQuestionnaireScreen() {
  return <ScreenPlaceholder screen="orgQuestionnaire" />;
}
