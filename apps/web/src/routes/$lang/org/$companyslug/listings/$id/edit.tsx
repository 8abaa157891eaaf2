import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/org/$companyslug/listings/$id/edit")({
  component: OrgListingEditScreen,
});

function OrgListingEditScreen() {
  return <ScreenPlaceholder screen="orgListingEdit" />;
}
