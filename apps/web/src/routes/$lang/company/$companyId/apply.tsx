import { companyApplySearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";
import { companyQueryOptions } from "@/features/companies/api/companies";
import { orNotFound, pathId } from "@/features/companies/route-ids";
import { ApplyScreen } from "@/features/applications/apply/components/apply-screen";

/** company/{companyId}/apply: the application wizard (`listing_id`, `job_id`, `invite_token`, `success`). */
export const Route = createFileRoute("/$lang/company/$companyId/apply")({
  validateSearch: companyApplySearchParams,
  loader: async ({ context: { queryClient }, params }) => {
    await orNotFound(queryClient.ensureQueryData(companyQueryOptions(pathId(params.companyId))));
  },
  component: CompanyApplyScreen,
});

function CompanyApplyScreen() {
  const { companyId } = Route.useParams();
  const search = Route.useSearch();
  return (
    <ApplyScreen
      companyId={pathId(companyId)}
      listingId={search.listing_id}
      jobId={search.job_id}
      inviteToken={search.invite_token}
      success={search.success}
    />
  );
}
