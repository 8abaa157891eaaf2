// The national benchmark's extra titles each name an occupation of the vocabulary in each of their
// languages (issue 26): the relevance benchmark's national corpus relies on it.
import { describe, expect, it } from "vitest";
import { occupationsOf } from "../../apps/server/src/features/search/occupations";
import { EXTRA_TITLES } from "./phrases";

describe("the benchmark's extra titles", () => {
  it("name a concept of the occupation vocabulary, in each language", () => {
    const missing: string[] = [];
    for (const titles of Object.values(EXTRA_TITLES))
      for (const title of titles ?? [])
        for (const language of ["de", "fr", "it", "en"] as const)
          if (occupationsOf(title[language]).length === 0) missing.push(`${language}: ${title[language]}`);
    expect(missing).toEqual([]);
  });
});
