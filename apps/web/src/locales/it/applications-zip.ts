/** Testi italiani del download in ZIP dei PDF di più candidature (ADR 093). */
export const applicationsZipIt = {
  download_one: "Scarica {{count}} PDF come ZIP",
  download_other: "Scarica {{count}} PDF come ZIP",
  none: "Scarica come ZIP",
  downloading: "Preparazione dello ZIP…",
  failed: "Non è stato possibile scaricare lo ZIP. Riprova.",
};
