import { isRelativePath, LANGUAGES } from "@jobatlas/contract/core";
import type { TLanguage, TStatusResponse } from "@jobatlas/contract";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { api, unchecked } from "./api-client";
import { appKeys } from "./query-keys";

/**
 * GET /capi/status: who is signed in. Cached indefinitely (spec §7) and refreshed only by
 * refreshSession() on sign-in and sign-out. Unchecked: the server's serializer parsed it with
 * ZStatusResponse.
 */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: appKeys.status,
    queryFn: ({ signal }) => api.get("/capi/status", { schema: unchecked<TStatusResponse>(), signal }),
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
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== appKeys.status[0] });
  // "all": refetch even when no component watches the status right now (a bare screen), so the
  // next route guard reads the new session, not the cached old one.
  await queryClient.invalidateQueries({ queryKey: appKeys.status, refetchType: "all" });
}

/**
 * Where to go after signing in: `next` when it is a same-origin relative path under a language
 * prefix (`/de/…`, `/en/…`), else the search in the page language. Never an absolute URL, a
 * protocol-relative `//host` or `/\host` (an open redirect is a defect).
 */
export function safeNextPath(next: unknown, language: TLanguage): string {
  const fallback = `/${language}/search`;
  if (!isRelativePath(next)) return fallback; // as ZRelativePath
  const path = next;
  // Control characters and backslashes have no place in our paths; browsers read some as "/".
  if ([...path].some((c) => c === "\\" || c.charCodeAt(0) < 0x20)) return fallback;
  const first = path.split(/[/?#]/)[1] ?? "";
  return (LANGUAGES as readonly string[]).includes(first) ? path : fallback;
}
