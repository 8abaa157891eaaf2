import { createFileRoute } from "@tanstack/react-router";
import { whileSignedIn } from "@/features/auth/require-session";
import { subscriptionsQueryOptions } from "@/features/subscriptions/api/subscriptions";
import { SubscriptionsScreen } from "@/features/subscriptions/components/subscriptions-screen";

/** user/subscriptions: the seeker's job alerts (signed in; the user route sends visitors to sign in). */
export const Route = createFileRoute("/$lang/user/subscriptions")({
  loader: ({ context, location, params }) =>
    whileSignedIn(context.queryClient, location.href, params.lang, () =>
      context.queryClient.ensureQueryData(subscriptionsQueryOptions()),
    ),
  component: SubscriptionsScreen,
});
