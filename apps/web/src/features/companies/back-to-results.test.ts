import { describe, expect, it } from "vitest";
import { LAST_SEARCH_KEY } from "@/features/search";
import { lastSearchHref } from "./back-to-results";

const storage = (value: string | null) => ({ getItem: (key: string) => (key === LAST_SEARCH_KEY ? value : null) });

describe("back to results", () => {
  it("returns to the search as it was kept, in the page language", () => {
    expect(lastSearchHref("de", storage("/de/search?query=koch&north=47.5"))).toBe("/de/search?query=koch&north=47.5");
    expect(lastSearchHref("en", storage("/de/search?query=koch"))).toBe("/en/search?query=koch");
    expect(lastSearchHref("de", storage("/de/search/?sectors=%5B%22A1%22%5D"))).toBe(
      "/de/search/?sectors=%5B%22A1%22%5D",
    );
    expect(lastSearchHref("de", storage(`${window.location.origin}/de/search?liked=true`))).toBe(
      "/de/search?liked=true",
    );
  });

  it("goes to the plain search when nothing or no search was kept", () => {
    for (const kept of [
      null,
      "",
      "/de/company/12",
      "/de/search/profile",
      "/de/searchx",
      "https://evil.example/de/search",
      "//evil.example/de/search",
      "javascript:alert(1)",
    ]) {
      expect(lastSearchHref("de", storage(kept)), String(kept)).toBe("/de/search");
    }
    expect(
      lastSearchHref("en", {
        getItem: () => {
          throw new Error("storage disabled");
        },
      }),
    ).toBe("/en/search");
  });
});
