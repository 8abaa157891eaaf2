import { useEffect } from "react";
import { i18n } from "./i18n";

/** "<page> · Jobatlas" (spec §2: page titles get a brand suffix). */
export function pageTitle(page: string): string {
  return i18n.t("pageTitle", { page });
}

/** Sets the document title of the current screen. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
