import { createFileRoute } from "@tanstack/react-router";
import { ListingById } from "@/features/listings/components/listing-by-id";
import { ListingEditScreen } from "@/features/listings/components/listing-edit-screen";
import { TopLevelListings } from "@/features/listings/components/top-level";

/** listings/{id}/edit: the listing editor, for the current organisation. */
export const Route = createFileRoute("/$lang/listings/$id/edit")({
  component: ListingEditRouteScreen,
});

function ListingEditRouteScreen() {
  const { id } = Route.useParams();
  return (
    <TopLevelListings screen="listingEdit">
      {(scope) => (
        <ListingById scope={scope} idParam={id} screen="listingEdit">
          {(listing) => <ListingEditScreen scope={scope} listing={listing} />}
        </ListingById>
      )}
    </TopLevelListings>
  );
}
