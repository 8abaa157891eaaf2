import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the seeker's career area: their applications, edit, withdraw, the anonymous status page (error details, mails), in both UI languages. */
export const myCareerMessages = {} satisfies Record<string, Record<TLanguage, string>>;
