import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { myApplicationQueryOptions } from "@/features/applications/my-career/api/my-career";
import { ApplicationNotFound } from "@/features/applications/my-career/components/application-not-found";
import { MyApplicationWithdraw } from "@/features/applications/my-career/components/my-application-withdraw";
import { applicationPathId } from "@/features/applications/my-career/format";
import { loadApplication } from "@/features/applications/my-career/route-application";

/** user/applications/{id}/withdraw: the confirmation (it cannot be undone) and the withdraw itself. */
export const Route = createFileRoute("/$lang/user/applications/$id/withdraw")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      loadApplication(context.queryClient, params.id),
    ),
  component: UserApplicationWithdrawScreen,
});

function UserApplicationWithdrawScreen() {
  const { id } = Route.useParams();
  const applicationId = applicationPathId(id);
  const { data: application } = useQuery({
    ...myApplicationQueryOptions(applicationId ?? 0),
    enabled: applicationId !== undefined,
    retryOnMount: false,
  });
  if (!application) return <ApplicationNotFound screen="userApplicationWithdraw" />;
  return <MyApplicationWithdraw application={application} />;
}
