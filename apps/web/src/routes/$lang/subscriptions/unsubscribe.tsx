import { unsubscribePageSearchParams } from "@jobatlas/contract/core";
import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribeScreen } from "@/features/subscriptions/components/unsubscribe-screen";

/** subscriptions/unsubscribe?email=…&token=…: the alert mails' unsubscribe link (no sign-in). */
export const Route = createFileRoute("/$lang/subscriptions/unsubscribe")({
  validateSearch: unsubscribePageSearchParams,
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { email, token } = Route.useSearch();
  return <UnsubscribeScreen email={email} token={token} />;
}
