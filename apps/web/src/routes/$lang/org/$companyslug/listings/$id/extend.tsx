import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/listings/$id/extend")({
  component: OrgListingExtendScreen,
});

function OrgListingExtendScreen() {
  return <ScreenPlaceholder screen="orgListingExtend" />;
}
