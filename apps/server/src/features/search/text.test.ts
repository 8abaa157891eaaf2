// Unit tests of the search text analysis: what folding, tokenizing and the snowball stemmers really
// produce, so a change of the stemmer package or the folding shows up as a failing expectation.
import { describe, expect, it } from "vitest";
import { analyzeForIndex, analyzeQuery, foldText, stem, tokenize, umlautTransliteration } from "./text";

const terms = (text: string) => tokenize(text).map((token) => token.term);
const indexTerms = (text: string, language?: Parameters<typeof analyzeForIndex>[1]) =>
  new Set(analyzeForIndex(text, language).map((term) => term.term));

describe("foldText", () => {
  it("lower-cases and removes accents", () => {
    expect(foldText("Zürich")).toBe("zurich");
    expect(foldText("Ingénieur")).toBe("ingenieur");
    expect(foldText("Neuchâtel Genève Bündner Fräulein Ölwechsel")).toBe("neuchatel geneve bundner fraulein olwechsel");
  });
  it("spells out letters that have no decomposition", () => {
    expect(foldText("Straße")).toBe("strasse");
    expect(foldText("STRAẞE")).toBe("strasse");
    expect(foldText("Œuvre")).toBe("oeuvre");
    expect(foldText("Cæsar")).toBe("caesar");
  });
  it("gives the same result for composed and decomposed input", () => {
    expect(foldText("Zu\u0308rich")).toBe("zurich");
    expect(foldText("Ingen\u0301ieur".normalize("NFC"))).toBe(foldText("Ingen\u0301ieur"));
  });
  it("unpacks compatibility characters and drops soft hyphens", () => {
    expect(foldText("ﬁnance")).toBe("finance");
    expect(foldText("Infor\u00ADmatiker")).toBe("informatiker");
  });
});

describe("umlautTransliteration", () => {
  it("writes umlauts out the German way", () => {
    expect(umlautTransliteration("Zürich")).toBe("zuerich");
    expect(umlautTransliteration("Bäckerin")).toBe("baeckerin");
    expect(umlautTransliteration("Größe")).toBe("groesse");
  });
  it("is undefined for words without umlauts", () => {
    expect(umlautTransliteration("Ingénieur")).toBeUndefined();
    expect(umlautTransliteration("Zuerich")).toBeUndefined();
  });
});

describe("tokenize", () => {
  it("splits gender forms with a slash", () => {
    expect(terms("Informatiker/in")).toEqual(["informatiker", "in"]);
    expect(terms("Fachfrau/-mann Gesundheit")).toEqual(["fachfrau", "mann", "gesundheit"]);
  });
  it("gives the parts and the joined word of a hyphenated word", () => {
    expect(tokenize("Software-Entwickler")).toEqual([
      { term: "software", position: 0 },
      { term: "entwickler", position: 1 },
      { term: "softwareentwickler", position: 0, joinedFrom: ["software", "entwickler"] },
    ]);
    expect(terms("Zürich-Flughafen")).toEqual(["zurich", "flughafen", "zurichflughafen"]);
  });
  it("does not join numbers", () => {
    expect(terms("Pensum 80-100%")).toEqual(["pensum", "80", "100"]);
    expect(terms("COVID-19")).toEqual(["covid", "19", "covid19"]);
  });
  it("keeps C++, C#, F# and .NET whole, but not inside other words", () => {
    expect(terms("C++, C# und .NET")).toEqual(["c++", "c#", "und", ".net"]);
    expect(terms("F#/Python")).toEqual(["f#", "python"]);
    expect(terms("ASP.NET")).toEqual(["asp", "net"]);
  });
  it("counts positions and keeps the umlaut spelling", () => {
    expect(tokenize("Bäcker in Zürich")).toEqual([
      { term: "backer", position: 0, umlautSpelling: "baecker" },
      { term: "in", position: 1 },
      { term: "zurich", position: 2, umlautSpelling: "zuerich" },
    ]);
  });
  it("keeps short words and names (no stop words)", () => {
    expect(terms("Die Post AG")).toEqual(["die", "post", "ag"]);
    expect(terms("")).toEqual([]);
    expect(terms(" -- / ")).toEqual([]);
  });
});

