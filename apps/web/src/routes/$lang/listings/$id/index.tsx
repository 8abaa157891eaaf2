import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/listings/$id/")({
  component: ListingScreen,
});

function ListingScreen() {
  return <ScreenPlaceholder screen="listing" />;
}
