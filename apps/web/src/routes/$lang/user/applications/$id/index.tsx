import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/user/applications/$id/")({
  component: UserApplicationScreen,
});

function UserApplicationScreen() {
  return <ScreenPlaceholder screen="userApplication" />;
}
