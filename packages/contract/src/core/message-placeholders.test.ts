import { describe, expect, it } from "vitest";
import { fillPlaceholders, renderTemplate, templateLanguageFor, unknownPlaceholders } from "./message-placeholders";

describe("message placeholders", () => {
  const values = { first_name: "Lea", listing_title: "Koch/Köchin", company: "Muster AG" };

  it("fills the known placeholders, spaces inside the braces allowed, and leaves others as written", () => {
    expect(fillPlaceholders("Hallo {{first_name}}, {{ listing_title }} bei {{company}} {{x}}", values)).toBe(
      "Hallo Lea, Koch/Köchin bei Muster AG {{x}}",
    );
    expect(unknownPlaceholders("{{first_name}} {{vorname}} {{ job }} {{job}} {{}}")).toEqual(["vorname", "job", ""]);
    expect(unknownPlaceholders("Hallo {{first_name}} {single}")).toEqual([]);
  });

  it("takes the recipient's language, else English, else the first written; an unsolicited one names the job or the company", () => {
    expect(templateLanguageFor({ de: "x", en: "y" }, "de")).toBe("de");
    expect(templateLanguageFor({ de: "x", en: "y" }, "it")).toBe("en");
    expect(templateLanguageFor({ fr: "x", it: " ", de: "z" }, "it")).toBe("de");
    expect(templateLanguageFor({}, "it")).toBeUndefined();
    const texts = { en: "Thanks {{first_name}} for {{listing_title}}." };
    expect(renderTemplate(texts, "fr", { firstName: "Tom", companyName: "Muster AG", listingTitle: null })).toBe(
      "Thanks Tom for Muster AG.",
    );
    expect(
      renderTemplate(texts, "fr", { firstName: "Tom", companyName: "Muster AG", listingTitle: null, jobTitle: "Koch" }),
    ).toBe("Thanks Tom for Koch.");
  });
});
