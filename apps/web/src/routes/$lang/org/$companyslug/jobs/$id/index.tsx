import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/jobs/$id/")({
  component: OrgJobScreen,
});

function OrgJobScreen() {
  return <ScreenPlaceholder screen="orgJob" />;
}
