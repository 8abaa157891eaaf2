import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the invitations of candidates to apply (error details, mails), in both UI languages. */
export const candidateInvitesMessages = {} satisfies Record<string, Record<TLanguage, string>>;
