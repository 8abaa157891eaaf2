import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { myApplicationQueryOptions } from "@/features/my-career/api/my-career";
import { ApplicationNotFound } from "@/features/my-career/components/application-not-found";
import { MyApplicationEdit } from "@/features/my-career/components/my-application-edit";
import { applicationPathId } from "@/features/my-career/format";
import { loadApplication } from "@/features/my-career/route-application";

/** user/applications/{id}/edit: the profile texts while pending; otherwise why not. */
export const Route = createFileRoute("/$lang/user/applications/$id/edit")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      loadApplication(context.queryClient, params.id),
    ),
  component: UserApplicationEditScreen,
});

function UserApplicationEditScreen() {
  const { id } = Route.useParams();
  const applicationId = applicationPathId(id);
  const { data: application } = useQuery({
    ...myApplicationQueryOptions(applicationId ?? 0),
    enabled: applicationId !== undefined,
    retryOnMount: false,
  });
  if (!application) return <ApplicationNotFound screen="userApplicationEdit" />;
  return <MyApplicationEdit key={application.id} application={application} />;
}
