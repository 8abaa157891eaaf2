import { createFileRoute } from "@tanstack/react-router";
import { ContactRequestAnswerScreen } from "@/features/applications/contact-requests/components/contact-request-answer-screen";

/** contact-requests/accept/{token}: the applicant answers an employer's contact request (no sign-in needed). */
export const Route = createFileRoute("/$lang/contact-requests/accept/$token")({
  component: ContactRequestAcceptScreen,
});

function ContactRequestAcceptScreen() {
  const { token } = Route.useParams();
  return <ContactRequestAnswerScreen token={token} />;
}
