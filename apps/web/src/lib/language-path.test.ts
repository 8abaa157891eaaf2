import { describe, expect, it } from "vitest";
import { defaultLanguagePath, pathInLanguage } from "./language-path";

describe("defaultLanguagePath", () => {
  it("replaces another two-letter language by de", () => {
    expect(defaultLanguagePath("/fr/search?query=x#top")).toBe("/de/search?query=x#top");
    expect(defaultLanguagePath("/it")).toBe("/de");
  });
  it("prefixes any other first segment with /de", () => {
    expect(defaultLanguagePath("/search")).toBe("/de/search");
    expect(defaultLanguagePath("/company/12/apply?listing_id=3")).toBe("/de/company/12/apply?listing_id=3");
  });
  it("keeps supported languages", () => {
    expect(defaultLanguagePath("/en/search")).toBe("/en/search");
  });
});

describe("pathInLanguage", () => {
  it("swaps the prefix and keeps search and hash", () => {
    expect(pathInLanguage({ pathname: "/de/search", search: "?query=koch", hash: "#map" }, "en")).toBe(
      "/en/search?query=koch#map",
    );
  });
  it("adds a prefix when there is none", () => {
    expect(pathInLanguage({ pathname: "/search", search: "", hash: "" }, "en")).toBe("/en/search");
  });
});
