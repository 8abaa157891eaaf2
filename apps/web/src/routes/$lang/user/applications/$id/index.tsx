import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { myApplicationSearchParams } from "@jobatlas/contract/core";
import { whileSignedIn } from "@/features/auth/require-session";
import {
  applicationStatusQueryOptions,
  myApplicationQueryOptions,
} from "@/features/applications/my-career/api/my-career";
import { ApplicationNotFound } from "@/features/applications/my-career/components/application-not-found";
import { MyApplicationDetail } from "@/features/applications/my-career/components/my-application-detail";
import { applicationPathId } from "@/features/applications/my-career/format";
import { loadApplication } from "@/features/applications/my-career/route-application";

/**
 * user/applications/{id}: one of the seeker's applications. With `token` (the mailed link of an
 * anonymous applicant) it is readable without signing in — the user route's guard lets it
 * through — and shows that one application only.
 */
export const Route = createFileRoute("/$lang/user/applications/$id/")({
  validateSearch: myApplicationSearchParams,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, location, params, deps }) =>
    deps.token
      ? loadApplication(context.queryClient, params.id, deps.token)
      : whileSignedIn(context.queryClient, location.href, params.lang, () =>
          loadApplication(context.queryClient, params.id),
        ),
  component: UserApplicationScreen,
});

function UserApplicationScreen() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  const applicationId = applicationPathId(id) ?? 0;
  // The loader asked already: a 404 there is not asked again on mount.
  const own = useQuery({
    ...myApplicationQueryOptions(applicationId),
    enabled: applicationId > 0 && !token,
    retryOnMount: false,
  });
  const byToken = useQuery({
    ...applicationStatusQueryOptions(applicationId, token ?? ""),
    enabled: applicationId > 0 && Boolean(token),
    retryOnMount: false,
  });
  const application = token ? byToken.data : own.data;
  if (!application) return <ApplicationNotFound screen="userApplication" byToken={Boolean(token)} />;
  return <MyApplicationDetail application={application} token={token} />;
}
