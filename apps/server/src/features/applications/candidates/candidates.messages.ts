import { registerMessages } from "../../../i18n/messages";

/** Server texts of the organisation side of applications: candidates list and profile, accept, notes, duplicates (error details, mails), in both UI languages. */
export const candidatesMessages = registerMessages({
  candidatesIdMismatch: {
    en: "The id must be the id of the application in the address.",
    de: "Die ID muss die ID der Bewerbung in der Adresse sein.",
  },
  candidatesListingNotClosed: {
    en: "Applications are withdrawn only once the listing has ended. End or cancel the listing first.",
    de: "Bewerbungen werden erst zurückgezogen, wenn das Inserat beendet ist. Beende oder storniere das Inserat zuerst.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    candidates: typeof candidatesMessages;
  }
}
