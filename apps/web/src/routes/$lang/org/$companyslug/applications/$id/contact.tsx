import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/applications/$id/contact")({
  component: OrgApplicationContactScreen,
});

function OrgApplicationContactScreen() {
  return <ScreenPlaceholder screen="orgApplicationContact" />;
}
