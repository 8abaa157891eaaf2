import type { TLikeResponse, TLikesResponse } from "@jobatlas/contract";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api, unchecked } from "@/lib/api-client";
import { companyKeys, listingPageKeys } from "@/features/companies";
import { searchKeys } from "@/features/search";
import { likeKeys } from "./keys";

/** The watchlist and everything that shows a company's `liked` flag (keys of the other areas by prefix). */
export const LIKED_FLAG_QUERY_KEYS = [likeKeys.all, searchKeys.all, companyKeys.all, listingPageKeys.all] as const;

/** GET /capi/user/likes: the signed-in seeker's watchlist (employers), newest first. */
export const likesQueryOptions = () =>
  queryOptions({
    queryKey: likeKeys.all,
    queryFn: ({ signal }) =>
      api.get("/capi/user/likes", { schema: unchecked<TLikesResponse>(), query: { limit: 100 }, signal }),
  });

/** PUT (like) or DELETE (unlike) /capi/user/likes/{company_id}; both are idempotent. */
export function setLike(companyId: number, liked: boolean) {
  const path = `/capi/user/likes/${companyId}`;
  return liked
    ? api.put(path, undefined, { schema: unchecked<TLikeResponse>() })
    : api.delete(path, { schema: unchecked<TLikeResponse>() });
}

/**
 * The like toggle's mutation: afterwards the watchlist, the search results, company and listing
 * pages are refetched (they carry `liked`). Failures are shown by the caller (it reverts its
 * optimistic state and may send a signed-out visitor to sign in), so no shared toast here.
 */
export function useSetLike() {
  return useMutation({
    mutationFn: ({ companyId, liked }: { companyId: number; liked: boolean }) => setLike(companyId, liked),
    meta: { invalidates: LIKED_FLAG_QUERY_KEYS, errorToast: false },
  });
}
