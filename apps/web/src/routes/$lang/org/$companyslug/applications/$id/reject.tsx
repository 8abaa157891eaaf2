import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import {
  ApplicationById,
  loadApplication,
} from "@/features/applications/contact-requests/components/application-by-id";
import { RejectScreen } from "@/features/applications/contact-requests/components/reject-screen";

/** org/{slug}/applications/{id}/reject: reject the application with a message to the applicant. */
export const Route = createFileRoute("/$lang/org/$companyslug/applications/$id/reject")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      loadApplication(context.queryClient, params.companyslug, params.id),
    ),
  component: OrgApplicationRejectScreen,
});

function OrgApplicationRejectScreen() {
  const { companyslug, id } = Route.useParams();
  return (
    <ApplicationById slug={companyslug} idParam={id} screen="orgApplicationReject">
      {(data) => <RejectScreen slug={companyslug} data={data} />}
    </ApplicationById>
  );
}
