import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from "@jobatlas/contract/core";
import type { TLanguage } from "@jobatlas/contract";
import type { en } from "@/locales/en";

/**
 * The app's translator (ADR 047): the catalogues' texts by key, in the current language or a
 * given one, with what the texts use and nothing more — `{{name}}` replaced by the option of that
 * name, plurals as `<key>_one`/`<key>_other` chosen by `count` (Intl.PluralRules of the
 * language; a category the catalogue lacks, such as French and Italian "many", takes `_other`),
 * and a text missing in the language taken from FALLBACK_LANGUAGE's catalogue (else the key
 * itself). It replaces i18next, whose 15 kB gzip were on every page; lib/i18n.ts loads
 * the catalogues and offers the React side (useTranslation, Trans).
 */

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralBase<K> = K extends `${infer Base}_${"one" | "other"}` ? Base : never;
type TextKey = Leaves<typeof en>;
/** A text's key ("search.results.heading"), a plural's also without its suffix ("search.results.count"). */
export type TKey = TextKey | PluralBase<TextKey>;

/** Values for the text's `{{name}}`s; `count` also chooses a plural's form, `lng` the language. */
export interface TOptions {
  count?: number;
  lng?: TLanguage;
  [name: string]: unknown;
}

export type TFunction = (key: TKey, options?: TOptions) => string;

type Texts = { [name: string]: unknown };
const catalogues: Partial<Record<TLanguage, Texts>> = {};
let language: TLanguage = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const pluralRules = new Map<TLanguage, Intl.PluralRules>();

/** Adds a part of a language's catalogue (its areas: the parts have none in common). */
export function addTexts(lng: TLanguage, texts: object): void {
  catalogues[lng] = { ...catalogues[lng], ...texts };
}

export function getLanguage(): TLanguage {
  return language;
}

/** Makes `lng` the current language and tells the listeners (components re-render), if it changed. */
export function setLanguage(lng: TLanguage): void {
  if (lng === language) return;
  language = lng;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after each change of the current language; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function lookup(lng: TLanguage, key: string): string | undefined {
  let node: unknown = catalogues[lng];
  for (const name of key.split(".")) node = node && typeof node === "object" ? (node as Texts)[name] : undefined;
  return typeof node === "string" ? node : undefined;
}

function pluralForm(lng: TLanguage, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const value = Object.hasOwn(values, name.trim()) ? values[name.trim()] : match;
    return String(value ?? "");
  });
}

/**
 * The text of `key` in `lng` (the option `lng`, else the current language), else in
 * FALLBACK_LANGUAGE, else the key. A `{{name}}` whose option is absent stays as it is, one whose
 * option is undefined or null becomes empty (as with i18next); values are never interpolated again.
 */
export function translate(key: string, options: TOptions = {}, lng: TLanguage = options.lng ?? language): string {
  const { count } = options;
  for (const code of lng === FALLBACK_LANGUAGE ? [lng] : [lng, FALLBACK_LANGUAGE]) {
    // A form the catalogue does not write out (French "many" for a million) reads as `_other`.
    const plural =
      typeof count === "number"
        ? (lookup(code, `${key}_${pluralForm(code, count)}`) ?? lookup(code, `${key}_other`))
        : undefined;
    const text = plural ?? lookup(code, key);
    if (text !== undefined) return interpolate(text, options);
  }
  return key;
}
