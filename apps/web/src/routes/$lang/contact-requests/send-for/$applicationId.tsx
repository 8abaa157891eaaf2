import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/contact-requests/send-for/$applicationId")({
  component: ContactRequestSendScreen,
});

function ContactRequestSendScreen() {
  return <ScreenPlaceholder screen="contactRequestSend" />;
}
