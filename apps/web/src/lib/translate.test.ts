import { afterAll, describe, expect, it, vi } from "vitest";
import { addTexts, getLanguage, onLanguageChange, setLanguage, translate } from "./translate";

// Both catalogues are loaded by src/test/setup.ts. A text only in en, for the fallback.
addTexts("en", { translateTest: { onlyInEnglish: "Only in {{where}}" } });

afterAll(() => setLanguage("de"));

describe("translate", () => {
  it("finds nested keys in the current language or the one asked for", () => {
    setLanguage("de");
    expect(translate("common.cancel")).toBe("Abbrechen");
    expect(translate("common.cancel", { lng: "en" })).toBe("Cancel");
    expect(translate("common.cancel", {}, "en")).toBe("Cancel");
  });

  it("replaces {{name}} by the option, as text, and never interpolates a value again", () => {
    expect(translate("pageTitle", { page: "Suche" })).toBe("Suche · Jobatlas");
    expect(translate("nav.signedInAs", { email: "{{email}}" })).toBe("Angemeldet als {{email}}");
    expect(translate("planLimitReached.activeListings", { limit: 3 })).toBe(
      "Dein Abo erlaubt 3 aktive Inserate gleichzeitig.",
    );
    // As i18next did: an absent value leaves the placeholder, an undefined or null one is empty.
    expect(translate("pageTitle")).toBe("{{page}} · Jobatlas");
    expect(translate("pageTitle", { page: undefined })).toBe(" · Jobatlas");
    expect(translate("pageTitle", { page: null })).toBe(" · Jobatlas");
  });

  it("chooses the plural form of the language by count (Intl.PluralRules)", () => {
    expect(translate("search.results.openListings", { count: 1, lng: "de" })).toBe("1 offene Stelle");
    expect(translate("search.results.openListings", { count: 0, lng: "de" })).toBe("0 offene Stellen");
    expect(translate("search.results.openListings", { count: 7, lng: "de" })).toBe("7 offene Stellen");
    expect(translate("search.results.count", { count: 1, lng: "en" })).toBe("1 employer");
    expect(translate("search.results.count", { count: 0, lng: "en" })).toBe("0 employers");
    expect(translate("search.results.count", { count: 1.5, lng: "en" })).toBe("1.5 employers");
    expect(translate("search.results.count", { count: 2, lng: "en" })).toBe("2 employers");
    // A form asked for by its full key, and a text without plural forms given a count.
    expect(translate("search.results.count_one", { count: 5, lng: "en" })).toBe("5 employer");
    expect(translate("search.results.countCapped", { count: 1000, lng: "en" })).toBe("1000+ employers");
  });

  it("falls back to English for a text missing in German, and to the key for one missing in both", () => {
    expect(translate("translateTest.onlyInEnglish", { where: "English" }, "de")).toBe("Only in English");
    expect(translate("translateTest.missing", {}, "de")).toBe("translateTest.missing");
    expect(translate("common", {}, "en")).toBe("common"); // an area, not a text
    expect(translate("common.cancel.more", {}, "en")).toBe("common.cancel.more");
    expect(translate("toString", {}, "en")).toBe("toString");
  });

  it("tells its listeners when the language changes, not when it stays", () => {
    const listener = vi.fn();
    const unsubscribe = onLanguageChange(listener);
    setLanguage("en");
    setLanguage("en");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getLanguage()).toBe("en");
    expect(translate("common.cancel")).toBe("Cancel");
    unsubscribe();
    setLanguage("de");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
