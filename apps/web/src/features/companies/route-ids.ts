import { notFound } from "@tanstack/react-router";
import { idFromText } from "@jobatlas/contract/core";
import { NotFoundError } from "@/lib/api-errors";

/**
 * An id from the path (`company/{companyId}`, `job/{listingId}`, `profile/{jobId}`): a positive
 * integer, else the page is the 404 screen, as the API would answer (no request is made).
 */
export function pathId(value: string): number {
  const id = idFromText(value);
  if (id === undefined) throw notFound();
  return id;
}

/**
 * A loader's data: an API 404 becomes the router's not-found, so the app's 404 screen shows
 * (the layout's notFoundComponent) without the router reporting it as a failed load.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof NotFoundError && !error.gone) throw notFound();
    throw error;
  }
}
