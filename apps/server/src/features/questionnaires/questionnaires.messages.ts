import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the screening questionnaires (error details, mails), in both UI languages. */
export const questionnairesMessages = {} satisfies Record<string, Record<TLanguage, string>>;
