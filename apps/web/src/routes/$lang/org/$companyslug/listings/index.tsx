import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/listings/")({
  component: OrgListingsScreen,
});

function OrgListingsScreen() {
  return <ScreenPlaceholder screen="orgListings" />;
}
