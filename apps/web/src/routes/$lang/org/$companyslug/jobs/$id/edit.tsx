import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { JobEditScreen } from "@/features/jobs/components/job-edit-screen";
import { JobById } from "@/features/jobs/components/job-by-id";
import { loadJob } from "@/features/jobs/route-job";

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
  return (
    <JobById slug={companyslug} idParam={id} screen="orgJobEdit">
      {/* A new form per job, so its defaults are that job's. */}
      {(job) => <JobEditScreen key={job.id} slug={companyslug} job={job} />}
    </JobById>
  );
}
