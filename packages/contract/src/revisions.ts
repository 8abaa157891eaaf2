/**
 * The edit revision of what two members may edit at once (ADR 088): the company profile, an
 * address, a job, a listing and a questionnaire answer their `revision`, and every change adds
 * one. A save (PUT) may send the revision it was made from: when another save came first, it is
 * refused with 409 and the ServiceError code `stale` (STALE_CODE), and nothing of it is written.
 * Without `revision` a save applies to whatever is stored (the specification's calls, older clients).
 */
import { z } from "zod";

/** The revision a row stands at: 1 when created. Postgres `integer`. */
export const ZRevision = z.number().int().min(1).max(2_147_483_647);

/** The field every editable DTO carries. */
export const revisionField = { revision: z.number().int() };

/** The field every save of such a row may send: the revision the editor loaded. */
export const savedRevisionField = { revision: ZRevision.optional() };
