import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/questionnaires/")({
  component: OrgQuestionnairesScreen,
});

function OrgQuestionnairesScreen() {
  return <ScreenPlaceholder screen="orgQuestionnaires" />;
}
