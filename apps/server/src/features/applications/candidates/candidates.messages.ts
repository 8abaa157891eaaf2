import { registerMessages } from "../../../i18n/messages";

/** Server texts of the organisation side of applications: candidates list and profile, accept, notes, duplicates (error details, mails), in every UI language. */
export const candidatesMessages = registerMessages({
  candidatesIdMismatch: {
    en: "The id must be the id of the application in the address.",
    de: "Die ID muss die ID der Bewerbung in der Adresse sein.",
    fr: "L'ID doit être celui de la candidature dans l'adresse.",
    it: "L'ID deve essere quello della candidatura nell'indirizzo.",
  },
  candidatesListingNotClosed: {
    en: "Applications are withdrawn only once the listing has ended. End or cancel the listing first.",
    de: "Bewerbungen werden erst zurückgezogen, wenn das Inserat beendet ist. Beende oder storniere das Inserat zuerst.",
    fr: "Les candidatures ne sont retirées qu'une fois l'annonce terminée. Termine ou annule d'abord l'annonce.",
    it: "Le candidature vengono ritirate solo quando l'annuncio è terminato. Termina o annulla prima l'annuncio.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    candidates: typeof candidatesMessages;
  }
}
