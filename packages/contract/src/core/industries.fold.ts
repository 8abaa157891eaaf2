/**
 * Matching typed text against industry names (ADR 074), without any industry data: the web app's
 * first script matches the page language's labels with it until the words of all languages have
 * loaded (`industries.match.ts`).
 */

/** Folded for matching: case, accents and umlauts do not matter, ß is ss ("Bäckerei" → "backerei"). */
export function foldIndustryText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
}

/**
 * Typed text ready to match: its folded words, in one or two spellings — "Baeckerei" is also
 * tried as "backerei", as umlauts are written without a German keyboard. Undefined for blank text.
 */
export type TIndustryNeedle = readonly (readonly string[])[];

export function industryNeedle(text: string): TIndustryNeedle | undefined {
  const words = foldIndustryText(text)
    .split(/[\s,;]+/u)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  const plain = words.map((word) => word.replace(/([aou])e/g, "$1"));
  return plain.join(" ") === words.join(" ") ? [words] : [words, plain];
}

const letterOrDigit = /[\p{L}\p{N}]/u;

/**
 * How `word` stands in the folded `text`: 1 at the start of one of its words, 2 inside one (from
 * four letters on, and in German compounds only); undefined when it does not.
 */
function wordMatch(word: string, text: string, compounds: boolean): 1 | 2 | undefined {
  let inside = false;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !letterOrDigit.test(text[at - 1]!)) return 1;
    inside = true;
  }
  return inside && compounds && word.length >= 4 ? 2 : undefined;
}

/**
 * How typed text matches a folded text (a label or one keyword, folded with `foldIndustryText`):
 * every typed word starts one of its words ("Inform" finds "Informatik", "IT" finds
 * "IT-Beratung") or, in a German text (`compounds`) and from four letters on, stands inside one
 * ("spital" in "Kinderspital", "treuhand" in "Immobilientreuhand" — not "spital" in
 * "hospitality"). 0 when the text is just the typed words, 1 when each starts a word, 2 when one
 * stands inside a word; undefined when it does not match — lower is better.
 */
export function industryTextMatch(needle: TIndustryNeedle, folded: string, compounds: boolean): 0 | 1 | 2 | undefined {
  let best: 0 | 1 | 2 | undefined;
  for (const words of needle) {
    if (words.join(" ") === folded) return 0;
    const matches = words.map((word) => wordMatch(word, folded, compounds));
    if (matches.includes(undefined)) continue;
    const quality = matches.includes(2) ? 2 : 1;
    if (best === undefined || quality < best) best = quality;
  }
  return best;
}
