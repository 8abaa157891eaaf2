import { INDUSTRIES, INDUSTRY_CODES } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { filterIndustries, industryLabel, industryOptions, loadIndustryWords } from "./industries";

// test/setup.ts has loaded both languages, as loadLanguage does for a page's language.
describe("industry labels of the UI languages (ADR 045)", () => {
  it("are the contract's labels in the page's language", () => {
    for (const industry of INDUSTRIES) {
      expect(industryLabel(industry.code, "de")).toBe(industry.labels.de);
      expect(industryLabel(industry.code, "en")).toBe(industry.labels.en);
    }
    expect(industryLabel("A1", "de")).toBe("Landwirtschaft, Jagd und damit verbundene Tätigkeiten");
    expect(industryLabel("A1", "en")).toBe("Crop and animal production, hunting and related service activities");
  });

  it("know no label for an unknown code", () => {
    expect(industryLabel("ZZ", "de")).toBeUndefined();
    expect(industryLabel("", "en")).toBeUndefined();
  });

  it("list every industry in the contract's order", () => {
    const options = industryOptions("de");
    expect(options.map((option) => option.code)).toEqual(INDUSTRY_CODES);
    expect(options.every((option) => option.label.length > 0)).toBe(true);
  });
});

describe("finding industries by typed text (ADR 074)", () => {
  const codes = (options: readonly { code: string }[]) => options.map((option) => option.code);

  it("matches the page language's labels before the words have loaded, folded", () => {
    const options = industryOptions("de");
    expect(filterIndustries(options, "", "de")).toBe(options);
    expect(codes(filterIndustries(options, "gesundheit", "de"))).toEqual(["Q86"]);
    expect(codes(filterIndustries(options, "GASTRONOMIE", "de"))).toEqual(["I56"]);
    expect(codes(filterIndustries(industryOptions("en"), "Human health", "en"))).toEqual(["Q86"]);
  });

  it.each([
    ["Software", "de", "J62"],
    ["Informatik", "de", "J62"],
    ["Bäckerei", "de", "C10"],
    ["Baeckerei", "de", "C10"],
    ["Spital", "de", "Q86"],
    ["Treuhand", "de", "M69"],
    ["hôpital", "de", "Q86"],
    ["ospedale", "de", "Q86"],
    ["bakery", "en", "C10"],
    ["hospital", "en", "Q86"],
    ["Informatik", "en", "J62"],
  ] as const)("finds %s (%s) as %s first once the words have loaded", async (text, language, code) => {
    await loadIndustryWords();
    expect(codes(filterIndustries(industryOptions(language), text, language))[0]).toBe(code);
  });

  it("still finds labels once the words have loaded, and keeps the options' order among equals", async () => {
    await loadIndustryWords();
    const sorted = industryOptions("de").sort((a, b) => a.label.localeCompare(b.label, "de"));
    expect(codes(filterIndustries(sorted, "Beherbergung", "de"))).toEqual(["I55"]);
    const pflege = codes(filterIndustries(sorted, "Pflege", "de"));
    expect(pflege.slice(0, 2)).toEqual(["Q86", "Q87"]); // "Gesundheitswesen" before "Heime"
  });
});
