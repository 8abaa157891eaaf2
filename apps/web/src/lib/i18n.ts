import { DEFAULT_LANGUAGE, LANGUAGES, publicPageOf } from "@jobatlas/contract/core";
import type { TLanguage } from "@jobatlas/contract";
import { cloneElement, createElement, Fragment, useSyncExternalStore, type ReactElement } from "react";
import { setIndustryLabels } from "./industries";
import {
  addTexts,
  getLanguage,
  onLanguageChange,
  setLanguage,
  translate,
  type TFunction,
  type TKey,
} from "./translate";
import { configureZodLanguage } from "./zod-language";

export type { TFunction, TKey, TOptions } from "./translate";

/** `t` in the current language at the time of the call. */
const t: TFunction = (key, options) => translate(key, options);

/**
 * The texts outside React (`i18n.t`, `i18n.language`), with the calls of i18next's instance the
 * app and its tests make; the catalogues and `t` are lib/translate.ts (ADR 047).
 */
export const i18n = {
  get language(): TLanguage {
    return getLanguage();
  },
  t,
  /** Always in `lng` (unless the option `lng` says otherwise). */
  getFixedT:
    (lng: TLanguage): TFunction =>
    (key, options) =>
      translate(key, options, options?.lng ?? lng),
  /** Only the texts' language; applyLanguage also switches the forms' messages and the document's. */
  changeLanguage(lng: TLanguage): Promise<TFunction> {
    setLanguage(lng);
    return Promise.resolve(t);
  },
};

/** One `t` per language: it translates in the current language, and a new language gives a new `t`. */
const hookTs = new Map<TLanguage, TFunction>();

/**
 * `t` for a component, which re-renders when the language changes; `t` stays the same function
 * until then (it may be a dependency of a memo or an effect).
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const lng = useSyncExternalStore(onLanguageChange, getLanguage, getLanguage);
  let languageT = hookTs.get(lng);
  if (!languageT) hookTs.set(lng, (languageT = (key, options) => translate(key, options)));
  return { t: languageT, i18n };
}

/**
 * A text with links or other elements in it: each `<name>…</name>` of the text becomes
 * `components[name]` with the enclosed words as its children, e.g.
 * `<Trans i18nKey="…" components={{ terms: <Link to="/$lang/terms" … /> }} />`.
 */
export function Trans({ i18nKey, components }: { i18nKey: TKey; components: Record<string, ReactElement> }) {
  const parts = useTranslation()
    .t(i18nKey)
    .split(/<(\w+)>([\s\S]*?)<\/\1>/);
  // split() gives [text, name, words, text, name, words, …, text].
  const children = parts.map((part, i) => {
    if (i % 3 === 0) return part;
    if (i % 3 === 2) return null;
    const element = components[part];
    return element ? cloneElement(element, undefined, parts[i + 1]) : parts[i + 1];
  });
  return createElement(Fragment, null, ...children);
}

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
  fr: {
    public: () =>
      import("@/locales/fr-public").then((module) => {
        setIndustryLabels("fr", module.industryLabels);
        return module.frPublic;
      }),
    rest: () => import("@/locales/fr-rest").then((module) => module.frRest),
  },
  it: {
    public: () =>
      import("@/locales/it-public").then((module) => {
        setIndustryLabels("it", module.industryLabels);
        return module.itPublic;
      }),
    rest: () => import("@/locales/it-rest").then((module) => module.itRest),
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
    promise = PARTS[language][part]().then((texts) => addTexts(language, texts));
    // A failed load (network) is tried again by the next caller.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Whether the page at `pathname` needs only the public part of the catalogue (`texts` in the
 * contract's PUBLIC_PAGES, which the server's preloads read too; `catalogue-parts.test.ts`
 * checks that their code uses no text of another part).
 */
export function needsPublicTextsOnly(pathname: string): boolean {
  return publicPageOf(pathname)?.texts === "public";
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
  return getLanguage();
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
  setLanguage(language);
}

applyLanguage(DEFAULT_LANGUAGE);
