import { describe, expect, it } from "vitest";
import { seededRandom } from "../../test/seeded-random";
import { IndexTermizer } from "./index-terms";
import { analyzeForIndex, type SearchLanguage } from "./text";

function termsOf(termizer: IndexTermizer, text: string, language?: SearchLanguage): Set<string> {
  const found = new Set<string>();
  termizer.forEachTermId(text, language, (id) => found.add(termizer.terms[id]!));
  return found;
}

const SAMPLES = [
  "Informatiker/in EFZ in Zürich, Software-Entwickler/in (80-100 %)",
  "Pflegefachfrau/-mann HF – Spital-Zentrum Bäch-Müller, Frühdienst",
  "Infirmier/ère diplômé/e à Genève; Ingénieur·e civil·e",
  "C++ und .NET Entwickler, C#-Know-how, ASP.NET",
  "Straße, Œuvre, ﬁnance ¼-Stelle, Zürich-Oerlikon-Seebach, 8005-Zürich",
  "Infor\u00ADmatiker, Ka-\u00ADfe, Über-Über-Über, a-b-c, 1-2-3, x-1",
  "Elettricista qualificato/a — Lugano-Paradiso; Müller-Lüdenscheidt",
  "𝒜strale Zeichen: 𝔘nicode-Wörter und 😀-Emoji",
];

describe("IndexTermizer", () => {
  it("gives exactly the terms of analyzeForIndex, in every language and without one", () => {
    const termizer = new IndexTermizer();
    for (const text of SAMPLES) {
      for (const language of ["de", "fr", "it", "en", undefined] as const) {
        const expected = new Set(analyzeForIndex(text, language).map((t) => t.term));
        expect(termsOf(termizer, text, language), `${language}: ${text}`).toEqual(expected);
        // A second time through the word table (every word known) gives the same.
        expect(termsOf(termizer, text, language)).toEqual(expected);
      }
    }
  });

  it("agrees with analyzeForIndex on random texts of words, hyphens, slashes and accents", () => {
    const random = seededRandom(42);
    const pieces = [
      "Zürich",
      "Bäcker",
      "in",
      "Software",
      "entwickler",
      "80",
      "100",
      "é",
      "Straße",
      "ß",
      "x",
      "Œuvre",
      "¼",
      "-",
      "-",
      "/",
      " ",
      " ",
      ", ",
      "\u00AD",
      "–",
    ];
    const termizer = new IndexTermizer();
    for (let n = 0; n < 3000; n++) {
      let text = "";
      const length = 1 + Math.floor(random() * 12);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
      const expected = new Set(analyzeForIndex(text, "de").map((t) => t.term));
      expect(termsOf(termizer, text, "de"), JSON.stringify(text)).toEqual(expected);
    }
  });
});
