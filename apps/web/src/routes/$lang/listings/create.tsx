import { listingCreateSearch } from "@jobatlas/contract";
import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/listings/create")({
  validateSearch: listingCreateSearch,
  component: ListingCreateScreen,
});

function ListingCreateScreen() {
  return <ScreenPlaceholder screen="listingCreate" />;
}
