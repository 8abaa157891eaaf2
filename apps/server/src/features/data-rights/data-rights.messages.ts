import type { TLanguage } from "@jobatlas/contract";

/** Server texts of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention (error details, mails), in both UI languages. */
export const dataRightsMessages = {} satisfies Record<string, Record<TLanguage, string>>;
