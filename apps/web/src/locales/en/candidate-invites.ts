/** English texts of the invitations of candidates to apply. */
export const candidateInvitesEn = {};
