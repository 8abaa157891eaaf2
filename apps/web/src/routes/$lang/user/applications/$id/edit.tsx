import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/user/applications/$id/edit")({
  component: UserApplicationEditScreen,
});

function UserApplicationEditScreen() {
  return <ScreenPlaceholder screen="userApplicationEdit" />;
}
