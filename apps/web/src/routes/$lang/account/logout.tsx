import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "../../../components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/account/logout")({
  component: LogoutScreen,
});

function LogoutScreen() {
  return <ScreenPlaceholder screen="logout" />;
}
