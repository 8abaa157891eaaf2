/**
 * The index side of text analysis, made fast for builds of 250,000 listings of 3 kB: the same
 * terms as {@link analyzeForIndex} (a test compares them), as integer ids.
 *
 * - Each distinct word of a language is analysed once; later occurrences are found in a hash
 *   table keyed by a hash computed while scanning, compared in place, so a known word costs no
 *   string slice and no string hashing.
 * - Terms are numbered, so postings builders are arrays indexed by id instead of maps of strings.
 *
 * Texts holding `c++`, `c#`, `f#` or `.net` take the full tokenizer (those tokens need look-around).
 */
import {
  analyzeForIndex,
  BMP_WORD_CHARS,
  analyzeRawWord,
  indexTermsOfWord,
  JOINING_HYPHENS,
  MAY_HOLD_SPECIAL,
  ONLY_DIGITS,
  type SearchLanguage,
  wordCharWidth,
} from "./text";

interface WordEntry {
  word: string;
  hash: number;
  /** Ids of the index terms of the word's pieces. */
  termIds: Int32Array;
  pieces: string[];
  umlauts: (string | undefined)[];
  /** The text (a stamp of forEachTermId) in which its terms were last visited. */
  seenIn: number;
}

/** Open addressing over WordEntry, keyed by the FNV-1a hash of the word's UTF-16 units. */
class WordTable {
  private entries: (WordEntry | undefined)[] = new Array<WordEntry | undefined>(1 << 12).fill(undefined);
  /** The hashes beside the entries: probing reads this dense array, not the entries. */
  private hashes = new Int32Array(1 << 12);
  private mask = (1 << 12) - 1;
  private size = 0;

  find(text: string, start: number, length: number, hash: number): WordEntry | undefined {
    for (let i = hash & this.mask; ; i = (i + 1) & this.mask) {
      if (this.hashes[i] === hash) {
        const entry = this.entries[i]!;
        if (entry.word.length === length && text.startsWith(entry.word, start)) return entry;
      } else if (this.entries[i] === undefined) return undefined;
    }
  }

  insert(entry: WordEntry): void {
    if ((this.size + 1) * 2 > this.entries.length) this.grow();
    this.place(entry);
    this.size++;
  }

  private place(entry: WordEntry) {
    let i = entry.hash & this.mask;
    while (this.entries[i] !== undefined) i = (i + 1) & this.mask;
    this.entries[i] = entry;
    this.hashes[i] = entry.hash;
  }

  private grow() {
    const old = this.entries;
    this.entries = new Array<WordEntry | undefined>(old.length * 2).fill(undefined);
    this.hashes = new Int32Array(old.length * 2);
    this.mask = this.entries.length - 1;
    for (const entry of old) if (entry) this.place(entry);
  }
}

/**
 * A copy of `text` that holds no reference to the string it was cut from. V8 cuts a slice of 13
 * or more characters as a view into its parent, so a word sliced from a listing's text would keep
 * the whole text alive for as long as the index keeps the word: at national scale ~270 MB of JS
 * heap and ~500 MB of RSS per process, which also lengthened every major GC.
 */
export function detached(text: string): string {
  return (" " + text).slice(1);
}

