import type { Widen } from "../en";
import type { experimentsEn } from "../en/experiments";

/** German texts of career experiments: hypothesis profiles, job hits, ratings, testers. */
export const experimentsDe: Widen<typeof experimentsEn> = {};
