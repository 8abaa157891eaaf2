import type { Widen } from "../en";
import type { myCareerEn } from "../en/my-career";

/** German texts of the seeker's career area: their applications, edit, withdraw, the anonymous status page. */
export const myCareerDe: Widen<typeof myCareerEn> = {};
