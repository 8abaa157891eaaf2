// Text analysis for the in-process search index: folding, tokenizing and snowball stemming of
// listing and organisation texts (index side) and of what a seeker types (query side). Both sides
// must go through these same functions, otherwise a folded query misses an unfolded term.
// Pure functions in JS, so PGlite and PostgreSQL deployments index and match identically.
import { stemmer as stemEnglish } from "@orama/stemmers/english";
import { stemmer as stemFrench } from "@orama/stemmers/french";
import { stemmer as stemGerman } from "@orama/stemmers/german";
import { stemmer as stemItalian } from "@orama/stemmers/italian";

export const SEARCH_LANGUAGES = ["de", "fr", "it", "en"] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/** Index terms that are stems start with this, so `~ingenieur` (a stem) never collides with the word `ingenieur`. */
export const STEM_MARKER = "~";

// Letters that NFKD does not decompose into a base letter plus a combining mark.
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  œ: "oe",
  æ: "ae",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
};
const UNDECOMPOSABLE_PATTERN = /[ßẞœæøđðłþı]/g;
const COMBINING_MARKS = /\p{M}+/gu;
// A soft hyphen is invisible layout inside one word ("Infor\u00ADmatiker"), never a separator.
const SOFT_HYPHEN = /\u00AD/g;

/**
 * Lower case without accents: `Zürich` → `zurich`, `Ingénieur` → `ingenieur`, `Straße` → `strasse`,
 * `Œuvre` → `oeuvre`. Umlauts fold to the bare vowel (ü → u) like every other accent, so a seeker
 * without a Swiss keyboard finds Zürich with `zurich`; the `zuerich` spelling is handled by
 * {@link umlautTransliteration}. NFKD also unpacks compatibility forms (`ﬁ` → `fi`, `²` → `2`).
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(SOFT_HYPHEN, "")
    .replace(UNDECOMPOSABLE_PATTERN, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter)
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .normalize("NFC");
}

const UMLAUTS = /[äöü]/g;
const UMLAUT_SPELLED_OUT: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue" };

/**
 * The German spelling without umlauts (`Zürich` → `zuerich`, `Bäcker` → `baecker`), folded, or
 * undefined when the word has no umlaut. Swiss texts and seekers use both spellings, so words with
 * an umlaut are indexed under both `zurich` and `zuerich`, and a query word with an umlaut looks for
 * both as well. The reverse (guessing that `ue` in a typed word stands for `ü`) is not done: `ue`
 * is ordinary in `Quelle`, `neue` or `Bauer`; the typo step bridges `zurich` ↔ `Zuerich` text.
 */
export function umlautTransliteration(word: string): string | undefined {
  const lower = word.normalize("NFC").toLowerCase();
  if (!/[äöü]/.test(lower)) return undefined;
  return foldText(lower.replace(UMLAUTS, (umlaut) => UMLAUT_SPELLED_OUT[umlaut] ?? umlaut));
}

export interface Token {
  /** The folded word. */
  term: string;
  /** Word number in the text, from 0; a joined hyphenated word shares the position of its first part. */
  position: number;
  /** The folded spelling with umlauts written out (`zuerich`), when the original word had umlauts. */
  umlautSpelling?: string;
  /** For a hyphenated word joined into one (`softwareentwickler`): the folded parts it joins. */
  joinedFrom?: string[];
}

