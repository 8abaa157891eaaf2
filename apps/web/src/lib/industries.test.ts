import { INDUSTRIES, INDUSTRY_CODES } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { industryLabel, industryOptions } from "./industries";

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
