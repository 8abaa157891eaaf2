import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/applications/$id/reject")({
  component: OrgApplicationRejectScreen,
});

function OrgApplicationRejectScreen() {
  return <ScreenPlaceholder screen="orgApplicationReject" />;
}
