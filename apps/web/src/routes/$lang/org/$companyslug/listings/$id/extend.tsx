import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { ListingById, loadListing } from "@/features/listings/components/listing-by-id";
import { ListingExtendScreen } from "@/features/listings/components/listing-extend-screen";

/** org/{slug}/listings/{id}/extend: 30 more days within the plan. */
export const Route = createFileRoute("/$lang/org/$companyslug/listings/$id/extend")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      loadListing(context.queryClient, params.companyslug, params.id),
    ),
  component: OrgListingExtendScreen,
});

function OrgListingExtendScreen() {
  const { companyslug, id } = Route.useParams();
  const scope = { slug: companyslug, area: "org" } as const;
  return (
    <ListingById scope={scope} idParam={id} screen="orgListingExtend">
      {(listing) => <ListingExtendScreen scope={scope} listing={listing} />}
    </ListingById>
  );
}
