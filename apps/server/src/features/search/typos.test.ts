// Unit and property tests of typo tolerance: the bounded OSA distance and the vocabulary lookup,
// which must find exactly what a naive scan of the vocabulary finds.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../test/seeded-random";
import {
  boundedTypoDistance,
  createTypoVocabulary,
  maxTypoDistance,
  typoCandidates,
  withinTypoDistance,
} from "./typos";

// Reference OSA distance without bound or shortcuts, to check the optimised versions against.
function referenceDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, at(i - 2, j - 2) + 1);
      const row = d[i];
      if (row) row[j] = value;
    }
  }
  return at(a.length, b.length);
}

// Words over a small alphabet, so random words are often within a typo or two of each other.
function randomWord(random: () => number, alphabet: string, maxLength: number): string {
  const length = 1 + Math.floor(random() * maxLength);
  let word = "";
  for (let i = 0; i < length; i++) word += alphabet[Math.floor(random() * alphabet.length)];
  return word;
}

describe("withinTypoDistance", () => {
  it("allows one typo in a short word", () => {
    expect(withinTypoDistance("zurich", "zurich")).toBe(true);
    expect(withinTypoDistance("zurixh", "zurich")).toBe(true); // one letter wrong
    expect(withinTypoDistance("zurch", "zurich")).toBe(true); // one letter missing
    expect(withinTypoDistance("zurrich", "zurich")).toBe(true); // one letter doubled
    expect(withinTypoDistance("zuirch", "zurich")).toBe(true); // two neighbours swapped
    expect(withinTypoDistance("zuerich", "zurich")).toBe(true); // one letter extra
  });
  it("does not allow two typos in a word under 8 letters", () => {
    expect(maxTypoDistance("ingeniu")).toBe(1);
    expect(withinTypoDistance("zuirhc", "zurich")).toBe(false);
    expect(withinTypoDistance("bakcre", "backer")).toBe(false);
  });
  it("allows two typos from 8 letters", () => {
    expect(maxTypoDistance("ingenieur")).toBe(2);
    expect(withinTypoDistance("ingeniuer", "ingenieur")).toBe(true); // transposition counts 1
    expect(withinTypoDistance("softwareentwikler", "softwareentwickler")).toBe(true);
    expect(withinTypoDistance("elektroinstalateur", "elektroinstallateur")).toBe(true);
    expect(withinTypoDistance("informatikre", "informatiker")).toBe(true);
    expect(withinTypoDistance("inegniuer", "ingenieur")).toBe(true); // two transpositions
    expect(withinTypoDistance("ingxnixux", "ingenieur")).toBe(false); // three
  });
  it("takes the bound from the typed word", () => {
    expect(withinTypoDistance("ingenieur", "ingenir")).toBe(true);
    expect(withinTypoDistance("ingenir", "ingenieur")).toBe(false);
  });
  it("counts an optimal string alignment, not a full Damerau distance", () => {
    // OSA may not edit a transposed pair again: ca → abc is 3, not 2.
    expect(boundedTypoDistance("ca", "abc", 5)).toBe(3);
  });
  it("exits with bound + 1 beyond the bound", () => {
    expect(boundedTypoDistance("abcdef", "uvwxyz", 2)).toBe(3);
    expect(boundedTypoDistance("a", "abcdef", 1)).toBe(2);
    expect(boundedTypoDistance("", "", 0)).toBe(0);
  });
  it("equals the reference distance under the bound (property)", () => {
    const random = seededRandom(1);
    for (let round = 0; round < 3000; round++) {
      const a = randomWord(random, "abc", 9);
      const b = randomWord(random, "abc", 9);
      const bound = Math.floor(random() * 4);
      const expected = referenceDistance(a, b);
      expect(boundedTypoDistance(a, b, bound), `${a} ${b} ${bound}`).toBe(expected <= bound ? expected : bound + 1);
    }
  });
});

describe("typoCandidates", () => {
  const vocabulary = createTypoVocabulary([
    "zurich",
    "zuerich",
    "zug",
    "ingenieur",
    "ingenieure",
    "ingenieurin",
    "informatiker",
    "informatik",
    "bern",
    "bern",
    "basel",
  ]);

  it("finds the terms within the typed word's distance, closest first, without the word itself", () => {
    expect(typoCandidates("zurich", vocabulary)).toEqual([{ term: "zuerich", distance: 1 }]);
    expect(typoCandidates("ingeniuer", vocabulary)).toEqual([
      { term: "ingenieur", distance: 1 },
      { term: "ingenieure", distance: 2 },
    ]);
    expect(typoCandidates("informatikre", vocabulary)).toEqual([
      { term: "informatiker", distance: 1 },
      { term: "informatik", distance: 2 },
    ]);
    expect(typoCandidates("brn", vocabulary)).toEqual([{ term: "bern", distance: 1 }]);
  });
  it("takes a limit and a distance override", () => {
    expect(typoCandidates("ingeniuer", vocabulary, { limit: 1 })).toEqual([{ term: "ingenieur", distance: 1 }]);
    expect(typoCandidates("zug", vocabulary, { maxDistance: 0 })).toEqual([]);
    expect(typoCandidates("zurch", vocabulary, { maxDistance: 2 }).map((candidate) => candidate.term)).toEqual([
      "zurich",
      "zuerich",
    ]);
  });
  it("handles an empty vocabulary and an empty word", () => {
    expect(typoCandidates("zurich", createTypoVocabulary([]))).toEqual([]);
    expect(typoCandidates("", vocabulary)).toEqual([]);
  });
  it("equals a naive scan of the vocabulary (property)", () => {
    const random = seededRandom(2026);
    for (let round = 0; round < 400; round++) {
      const alphabet = round % 2 === 0 ? "ab" : "abcde";
      const terms = Array.from({ length: Math.floor(random() * 200) }, () => randomWord(random, alphabet, 11));
      const typedWords = Array.from({ length: 5 }, () => randomWord(random, alphabet, 11));
      const built = createTypoVocabulary(terms);
      for (const typed of [...typedWords, terms[0] ?? "a"]) {
        const naive = [...new Set(terms)]
          .filter((term) => term !== typed && withinTypoDistance(typed, term))
          .map((term) => ({ term, distance: referenceDistance(typed, term) }))
          .sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : 1));
        expect(typoCandidates(typed, built), `round ${round}, ${typed}`).toEqual(naive);
      }
    }
  });
});
