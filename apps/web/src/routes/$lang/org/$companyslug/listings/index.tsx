import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { listingsListQueryOptions } from "@/features/listings/api/listings";
import { ListingsListScreen } from "@/features/listings/components/listings-list-screen";

/** org/{slug}/listings: the organisation's listings; the filters of spec §2 (route.tsx) in the URL. */
export const Route = createFileRoute("/$lang/org/$companyslug/listings/")({
  loaderDeps: ({ search }) => ({
    query: search.query,
    status: search.status,
    job_ids: search.job_ids,
    questionnaire_id: search.questionnaire_id,
  }),
  loader: ({ context, location, params, deps }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, async () => {
      // The first page before the screen shows; a failure shows on the screen (with "try again").
      await context.queryClient.prefetchInfiniteQuery(listingsListQueryOptions(params.companyslug, deps));
    }),
  component: OrgListingsScreen,
});

function OrgListingsScreen() {
  const { companyslug } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ListingsListScreen
      scope={{ slug: companyslug, area: "org" }}
      filters={search}
      onFilters={(update, replace) => void navigate({ search: update, replace, resetScroll: false })}
    />
  );
}
