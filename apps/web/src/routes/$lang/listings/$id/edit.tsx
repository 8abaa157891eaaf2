import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/listings/$id/edit")({
  component: ListingEditScreen,
});

function ListingEditScreen() {
  return <ScreenPlaceholder screen="listingEdit" />;
}
