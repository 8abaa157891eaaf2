import { api } from "@/lib/api-client";

/**
 * GET /capi/debug/fail answers a real 500 (development only). The debug/error screen loads it,
 * so the generic error page can be seen, and tested end to end, against a real server error.
 * Called from a route loader (not a query), so it fails at once instead of after 3 retries.
 */
export function getDebugFailure(signal?: AbortSignal): Promise<unknown> {
  return api.get("/capi/debug/fail", { signal });
}
