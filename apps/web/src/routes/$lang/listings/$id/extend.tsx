import { createFileRoute } from "@tanstack/react-router";
import { ListingById } from "@/features/listings/components/listing-by-id";
import { ListingExtendScreen } from "@/features/listings/components/listing-extend-screen";
import { TopLevelListings } from "@/features/listings/components/top-level";

/** listings/{id}/extend: 30 more days within the plan, for the current organisation. */
export const Route = createFileRoute("/$lang/listings/$id/extend")({
  component: ListingExtendRouteScreen,
});

function ListingExtendRouteScreen() {
  const { id } = Route.useParams();
  return (
    <TopLevelListings screen="listingExtend">
      {(scope) => (
        <ListingById scope={scope} idParam={id} screen="listingExtend">
          {(listing) => <ListingExtendScreen scope={scope} listing={listing} />}
        </ListingById>
      )}
    </TopLevelListings>
  );
}
