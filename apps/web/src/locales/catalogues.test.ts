import { LANGUAGES, type TLanguage } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { legalDe } from "@/features/legal/content/de";
import { legalEn } from "@/features/legal/content/en";
import { legalFr } from "@/features/legal/content/fr";
import { legalIt } from "@/features/legal/content/it";
import { de } from "./de";
import { en } from "./en";
import { fr } from "./fr";
import { it as italian } from "./it";

/**
 * Issue 28 §4: the four catalogues stay whole. A key in one language is in every other, each text
 * keeps the English text's `{{placeholders}}` and `<tags>`, a plural has its `_one` and `_other`,
 * and German is written without "ß" (Swiss usage).
 */
const CATALOGUES: Record<TLanguage, object> = { de, fr, it: italian, en };
const LEGAL = { de: legalDe, fr: legalFr, it: legalIt, en: legalEn };

/** Every text of a catalogue by its dotted key. */
function texts(value: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === "string") found.set(`${prefix}${key}`, child);
    else if (child && typeof child === "object")
      for (const [k, v] of texts(child as object, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}

/** A text's `{{name}}`s and tags, sorted: what must not change between languages. */
const markers = (text: string) => (text.match(/\{\{[^}]+\}\}|<\/?\w+>/g) ?? []).sort().join(" ");

describe("the web catalogues in de, fr, it and en", () => {
  const english = texts(en);

  it("have the same keys in every language, none empty", () => {
    expect(english.size).toBeGreaterThan(2000);
    for (const language of LANGUAGES) {
      const own = texts(CATALOGUES[language]);
      expect([...own.keys()].sort(), language).toEqual([...english.keys()].sort());
      expect(
        [...own].filter(([, text]) => text.trim() === "").map(([key]) => key),
        language,
      ).toEqual([]);
    }
  });

  it("keep every placeholder and tag of the English text", () => {
    for (const language of LANGUAGES) {
      const own = texts(CATALOGUES[language]);
      const differing = [...english]
        .filter(([key, text]) => markers(text) !== markers(own.get(key) ?? ""))
        .map(([key, text]) => `${language} ${key}: ${markers(text)} ≠ ${markers(own.get(key) ?? "")}`);
      expect(differing).toEqual([]);
    }
  });

  it("give every plural both its forms", () => {
    for (const language of LANGUAGES) {
      const keys = new Set(texts(CATALOGUES[language]).keys());
      const lonely = [...keys].filter((key) => {
        const match = /^(.*)_(one|other)$/.exec(key);
        return match && !keys.has(`${match[1]}_${match[2] === "one" ? "other" : "one"}`);
      });
      expect(lonely, language).toEqual([]);
    }
  });

  it("write German without ß", () => {
    const withEszett = [...texts(de), ...texts(legalDe)].filter(([, text]) => text.includes("ß"));
    expect(withEszett).toEqual([]);
  });

  it("give the legal pages the same sections and blocks in every language", () => {
    const shape = (legal: typeof legalEn) =>
      Object.entries(legal).map(([page, doc]) => [
        page,
        doc.updated,
        doc.sections.map((section) => [
          section.id,
          section.blocks.map((block) =>
            "ul" in block
              ? `ul${block.ul.length}`
              : "table" in block
                ? `table${block.table.head.length}x${block.table.rows.length}`
                : Object.keys(block)[0],
          ),
        ]),
      ]);
    for (const language of LANGUAGES) expect(shape(LEGAL[language]), language).toEqual(shape(legalEn));
  });
});
