import type { TLanguage } from "@jobatlas/contract";

/** Server texts of the job profiles of the organisation (error details, mails), in both UI languages. */
export const jobsMessages = {
  jobsIdMismatch: {
    en: "The id must be the id of the job in the address.",
    de: "Die ID muss die ID der Stelle in der Adresse sein.",
  },
} satisfies Record<string, Record<TLanguage, string>>;
