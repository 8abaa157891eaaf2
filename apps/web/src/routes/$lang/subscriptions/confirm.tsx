import { subscriptionConfirmSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";
import { ConfirmSubscriptionScreen } from "@/features/subscriptions/components/confirm-screen";

/** subscriptions/confirm?token=…: a visitor confirms a job alert (double opt-in). */
export const Route = createFileRoute("/$lang/subscriptions/confirm")({
  validateSearch: subscriptionConfirmSearchParams,
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { token } = Route.useSearch();
  return <ConfirmSubscriptionScreen token={token} />;
}
