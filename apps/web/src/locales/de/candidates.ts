import type { Widen } from "../en";
import type { candidatesEn } from "../en/candidates";

/** German texts of the organisation side of applications: candidates list and profile, accept, notes, duplicates. */
export const candidatesDe: Widen<typeof candidatesEn> = {};
