import { z } from "zod";
import { INDUSTRIES } from "./industries.data";

export { INDUSTRIES };
export type TIndustry = (typeof INDUSTRIES)[number];
export type TIndustryCode = TIndustry["code"];

export const INDUSTRY_CODES = INDUSTRIES.map((i) => i.code) as [TIndustryCode, ...TIndustryCode[]];
export const ZIndustryCode = z.enum(INDUSTRY_CODES);

const byCode = new Map<string, TIndustry>(INDUSTRIES.map((i) => [i.code, i]));

export function isIndustryCode(code: string): code is TIndustryCode {
  return byCode.has(code);
}

/** The label of an industry code in a UI or content language; undefined for an unknown code. */
export function industryLabel(code: string, language: "de" | "en" | "fr" | "it"): string | undefined {
  return byCode.get(code)?.labels[language];
}
