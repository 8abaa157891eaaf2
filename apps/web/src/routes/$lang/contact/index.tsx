import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "../../../components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/contact/")({
  component: ContactScreen,
});

function ContactScreen() {
  return <ScreenPlaceholder screen="contact" />;
}
