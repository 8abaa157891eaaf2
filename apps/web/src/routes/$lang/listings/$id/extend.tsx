import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/listings/$id/extend")({
  component: ListingExtendScreen,
});

function ListingExtendScreen() {
  return <ScreenPlaceholder screen="listingExtend" />;
}
