import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { jobQueryOptions } from "@/features/jobs/api/jobs";
import { JobEditScreen } from "@/features/jobs/components/job-edit-screen";
import { JobNotFound } from "@/features/jobs/components/job-not-found";
import { jobPathId, loadJob } from "@/features/jobs/route-job";

/** org/{slug}/jobs/{id}/edit: the jobs editor (title, language, the four Markdown texts with preview). */
export const Route = createFileRoute("/$lang/org/$companyslug/jobs/$id/edit")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      loadJob(context.queryClient, params.companyslug, params.id),
    ),
  component: OrgJobEditScreen,
});

function OrgJobEditScreen() {
  const { companyslug, id } = Route.useParams();
  const jobId = jobPathId(id);
  // The loader asked already: a 404 there is not asked again on mount.
  const { data: job } = useQuery({
    ...jobQueryOptions(companyslug, jobId ?? 0),
    enabled: jobId !== undefined,
    retryOnMount: false,
  });
  if (!job) return <JobNotFound slug={companyslug} screen="orgJobEdit" />;
  // A new form per job, so its defaults are that job's.
  return <JobEditScreen key={job.id} slug={companyslug} job={job} />;
}
