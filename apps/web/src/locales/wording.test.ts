import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The German wording rules of ADR 061 (docs/decisions/061-german-wording.md): the product says
 * "du" to everyone, and names each thing one way. This reads every string literal of the web
 * app, the server and the contract (German texts live in the web catalogues, the server's
 * *.messages.ts / *.mails.ts / mail templates and a few content files), so a text added anywhere
 * is checked, not only the catalogues.
 */
const ROOT = path.join(fileURLToPath(import.meta.url), "../../../../..");
const SOURCES = ["apps/web/src", "apps/server/src", "packages/contract/src"];
/**
 * Texts that are not the product speaking: the demo employers' own texts, the test fixtures
 * (hostile and sample input), and the official industry labels (NOGA: "Unternehmen" = enterprises).
 */
const SKIPPED = ["apps/server/src/seed", "apps/server/src/test", "packages/contract/src/industries.de.ts"].map(
  (skipped) => path.join(...skipped.split("/")),
);

/**
 * Texts written in an employer's voice to an applicant, which the employer edits before sending:
 * Swiss business letters use "Sie", and so does the default the product offers.
 */
const EMPLOYER_VOICE = [
  "Vielen Dank für Ihre Bewerbung und Ihr Interesse an unserem Unternehmen.",
  "Nous vous remercions de votre candidature",
  "La ringraziamo per la Sua candidatura",
];

/** French and Italian say "tu" too (ADR 086): their formal address is "vous" and a capital "Lei"/"Suo". */
const FRENCH_FORMAL = /\b(vous|votre|vos)\b/i;
const ITALIAN_FORMAL = /\b(Lei|Suo|Sua|Suoi|Sue)\b/;

/**
 * Where "ß" may stand: the search's folding of it to "ss" (so a query typed in Germany finds Swiss
 * texts), and the occupations' synonyms, which search matches but no screen shows as a title.
 */
const ESZETT_ALLOWED = [
  "apps/server/src/features/search",
  "apps/server/src/lib/slug.ts",
  "packages/contract/src/core/industries.fold.ts",
  "packages/contract/src/occupations/data",
].map((allowed) => path.join(...allowed.split("/")));

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (SKIPPED.includes(relative)) return [];
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Every string literal's text ("…", '…', `…`), with the file it is in. */
function literals(): { file: string; text: string }[] {
  return SOURCES.flatMap(sourceFiles).flatMap((file) => {
    const source = readFileSync(path.join(ROOT, file), "utf8");
    const found = source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g);
    return [...found].map((match) => ({ file, text: (match[1] ?? match[2] ?? match[3] ?? "").replace(/\\n/g, "\n") }));
  });
}

const FORMAL_WORDS = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;
const FORMAL_AT_START = /^(Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b|^Sie\s+\p{Ll}+en\b/u;

/** The sentences of a text that address the reader with "Sie" (a capital "Sie"/"Ihr…" after a sentence's first word). */
function formalSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?:;–])\s+|\n+|(?<=\}\})\s+/)
    .map((sentence) => sentence.replace(/^[\s«»"“„(*-]+/, ""))
    .filter((sentence) => {
      const [first = "", ...rest] = sentence.split(/\s+/);
      return FORMAL_AT_START.test(sentence) || (first !== "" && FORMAL_WORDS.test(rest.join(" ")));
    });
}

/**
 * One term per thing: candidates are "Kandidat/in(nen)", applicants "Bewerber/in(nen)", a company
 * "Firma", a job (job profile) "Stellenprofil".
 */
const OTHER_TERMS = [
  /Kandidierende\p{L}*/u,
  /\bKandidatin(nen)?\b/,
  /\bKandidaten\b/,
  /Bewerbende\p{L}*/u,
  /\bBewerberin(nen)?\b/,
  /\bBewerber\b(?!\/)/,
  /\bUnternehmen\b/,
  /Jobprofil/,
];

describe("wording", () => {
  const texts = literals().filter((literal) => !EMPLOYER_VOICE.some((letter) => literal.text.includes(letter)));

  it("reads the texts of every area", () => {
    // A broken reader would find nothing and pass: the catalogues alone hold thousands of texts.
    expect(texts.length).toBeGreaterThan(5000);
    expect(texts.some((literal) => literal.text === "Deine Bewerbungen")).toBe(true);
  });

  it("says du, never Sie", () => {
    const formal = texts.flatMap(({ file, text }) => formalSentences(text).map((sentence) => `${file}: ${sentence}`));
    expect(formal).toEqual([]);
  });

  it("names candidates, applicants, companies and job profiles one way", () => {
    const other = texts.flatMap(({ file, text }) =>
      OTHER_TERMS.filter((term) => term.test(text)).map((term) => `${file}: ${term.exec(text)?.[0]} in «${text}»`),
    );
    expect(other).toEqual([]);
  });

  it("says tu in French and Italian, never vous or Lei", () => {
    const formal = texts
      .filter(({ text }) => FRENCH_FORMAL.test(text) || ITALIAN_FORMAL.test(text))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(formal).toEqual([]);
    expect(FRENCH_FORMAL.test("Vous pouvez modifier votre annonce.")).toBe(true);
    expect(ITALIAN_FORMAL.test("Può modificare il Suo annuncio.")).toBe(true);
    expect(FRENCH_FORMAL.test("Tu peux modifier ton annonce.")).toBe(false);
  });

  it("writes no ß, as Switzerland does", () => {
    const eszett = texts
      .filter(({ file, text }) => text.includes("ß") && !ESZETT_ALLOWED.some((allowed) => file.startsWith(allowed)))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(eszett).toEqual([]);
  });

  it("tells the formal address from a sentence about someone", () => {
    expect(formalSentences("Sie können Ihre Texte noch ändern.")).toHaveLength(1);
    expect(formalSentences("Finde einen Arbeitgeber und bewerben Sie sich.")).toHaveLength(1);
    expect(formalSentences("Das ist falsch. Ihre Bewerbung ist da.")).toHaveLength(1);
    expect(formalSentences("Die Firma möchte Sie kontaktieren")).toHaveLength(1);
    expect(formalSentences("Sie ist bereits abgeschlossen: {{status}}.")).toEqual([]);
    expect(formalSentences("Der Link gilt nicht mehr: Sie wurde schon verwendet.")).toEqual([]);
    expect(formalSentences("Sie gehört vielleicht jemand anderem.")).toEqual([]);
    expect(formalSentences("Die Firma meldet sich bei dir. Sie ruft an.")).toEqual([]);
  });
});
