import { describe, expect, it } from "vitest";
import { INDUSTRY_CODES, isIndustryCode } from "./core/constants";
import { INDUSTRIES, INDUSTRY_LABELS, industryLabel } from "./industries";

describe("industries (codes and labels in one module per language, ADR 045)", () => {
  it("label every code in de, en, fr and it, and nothing else", () => {
    for (const labels of Object.values(INDUSTRY_LABELS)) {
      expect(Object.keys(labels)).toEqual(INDUSTRY_CODES);
      for (const label of Object.values(labels)) expect(label.trim()).not.toBe("");
    }
  });

  it("give every industry its four labels", () => {
    expect(INDUSTRIES.map((industry) => industry.code)).toEqual(INDUSTRY_CODES);
    expect(INDUSTRIES[0]).toEqual({
      code: "A1",
      section: "A",
      division: "01",
      labels: {
        de: "Landwirtschaft, Jagd und damit verbundene Tätigkeiten",
        en: "Crop and animal production, hunting and related service activities",
        fr: "Culture et production animale, chasse et services annexes",
        it: "Produzioni vegetali e animali, caccia e servizi connessi",
      },
    });
  });

  it("tell codes from other strings", () => {
    expect(isIndustryCode("A1")).toBe(true);
    expect(isIndustryCode("ZZ")).toBe(false);
    expect(industryLabel("A2", "fr")).toBe("Sylviculture et exploitation forestière");
    expect(industryLabel("ZZ", "de")).toBeUndefined();
  });
});
