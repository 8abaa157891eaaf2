import { z } from "zod";
import { INDUSTRY_CODES, isIndustryCode } from "./core/constants";
import { INDUSTRY_DIVISIONS } from "./industries.data";
import { INDUSTRY_LABELS_DE } from "./industries.de";
import { INDUSTRY_LABELS_EN } from "./industries.en";
import { INDUSTRY_LABELS_FR } from "./industries.fr";
import { INDUSTRY_LABELS_IT } from "./industries.it";

export { INDUSTRY_DIVISIONS, INDUSTRY_LABELS_DE, INDUSTRY_LABELS_EN, INDUSTRY_LABELS_FR, INDUSTRY_LABELS_IT };
export type TIndustryCode = (typeof INDUSTRY_DIVISIONS)[number]["code"];
export type TIndustryLanguage = "de" | "en" | "fr" | "it";
/** An industry's label in one language, by code (one module per language: the web app loads one). */
export type TIndustryLabels = Record<TIndustryCode, string>;
export type TIndustry = (typeof INDUSTRY_DIVISIONS)[number] & { labels: Record<TIndustryLanguage, string> };

/** The labels of all four languages (the server's; the web app loads its page's language only, ADR 045). */
export const INDUSTRY_LABELS: Record<TIndustryLanguage, TIndustryLabels> = {
  de: INDUSTRY_LABELS_DE,
  en: INDUSTRY_LABELS_EN,
  fr: INDUSTRY_LABELS_FR,
  it: INDUSTRY_LABELS_IT,
};

/**
 * Every industry with its labels in de, en, fr and it. Pure for the bundler: the web app does not
 * use it, and its labels then stay out of the app's code.
 */
export const INDUSTRIES: readonly TIndustry[] = /* @__PURE__ */ INDUSTRY_DIVISIONS.map((division) => ({
  ...division,
  labels: {
    de: INDUSTRY_LABELS_DE[division.code],
    en: INDUSTRY_LABELS_EN[division.code],
    fr: INDUSTRY_LABELS_FR[division.code],
    it: INDUSTRY_LABELS_IT[division.code],
  },
}));

export const ZIndustryCode = z.enum(INDUSTRY_CODES);

/** The label of an industry code in a UI or content language; undefined for an unknown code. */
export function industryLabel(code: string, language: TIndustryLanguage): string | undefined {
  return isIndustryCode(code) ? INDUSTRY_LABELS[language][code] : undefined;
}
