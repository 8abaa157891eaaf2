import { registerMessages } from "../../i18n/messages";

/** Server texts of the message templates (field errors, error details), in every UI language. */
export const messageTemplatesMessages = registerMessages({
  messageTemplateUnknownPlaceholder: {
    en: "Unknown placeholder {names}. Use first_name, listing_title or company in double braces.",
    de: "Unbekannter Platzhalter {names}. Verwende first_name, listing_title oder company in doppelten geschweiften Klammern.",
    fr: "Espace réservé inconnu {names}. Utilise first_name, listing_title ou company entre doubles accolades.",
    it: "Segnaposto sconosciuto {names}. Usa first_name, listing_title o company tra doppie parentesi graffe.",
  },
  messageTemplateTextRequired: {
    en: "Write the text in at least one language.",
    de: "Schreib den Text in mindestens einer Sprache.",
    fr: "Écris le texte dans au moins une langue.",
    it: "Scrivi il testo in almeno una lingua.",
  },
  messageTemplateNameTaken: {
    en: "A template of this kind with this name exists already.",
    de: "Eine Vorlage dieser Art mit diesem Namen gibt es schon.",
    fr: "Un modèle de ce type portant ce nom existe déjà.",
    it: "Esiste già un modello di questo tipo con questo nome.",
  },
  messageTemplateNotRejection: {
    en: "Choose a rejection template.",
    de: "Wähle eine Vorlage für Absagen.",
    fr: "Choisis un modèle de refus.",
    it: "Scegli un modello di rifiuto.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    messageTemplates: typeof messageTemplatesMessages;
  }
}
