import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the organisation side of applications: candidates list and profile, accept, notes, duplicates (error details, mails), in both UI languages. */
export const candidatesMessages = {} satisfies Record<string, Record<TLanguage, string>>;
