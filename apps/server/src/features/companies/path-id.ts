import { z } from "zod";
import { NotFoundError } from "../../errors";

/**
 * An id in a public path (`/capi/companies/{id}`, `/capi/listings/{id}`, `/capi/user/likes/{company_id}`).
 * It is a string in the schema on purpose: a value that is no id (`abc`, `1.5`, beyond bigint) names
 * nothing, so it answers 404 NotFound like an unknown number, not 400 as a malformed request would.
 */
export const ZPathId = z.string().meta({ description: "A numeric id; any other value answers 404" });

const MAX_ID = 2 ** 53 - 1;

/** The number of a path id, or NotFoundError when it is not a positive whole number in range. */
export function pathId(value: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) throw new NotFoundError("notFound");
  const id = Number(value);
  if (id > MAX_ID) throw new NotFoundError("notFound");
  return id;
}
