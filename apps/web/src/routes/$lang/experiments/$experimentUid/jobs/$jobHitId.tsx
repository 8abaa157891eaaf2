import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { experimentHitQueryOptions, experimentQueryOptions } from "@/features/experiments/api/experiments";
import { ExperimentHitScreen } from "@/features/experiments/components/experiment-hit-screen";
import { ExperimentNotFound } from "@/features/experiments/components/experiment-not-found";
import { hitPathId } from "@/features/experiments/format";
import { NotFoundError } from "@/lib/api-errors";

/**
 * experiments/{uid}/jobs/{jobHitId}: one job hit (jobHitId is the listing's id) with the rating
 * form; an unknown experiment, or a listing that is no hit of it, shows "not found".
 */
export const Route = createFileRoute("/$lang/experiments/$experimentUid/jobs/$jobHitId")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, async () => {
      const listingId = hitPathId(params.jobHitId);
      try {
        await context.queryClient.ensureQueryData(experimentQueryOptions(params.experimentUid));
        if (listingId !== undefined)
          await context.queryClient.ensureQueryData(experimentHitQueryOptions(params.experimentUid, listingId));
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    }),
  component: ExperimentJobRoute,
});

function ExperimentJobRoute() {
  const { experimentUid, jobHitId } = Route.useParams();
  const listingId = hitPathId(jobHitId);
  const experiment = useQuery({ ...experimentQueryOptions(experimentUid), retryOnMount: false });
  const hit = useQuery({
    ...experimentHitQueryOptions(experimentUid, listingId ?? 0),
    enabled: listingId !== undefined && Boolean(experiment.data),
    retryOnMount: false,
  });
  if (!experiment.data) return <ExperimentNotFound screen="experimentJob" />;
  if (!hit.data) return <ExperimentNotFound screen="experimentJob" uid={experimentUid} />;
  return <ExperimentHitScreen experiment={experiment.data} hit={hit.data} />;
}
