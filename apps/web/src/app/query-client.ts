import { MutationCache, QueryClient, type QueryKey } from "@tanstack/react-query";
import { shouldRetry, retryDelay } from "@/lib/query-retry";
import { toastDeleteFailed, toastSaveFailed } from "@/lib/toasts";
import { isStaleError } from "@/lib/use-stale-edit";

/**
 * How mutations keep the cache true (spec §7: "after mutations the related cached lists are
 * refreshed"). Every mutation states, in its `meta`, the queries it changes and the toast its
 * failure shows; the MutationCache below acts on both, so no mutation hook repeats it:
 *
 *   useMutation({
 *     mutationFn: (input) => api.post("/capi/org/jobs", input, { schema: ZJob }),
 *     meta: { invalidates: [jobKeys.all(slug)] },   // refetched after success
 *   });
 *   useMutation({ mutationFn: deleteSubscription, meta: { invalidates: [subscriptionKeys.all], errorToast: "delete" } });
 *   useMutation({ mutationFn: saveProfile, meta: { errorToast: false } });  // the form shows its own errors
 *
 * Every key comes from its area's registry, `features/<area>/api/keys.ts` (`lib/query-keys.ts` for
 * lib's own; ADR 079): keys start with the area and the list's scope, so invalidating a prefix
 * such as `jobKeys.all(slug)` refreshes every page and filter of that list and its details.
 */
declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** Query key prefixes to invalidate after a successful mutation. */
      invalidates?: readonly QueryKey[];
      /** The shared toast on failure: "save" (default), "delete", or false to show nothing. */
      errorToast?: "save" | "delete" | false;
    };
  }
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000 },
      // Mutations are not idempotent in general: never retried automatically.
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // Someone else saved first: the editor says so itself (StaleEditNotice, ADR 088).
        if (isStaleError(error)) return;
        const toast = mutation.meta?.errorToast ?? "save";
        if (toast === "save") toastSaveFailed();
        else if (toast === "delete") toastDeleteFailed();
      },
      onSuccess: async (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? [];
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    }),
  });
  return queryClient;
}
