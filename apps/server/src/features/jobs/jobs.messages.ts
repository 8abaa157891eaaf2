import { registerMessages } from "../../i18n/messages";

/** Server texts of the job profiles of the organisation (error details, mails), in both UI languages. */
export const jobsMessages = registerMessages({
  jobsIdMismatch: {
    en: "The id must be the id of the job in the address.",
    de: "Die ID muss die ID der Stelle in der Adresse sein.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    jobs: typeof jobsMessages;
  }
}
