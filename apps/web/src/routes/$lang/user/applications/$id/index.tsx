import { createFileRoute } from "@tanstack/react-router";
import { myApplicationSearchParams } from "@jobatlas/contract/core";
import { loadOwnOrByToken, useOwnOrByToken } from "./-own-or-by-token";
import { ApplicationNotFound } from "@/features/applications/my-career/components/application-not-found";
import { MyApplicationDetail } from "@/features/applications/my-career/components/my-application-detail";

/**
 * user/applications/{id}: one of the seeker's applications. With `token` (the mailed link of an
 * anonymous applicant) it is readable without signing in — the user route's guard lets it
 * through — and shows that one application only.
 */
export const Route = createFileRoute("/$lang/user/applications/$id/")({
  validateSearch: myApplicationSearchParams,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: loadOwnOrByToken,
  component: UserApplicationScreen,
});

function UserApplicationScreen() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  const application = useOwnOrByToken(id, token);
  if (!application) return <ApplicationNotFound screen="userApplication" byToken={Boolean(token)} />;
  return <MyApplicationDetail application={application} token={token} />;
}
