import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/questionnaires/$id/edit")({
  component: OrgQuestionnaireEditScreen,
});

function OrgQuestionnaireEditScreen() {
  return <ScreenPlaceholder screen="orgQuestionnaireEdit" />;
}
