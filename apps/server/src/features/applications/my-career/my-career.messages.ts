import { registerMessages } from "../../../i18n/messages";

/** Server texts of the seeker's career area: their applications, edit, withdraw, the anonymous status page (error details, mails), in both UI languages. */
export const myCareerMessages = registerMessages({
  myCareerIdMismatch: {
    en: "The id must be the id of the application in the address.",
    de: "Die ID muss die ID der Bewerbung in der Adresse sein.",
  },
  myCareerTextsWithStatus: {
    en: "Withdraw the application or change its texts, not both at once.",
    de: "Zieh die Bewerbung zurück oder ändere ihre Texte, nicht beides zugleich.",
  },
  myCareerNotPending: {
    en: "The texts can only be changed while the company has not yet taken up the application.",
    de: "Die Texte lassen sich nur ändern, solange die Firma die Bewerbung noch nicht aufgenommen hat.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    myCareer: typeof myCareerMessages;
  }
}
