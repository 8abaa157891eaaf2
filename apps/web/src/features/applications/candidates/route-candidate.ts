import type { QueryClient } from "@tanstack/react-query";
import { NotFoundError } from "@/lib/api-errors";
import { candidateQueryOptions, poolCandidateQueryOptions } from "./api/candidates";
import { candidatePathId } from "./format";

/**
 * The candidate screen's loader: the application (or the pool seeker) in the cache before the
 * screen shows. One the organisation does not have (404) is not an error of the page: the screen
 * says so within the org area.
 */
export async function loadCandidate(queryClient: QueryClient, slug: string, idParam: string): Promise<void> {
  const path = candidatePathId(idParam);
  if (!path) return;
  try {
    if (path.kind === "pool") await queryClient.ensureQueryData(poolCandidateQueryOptions(slug, path.id));
    else await queryClient.ensureQueryData(candidateQueryOptions(slug, path.id));
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
}
