import { registerMessages } from "../../i18n/messages";

/** Server texts of the job profiles of the organisation (error details, mails), in every UI language. */
export const jobsMessages = registerMessages({
  jobsIdMismatch: {
    en: "The id must be the id of the job in the address.",
    de: "Die ID muss die ID der Stelle in der Adresse sein.",
    fr: "L'ID doit être celui du profil de poste dans l'adresse.",
    it: "L'ID deve essere quello del profilo del posto nell'indirizzo.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    jobs: typeof jobsMessages;
  }
}
