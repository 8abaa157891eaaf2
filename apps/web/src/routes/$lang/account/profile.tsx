import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "../../../components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/account/profile")({
  component: AccountProfileScreen,
});

function AccountProfileScreen() {
  return <ScreenPlaceholder screen="accountProfile" />;
}
