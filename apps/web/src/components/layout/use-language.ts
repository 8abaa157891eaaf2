import type { TLanguage } from "@jobatlas/contract";
import { isLanguage, useTranslation } from "@/lib/i18n";

/** The current UI language, re-rendering when it changes. */
export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "de";
}
