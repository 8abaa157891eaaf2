import { orgListingsSearch } from "@jobatlas/contract";
import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/listings/")({
  validateSearch: orgListingsSearch,
  component: ListingsScreen,
});

function ListingsScreen() {
  return <ScreenPlaceholder screen="listings" />;
}
