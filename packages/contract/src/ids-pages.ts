/**
 * Ids and pages, one way for every area: the id in a JSON body (`ZId`), the id in a path or a
 * query string (`ZPathId`), and a list's `limit`/`offset` (`pageQuery`). It imports zod and the
 * core's constants only, so every contract module can build on it.
 */
import { z } from "zod";
import { ID_TEXT_PATTERN } from "./core/constants";

/** An id in a JSON body: a positive whole number, at most ID_MAX (zod's `int()` is the safe range). */
export const ZId = z.number().int().positive();

/**
 * An id in a path (`/capi/org/listings/{listing_id}`) or a query string (`?job_ids=3,4`): the text
 * of a positive whole number (no sign, exponent, blank or leading zero) as that number, at most
 * ID_MAX. In a path a value that is no id names nothing, so the server answers 404 NotFound
 * (plugins/validation.ts); in a query it is a ValidationError at its field. `idFromText` is the
 * same without zod.
 */
export const ZPathId = z.coerce.string().regex(ID_TEXT_PATTERN).transform(Number).pipe(ZId);

/**
 * How deep every list pages: an offset beyond it answers a ValidationError. No screen pages that
 * far (the lists load 50 at a time), and a scan that deep is the costly part of a query.
 */
export const PAGE_OFFSET_MAX = 100_000;

/**
 * `limit` (1 to `maxSize`, `defaultSize` when absent) and `offset` (0 to PAGE_OFFSET_MAX, 0 when
 * absent) of a list's query, to spread into its `z.strictObject`.
 */
export function pageQuery({ defaultSize, maxSize }: { defaultSize: number; maxSize: number }) {
  return {
    limit: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
    offset: z.coerce.number().int().min(0).max(PAGE_OFFSET_MAX).default(0),
  };
}