describe("stem", () => {
  it("German (folded input)", () => {
    expect(stem("ingenieure", "de")).toBe("ingenieur");
    expect(stem("ingenieur", "de")).toBe("ingenieur");
    expect(stem("pflegefachfrauen", "de")).toBe(stem("pflegefachfrau", "de"));
    // Snowball does not reduce the feminine plural to the masculine: Bäckerinnen and Bäcker stay apart.
    expect(stem(foldText("Bäckerinnen"), "de")).toBe("backerinn");
    expect(stem(foldText("Bäcker"), "de")).toBe("back");
  });
  it("French (folded first, so accents do not split a stem)", () => {
    expect(stem(foldText("infirmières"), "fr")).toBe("infirmier");
    expect(stem(foldText("infirmière"), "fr")).toBe("infirmier");
    expect(stem(foldText("ingénieurs"), "fr")).toBe(stem(foldText("ingénieur"), "fr"));
  });
  it("Italian", () => {
    expect(stem("cuochi", "it")).toBe("cuoc");
    expect(stem("cuoco", "it")).toBe("cuoc");
    // Snowball keeps the plural ingegneri apart from ingegnere; the prefix and typo steps meet them.
    expect(stem("ingegneri", "it")).toBe("ingegner");
    expect(stem("ingegnere", "it")).toBe("ingegn");
  });
  it("English", () => {
    expect(stem("developers", "en")).toBe("develop");
    expect(stem("developer", "en")).toBe("develop");
    expect(stem("nursing", "en")).toBe("nurs");
    expect(stem("nurse", "en")).toBe("nurs");
  });
  it("leaves numbers and special tokens alone", () => {
    expect(stem("100", "de")).toBe("100");
    expect(stem("c++", "en")).toBe("c++");
  });
});

describe("analyzeForIndex", () => {
  it("indexes each word unstemmed and its marked stem in the field's language", () => {
    expect(analyzeForIndex("Ingenieure", "de")).toEqual([
      { term: "ingenieure", position: 0 },
      { term: "~ingenieur", position: 0 },
    ]);
  });
  it("adds the stem even when it equals the word", () => {
    expect(indexTerms("Ingenieur", "de")).toEqual(new Set(["ingenieur", "~ingenieur"]));
  });
  it("indexes umlaut words under both spellings and both stems", () => {
    expect(indexTerms("Zürich", "de")).toEqual(new Set(["zurich", "zuerich", "~zurich", "~zuerich"]));
  });
  it("stems in all four languages without a language", () => {
    expect(indexTerms("developers")).toContain("~develop");
    const stems = [...indexTerms("infirmières")].filter((term) => term.startsWith("~"));
    expect(stems).toContain("~infirmier");
    expect(stems.length).toBeGreaterThan(1);
  });
  it("does not stem numbers or special tokens", () => {
    expect(indexTerms("80% C++", "de")).toEqual(new Set(["80", "c++"]));
  });
  it("a query for the folded, transliterated or inflected word meets the indexed text", () => {
    const indexed = indexTerms("Software-Entwickler in Zürich, Pflegefachfrauen", "de");
    for (const query of ["zurich", "zuerich", "Zürich", "softwareentwickler", "entwickler", "pflegefachfrau"]) {
      const [word] = analyzeQuery(query + " ");
      expect(word && [word.term, ...word.spellings, ...word.stems].some((term) => indexed.has(term)), query).toBe(true);
    }
  });
});

describe("analyzeQuery", () => {
  it("folds, stems in all four languages and marks the last word as a prefix", () => {
    const words = analyzeQuery("Ingénieurs Zür");
    expect(words.map((word) => [word.term, word.isPrefix])).toEqual([
      ["ingenieurs", false],
      ["zur", true],
    ]);
    expect(words[0]?.stems).toEqual(expect.arrayContaining(["~ingenieur"]));
    expect(new Set(words[0]?.stems).size).toBe(words[0]?.stems.length);
  });
  it("stems in one language when given", () => {
    expect(analyzeQuery("developers", "en")[0]?.stems).toEqual(["~develop"]);
  });
  it("treats a trailing space or separator as a finished word", () => {
    expect(analyzeQuery("zurich ")[0]?.isPrefix).toBe(false);
    expect(analyzeQuery("zurich,")[0]?.isPrefix).toBe(false);
    expect(analyzeQuery("c++")[0]).toMatchObject({ term: "c++", isPrefix: true });
  });
  it("carries the umlaut spelling of a typed umlaut", () => {
    expect(analyzeQuery("Zürich")[0]).toMatchObject({ term: "zurich", spellings: ["zuerich"], isPrefix: true });
  });
  it("marks a joined hyphenated word and lets the prefix reach it when it ends the query", () => {
    expect(analyzeQuery("Software-Entw").map((word) => [word.term, word.isPrefix, word.joinedFrom])).toEqual([
      ["software", false, undefined],
      ["entw", true, undefined],
      ["softwareentw", true, ["software", "entw"]],
    ]);
    expect(analyzeQuery("Software-Entwickler Bern").find((word) => word.joinedFrom)?.isPrefix).toBe(false);
  });
  it("is empty for an empty query", () => {
    expect(analyzeQuery("")).toEqual([]);
    expect(analyzeQuery("  ")).toEqual([]);
  });
});
