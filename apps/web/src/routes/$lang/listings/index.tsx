import { orgListingsSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";
import { ListingsListScreen } from "@/features/listings/components/listings-list-screen";
import { TopLevelListings } from "@/features/listings/components/top-level";

/** listings: the listings of the current organisation (the last used one, with a picker), same filters as the org list. */
export const Route = createFileRoute("/$lang/listings/")({
  validateSearch: orgListingsSearchParams,
  component: ListingsScreen,
});

function ListingsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TopLevelListings screen="listings">
      {(scope) => (
        <ListingsListScreen
          scope={scope}
          filters={search}
          onFilters={(update, replace) => void navigate({ search: update, replace, resetScroll: false })}
        />
      )}
    </TopLevelListings>
  );
}