export class IndexTermizer {
  /** Term of each id. */
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();
  private textStamp = 0;
  get termIds(): ReadonlyMap<string, number> {
    return this.ids;
  }
  private readonly words: Record<SearchLanguage | "*", WordTable> = {
    de: new WordTable(),
    fr: new WordTable(),
    it: new WordTable(),
    en: new WordTable(),
    "*": new WordTable(),
  };

  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      const kept = detached(term);
      this.terms.push(kept);
      this.ids.set(kept, id);
    }
    return id;
  }

  /** Calls visit with the id of each index term of the text (terms repeat as the text repeats words). */
  forEachTermId(text: string, language: SearchLanguage | undefined, visit: (id: number) => void): void {
    const normalized = text.normalize("NFC");
    if (MAY_HOLD_SPECIAL.test(normalized)) {
      for (const { term } of analyzeForIndex(normalized, language)) visit(this.idOf(term));
      return;
    }
    const table = this.words[language ?? "*"];
    // A word's terms are visited once per text: later occurrences only matter for hyphen groups.
    const stamp = ++this.textStamp;
    // Hyphen groups (`Software-Entwickler`): the last piece of the previous word, and the group
    // once a hyphen joins a next word to it.
    let lastPiece: string | undefined;
    let lastUmlaut: string | undefined;
    let groupTerms: string[] | undefined;
    let groupUmlauts: (string | undefined)[] = [];
    const closeGroup = () => {
      if (groupTerms && !groupTerms.every((part) => ONLY_DIGITS.test(part))) {
        const hasUmlaut = groupUmlauts.some((u) => u !== undefined);
        const umlaut = hasUmlaut ? groupUmlauts.map((u, i) => u ?? groupTerms![i]).join("") : undefined;
        for (const term of indexTermsOfWord(groupTerms.join(""), umlaut, language)) visit(this.idOf(term));
      }
      groupTerms = undefined;
    };
    const length = normalized.length;
    let previousEnd = -1;
    let i = 0;
    while (i < length) {
      const first = normalized.charCodeAt(i);
      let width = first < 0xd800 || first > 0xdfff ? BMP_WORD_CHARS[first]! : wordCharWidth(normalized, i);
      if (width === 0) {
        i++;
        continue;
      }
      const start = i;
      let hash = 0x811c9dc5;
      for (;;) {
        hash = Math.imul(hash ^ normalized.charCodeAt(i), 0x01000193);
        if (width === 2) hash = Math.imul(hash ^ normalized.charCodeAt(i + 1), 0x01000193);
        i += width;
        if (i >= length) break;
        const c = normalized.charCodeAt(i);
        width = c < 0xd800 || c > 0xdfff ? BMP_WORD_CHARS[c]! : wordCharWidth(normalized, i);
        if (width === 0) break;
      }
      if (hash === 0) hash = 1; // 0 marks an empty place in the word table
      const hyphenated =
        previousEnd >= 0 && start === previousEnd + 1 && JOINING_HYPHENS.has(normalized.charAt(previousEnd));
      previousEnd = i;
      let entry = table.find(normalized, start, i - start, hash);
      if (entry === undefined) {
        entry = this.analyzeWord(detached(normalized.slice(start, i)), hash, language);
        table.insert(entry);
      }
      if (entry.seenIn !== stamp) {
        entry.seenIn = stamp;
        const termIds = entry.termIds;
        for (let t = 0; t < termIds.length; t++) visit(termIds[t]!);
      }
      const pieces = entry.pieces;
      if (pieces.length === 0) {
        // A word that folds to nothing (a lone soft hyphen) passes a hyphen group through, or ends it.
        if (!hyphenated) {
          closeGroup();
          lastPiece = undefined;
        }
        continue;
      }
      if (hyphenated && lastPiece !== undefined) {
        if (!groupTerms) {
          groupTerms = [lastPiece];
          groupUmlauts = [lastUmlaut];
        }
        groupTerms.push(pieces[0]!);
        groupUmlauts.push(entry.umlauts[0]);
      } else closeGroup();
      // A word that folds into several pieces ends the group at each of its later pieces.
      if (pieces.length > 1) closeGroup();
      lastPiece = pieces[pieces.length - 1];
      lastUmlaut = entry.umlauts[pieces.length - 1];
    }
    closeGroup();
  }

  private analyzeWord(word: string, hash: number, language: SearchLanguage | undefined): WordEntry {
    const { umlautSpelling, pieces } = analyzeRawWord(word);
    const umlauts = pieces.map((piece) =>
      umlautSpelling !== undefined && pieces.length === 1 && umlautSpelling !== piece ? umlautSpelling : undefined,
    );
    const ids = new Set<number>();
    pieces.forEach((piece, p) => {
      for (const term of indexTermsOfWord(piece, umlauts[p], language)) ids.add(this.idOf(term));
    });
    return { word, hash, termIds: Int32Array.from(ids), pieces, umlauts, seenIn: 0 };
  }
}
