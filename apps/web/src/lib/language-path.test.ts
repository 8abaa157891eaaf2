import { describe, expect, it } from "vitest";
import { defaultLanguagePath, pathInLanguage } from "./language-path";

describe("defaultLanguagePath", () => {
  it("replaces another two-letter language by the current one", () => {
    expect(defaultLanguagePath("/es/search?query=x#top", "de")).toBe("/de/search?query=x#top");
    expect(defaultLanguagePath("/pt", "it")).toBe("/it");
  });
  it("prefixes any other first segment with the current language", () => {
    expect(defaultLanguagePath("/search", "fr")).toBe("/fr/search");
    expect(defaultLanguagePath("/company/12/apply?listing_id=3", "de")).toBe("/de/company/12/apply?listing_id=3");
  });
  it("keeps supported languages", () => {
    expect(defaultLanguagePath("/en/search", "de")).toBe("/en/search");
    expect(defaultLanguagePath("/fr/search", "de")).toBe("/fr/search");
    expect(defaultLanguagePath("/it/company/3", "en")).toBe("/it/company/3");
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
