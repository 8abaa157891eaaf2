import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { myApplicationSearchParams } from "@jobatlas/contract/core";
import { whileSignedIn } from "@/features/auth/require-session";
import {
  applicationStatusQueryOptions,
  myApplicationQueryOptions,
} from "@/features/applications/my-career/api/my-career";
import { ApplicationNotFound } from "@/features/applications/my-career/components/application-not-found";
import { MyApplicationEdit } from "@/features/applications/my-career/components/my-application-edit";
import { applicationPathId } from "@/features/applications/my-career/format";
import { loadApplication } from "@/features/applications/my-career/route-application";

/**
 * user/applications/{id}/edit: the profile texts while pending; otherwise why not. With `token`
 * (the anonymous applicant's mailed link) it works without signing in, for that application only
 * (ADR 055).
 */
export const Route = createFileRoute("/$lang/user/applications/$id/edit")({
  validateSearch: myApplicationSearchParams,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, location, params, deps }) =>
    deps.token
      ? loadApplication(context.queryClient, params.id, deps.token)
      : whileSignedIn(context.queryClient, location.href, params.lang, () =>
          loadApplication(context.queryClient, params.id),
        ),
  component: UserApplicationEditScreen,
});

function UserApplicationEditScreen() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  const applicationId = applicationPathId(id);
  const own = useQuery({
    ...myApplicationQueryOptions(applicationId ?? 0),
    enabled: applicationId !== undefined && !token,
    retryOnMount: false,
  });
  const byToken = useQuery({
    ...applicationStatusQueryOptions(applicationId ?? 0, token ?? ""),
    enabled: applicationId !== undefined && Boolean(token),
    retryOnMount: false,
  });
  const application = token ? byToken.data : own.data;
  if (!application) return <ApplicationNotFound screen="userApplicationEdit" byToken={Boolean(token)} />;
  return <MyApplicationEdit key={application.id} application={application} token={token} />;
}
