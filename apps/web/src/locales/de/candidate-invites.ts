import type { Widen } from "../en";
import type { candidateInvitesEn } from "../en/candidate-invites";

/** German texts of the invitations of candidates to apply. */
export const candidateInvitesDe: Widen<typeof candidateInvitesEn> = {};
