/**
 * Occupations in listing titles and queries (issue 26; ADR 070): maps a text to the concepts of the
 * occupation vocabulary (`@jobatlas/contract/occupations`), so that every form of an occupation in
 * every language finds the same listings.
 *
 * - Forms are compared folded (`Köchin` → `kochin`, also `koechin`), as sequences of words, the
 *   longest form first: `Lehrperson Primarstufe` is `teacher.primary`, `Lehrperson` alone `teacher`.
 * - Gender marks of titles are read as the forms they shorten: `Maurer/in`, `Fleischfachmann/-frau`,
 *   `Infirmier/ère`, `Muratore/trice`, `(m/w/d)`; qualifications (EFZ, HF, CFC, …) are ignored.
 * - A German compound that ends in a known form is read as that occupation when no form matches it
 *   whole: `Primarlehrerin` ends in `lehrerin` (teacher), `Lastwagenfahrer` in `fahrer`.
 * - A listing is indexed under its concepts and their broader ones (`teacher.primary` also under
 *   `teacher`), so a query for a broader concept finds the narrower ones and not the reverse.
 */
import { OCCUPATIONS, occupationAncestry, type Occupation } from "@jobatlas/contract/occupations";
import { foldText, umlautTransliteration } from "./text";
import { createTypoVocabulary, typoCandidates, type TypoVocabulary } from "./typos";

/** Index terms of occupation concepts start with this (never a word: words have no `#`). */
export const OCCUPATION_TERM = "#o:";

// Words that qualify a title without naming an occupation: qualifications and their spellings.
const IGNORED_WORDS = new Set([
  "efz",
  "eba",
  "hf",
  "fh",
  "eth",
  "epf",
  "uni",
  "cfc",
  "afp",
  "afc",
  "es",
  "hes",
  "sup",
  "dipl",
  "diplomiert",
  "diplomierte",
  "diplomierter",
  "eidg",
  "bsc",
  "msc",
  "ba",
  "ma",
]);

// Gender marks that shorten a title: `Maurer/in`, `/-frau`, `/ère`, `/trice`, `(m/w/d)`.
const GENDER_SLASH_SUFFIX =
  /\/\s*-?\s*(?:in|innen|ine|e|r|s|n|ne|nne|le|lle|te|ère|ere|ière|iere|euse|eure|rice|trice|ive|a|essa|frau|mann|fee)(?![\p{L}\p{N}])/giu;
const SLASH_HYPHEN_PART = /\/\s*-\s*\p{L}+/gu;
const GENDER_PARENTHESES = /\(\s*[mwfdhx](?:\s*\/\s*[mwfdhx])+\s*\)/giu;
const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

/** A qualification (EFZ, HF, CFC, dipl. …): ignored in titles, optional in a query naming an occupation. */
export function isQualification(word: string): boolean {
  return IGNORED_WORDS.has(word);
}

/** A title or query without its gender marks (`Pflegefachfrau/-mann` → `Pflegefachfrau`). */
export function withoutGenderMarks(text: string): string {
  if (!text.includes("/") && !text.includes("(")) return text;
  return text.replace(GENDER_PARENTHESES, " ").replace(GENDER_SLASH_SUFFIX, "").replace(SLASH_HYPHEN_PART, "");
}

/** Folded words of a title or query, gender marks and qualifications left out. */
export function occupationWords(text: string): string[] {
  return foldText(withoutGenderMarks(text))
    .split(WORD_SPLIT)
    .filter((word) => word !== "" && !IGNORED_WORDS.has(word));
}

interface FormEntry {
  /** Concept ids of this form (one form may name several concepts, e.g. `Chef` in French). */
  ids: string[];
  /** The languages whose forms these are. */
  languages: Set<string>;
}

/** Compound tails are only read from forms of this many letters or more (`koch`, `arzt`). */
const MIN_TAIL = 4;
/** …and the part before the tail has at least this many letters (`Sprach` + `lehrer`). */
const MIN_HEAD = 3;

