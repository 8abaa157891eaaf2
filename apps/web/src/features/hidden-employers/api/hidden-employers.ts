import type { THiddenEmployerResponse, THiddenEmployersResponse } from "@jobatlas/contract";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api, unchecked } from "@/lib/api-client";
import { searchKeys } from "@/features/search";
import { hiddenEmployerKeys } from "./keys";

/** The hidden employers, and the search (list, count, map) that leaves them out (ADR 073). */
const HIDDEN_AFFECTS_QUERY_KEYS = [hiddenEmployerKeys.all, searchKeys.all] as const;

/** GET /capi/user/hidden-employers: the signed-in seeker's hidden employers, newest first. */
export const hiddenEmployersQueryOptions = () =>
  queryOptions({
    queryKey: hiddenEmployerKeys.all,
    queryFn: ({ signal }) =>
      api.get("/capi/user/hidden-employers", {
        schema: unchecked<THiddenEmployersResponse>(),
        query: { limit: 100 },
        signal,
      }),
  });

/** PUT (hide) or DELETE (show again) /capi/user/hidden-employers/{company_id}; both are idempotent. */
export function setHidden(companyId: number, hidden: boolean) {
  const path = `/capi/user/hidden-employers/${companyId}`;
  return hidden
    ? api.put(path, undefined, { schema: unchecked<THiddenEmployerResponse>() })
    : api.delete(path, { schema: unchecked<THiddenEmployerResponse>() });
}

/** What a hide or show-again is asked with (the name and the key for the caller's toasts). */
export type SetHiddenVariables = { companyId: number; hidden: boolean; name: string; byKeyboard?: boolean };

/**
 * Hide or show again; afterwards the list and every search are refetched. The caller's
 * `onSuccess`/`onError` are the mutation's own: they run also when the button that asked is gone
 * with its card (the search drops a hidden employer), unlike callbacks given to `mutate`.
 */
export function useSetHidden(callbacks: {
  onSuccess: (variables: SetHiddenVariables) => void;
  onError: (variables: SetHiddenVariables) => void;
}) {
  return useMutation({
    mutationFn: ({ companyId, hidden }: SetHiddenVariables) => setHidden(companyId, hidden),
    onSuccess: (_data, variables) => callbacks.onSuccess(variables),
    onError: (_error, variables) => callbacks.onError(variables),
    meta: { invalidates: HIDDEN_AFFECTS_QUERY_KEYS, errorToast: false },
  });
}
