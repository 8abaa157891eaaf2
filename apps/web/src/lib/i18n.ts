import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, validationErrorMap, type TLanguage } from "@jobatlas/contract";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { z } from "zod";
import { de as zodDe, en as zodEn } from "zod/locales";
import { de } from "@/locales/de";
import { en } from "@/locales/en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { de: { translation: de }, en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false, // resources are bundled: ready synchronously
});

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The current UI language (from the path's first segment). */
export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Switches texts, the generic validation messages of forms and the document's `lang` together.
 * Forms word zod issues with the contract's messages (the same the server sends), falling back
 * to zod's own de/en locale for the issue kinds those do not cover.
 * Called by the `$lang` route whenever the path's language differs from the current one.
 */
export function applyLanguage(language: TLanguage): void {
  z.config({ ...(language === "de" ? zodDe() : zodEn()), customError: validationErrorMap(language) });
  if (typeof document !== "undefined") document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

applyLanguage(DEFAULT_LANGUAGE);
