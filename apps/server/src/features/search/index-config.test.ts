// The index keeps a listing's employment and remote type as their position in the contract's
// orders, and the languages it needs as bits by position; search filters are masks of the same
// positions, and snapshots hold them. A reordered enum would silently change what a filter or
// an older snapshot means: this pins the orders (a new value goes at the end).
import { ZContentLanguage, ZEmploymentType, ZRemoteType } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, EMPLOYMENT_TYPES, REMOTE_TYPES } from "./index-config";
import { SEARCH_LANGUAGES } from "./text";

describe("the enum orders the search index's positions and bits rely on", () => {
  it("are the contract's enums, in the order the index was built with", () => {
    expect(EMPLOYMENT_TYPES).toEqual(["full_time", "part_time", "contract", "temporary", "other"]);
    expect(REMOTE_TYPES).toEqual(["on_site", "hybrid", "remote"]);
    expect(CONTENT_LANGUAGES).toEqual(["de", "fr", "it", "en"]);
    expect(EMPLOYMENT_TYPES).toEqual(ZEmploymentType.options);
    expect(REMOTE_TYPES).toEqual(ZRemoteType.options);
    expect(CONTENT_LANGUAGES).toEqual(ZContentLanguage.options);
  });

  it("are the languages the text analysis stems, and fit the index's byte columns", () => {
    expect(CONTENT_LANGUAGES).toEqual(SEARCH_LANGUAGES);
    for (const values of [EMPLOYMENT_TYPES, REMOTE_TYPES, CONTENT_LANGUAGES])
      expect(values.length).toBeLessThanOrEqual(8);
  });
});
