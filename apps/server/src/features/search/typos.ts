// Typo tolerance for search: the allowed edit distance of a typed word and the lookup of vocabulary
// terms within it. The distance is Damerau–Levenshtein in its optimal-string-alignment form, so
// swapping two neighbouring letters (`ingeniuer`) costs 1 like a missing, extra or wrong letter.
// Lengths are counted in UTF-16 code units; folded words (see text.ts) are nearly always ASCII.

/** Words of this length or more may have two typos; shorter ones one, or they would match too much. */
export const TWO_TYPOS_FROM_LENGTH = 8;

/** The edit distance tolerated for a typed word of this length. */
export function maxTypoDistance(typedWord: string): number {
  return typedWord.length >= TWO_TYPOS_FROM_LENGTH ? 2 : 1;
}

/**
 * The optimal-string-alignment distance of `a` and `b` if it is at most `bound`, otherwise
 * `bound + 1`. Stops as soon as a whole row of the matrix exceeds the bound, which is what makes
 * a scan over many candidates cheap.
 */
export function boundedTypoDistance(a: string, b: string, bound: number): number {
  const overBound = bound + 1;
  if (Math.abs(a.length - b.length) > bound) return overBound;
  const width = b.length + 1;
  // Three rows: the transposition looks two rows back.
  let beforePrevious = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const aChar = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const bChar = b.charCodeAt(j - 1);
      let cell = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (aChar === bChar ? 0 : 1),
      );
      if (i > 1 && j > 1 && aChar === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bChar) {
        cell = Math.min(cell, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = cell;
      if (cell < rowMinimum) rowMinimum = cell;
    }
    if (rowMinimum > bound) return overBound;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  const distance = previous[b.length] ?? overBound;
  return distance > bound ? overBound : distance;
}

/** True if `candidate` is within the typo distance allowed for the typed word `typed` (1, or 2 from 8 letters). */
export function withinTypoDistance(typed: string, candidate: string): boolean {
  const bound = maxTypoDistance(typed);
  return boundedTypoDistance(typed, candidate, bound) <= bound;
}

/**
 * The vocabulary in code-unit order, which lets a lookup walk it like a trie: consecutive terms
 * share their prefix's rows of the distance matrix, and a prefix whose row is already over the
 * bound skips every term that starts with it. A sorted array plus one byte per term keeps 500,000
 * terms at little more than the memory of the strings, and the skips read only small typed arrays
 * (following the strings themselves across the heap was what made a lookup slow).
 */
export interface TypoVocabulary {
  readonly sortedTerms: readonly string[];
  /** All terms' UTF-16 code units back to back, term i at termStart[i] .. termStart[i + 1]. */
  readonly codeUnits: Uint16Array;
  readonly termStart: Int32Array;
  /** sharedWithPrevious[i]: length of the common prefix of terms i - 1 and i (capped at 255). */
  readonly sharedWithPrevious: Uint8Array;
  /** The smallest sharedWithPrevious in each block of {@link BLOCK_SIZE} terms, to skip a block at once. */
  readonly blockMinimum: Uint8Array;
  readonly longestTermLength: number;
}

const BLOCK_SIZE = 64;
const MAX_SHARED = 255;

export function createTypoVocabulary(terms: Iterable<string>): TypoVocabulary {
  // Default sort compares UTF-16 code units, the order the prefix walk relies on.
  const sortedTerms = [...new Set(terms)].sort();
  const sharedWithPrevious = new Uint8Array(sortedTerms.length);
  const blockMinimum = new Uint8Array(Math.ceil(sortedTerms.length / BLOCK_SIZE)).fill(MAX_SHARED);
  let totalLength = 0;
  for (const term of sortedTerms) totalLength += term.length;
  const codeUnits = new Uint16Array(totalLength);
  const termStart = new Int32Array(sortedTerms.length + 1);
  let longestTermLength = 0;
  let previous = "";
  for (const [index, term] of sortedTerms.entries()) {
    const start = termStart[index] ?? 0;
    for (let i = 0; i < term.length; i++) codeUnits[start + i] = term.charCodeAt(i);
    termStart[index + 1] = start + term.length;
    if (term.length > longestTermLength) longestTermLength = term.length;
    const shared = index === 0 ? 0 : Math.min(commonPrefixLength(previous, term), MAX_SHARED);
    sharedWithPrevious[index] = shared;
    const block = Math.floor(index / BLOCK_SIZE);
    if (shared < (blockMinimum[block] ?? 0)) blockMinimum[block] = shared;
    previous = term;
  }
  return { sortedTerms, codeUnits, termStart, sharedWithPrevious, blockMinimum, longestTermLength };
}

export interface TypoCandidate {
  term: string;
  distance: number;
}

export interface TypoCandidateOptions {
  /** Overrides the distance allowed by the typed word's length (see {@link maxTypoDistance}). */
  maxDistance?: number;
  /** At most this many candidates, the closest first. */
  limit?: number;
}

