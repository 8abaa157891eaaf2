import { createFileRoute } from "@tanstack/react-router";
import { SendForScreen } from "@/features/applications/contact-requests/components/send-for-screen";

/** contact-requests/send-for/{applicationId}: the contact form for an application of one of the user's organisations. */
export const Route = createFileRoute("/$lang/contact-requests/send-for/$applicationId")({
  component: ContactRequestSendScreen,
});

function ContactRequestSendScreen() {
  const { applicationId } = Route.useParams();
  return <SendForScreen idParam={applicationId} />;
}
