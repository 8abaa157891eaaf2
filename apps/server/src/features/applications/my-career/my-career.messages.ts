import { registerMessages } from "../../../i18n/messages";

/** Server texts of the seeker's career area: their applications, edit, withdraw, the anonymous status page (error details, mails), in every UI language. */
export const myCareerMessages = registerMessages({
  myCareerIdMismatch: {
    en: "The id must be the id of the application in the address.",
    de: "Die ID muss die ID der Bewerbung in der Adresse sein.",
    fr: "L'ID doit être celui de la candidature dans l'adresse.",
    it: "L'ID deve essere quello della candidatura nell'indirizzo.",
  },
  myCareerTextsWithStatus: {
    en: "Withdraw the application or change its texts, not both at once.",
    de: "Zieh die Bewerbung zurück oder ändere ihre Texte, nicht beides zugleich.",
    fr: "Retire la candidature ou modifie ses textes, pas les deux à la fois.",
    it: "Ritira la candidatura o modificane i testi, non entrambe le cose insieme.",
  },
  myCareerNotPending: {
    en: "The texts can only be changed while the company has not yet taken up the application.",
    de: "Die Texte lassen sich nur ändern, solange die Firma die Bewerbung noch nicht aufgenommen hat.",
    fr: "Les textes ne peuvent être modifiés que tant que l'entreprise n'a pas encore pris en charge la candidature.",
    it: "I testi si possono modificare solo finché l'azienda non ha ancora preso in carico la candidatura.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    myCareer: typeof myCareerMessages;
  }
}
