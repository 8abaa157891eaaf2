import { createFileRoute } from "@tanstack/react-router";
import { myApplicationSearchParams } from "@jobatlas/contract/core";
import { loadOwnOrByToken, useOwnOrByToken } from "./-own-or-by-token";
import { ApplicationNotFound } from "@/features/applications/my-career/components/application-not-found";
import { MyApplicationEdit } from "@/features/applications/my-career/components/my-application-edit";

/**
 * user/applications/{id}/edit: the profile texts while pending; otherwise why not. With `token`
 * (the anonymous applicant's mailed link) it works without signing in, for that application only
 * (ADR 055).
 */
export const Route = createFileRoute("/$lang/user/applications/$id/edit")({
  validateSearch: myApplicationSearchParams,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: loadOwnOrByToken,
  component: UserApplicationEditScreen,
});

function UserApplicationEditScreen() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  const application = useOwnOrByToken(id, token);
  if (!application) return <ApplicationNotFound screen="userApplicationEdit" byToken={Boolean(token)} />;
  return <MyApplicationEdit key={application.id} application={application} token={token} />;
}
