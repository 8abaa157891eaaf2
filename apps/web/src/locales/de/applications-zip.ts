/** Deutsche Texte des ZIP-Downloads der PDFs mehrerer Bewerbungen (ADR 093). */
export const applicationsZipDe = {
  download_one: "{{count}} PDF als ZIP herunterladen",
  download_other: "{{count}} PDFs als ZIP herunterladen",
  none: "Als ZIP herunterladen",
  downloading: "ZIP wird erstellt …",
  failed: "Das ZIP konnte nicht heruntergeladen werden. Bitte versuche es nochmals.",
};
