import { NotFoundError } from "@/lib/api-errors";

/**
 * An id from the path (`company/{companyId}`, `job/{listingId}`, `profile/{jobId}`): a positive
 * integer, else the page is the 404 screen, as the API would answer (no request is made).
 */
export function pathId(value: string): number {
  const id = /^[1-9]\d{0,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new NotFoundError(404, null);
  return id;
}
