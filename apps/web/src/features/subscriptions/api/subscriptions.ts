import {
  ZSubscription,
  ZSubscriptionConfirmResponse,
  ZSubscriptionsResponse,
  ZSubscriptionSuggestion,
  ZUnsubscribeResponse,
  type TSubscriptionUpdate,
  type TUnsubscribeRequest,
  type TVisitorSubscriptionRequest,
} from "@jobatlas/contract";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subscriptionKeys } from "./keys";

// The creation is a module of its own, which the search page's "notify me" loads without the rest
// of this one; the alerts' screens take it from here, which keeps the query keys in its chunk.
export { useCreateSubscription } from "./create-subscription";

/** GET /capi/user/subscriptions: the signed-in seeker's job alerts, newest first (at most 20 exist). */
export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.all,
    queryFn: ({ signal }) =>
      api.get("/capi/user/subscriptions", { schema: ZSubscriptionsResponse, query: { limit: 100 }, signal }),
  });

/** GET /capi/user/subscriptions/suggestion: a job alert from the seeker profile, or null. */
export const subscriptionSuggestionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.suggestion(),
    queryFn: ({ signal }) =>
      api.get("/capi/user/subscriptions/suggestion", { schema: ZSubscriptionSuggestion, signal }),
  });

/** PUT /capi/user/subscriptions/{id} with the fields to change. */
export function useUpdateSubscription() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TSubscriptionUpdate }) =>
      api.put(`/capi/user/subscriptions/${id}`, changes, { schema: ZSubscription }),
    meta: { invalidates: [subscriptionKeys.all], errorToast: false },
  });
}

/** DELETE /capi/user/subscriptions/{id}. */
export function useDeleteSubscription() {
  return useMutation({
    mutationFn: (id: number) => api.delete(`/capi/user/subscriptions/${id}`),
    meta: { invalidates: [subscriptionKeys.all] },
  });
}

/** POST /capi/subscriptions: a visitor's job alert; a confirmation link is mailed. */
export function useCreateVisitorSubscription() {
  return useMutation({
    mutationFn: (input: TVisitorSubscriptionRequest) => api.post("/capi/subscriptions", input),
    meta: { errorToast: false },
  });
}

/** POST /capi/subscriptions/confirm. */
export function confirmSubscription(token: string) {
  return api.post("/capi/subscriptions/confirm", { token }, { schema: ZSubscriptionConfirmResponse });
}

/** POST /capi/subscriptions/unsubscribe. */
export function unsubscribe(input: TUnsubscribeRequest) {
  return api.post("/capi/subscriptions/unsubscribe", input, { schema: ZUnsubscribeResponse });
}
