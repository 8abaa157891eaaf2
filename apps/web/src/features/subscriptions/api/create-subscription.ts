import type { TSubscriptionCreated, TSubscriptionInputRequest } from "@jobatlas/contract";
import { useMutation } from "@tanstack/react-query";
import { api, unchecked } from "@/lib/api-client";
import { subscriptionKeys } from "./keys";

/**
 * POST /capi/user/subscriptions; the form shows its own errors. The answer is taken as the
 * contract's TSubscriptionCreated (`unchecked`: the server parsed it on the way out); `existed`
 * says the seeker had this alert already, and it is that one (ADR 055).
 */
export function useCreateSubscription() {
  return useMutation({
    mutationFn: (input: TSubscriptionInputRequest) =>
      api.post("/capi/user/subscriptions", input, { schema: unchecked<TSubscriptionCreated>() }),
    meta: { invalidates: [subscriptionKeys.all], errorToast: false },
  });
}
