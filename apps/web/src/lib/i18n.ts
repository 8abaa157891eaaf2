import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from "@jobatlas/contract";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { en } from "@/locales/en";
import { setIndustryLabels } from "./industries";
import { configureZodLanguage } from "./zod-language";

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
 * Each language's catalogue is loaded when a page first needs it, in two chunks: the frame and
 * the public pages (search, company, listing: most visits start there) with the industries'
 * labels in that language (lib/industries.ts), and the other screens' areas. A page downloads
 * one language instead of both, and a public page about 20 kB gzip of texts less (issue 12 §7,
 * ADRs 038, 042 and 045).
 */
const PARTS: Record<TLanguage, Record<"public" | "rest", () => Promise<object>>> = {
  de: {
    public: () =>
      import("@/locales/de-public").then((module) => {
        setIndustryLabels("de", module.industryLabels);
        return module.dePublic;
      }),
    rest: () => import("@/locales/de-rest").then((module) => module.deRest),
  },
  en: {
    public: () =>
      import("@/locales/en-public").then((module) => {
        setIndustryLabels("en", module.industryLabels);
        return module.enPublic;
      }),
    rest: () => import("@/locales/en-rest").then((module) => module.enRest),
  },
};
const loading = new Map<string, Promise<void>>();

function loadPart(language: TLanguage, part: "public" | "rest"): Promise<void> {
  const key = `${language}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = PARTS[language][part]().then((texts) => {
      i18n.addResourceBundle(language, "translation", texts, true, false);
    });
    // A failed load (network) is tried again by the next caller.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * The pages drawn with the public part alone: /{lang}/search, a company's page and a listing's
 * (`catalogue-parts.test.ts` checks that their code uses no text of another part). Keep in
 * step with PUBLIC_TEXT_ROUTES in apps/server/src/plugins/spa.ts, which preloads the parts.
 */
const PUBLIC_TEXT_PAGES = [
  /^\/[a-z]{2}\/search\/?$/,
  /^\/[a-z]{2}\/company\/[^/]+\/?$/,
  /^\/[a-z]{2}\/company\/[^/]+\/job\/[^/]+\/?$/,
];

/** Whether the page at `pathname` needs only the public part of the catalogue. */
export function needsPublicTextsOnly(pathname: string): boolean {
  return PUBLIC_TEXT_PAGES.some((page) => page.test(pathname));
}

/**
 * Loads a language's catalogue once (both parts, or the public part for `pathname`'s page when
 * that is all it needs); applyLanguage needs it loaded.
 */
export async function loadLanguage(language: TLanguage, pathname?: string): Promise<void> {
  const parts = [loadPart(language, "public")];
  if (pathname === undefined || !needsPublicTextsOnly(pathname)) parts.push(loadPart(language, "rest"));
  await Promise.all(parts);
}

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The current UI language (from the path's first segment). */
export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Switches texts, the generic validation messages of forms (lib/zod-language.ts) and the
 * document's `lang` together.
 * Called by the `$lang` route whenever the path's language differs from the current one, after
 * loadLanguage(language).
 */
export function applyLanguage(language: TLanguage): void {
  configureZodLanguage(language);
  if (typeof document !== "undefined") document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

applyLanguage(DEFAULT_LANGUAGE);
