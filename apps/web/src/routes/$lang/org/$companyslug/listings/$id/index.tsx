import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/listings/$id/")({
  component: OrgListingScreen,
});

function OrgListingScreen() {
  return <ScreenPlaceholder screen="orgListing" />;
}
