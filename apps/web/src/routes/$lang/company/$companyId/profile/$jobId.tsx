import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import {
  companyJobQueryOptions,
  companyListingsQueryOptions,
  companyQueryOptions,
} from "@/features/companies/api/companies";
import { JobProfilePage } from "@/features/companies/components/job-profile-page";
import { PageSkeleton } from "@/features/companies/components/skeletons";
import { orNotFound, pathId } from "@/features/companies/route-ids";

/** company/{companyId}/profile/{jobId}: a job profile (404 screen for an unknown or inactive job). */
export const Route = createFileRoute("/$lang/company/$companyId/profile/$jobId")({
  loader: async ({ context: { queryClient }, params }) => {
    const companyId = pathId(params.companyId);
    const jobId = pathId(params.jobId);
    void queryClient.prefetchInfiniteQuery(companyListingsQueryOptions(companyId));
    await orNotFound(
      Promise.all([
        queryClient.ensureQueryData(companyQueryOptions(companyId)),
        queryClient.ensureQueryData(companyJobQueryOptions(companyId, jobId)),
      ]),
    );
  },
  pendingComponent: PageSkeleton,
  component: JobProfileScreen,
});

function JobProfileScreen() {
  const params = Route.useParams();
  const companyId = pathId(params.companyId);
  const { data: company } = useSuspenseQuery(companyQueryOptions(companyId));
  const { data: job } = useSuspenseQuery(companyJobQueryOptions(companyId, pathId(params.jobId)));
  return <JobProfilePage company={company} job={job} />;
}
