import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { experimentQueryOptions } from "@/features/experiments/api/experiments";
import { ExperimentNotFound } from "@/features/experiments/components/experiment-not-found";
import { ExperimentScreen } from "@/features/experiments/components/experiment-screen";
import { NotFoundError } from "@/lib/api-errors";

/** experiments/{uid}: one experiment; an unknown or another user's uid shows "not found" under the screen's title. */
export const Route = createFileRoute("/$lang/experiments/$experimentUid/")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, async () => {
      try {
        await context.queryClient.ensureQueryData(experimentQueryOptions(params.experimentUid));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    }),
  component: ExperimentRoute,
});

function ExperimentRoute() {
  const { experimentUid } = Route.useParams();
  // The loader asked already: a 404 there is not asked again on mount.
  const experiment = useQuery({ ...experimentQueryOptions(experimentUid), retryOnMount: false });
  if (!experiment.data) return <ExperimentNotFound screen="experiment" />;
  return <ExperimentScreen experiment={experiment.data} />;
}
