import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/applications/$id/")({
  component: OrgApplicationScreen,
});

function OrgApplicationScreen() {
  return <ScreenPlaceholder screen="orgApplication" />;
}
