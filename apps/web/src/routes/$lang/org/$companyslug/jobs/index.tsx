import { createFileRoute } from "@tanstack/react-router";
import { jobsListQueryOptions } from "@/features/jobs/api/jobs";
import { JobsListScreen } from "@/features/jobs/components/jobs-list-screen";
import { whileSignedIn } from "@/features/auth/require-session";

/** org/{slug}/jobs: the organisation's jobs; `query` and `status` (route.tsx) filter them in the URL. */
export const Route = createFileRoute("/$lang/org/$companyslug/jobs/")({
  loaderDeps: ({ search }) => ({ query: search.query, status: search.status }),
  loader: ({ context, location, params, deps, cause }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, async () => {
      // The first page before the screen shows (a failure shows on the screen, with "try again").
      // A change of the filters does not wait: the boxes and the field follow the URL at once,
      // the list keeps showing the previous results until the new ones are there.
      const prefetch = context.queryClient.prefetchInfiniteQuery(jobsListQueryOptions(params.companyslug, deps));
      if (cause !== "stay") await prefetch;
    }),
  component: OrgJobsScreen,
});

function OrgJobsScreen() {
  const { companyslug } = Route.useParams();
  const { organization } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <JobsListScreen
      slug={companyslug}
      organizationName={organization.name}
      filters={{ query: search.query, status: search.status }}
      onFilters={(update, replace) =>
        // From the search as it will be: a change still on its way into the URL is kept.
        void navigate({
          search: (previous) => {
            const next = update(previous);
            return { query: next.query, status: next.status };
          },
          replace,
          resetScroll: false,
        })
      }
    />
  );
}
