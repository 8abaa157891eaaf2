import type { Widen } from "../en";
import type { jobsEn } from "../en/jobs";

/** German texts of the job profiles of the organisation. */
export const jobsDe: Widen<typeof jobsEn> = {};
