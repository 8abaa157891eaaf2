import { errorStatus } from "@/lib/api-errors";
import { drawingOnServer, retryDelay, shouldRetry } from "@/lib/query-retry";

/** The search index is still being built (the server just started): worth asking again shortly. */
const INDEX_BUILDING = 503;
/** How long a search waits for the index, asking every 1.5 s (the page shows skeletons meanwhile). */
const INDEX_WAIT_TRIES = 80;

/** The retry rule of spec §8, plus patience for a 503 while the search index is built. */
export function searchRetry(failureCount: number, error: unknown): boolean {
  if (errorStatus(error) === INDEX_BUILDING) return !drawingOnServer() && failureCount < INDEX_WAIT_TRIES;
  return shouldRetry(failureCount, error);
}

export function searchRetryDelay(failureCount: number, error: unknown): number {
  return errorStatus(error) === INDEX_BUILDING ? 1500 : retryDelay(failureCount, error);
}
