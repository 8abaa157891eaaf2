import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { JobDetailScreen } from "@/features/jobs/components/job-detail-screen";
import { JobById } from "@/features/jobs/components/job-by-id";
import { loadJob } from "@/features/jobs/route-job";

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
  return (
    <JobById slug={companyslug} idParam={id} screen="orgJob">
      {(job) => <JobDetailScreen slug={companyslug} job={job} />}
    </JobById>
  );
}
