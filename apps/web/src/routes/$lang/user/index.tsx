import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/user/")({
  component: UserScreen,
});

function UserScreen() {
  return <ScreenPlaceholder screen="user" />;
}