// Names that the split on non-alphanumerics would destroy; kept whole because seekers search for
// them and `c` or `net` alone would match almost everything. Only matched as a whole word.
const SPECIAL_TOKENS = /(?<![\p{L}\p{N}])(?:c\+\+|c#|f#|\.net)(?![\p{L}\p{N}+#])/giu;
// Words are runs of letters, digits and combining marks (marks so that a decomposed "u\u0308" stays
// in its word); everything else separates. Hyphens inside a word are found separately to join parts.
const WORD_OR_SPECIAL = /(?:c\+\+|c#|f#|\.net)|[\p{L}\p{N}\p{M}\u00AD]+/giu;
export const MAY_HOLD_SPECIAL = /[+#]|\.net/i;
export const JOINING_HYPHENS = new Set(["-", "\u2010", "\u2011"]);
export const ONLY_DIGITS = /^\p{N}+$/u;

interface RawWord {
  text: string;
  special: boolean;
  // True when this word and the previous one are separated by exactly one hyphen.
  hyphenatedToPrevious: boolean;
}

function rawWords(text: string): RawWord[] {
  const normalized = text.normalize("NFC");
  const specialStarts = new Set<number>();
  // Most texts have no `+`, `#` or `.`-word at all: skip the look-around scan then.
  if (MAY_HOLD_SPECIAL.test(normalized)) {
    for (const match of normalized.matchAll(SPECIAL_TOKENS)) specialStarts.add(match.index);
  }
  const words: RawWord[] = [];
  let previousEnd = -1;
  for (const match of normalized.matchAll(WORD_OR_SPECIAL)) {
    const matchedText = match[0];
    const isSpecialPattern = matchedText.length <= 4 && /^(?:c\+\+|c#|f#|\.net)$/i.test(matchedText);
    // `c++` inside `abc++` or `.net` in `asp.net` is not a special token: fall back to its letters.
    if (isSpecialPattern && !specialStarts.has(match.index)) {
      const letters = matchedText.replace(/[^\p{L}\p{N}]/gu, "");
      const start = match.index + matchedText.indexOf(letters.charAt(0));
      words.push({
        text: letters,
        special: false,
        hyphenatedToPrevious: isJoinedByHyphen(normalized, previousEnd, start),
      });
      previousEnd = start + letters.length;
      continue;
    }
    words.push({
      text: matchedText,
      special: isSpecialPattern,
      hyphenatedToPrevious: !isSpecialPattern && isJoinedByHyphen(normalized, previousEnd, match.index),
    });
    previousEnd = match.index + matchedText.length;
  }
  return words;
}

function isJoinedByHyphen(text: string, previousEnd: number, start: number): boolean {
  return previousEnd >= 0 && start === previousEnd + 1 && JOINING_HYPHENS.has(text.charAt(previousEnd));
}

/**
 * Splits a text into folded words with positions. `Informatiker/in` → `informatiker`, `in`;
 * `Software-Entwickler` → `software`, `entwickler` and the joined `softwareentwickler` (compounds
 * are written both ways); `80-100%` → `80`, `100` (numbers are not joined). `C++`, `C#`, `F#` and
 * `.NET` stay whole. No stop words are removed and one-letter words are kept: the index decides
 * what is too frequent to be worth a posting list, the tokenizer must not lose names.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  let hyphenGroup: Token[] = [];

  const closeHyphenGroup = () => {
    const parts = hyphenGroup.map((token) => token.term);
    // Joining ranges of numbers (`80-100`) would invent a number; join only when a part has letters.
    if (hyphenGroup.length > 1 && !parts.every((part) => ONLY_DIGITS.test(part))) {
      const first = hyphenGroup[0];
      const joined: Token = { term: parts.join(""), position: first?.position ?? 0, joinedFrom: parts };
      const umlautParts = hyphenGroup.map((token) => token.umlautSpelling ?? token.term);
      if (hyphenGroup.some((token) => token.umlautSpelling !== undefined)) joined.umlautSpelling = umlautParts.join("");
      tokens.push(joined);
    }
    hyphenGroup = [];
  };

  for (const word of rawWords(text)) {
    if (!word.hyphenatedToPrevious) closeHyphenGroup();
    if (word.special) {
      tokens.push({ term: word.text.toLowerCase(), position: position++ });
      continue;
    }
    const { umlautSpelling, pieces } = analyzeRawWord(word.text);
    for (const [index, piece] of pieces.entries()) {
      const token: Token = { term: piece, position: position++ };
      if (umlautSpelling !== undefined && pieces.length === 1 && umlautSpelling !== piece) {
        token.umlautSpelling = umlautSpelling;
      }
      if (index > 0) closeHyphenGroup();
      tokens.push(token);
      hyphenGroup.push(token);
    }
  }
  closeHyphenGroup();
  return tokens;
}

// Texts repeat their words (Zipf): the analysis of a word is remembered, up to a bound.
export const MEMO_LIMIT = 500_000;
function remembered<K, V>(memo: Map<K, V>, key: K, compute: () => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    value = compute();
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, value);
  }
  return value;
}

const rawWordMemo = new Map<string, { umlautSpelling: string | undefined; pieces: string[] }>();
/** A raw word of a text folded into pieces (usually one), with its umlaut spelling. */
export function analyzeRawWord(text: string) {
  return remembered(rawWordMemo, text, () => ({
    umlautSpelling: umlautTransliteration(text),
    // Folding can itself produce separators (`¼` → `1⁄4`), so split its result again.
    pieces: foldText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((piece) => piece !== ""),
  }));
}

const STEMMERS: Record<SearchLanguage, (word: string) => string> = {
  de: stemGerman,
  fr: stemFrench,
  it: stemItalian,
  en: stemEnglish,
};
const ONLY_LETTERS = /^\p{L}+$/u;

/**
 * The snowball stem of a folded word (from {@link tokenize}). Folding comes first, as PostgreSQL
 * does with unaccent before snowball, so `infirmières` and `infirmiere` share the stem `infirmier`.
 * Numbers and special tokens (`c++`) are returned unchanged: stemming them means nothing.
 */
const stemMemo = new Map<string, string>();
export function stem(word: string, language: SearchLanguage): string {
  return remembered(stemMemo, `${language}:${word}`, () => (ONLY_LETTERS.test(word) ? STEMMERS[language](word) : word));
}

export interface IndexTerm {
  term: string;
  position: number;
}

/**
 * The terms under which a field is indexed, in text order: each word as it is, its umlaut spelling
 * (`zuerich`), and the stem of both in `language`, marked with {@link STEM_MARKER}. The stem is
 * added even when it equals the word, because a query reaches stems only through `~stem`. Without
 * a language (organisation names, keywords, sector labels in all four languages) the stems of all
 * four languages are added. Terms repeat when the text repeats a word: the index may count them.
 */
export function analyzeForIndex(text: string, language?: SearchLanguage): IndexTerm[] {
  const terms: IndexTerm[] = [];
  for (const token of tokenize(text)) {
    for (const term of indexTermsOfWord(token.term, token.umlautSpelling, language)) {
      terms.push({ term, position: token.position });
    }
  }
  return terms;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}\u00AD]/u;
// Whether each UTF-16 unit of the Basic Multilingual Plane is a word character (letter, digit, mark, soft hyphen).
export const BMP_WORD_CHARS = (() => {
  const table = new Uint8Array(65536);
  for (let c = 0; c < 65536; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (WORD_CHAR.test(String.fromCharCode(c))) table[c] = 1;
  }
  return table;
})();

/** The UTF-16 length of the word character at i (2 for an astral letter), or 0 when it is none. */
export function wordCharWidth(text: string, i: number): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdfff) return BMP_WORD_CHARS[c]!;
  const codePoint = text.codePointAt(i)!;
  return codePoint > 0xffff && WORD_CHAR.test(String.fromCodePoint(codePoint)) ? 2 : 0;
}

const indexTermsMemo = new Map<string, string[]>();
/** A folded word's index terms: itself, its umlaut spelling and their stems (all four languages without `language`). */
export function indexTermsOfWord(
  term: string,
  umlautSpelling: string | undefined,
  language: SearchLanguage | undefined,
) {
  return remembered(indexTermsMemo, `${language ?? "*"}:${term}:${umlautSpelling ?? ""}`, () => {
    const languages = language === undefined ? SEARCH_LANGUAGES : [language];
    const spellings = umlautSpelling === undefined ? [term] : [term, umlautSpelling];
    const terms = new Set(spellings);
    for (const spelling of spellings) {
      if (!ONLY_LETTERS.test(spelling)) continue;
      for (const each of languages) terms.add(STEM_MARKER + stem(spelling, each));
    }
    return [...terms];
  });
}

export interface QueryWord {
  /** The folded word as typed. */
  term: string;
  /** Other unstemmed spellings that also match: the umlaut spelling (`Zürich` → `zuerich`). */
  spellings: string[];
  /** Stems in each query language, marked with {@link STEM_MARKER}, without duplicates. */
  stems: string[];
  /**
   * The word being typed: the index should also match vocabulary words that start with it
   * (prefix of the unstemmed form; a stem of half a word means nothing).
   */
  isPrefix: boolean;
  /**
   * For a hyphenated word joined into one: the parts. The parts also come as their own query words,
   * so the index should treat a joined word as an alternative to its parts (match `softwareentwickler`
   * OR all of `software`, `entwickler`), not as one more word that must match.
   */
  joinedFrom?: string[];
}

/**
 * The words of a search query. The language of a query is unknown, so each word is stemmed in all
 * four languages unless `language` restricts it. The last word is a prefix while the seeker is
 * still typing it; a trailing space or separator means it is complete (`zurich ` is not `zurich…`).
 */
export function analyzeQuery(query: string, language?: SearchLanguage): QueryWord[] {
  const languages = language === undefined ? SEARCH_LANGUAGES : [language];
  const tokens = tokenize(query);
  // A query that ends in a letter, digit or the end of `c++`/`c#` is still being typed.
  const stillTyping = /[\p{L}\p{N}\p{M}+#]$/u.test(query);
  const lastPosition = tokens.reduce((max, token) => Math.max(max, token.position), -1);

  return tokens.map((token) => {
    const spellings = token.umlautSpelling === undefined ? [] : [token.umlautSpelling];
    const stems = new Set<string>();
    for (const spelling of [token.term, ...spellings]) {
      if (!ONLY_LETTERS.test(spelling)) continue;
      for (const each of languages) stems.add(STEM_MARKER + stem(spelling, each));
    }
    // Parts of a hyphen group have consecutive positions, so a joined word ends where its last part is.
    const endPosition = token.position + (token.joinedFrom?.length ?? 1) - 1;
    const isPrefix = stillTyping && endPosition === lastPosition;
    const word: QueryWord = { term: token.term, spellings, stems: [...stems], isPrefix };
    if (token.joinedFrom !== undefined) word.joinedFrom = token.joinedFrom;
    return word;
  });
}
