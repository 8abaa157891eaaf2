import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { ListingById, loadListing } from "@/features/listings/components/listing-by-id";
import { ListingDetailScreen } from "@/features/listings/components/listing-detail-screen";

/** org/{slug}/listings/{id}: one listing, titled by its title; another organisation's id shows "not found" in the area. */
export const Route = createFileRoute("/$lang/org/$companyslug/listings/$id/")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      loadListing(context.queryClient, params.companyslug, params.id),
    ),
  component: OrgListingScreen,
});

function OrgListingScreen() {
  const { companyslug, id } = Route.useParams();
  const scope = { slug: companyslug, area: "org" } as const;
  return (
    <ListingById scope={scope} idParam={id} screen="orgListing">
      {(listing) => <ListingDetailScreen scope={scope} listing={listing} />}
    </ListingById>
  );
}