class OccupationMatcher {
  private readonly forms = new Map<string, FormEntry>();
  /** Single-word German forms, for compound tails. */
  private readonly tails = new Map<string, string[]>();
  private longest = 1;
  private readonly memo = new Map<string, readonly string[]>();

  constructor(occupations: readonly Occupation[]) {
    for (const occupation of occupations) {
      for (const [language, forms] of Object.entries(occupation.forms)) {
        for (const form of forms.all) {
          const spellings = [form];
          const umlauts = umlautTransliteration(form);
          if (umlauts !== undefined) spellings.push(umlauts);
          for (const spelling of spellings) {
            const words = occupationWords(spelling);
            if (words.length === 0) continue;
            this.add(words.join(" "), occupation.id, language);
            this.longest = Math.max(this.longest, words.length);
            if (language === "de" && words.length === 1 && words[0]!.length >= MIN_TAIL) {
              const ids = this.tails.get(words[0]!) ?? [];
              if (!ids.includes(occupation.id)) ids.push(occupation.id);
              this.tails.set(words[0]!, ids);
            }
          }
        }
      }
    }
  }

  private add(key: string, id: string, language: string) {
    const entry = this.forms.get(key);
    if (!entry) this.forms.set(key, { ids: [id], languages: new Set([language]) });
    else {
      if (!entry.ids.includes(id)) entry.ids.push(id);
      entry.languages.add(language);
    }
  }

  /**
   * The occupations a sequence of words names, each with the words it covers: the longest form at
   * each position, else a compound's known tail.
   */
  spans(words: readonly string[]): OccupationSpan[] {
    const spans: OccupationSpan[] = [];
    for (let start = 0; start < words.length;) {
      let matched = 0;
      for (let length = Math.min(this.longest, words.length - start); length >= 1; length--) {
        const entry = this.forms.get(words.slice(start, start + length).join(" "));
        if (entry) {
          spans.push({ start, end: start + length, ids: entry.ids, languages: [...entry.languages] });
          matched = length;
          break;
        }
      }
      if (matched === 0) {
        const ids = this.tailOf(words[start]!);
        if (ids) spans.push({ start, end: start + 1, ids, compound: true, languages: ["de"] });
      }
      start += Math.max(matched, 1);
    }
    return spans;
  }

  private tailOf(word: string): string[] | undefined {
    for (let head = MIN_HEAD; word.length - head >= MIN_TAIL; head++) {
      const ids = this.tails.get(word.slice(head));
      if (ids) return ids;
    }
    return undefined;
  }

  /** The concepts a title names and their broader ones, as index terms; remembered per title. */
  titleTerms(title: string): readonly string[] {
    let terms = this.memo.get(title);
    if (terms === undefined) {
      const ids = new Set<string>();
      for (const span of this.spans(occupationWords(title)))
        for (const id of span.ids) for (const each of occupationAncestry(id)) ids.add(each);
      terms = [...ids].map((id) => OCCUPATION_TERM + id);
      if (this.memo.size >= 100_000) this.memo.clear();
      this.memo.set(title, terms);
    }
    return terms;
  }
}

export interface OccupationSpan {
  /** The words covered, as positions in the word list [start, end). */
  start: number;
  end: number;
  ids: string[];
  /** The languages of the form typed (`infirmière`: fr; `Chef de partie`: all four). */
  languages?: string[];
  /** Read from a compound's tail (`Sprachlehrer` → `lehrer`). */
  compound?: boolean;
}

let matcher: OccupationMatcher | undefined;
function shared(): OccupationMatcher {
  matcher ??= new OccupationMatcher(OCCUPATIONS);
  return matcher;
}

/** The index terms of the occupations a listing title names (with their broader concepts). */
export function occupationTermsOfTitle(title: string): readonly string[] {
  return shared().titleTerms(title);
}

/** The occupations named in these folded words (a query's, or a title's). */
export function occupationSpans(words: readonly string[]): OccupationSpan[] {
  return shared().spans(words);
}

