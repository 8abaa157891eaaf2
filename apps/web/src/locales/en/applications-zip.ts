/** English texts of the ZIP download of several applications' PDFs (ADR 093). */
export const applicationsZipEn = {
  download_one: "Download {{count}} PDF as ZIP",
  download_other: "Download {{count}} PDFs as ZIP",
  none: "Download as ZIP",
  downloading: "Preparing ZIP…",
  failed: "The ZIP could not be downloaded. Please try again.",
};
