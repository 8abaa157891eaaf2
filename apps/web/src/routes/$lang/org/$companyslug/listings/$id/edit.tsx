import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { ListingById, loadListing } from "@/features/listings/components/listing-by-id";
import { ListingEditScreen } from "@/features/listings/components/listing-edit-screen";

/** org/{slug}/listings/{id}/edit: the listing editor. */
export const Route = createFileRoute("/$lang/org/$companyslug/listings/$id/edit")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      loadListing(context.queryClient, params.companyslug, params.id),
    ),
  component: OrgListingEditScreen,
});

function OrgListingEditScreen() {
  const { companyslug, id } = Route.useParams();
  const scope = { slug: companyslug, area: "org" } as const;
  return (
    <ListingById scope={scope} idParam={id} screen="orgListingEdit">
      {(listing) => <ListingEditScreen scope={scope} listing={listing} />}
    </ListingById>
  );
}
