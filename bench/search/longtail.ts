/**
 * The long tail of the vocabulary: invented words (product, project and tool names, rare jargon)
 * drawn Zipf-distributed, so the indexed vocabulary has the size and skew of real ads (a few
 * hundred thousand distinct words, most of them in one or two listings).
 */
import type { Random } from "../../apps/server/src/seed/random";

const ONSETS = [
  "b",
  "br",
  "d",
  "dr",
  "f",
  "g",
  "gr",
  "k",
  "kl",
  "l",
  "m",
  "n",
  "p",
  "pl",
  "r",
  "s",
  "st",
  "t",
  "tr",
  "v",
  "z",
  "sch",
  "h",
  "w",
];
const VOWELS = ["a", "e", "i", "o", "u", "ei", "au", "ia", "eo", "y"];
const CODAS = ["", "", "", "n", "r", "s", "l", "x", "m", "nt", "ck", "st"];

export class LongTail {
  readonly words: string[];
  /** Cumulative probabilities, rank 1 first (P(rank k) ∝ 1/k^exponent). */
  private readonly cdf: Float64Array;

  constructor(random: Random, size: number, exponent = 1.0) {
    const seen = new Set<string>();
    const words: string[] = [];
    while (words.length < size) {
      const syllables = random.int(2, 4);
      let word = "";
      for (let i = 0; i < syllables; i++) word += random.pick(ONSETS) + random.pick(VOWELS) + random.pick(CODAS);
      if (word.length < 5 || seen.has(word)) continue;
      seen.add(word);
      // Names of products and projects are capitalised; jargon and compounds often are too in German.
      words.push(random.chance(0.6) ? word[0]!.toUpperCase() + word.slice(1) : word);
    }
    this.words = words;
    this.cdf = new Float64Array(size);
    let sum = 0;
    for (let k = 0; k < size; k++) this.cdf[k] = sum += 1 / Math.pow(k + 1, exponent);
    for (let k = 0; k < size; k++) this.cdf[k]! /= sum;
  }

  /** One word, Zipf-distributed by rank. */
  draw(random: Random): string {
    const u = random.next();
    let lo = 0;
    let hi = this.cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cdf[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return this.words[lo]!;
  }
}
