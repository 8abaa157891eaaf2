import type { Widen } from "../en";
import type { userApplicationsEn } from "../en/user-applications";

/** German texts of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access, my career. */
export const userApplicationsDe: Widen<typeof userApplicationsEn> = {};
