import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import {
  ApplicationById,
  loadApplication,
} from "@/features/applications/contact-requests/components/application-by-id";
import { ContactRequestScreen } from "@/features/applications/contact-requests/components/contact-request-screen";

/** org/{slug}/applications/{id}/contact: send the candidate a contact request. */
export const Route = createFileRoute("/$lang/org/$companyslug/applications/$id/contact")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      loadApplication(context.queryClient, params.companyslug, params.id),
    ),
  component: OrgApplicationContactScreen,
});

function OrgApplicationContactScreen() {
  const { companyslug, id } = Route.useParams();
  return (
    <ApplicationById slug={companyslug} idParam={id} screen="orgApplicationContact">
      {(data) => <ContactRequestScreen slug={companyslug} data={data} screen="orgApplicationContact" />}
    </ApplicationById>
  );
}
