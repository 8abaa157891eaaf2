import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { jobQueryOptions } from "@/features/jobs/api/jobs";
import { JobDetailScreen } from "@/features/jobs/components/job-detail-screen";
import { JobNotFound } from "@/features/jobs/components/job-not-found";
import { jobPathId, loadJob } from "@/features/jobs/route-job";

/** org/{slug}/jobs/{id}: one job, titled by its title; another organisation's id shows "not found" in the area. */
export const Route = createFileRoute("/$lang/org/$companyslug/jobs/$id/")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      loadJob(context.queryClient, params.companyslug, params.id),
    ),
  component: OrgJobScreen,
});

function OrgJobScreen() {
  const { companyslug, id } = Route.useParams();
  const jobId = jobPathId(id);
  // The loader asked already: a 404 there is not asked again on mount.
  const { data: job } = useQuery({
    ...jobQueryOptions(companyslug, jobId ?? 0),
    enabled: jobId !== undefined,
    retryOnMount: false,
  });
  if (!job) return <JobNotFound slug={companyslug} screen="orgJob" />;
  return <JobDetailScreen slug={companyslug} job={job} />;
}
