import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { candidatesListQueryOptions } from "@/features/applications/candidates/api/candidates";
import { CandidatesListScreen } from "@/features/applications/candidates/components/candidates-list-screen";

/**
 * org/{slug}/applications: the organisation's candidates; `query`, `type`, `status`, `job_ids` and
 * `listing_ids` (route.tsx) filter them in the URL.
 */
export const Route = createFileRoute("/$lang/org/$companyslug/applications/")({
  loaderDeps: ({ search }) => ({
    query: search.query,
    type: search.type,
    status: search.status,
    job_ids: search.job_ids,
    listing_ids: search.listing_ids,
  }),
  loader: ({ context, location, params, deps, cause }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, async () => {
      // The first page before the screen shows; a change of the filters does not wait (the list
      // keeps the previous results until the new ones are there).
      const prefetch = context.queryClient.prefetchInfiniteQuery(candidatesListQueryOptions(params.companyslug, deps));
      if (cause !== "stay") await prefetch;
    }),
  component: OrgApplicationsScreen,
});

function OrgApplicationsScreen() {
  const { companyslug } = Route.useParams();
  const { organization } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CandidatesListScreen
      slug={companyslug}
      organizationName={organization.name}
      filters={search}
      onFilters={(update, replace) =>
        // From the search as it will be: a change still on its way into the URL is kept.
        void navigate({
          search: (previous) => {
            const next = update(previous);
            return {
              query: next.query,
              type: next.type,
              status: next.status,
              job_ids: next.job_ids,
              listing_ids: next.listing_ids,
            };
          },
          replace,
          resetScroll: false,
        })
      }
    />
  );
}
