import {
  INDUSTRY_CODES,
  isIndustryCode,
  type TIndustryCode,
  type TIndustryLabels,
  type TLanguage,
} from "@jobatlas/contract";

/**
 * The industries' labels of the UI languages loaded so far. They come with the public part of a
 * language's catalogue (`locales/<lang>-public.ts`, loaded by `loadLanguage` before any screen is
 * drawn), so a page carries its own language's labels only instead of the contract's four
 * (ADR 045).
 */
const loaded: Partial<Record<TLanguage, TIndustryLabels>> = {};

export function setIndustryLabels(language: TLanguage, labels: TIndustryLabels): void {
  loaded[language] = labels;
}

/** The label of an industry code in a UI language; undefined for an unknown code. */
export function industryLabel(code: string, language: TLanguage): string | undefined {
  const labels = loaded[language];
  if (!labels) throw new Error(`industry labels of "${language}" used before loadLanguage("${language}")`);
  return isIndustryCode(code) ? labels[code] : undefined;
}

export interface IndustryOption {
  code: TIndustryCode;
  label: string;
}

/** Every industry with its label in `language`, in the contract's order (ISIC divisions). */
export function industryOptions(language: TLanguage): IndustryOption[] {
  return INDUSTRY_CODES.map((code) => ({ code, label: industryLabel(code, language)! }));
}