/** The concepts a text names, without their broader ones: for tests and the "also searched" line. */
export function occupationsOf(text: string): string[] {
  return [...new Set(occupationSpans(occupationWords(text)).flatMap((span) => span.ids))];
}

export interface OccupationSuggestion {
  id: string;
  /** The concept's label in the language asked for. */
  label: string;
}

interface SuggestionEntry {
  occupation: Occupation;
  /** Folded words of each form, per language. */
  forms: Record<string, string[][]>;
}
let suggestionEntries: SuggestionEntry[] | undefined;

/**
 * Occupations whose forms start with the words typed (each typed word the start of a word of one
 * form), labelled in `language`: forms in that language first, then in the others (a French title
 * typed on the German page still finds its concept), then the most frequent in the index (`count`).
 */
export function suggestOccupations(
  typed: string,
  language: keyof Occupation["forms"],
  limit: number,
  count: (id: string) => number = () => 0,
): OccupationSuggestion[] {
  const words = foldText(typed)
    .split(WORD_SPLIT)
    .filter((word) => word !== "");
  if (words.length === 0) return [];
  suggestionEntries ??= OCCUPATIONS.map((occupation) => ({
    occupation,
    forms: Object.fromEntries(
      Object.entries(occupation.forms).map(([lang, forms]) => [
        lang,
        forms.all.map((form) =>
          foldText(form)
            .split(WORD_SPLIT)
            .filter((word) => word !== ""),
        ),
      ]),
    ),
  }));
  const fits = (formWords: string[]) => words.every((word) => formWords.some((formWord) => formWord.startsWith(word)));
  const found: { entry: SuggestionEntry; rank: number; count: number }[] = [];
  for (const entry of suggestionEntries) {
    let rank = -1;
    for (const [lang, forms] of Object.entries(entry.forms)) {
      for (const formWords of forms) {
        if (!fits(formWords)) continue;
        // 0: a form in the language asked for that starts with the first word typed; 1: in that
        // language further inside; 2 and 3: the same in another language.
        const here = (lang === language ? 0 : 2) + (formWords[0]!.startsWith(words[0]!) ? 0 : 1);
        if (rank < 0 || here < rank) rank = here;
      }
    }
    if (rank < 0) continue;
    // Then concepts whose label itself fits, broader ones before narrower ones.
    const labelFits = fits(entry.forms[language]![0]!) ? 0 : 1;
    const depth = entry.occupation.id.split(".").length;
    found.push({ entry, rank: rank * 100 + labelFits * 10 + depth, count: count(entry.occupation.id) });
  }
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.count - a.count ||
      a.entry.occupation.forms[language].label.localeCompare(b.entry.occupation.forms[language].label),
  );
  return found
    .slice(0, limit)
    .map(({ entry }) => ({ id: entry.occupation.id, label: entry.occupation.forms[language].label }));
}

let formTypos: { vocabulary: TypoVocabulary; ids: Map<string, string[]> } | undefined;

/**
 * The concepts of the one-word form nearest to a misspelt word (`pflegefachfrou` →
 * `pflegefachfrau` → nurse), within the typo distance the index allows for its length; none for
 * words of fewer than 5 letters, where a typo is too often another word.
 */
export function occupationsOfTypo(word: string): { form: string; ids: string[] } | undefined {
  if (word.length < 5) return undefined;
  formTypos ??= (() => {
    const ids = new Map<string, string[]>();
    for (const occupation of OCCUPATIONS)
      for (const forms of Object.values(occupation.forms))
        for (const form of forms.all) {
          const words = occupationWords(form);
          if (words.length !== 1) continue;
          const known = ids.get(words[0]!) ?? [];
          if (!known.includes(occupation.id)) known.push(occupation.id);
          ids.set(words[0]!, known);
        }
    return { vocabulary: createTypoVocabulary(ids.keys()), ids };
  })();
  const best = typoCandidates(word, formTypos.vocabulary)[0];
  if (!best || best.distance === 0) return undefined;
  return { form: best.term, ids: formTypos.ids.get(best.term)! };
}