/**
 * Vocabulary terms within the typo distance of `typed`, closest first, then in term order. The typed
 * word itself (distance 0) is not a candidate: the caller already looks it up as it is. Which terms
 * are in the vocabulary (e.g. only unstemmed words, only words in enough listings) is the caller's.
 */
export function typoCandidates(
  typed: string,
  vocabulary: TypoVocabulary,
  options: TypoCandidateOptions = {},
): TypoCandidate[] {
  const bound = options.maxDistance ?? maxTypoDistance(typed);
  const terms = vocabulary.sortedTerms;
  const width = typed.length + 1;
  // rows[depth * width + j]: distance between the candidate's first `depth` letters and typed[0, j).
  const rows = new Int32Array((vocabulary.longestTermLength + 1) * width);
  for (let j = 0; j < width; j++) rows[j] = j;

  const found: TypoCandidate[] = [];
  // Rows 0..validDepth hold the matrix for the previous term's first validDepth letters.
  let validDepth = 0;
  let index = 0;
  while (index < terms.length) {
    const termOffset = vocabulary.termStart[index] ?? 0;
    const termLength = (vocabulary.termStart[index + 1] ?? 0) - termOffset;
    let depth = Math.min(vocabulary.sharedWithPrevious[index] ?? 0, validDepth);
    let prunedAt = -1;
    while (depth < termLength) {
      depth++;
      if (!fillRow(rows, width, depth, vocabulary.codeUnits, termOffset, typed, bound)) {
        prunedAt = depth;
        break;
      }
    }
    validDepth = depth;
    if (prunedAt >= 0) {
      // No continuation of this prefix can come back under the bound: skip all terms sharing it.
      // The term skipped to shares exactly sharedWithPrevious of its letters with this one.
      index = firstIndexSharingLessThan(vocabulary, prunedAt, index + 1);
      continue;
    }
    const distance = rows[termLength * width + typed.length] ?? bound + 1;
    if (distance <= bound && distance > 0) found.push({ term: terms[index] ?? "", distance });
    index++;
  }
  found.sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return options.limit === undefined ? found : found.slice(0, options.limit);
}

// Computes the matrix row for the candidate's first `depth` letters; false if every cell is over
// the bound. Safe to prune on: a transposition reads two rows back, but that path also passes
// through a cell of the row in between that is no smaller, so no later row can come back.
// Only the band |depth - j| <= bound is computed (cells outside it are over the bound anyway); the
// cell on each side of the band is set to bound + 1 because the next row reads it.
function fillRow(
  rows: Int32Array,
  width: number,
  depth: number,
  codeUnits: Uint16Array,
  termOffset: number,
  typed: string,
  bound: number,
): boolean {
  const row = depth * width;
  const previousRow = row - width;
  const beforePreviousRow = previousRow - width;
  const termChar = codeUnits[termOffset + depth - 1] ?? -1;
  const termPreviousChar = depth > 1 ? (codeUnits[termOffset + depth - 2] ?? -1) : -1;
  const overBound = bound + 1;
  const firstColumn = Math.max(1, depth - bound);
  const lastColumn = Math.min(width - 1, depth + bound);
  rows[row] = depth;
  if (firstColumn > 1) rows[row + firstColumn - 1] = overBound;
  if (lastColumn + 1 < width) rows[row + lastColumn + 1] = overBound;
  let rowMinimum = depth <= bound ? depth : overBound;
  for (let j = firstColumn; j <= lastColumn; j++) {
    const typedChar = typed.charCodeAt(j - 1);
    // Plain comparisons instead of Math.min: this is the innermost loop of every typo lookup.
    let cell = (rows[previousRow + j - 1] as number) + (termChar === typedChar ? 0 : 1);
    const deletion = (rows[previousRow + j] as number) + 1;
    if (deletion < cell) cell = deletion;
    const insertion = (rows[row + j - 1] as number) + 1;
    if (insertion < cell) cell = insertion;
    if (j > 1 && termChar === typed.charCodeAt(j - 2) && termPreviousChar === typedChar) {
      const transposition = (rows[beforePreviousRow + j - 2] as number) + 1;
      if (transposition < cell) cell = transposition;
    }
    rows[row + j] = cell;
    if (cell < rowMinimum) rowMinimum = cell;
  }
  return rowMinimum <= bound;
}

function commonPrefixLength(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

// The first index from `from` whose term shares fewer than `length` letters with its predecessor,
// i.e. the first term after a run that starts with the same `length` letters. Whole blocks whose
// minimum is at least `length` are stepped over, so a large run costs few reads.
function firstIndexSharingLessThan(vocabulary: TypoVocabulary, length: number, from: number): number {
  const { sharedWithPrevious, blockMinimum } = vocabulary;
  const count = sharedWithPrevious.length;
  let index = from;
  while (index < count) {
    if (index % BLOCK_SIZE === 0) {
      let block = index / BLOCK_SIZE;
      while (block < blockMinimum.length && (blockMinimum[block] ?? 0) >= length) block++;
      index = block * BLOCK_SIZE;
      if (index >= count) return count;
    }
    if ((sharedWithPrevious[index] ?? 0) < length) return index;
    index++;
  }
  return count;
}
