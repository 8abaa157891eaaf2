import { experimentsSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";
import { requireSession, whileSignedIn } from "@/features/auth/require-session";
import { experimentsQueryOptions } from "@/features/experiments/api/experiments";
import { ExperimentsScreen } from "@/features/experiments/components/experiments-screen";

/** experiments: the signed-in seeker's career experiments (a visitor goes to account/login with `next`). */
export const Route = createFileRoute("/$lang/experiments/")({
  validateSearch: experimentsSearchParams,
  beforeLoad: ({ context, location, params }) => requireSession(context.queryClient, location.href, params.lang),
  loaderDeps: ({ search }) => ({ filter: search.filter ?? "active" }),
  loader: ({ context, location, params, deps }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, async () => {
      // A failure shows on the screen, with "try again".
      await context.queryClient.prefetchInfiniteQuery(experimentsQueryOptions(deps.filter));
    }),
  component: ExperimentsRoute,
});

function ExperimentsRoute() {
  const { filter = "active" } = Route.useSearch();
  return <ExperimentsScreen filter={filter} />;
}
