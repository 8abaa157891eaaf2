/** Textes français du téléchargement en ZIP des PDF de plusieurs candidatures (ADR 093). */
export const applicationsZipFr = {
  download_one: "Télécharger {{count}} PDF en ZIP",
  download_other: "Télécharger {{count}} PDF en ZIP",
  none: "Télécharger en ZIP",
  downloading: "Préparation du ZIP…",
  failed: "Le ZIP n'a pas pu être téléchargé. Réessaie.",
};
