import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access, my career (error details, mails), in both UI languages. */
export const userApplicationsMessages = {} satisfies Record<string, Record<TLanguage, string>>;
