import { createFileRoute } from "@tanstack/react-router";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export const Route = createFileRoute("/$lang/user/subscriptions")({
  component: UserSubscriptionsScreen,
});

function UserSubscriptionsScreen() {
  return <ScreenPlaceholder screen="userSubscriptions" />;
}
