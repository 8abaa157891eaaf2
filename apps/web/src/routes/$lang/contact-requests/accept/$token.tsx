import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/contact-requests/accept/$token")({
  component: ContactRequestAcceptScreen,
});

function ContactRequestAcceptScreen() {
  return <ScreenPlaceholder screen="contactRequestAccept" />;
}
