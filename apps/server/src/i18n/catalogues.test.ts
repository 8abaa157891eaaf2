import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES, VALIDATION_TEXTS } from "@jobatlas/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredTexts, type Text } from "./messages";

/**
 * Issue 28 §4 for the server's texts (error details, mail phrases) and the contract's validation
 * messages: every language has every text, with the English text's `{placeholders}`, both plural
 * forms where English has them, and German without "ß". (TypeScript already demands the four
 * languages of each entry; this checks what types cannot.)
 */
const FEATURES = path.join(fileURLToPath(import.meta.url), "../../features");

function messageModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return messageModules(full);
    return entry.name.endsWith(".messages.ts") ? [full] : [];
  });
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(" ");
const forms = (text: Text): string[] => (typeof text === "string" ? [text] : [text.one, text.other]);

describe("the server's catalogues in de, fr, it and en", () => {
  let entries: [string, Record<string, Text>][];
  beforeAll(async () => {
    const modules = messageModules(FEATURES);
    expect(modules.length).toBeGreaterThan(10);
    await Promise.all(modules.map((file) => import(file)));
    entries = [
      ...registeredTexts(),
      ...Object.entries(VALIDATION_TEXTS).map(
        ([key, text]) => [`validation.${key}`, text] as [string, Record<string, Text>],
      ),
    ];
  });

  it("have every text in every language, with English's placeholders and plural forms", () => {
    expect(entries.length).toBeGreaterThan(120);
    const problems = entries.flatMap(([key, texts]) =>
      LANGUAGES.flatMap((language) => {
        const text = texts[language];
        if (text === undefined || forms(text).some((form) => form.trim() === ""))
          return [`${language} ${key}: missing`];
        if (typeof text !== typeof texts.en) return [`${language} ${key}: plural differs from en`];
        const english = forms(texts.en!).map(placeholders);
        return forms(text).some((form, i) => placeholders(form) !== english[i])
          ? [`${language} ${key}: ${forms(text).map(placeholders)} ≠ ${english}`]
          : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("write German without ß", () => {
    expect(entries.filter(([, texts]) => forms(texts.de!).some((form) => form.includes("ß")))).toEqual([]);
  });
});
