import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, validationErrorMap, type TLanguage } from "@jobatlas/contract";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { z } from "zod";
import { de as zodDe, en as zodEn } from "zod/locales";
import type { en } from "@/locales/en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false, // catalogues are added by loadLanguage: nothing to fetch here
});

/**
 * Each language's catalogue is a chunk of its own, loaded when a page first needs it: a page
 * downloads one language instead of both (about 38 kB gzip less JavaScript before it is
 * interactive; issue 12 §7).
 */
const CATALOGUES: Record<TLanguage, () => Promise<object>> = {
  de: () => import("@/locales/de").then((module) => module.de),
  en: () => import("@/locales/en").then((module) => module.en),
};

/** Loads a language's catalogue once; applyLanguage needs it loaded. */
export async function loadLanguage(language: TLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  i18n.addResourceBundle(language, "translation", await CATALOGUES[language]());
}

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
 * Called by the `$lang` route whenever the path's language differs from the current one, after
 * loadLanguage(language).
 */
export function applyLanguage(language: TLanguage): void {
  z.config({ ...(language === "de" ? zodDe() : zodEn()), customError: validationErrorMap(language) });
  if (typeof document !== "undefined") document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

applyLanguage(DEFAULT_LANGUAGE);
