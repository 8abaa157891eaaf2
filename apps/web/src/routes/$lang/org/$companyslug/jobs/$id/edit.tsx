import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/jobs/$id/edit")({
  component: OrgJobEditScreen,
});

function OrgJobEditScreen() {
  return <ScreenPlaceholder screen="orgJobEdit" />;
}
