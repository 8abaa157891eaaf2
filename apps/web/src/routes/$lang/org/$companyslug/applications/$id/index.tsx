import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { candidateQueryOptions, poolCandidateQueryOptions } from "@/features/applications/candidates/api/candidates";
import { CandidateNotFound } from "@/features/applications/candidates/components/candidate-not-found";
import { CandidateProfileScreen } from "@/features/applications/candidates/components/candidate-profile-screen";
import { PoolCandidateScreen } from "@/features/applications/candidates/components/pool-candidate-screen";
import { candidatePathId } from "@/features/applications/candidates/format";
import { loadCandidate } from "@/features/applications/candidates/route-candidate";

/**
 * org/{slug}/applications/{id}: the candidate profile, titled by the applicant's name;
 * `pool-{user id}` is a seeker of the candidate pool. One the organisation does not have shows
 * "not found" under the screen's title, within the org area.
 */
export const Route = createFileRoute("/$lang/org/$companyslug/applications/$id/")({
  // Reading the profile is the applicant's "seen" (issue 29): a link hovered is not a profile opened.
  loader: ({ context, location, params, cause }) =>
    cause === "preload"
      ? undefined
      : whileSignedIn(context.queryClient, location.href, params.lang, () =>
          loadCandidate(context.queryClient, params.companyslug, params.id),
        ),
  component: OrgApplicationScreen,
});

function OrgApplicationScreen() {
  const { companyslug, id } = Route.useParams();
  const path = candidatePathId(id);
  // The loader asked already: a 404 there is not asked again on mount.
  const application = useQuery({
    ...candidateQueryOptions(companyslug, path?.kind === "application" ? path.id : 0),
    enabled: path?.kind === "application",
    retryOnMount: false,
  });
  const pool = useQuery({
    ...poolCandidateQueryOptions(companyslug, path?.kind === "pool" ? path.id : 0),
    enabled: path?.kind === "pool",
    retryOnMount: false,
  });
  if (path?.kind === "application" && application.data)
    return <CandidateProfileScreen slug={companyslug} application={application.data} />;
  if (path?.kind === "pool" && pool.data) return <PoolCandidateScreen slug={companyslug} candidate={pool.data} />;
  return <CandidateNotFound slug={companyslug} />;
}
