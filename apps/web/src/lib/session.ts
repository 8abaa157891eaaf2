import { ZStatusResponse } from "@jobatlas/contract";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { api } from "./api-client";

export const STATUS_QUERY_KEY = ["status"] as const;

/**
 * GET /capi/status: who is signed in. Cached indefinitely (spec §7) and refreshed only by
 * refreshSession() on sign-in and sign-out.
 */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: STATUS_QUERY_KEY,
    queryFn: ({ signal }) => api.get("/capi/status", { schema: ZStatusResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useSession() {
  return useQuery(statusQueryOptions());
}

/**
 * Call after sign-in and sign-out: everything cached belonged to the previous session (profile,
 * applications, org lists), so it is dropped, and the status is fetched again.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== STATUS_QUERY_KEY[0] });
  await queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
}
