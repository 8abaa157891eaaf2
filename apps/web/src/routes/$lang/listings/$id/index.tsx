import { createFileRoute } from "@tanstack/react-router";
import { ListingById } from "@/features/listings/components/listing-by-id";
import { ListingDetailScreen } from "@/features/listings/components/listing-detail-screen";
import { TopLevelListings } from "@/features/listings/components/top-level";

/** listings/{id}: one listing of the current organisation, titled by its title. */
export const Route = createFileRoute("/$lang/listings/$id/")({
  component: ListingScreen,
});

function ListingScreen() {
  const { id } = Route.useParams();
  return (
    <TopLevelListings screen="listing">
      {(scope) => (
        <ListingById scope={scope} idParam={id} screen="listing">
          {(listing) => <ListingDetailScreen scope={scope} listing={listing} />}
        </ListingById>
      )}
    </TopLevelListings>
  );
}
