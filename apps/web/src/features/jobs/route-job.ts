import { idFromText } from "@jobatlas/contract";
import type { QueryClient } from "@tanstack/react-query";
import { NotFoundError } from "@/lib/api-errors";
import { jobQueryOptions } from "./api/jobs";

/** The job id of a path (`jobs/{id}`): a positive whole number, else undefined (no request is made). */
export function jobPathId(value: string): number | undefined {
  return idFromText(value);
}

/**
 * A job screen's loader: the job in the cache before the screen shows. A job the organisation
 * does not have (404) is not an error of the page: the screen says so within the org area.
 */
export async function loadJob(queryClient: QueryClient, slug: string, idParam: string): Promise<void> {
  const id = jobPathId(idParam);
  if (id === undefined) return;
  try {
    await queryClient.ensureQueryData(jobQueryOptions(slug, id));
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
}
