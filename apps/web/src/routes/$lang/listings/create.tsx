import { listingCreateSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";
import { ListingCreateScreen } from "@/features/listings/components/listing-create-screen";

/** listings/create: the listing wizard (spec §2: success, listing_id, job_id, invite_token, copyId). */
export const Route = createFileRoute("/$lang/listings/create")({
  validateSearch: listingCreateSearchParams,
  component: ListingCreateRouteScreen,
});

function ListingCreateRouteScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ListingCreateScreen search={search} onSearch={(next, replace) => void navigate({ search: next, replace })} />;
}
