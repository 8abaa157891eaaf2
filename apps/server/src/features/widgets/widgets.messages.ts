import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the embeddable widgets of active listings and job profiles (error details, mails), in both UI languages. */
export const widgetsMessages = {} satisfies Record<string, Record<TLanguage, string>>;
