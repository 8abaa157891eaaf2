import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the job profiles of the organisation (error details, mails), in both UI languages. */
export const jobsMessages = {} satisfies Record<string, Record<TLanguage, string>>;
