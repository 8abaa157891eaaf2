import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { myApplicationsQueryOptions } from "@/features/applications/my-career/api/my-career";
import { MyApplicationsScreen } from "@/features/applications/my-career/components/my-applications-screen";

/** user/applications: the seeker's applications of the group in the URL (`status`, route.tsx; active unless archived). */
export const Route = createFileRoute("/$lang/user/applications/")({
  loaderDeps: ({ search }) => ({ status: search.status ?? "active" }),
  loader: ({ context, location, params, deps, cause }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, async () => {
      // A failure shows on the screen, with "try again"; a change of the tab does not wait.
      const prefetch = context.queryClient.prefetchInfiniteQuery(myApplicationsQueryOptions(deps.status));
      if (cause !== "stay") await prefetch;
    }),
  component: UserApplicationsScreen,
});

function UserApplicationsScreen() {
  const { status = "active" } = Route.useSearch();
  return <MyApplicationsScreen status={status} />;
}
