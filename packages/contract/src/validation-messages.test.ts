import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { TLanguage } from "./enums";
import { validationMessage } from "./validation-messages";

function messageFor(schema: z.ZodType, input: unknown, language: TLanguage) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error("expected a validation issue");
  const issue = result.error.issues[0];
  if (!issue) throw new Error("no issue");
  return validationMessage(issue, language);
}

describe("generic validation messages (spec §5)", () => {
  it.each([
    ["required", z.object({ name: z.string() }), {}, "Required.", "Pflichtfeld."],
    ["required (empty text)", z.string().min(1), "", "Required.", "Pflichtfeld."],
    ["expected type", z.boolean(), "yes", "Expected yes or no.", "Erwartet: ja oder nein."],
    [
      "invalid enum",
      z.enum(["de", "en"]),
      "fr",
      "Choose one of the offered options.",
      "Wähle eine der angebotenen Optionen.",
    ],
    ["invalid email", z.email(), "a b@c", "Enter a valid email address.", "Gib eine gültige E-Mail-Adresse ein."],
    ["invalid url", z.url(), "nope", "Enter a valid URL.", "Gib eine gültige URL ein."],
    ["string minimum", z.string().min(3), "ab", "Enter at least 3 characters.", "Gib mindestens 3 Zeichen ein."],
    ["string maximum", z.string().max(2), "abc", "Enter at most 2 characters.", "Gib höchstens 2 Zeichen ein."],
    ["string exact length", z.string().length(6), "12345", "Enter exactly 6 characters.", "Gib genau 6 Zeichen ein."],
    ["number minimum", z.number().min(18), 3, "Enter a number of at least 18.", "Gib eine Zahl von mindestens 18 ein."],
    [
      "number maximum",
      z.number().max(100),
      101,
      "Enter a number of at most 100.",
      "Gib eine Zahl von höchstens 100 ein.",
    ],
    [
      "exclusive minimum",
      z.number().positive(),
      0,
      "Enter a number greater than 0.",
      "Gib eine Zahl grösser als 0 ein.",
    ],
    ["array minimum", z.array(z.string()).min(1), [], "Choose at least 1 elements.", "Wähle mindestens 1 Elemente."],
    [
      "array maximum",
      z.array(z.string()).max(1),
      ["a", "b"],
      "Choose at most 1 elements.",
      "Wähle höchstens 1 Elemente.",
    ],
    ["multiple", z.number().multipleOf(5), 7, "Enter a multiple of 5.", "Gib ein Vielfaches von 5 ein."],
    ["finite", z.number(), Infinity, "Enter a finite number.", "Gib eine endliche Zahl ein."],
    ["integer", z.number().int(), 1.5, "Enter a whole number.", "Gib eine ganze Zahl ein."],
  ])("%s", (_kind, schema, input, en, de) => {
    expect(messageFor(schema, input, "en")).toBe(en);
    expect(messageFor(schema, input, "de")).toBe(de);
  });

  it("words date bounds with the date", () => {
    const schema = z.date().min(new Date("2026-01-15T00:00:00Z"));
    expect(messageFor(schema, new Date("2026-01-01"), "en")).toBe("Enter a date on or after 15 Jan 2026.");
    expect(messageFor(schema, new Date("2026-01-01"), "de")).toBe("Gib ein Datum ab dem 15.01.2026 ein.");
  });

  it("leaves messages of custom refinements alone", () => {
    const schema = z.string().refine(() => false, { message: "own" });
    expect(messageFor(schema, "x", "en")).toBeUndefined();
  });
});
