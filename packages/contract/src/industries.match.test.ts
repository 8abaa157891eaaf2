import { describe, expect, it } from "vitest";
import { INDUSTRY_CODES } from "./core/constants";
import { INDUSTRY_KEYWORDS } from "./industries.keywords";
import { foldIndustryText, industryNeedle } from "./core/industries.fold";
import { industryMatchRank, matchesIndustry } from "./industries.match";
import type { TIndustryLanguage } from "./industries";

/** The codes typed text finds, best first (rank, then code order), as a picker lists them. */
function found(text: string, language: TIndustryLanguage): string[] {
  return INDUSTRY_CODES.map((code) => ({ code, rank: industryMatchRank(code, text, language) }))
    .filter((hit) => hit.rank !== undefined)
    .sort((a, b) => a.rank! - b.rank!)
    .map((hit) => hit.code);
}

describe("industry keywords (ADR 074)", () => {
  it("give every industry words in de, fr, it and en", () => {
    expect(Object.keys(INDUSTRY_KEYWORDS).sort()).toEqual([...INDUSTRY_CODES].sort());
    for (const code of INDUSTRY_CODES) {
      for (const language of ["de", "fr", "it", "en"] as const) {
        const words = INDUSTRY_KEYWORDS[code][language].split(",").map((word) => word.trim());
        expect(words.length, `${code} ${language}`).toBeGreaterThan(0);
        expect(words.every(Boolean), `${code} ${language}: an empty word`).toBe(true);
      }
    }
  });
});

describe("folding typed text", () => {
  it("ignores case, accents and umlauts, and writes ß as ss", () => {
    expect(foldIndustryText("Bäckerei")).toBe("backerei");
    expect(foldIndustryText("HÔPITAL")).toBe("hopital");
    expect(foldIndustryText("Straße")).toBe("strasse");
    expect(foldIndustryText("Œuvre")).toBe("oeuvre");
  });

  it("also tries umlauts written as ae, oe and ue", () => {
    expect(industryNeedle("Baeckerei")).toEqual([["baeckerei"], ["backerei"]]);
    expect(industryNeedle("Spital")).toEqual([["spital"]]);
    expect(industryNeedle("  law   firm ")).toEqual([["law", "firm"]]);
    expect(industryNeedle("   ")).toBeUndefined();
  });
});

describe("finding industries by the words people use", () => {
  it.each([
    ["Software", "de", "J62"],
    ["Informatik", "de", "J62"],
    ["Inform", "de", "J62"],
    ["IT", "en", "J62"],
    ["Bäckerei", "de", "C10"],
    ["Baeckerei", "de", "C10"],
    ["baeckerei", "en", "C10"],
    ["bakery", "en", "C10"],
    ["Spital", "de", "Q86"],
    ["hospital", "en", "Q86"],
    ["hôpital", "de", "Q86"],
    ["hopital", "en", "Q86"],
    ["ospedale", "de", "Q86"],
    ["Treuhand", "de", "M69"],
    ["fiduciaire", "en", "M69"],
    ["law firm", "en", "M69"],
    ["Bank", "de", "K64"],
    ["Restaurant", "de", "I56"],
    ["Coiffeur", "de", "S96"],
    ["Kita", "de", "Q88"],
    ["Velo", "de", "C30"],
  ] as const)("%s (%s) finds %s", (text, language, code) => {
    expect(matchesIndustry(code, text, language)).toBe(true);
    expect(found(text, language)).toContain(code);
  });

  it("finds the industry people mean first", () => {
    expect(found("Software", "de")[0]).toBe("J62");
    expect(found("Spital", "de")[0]).toBe("Q86");
    expect(found("Treuhand", "de")[0]).toBe("M69");
    expect(found("bakery", "en")[0]).toBe("C10");
  });

  it("still finds labels, the UI language's first", () => {
    // "Gesundheitswesen" (de label of Q86), "Gastronomie" (I56), inside a word from four letters.
    expect(industryMatchRank("Q86", "gesundheit", "de")).toBe(1);
    expect(industryMatchRank("I56", "gastro", "de")).toBe(1);
    expect(industryMatchRank("J62", "technologie", "de")).toBe(6);
    expect(industryMatchRank("Q86", "Human health", "en")).toBe(1);
    expect(industryMatchRank("I56", "Gastronomie", "de")).toBe(0);
    // A word of the UI language before the labels and words of other languages.
    expect(industryMatchRank("Q86", "Spital", "de")).toBe(2);
    expect(industryMatchRank("Q86", "ospedale", "en")).toBe(4);
    // Typed words starting words before typed words inside words.
    expect(found("Reinigung", "de")[0]).toBe("N81");
    expect(industryMatchRank("S94", "Reinigung", "de")).toBe(6); // "Vereinigungen"
    expect(found("Beherbergung", "de")).toEqual(["I55"]);
  });

  it("matches inside German compounds only", () => {
    // "spital" stands in "hospitality" (I55, I56): no match there, but in "Kinderspital" it would.
    expect(found("Spital", "de")).toEqual(["Q86"]);
    expect(industryMatchRank("L68", "treuhand", "en")).toBe(8); // "Immobilientreuhand"
  });

  it("matches short words at the start of a word only", () => {
    // "IT" is not every word containing "it" ("Tätigkeiten", "Sicherheit").
    expect(matchesIndustry("A1", "IT", "de")).toBe(false);
    expect(matchesIndustry("N80", "IT", "de")).toBe(false);
  });

  it("finds nothing for blank text, unknown codes or unknown words", () => {
    expect(matchesIndustry("J62", "  ", "de")).toBe(false);
    expect(matchesIndustry("ZZ", "Software", "de")).toBe(false);
    expect(found("Qwertzuiop", "de")).toEqual([]);
  });
});
