import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/user/applications/")({
  component: UserApplicationsScreen,
});

function UserApplicationsScreen() {
  return <ScreenPlaceholder screen="userApplications" />;
}
