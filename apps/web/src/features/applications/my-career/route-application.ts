import type { QueryClient } from "@tanstack/react-query";
import { NotFoundError } from "@/lib/api-errors";
import { applicationStatusQueryOptions, myApplicationQueryOptions } from "./api/my-career";
import { applicationPathId } from "./format";

/**
 * An application screen's loader: the application in the cache before the screen shows — the
 * user's own, or with `token` the one of the mailed link. One the user does not have (404) is not
 * an error of the page: the screen says so under its title.
 */
export async function loadApplication(queryClient: QueryClient, idParam: string, token?: string): Promise<void> {
  const id = applicationPathId(idParam);
  if (id === undefined) return;
  try {
    if (token) await queryClient.ensureQueryData(applicationStatusQueryOptions(id, token));
    else await queryClient.ensureQueryData(myApplicationQueryOptions(id));
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
}
