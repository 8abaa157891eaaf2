import { registerMessages } from "../../i18n/messages";

/** Server texts of the listings of the organisation: CRUD, wizard, extension, lifecycle (error details, mails), in every UI language. */
export const listingsMessages = registerMessages({
  listingsPictureNotImage: {
    en: "Choose a JPEG, PNG or WebP image.",
    de: "Wähle ein Bild im Format JPEG, PNG oder WebP.",
    fr: "Choisis une image au format JPEG, PNG ou WebP.",
    it: "Scegli un'immagine in formato JPEG, PNG o WebP.",
  },
  listingsWorkloadOrder: {
    en: "The maximum workload must not be below the minimum.",
    de: "Das maximale Pensum darf nicht unter dem minimalen liegen.",
    fr: "Le taux d'activité maximal ne doit pas être inférieur au minimal.",
    it: "Il grado d'occupazione massimo non deve essere inferiore al minimo.",
  },
  listingsSalaryOrder: {
    en: "The maximum salary must not be below the minimum.",
    de: "Der maximale Lohn darf nicht unter dem minimalen liegen.",
    fr: "Le salaire maximal ne doit pas être inférieur au minimal.",
    it: "Il salario massimo non deve essere inferiore al minimo.",
  },
  listingsStartDateRequired: {
    en: "Enter the start date.",
    de: "Gib das Eintrittsdatum ein.",
    fr: "Saisis la date d'entrée en fonction.",
    it: "Inserisci la data di entrata in servizio.",
  },
  listingsStartDateUnexpected: {
    en: "A start date goes only with a start by date.",
    de: "Ein Eintrittsdatum gibt es nur beim Eintritt per Datum.",
    fr: "Une date d'entrée en fonction n'existe que pour une entrée à une date donnée.",
    it: "Una data di entrata in servizio c'è solo per un'entrata a una data precisa.",
  },
  listingsPublishedOnRequired: {
    en: "Enter the publish date, or publish now.",
    de: "Gib das Veröffentlichungsdatum ein oder veröffentliche sofort.",
    fr: "Saisis la date de publication ou publie tout de suite.",
    it: "Inserisci la data di pubblicazione o pubblica subito.",
  },
  listingsPublishedOnPast: {
    en: "The publish date must be today or later.",
    de: "Das Veröffentlichungsdatum muss heute oder später sein.",
    fr: "La date de publication doit être aujourd'hui ou plus tard.",
    it: "La data di pubblicazione deve essere oggi o più tardi.",
  },
  listingsJobChoice: {
    en: "Choose one of your jobs or describe a new one.",
    de: "Wähle einen deiner Jobs oder beschreibe einen neuen.",
    fr: "Choisis un de tes profils de poste ou décris-en un nouveau.",
    it: "Scegli uno dei tuoi profili del posto o descrivine uno nuovo.",
  },
  listingsQuestionnaireArchived: {
    en: "This questionnaire is archived. Choose an active one.",
    de: "Dieser Fragebogen ist archiviert. Wähle einen aktiven.",
    fr: "Ce questionnaire est archivé. Choisis-en un actif.",
    it: "Questo questionario è archiviato. Scegline uno attivo.",
  },
  listingsIdMismatch: {
    en: "The id must be the one in the address.",
    de: "Die ID muss die aus der Adresse sein.",
    fr: "L'ID doit être celui de l'adresse.",
    it: "L'ID deve essere quello dell'indirizzo.",
  },
  listingsArchivedFinal: {
    en: "An archived listing cannot be changed. Copy it to publish it again.",
    de: "Ein archiviertes Inserat kann nicht mehr geändert werden. Kopiere es, um es wieder zu veröffentlichen.",
    fr: "Une annonce archivée ne peut plus être modifiée. Copie-la pour la publier à nouveau.",
    it: "Un annuncio archiviato non si può più modificare. Copialo per pubblicarlo di nuovo.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    listings: typeof listingsMessages;
  }
}
