import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the contact requests, rejection and the application PDF (error details, mails), in both UI languages. */
export const contactRequestsMessages = {} satisfies Record<string, Record<TLanguage, string>>;
