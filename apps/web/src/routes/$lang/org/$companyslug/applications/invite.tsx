import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/applications/invite")({
  component: OrgApplicationInviteScreen,
});

function OrgApplicationInviteScreen() {
  return <ScreenPlaceholder screen="orgApplicationInvite" />;
}
