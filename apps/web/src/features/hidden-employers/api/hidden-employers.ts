import type { THiddenEmployerResponse, THiddenEmployersResponse } from "@jobatlas/contract";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api, unchecked } from "@/lib/api-client";

/** The hidden employers, and the search (list, count, map) that leaves them out (ADR 073). */
export const HIDDEN_EMPLOYERS_QUERY_KEY = ["hidden-employers"] as const;
const HIDDEN_AFFECTS_QUERY_KEYS = [HIDDEN_EMPLOYERS_QUERY_KEY, ["search"]] as const;

/** GET /capi/user/hidden-employers: the signed-in seeker's hidden employers, newest first. */
export const hiddenEmployersQueryOptions = () =>
  queryOptions({
    queryKey: HIDDEN_EMPLOYERS_QUERY_KEY,
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

/**
 * Hide or show again; afterwards the list and every search are refetched. Failures are the
 * caller's to show (it words them for its place).
 */
export function useSetHidden() {
  return useMutation({
    mutationFn: ({ companyId, hidden }: { companyId: number; hidden: boolean; name: string }) =>
      setHidden(companyId, hidden),
    meta: { invalidates: HIDDEN_AFFECTS_QUERY_KEYS, errorToast: false },
  });
}
