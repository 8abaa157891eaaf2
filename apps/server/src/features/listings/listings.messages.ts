import { registerMessages } from "../../i18n/messages";

/** Server texts of the listings of the organisation: CRUD, wizard, extension, lifecycle (error details, mails), in both UI languages. */
export const listingsMessages = registerMessages({
  listingsPictureNotImage: {
    en: "Choose a JPEG, PNG or WebP image.",
    de: "Wähle ein Bild im Format JPEG, PNG oder WebP.",
  },
  listingsWorkloadOrder: {
    en: "The maximum workload must not be below the minimum.",
    de: "Das maximale Pensum darf nicht unter dem minimalen liegen.",
  },
  listingsSalaryOrder: {
    en: "The maximum salary must not be below the minimum.",
    de: "Der maximale Lohn darf nicht unter dem minimalen liegen.",
  },
  listingsStartDateRequired: {
    en: "Enter the start date.",
    de: "Gib das Eintrittsdatum ein.",
  },
  listingsStartDateUnexpected: {
    en: "A start date goes only with a start by date.",
    de: "Ein Eintrittsdatum gibt es nur beim Eintritt per Datum.",
  },
  listingsPublishedOnRequired: {
    en: "Enter the publish date, or publish now.",
    de: "Gib das Veröffentlichungsdatum ein oder veröffentliche sofort.",
  },
  listingsPublishedOnPast: {
    en: "The publish date must be today or later.",
    de: "Das Veröffentlichungsdatum muss heute oder später sein.",
  },
  listingsJobChoice: {
    en: "Choose one of your jobs or describe a new one.",
    de: "Wähle einen deiner Jobs oder beschreibe einen neuen.",
  },
  listingsQuestionnaireArchived: {
    en: "This questionnaire is archived. Choose an active one.",
    de: "Dieser Fragebogen ist archiviert. Wähle einen aktiven.",
  },
  listingsIdMismatch: {
    en: "The id must be the one in the address.",
    de: "Die ID muss die aus der Adresse sein.",
  },
  listingsArchivedFinal: {
    en: "An archived listing cannot be changed. Copy it to publish it again.",
    de: "Ein archiviertes Inserat kann nicht mehr geändert werden. Kopiere es, um es wieder zu veröffentlichen.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    listings: typeof listingsMessages;
  }
}
