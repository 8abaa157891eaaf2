import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/applications/")({
  component: OrgApplicationsScreen,
});

function OrgApplicationsScreen() {
  return <ScreenPlaceholder screen="orgApplications" />;
}
