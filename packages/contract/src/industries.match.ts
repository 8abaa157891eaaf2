import { INDUSTRY_CODES } from "./core/constants";
import type { TIndustryCode, TIndustryLanguage } from "./industries";
import { INDUSTRY_LABELS_DE } from "./industries.de";
import { INDUSTRY_LABELS_EN } from "./industries.en";
import { foldIndustryText, industryNeedle, industryTextMatch, type TIndustryNeedle } from "./core/industries.fold";
import { INDUSTRY_LABELS_FR } from "./industries.fr";
import { INDUSTRY_LABELS_IT } from "./industries.it";
import { INDUSTRY_KEYWORDS } from "./industries.keywords";

/**
 * Finding industries by the words people use (ADR 074): typed text matches an industry's label in
 * any of the four languages or one of its everyday words (`industries.keywords.ts`) in any
 * language. The web app loads this module (with the labels of the other languages and the
 * words, ~20 kB gzip) when a sector picker's filter is first used.
 */

const LANGUAGES = ["de", "fr", "it", "en"] as const satisfies readonly TIndustryLanguage[];
const LABELS = { de: INDUSTRY_LABELS_DE, en: INDUSTRY_LABELS_EN, fr: INDUSTRY_LABELS_FR, it: INDUSTRY_LABELS_IT };

interface FoldedIndustry {
  labels: Record<TIndustryLanguage, string>;
  keywords: Record<TIndustryLanguage, string[]>;
}

let folded: Map<TIndustryCode, FoldedIndustry> | undefined;

/** Every industry's labels and words, folded once (at the first match). */
function foldedIndustries(): Map<TIndustryCode, FoldedIndustry> {
  folded ??= new Map(
    INDUSTRY_CODES.map((code) => {
      const labels = {} as Record<TIndustryLanguage, string>;
      const keywords = {} as Record<TIndustryLanguage, string[]>;
      for (const language of LANGUAGES) {
        labels[language] = foldIndustryText(LABELS[language][code]);
        keywords[language] = INDUSTRY_KEYWORDS[code][language]
          .split(",")
          .map((word) => foldIndustryText(word.trim()))
          .filter(Boolean);
      }
      return [code, { labels, keywords }];
    }),
  );
  return folded;
}

/**
 * How well typed text matches an industry, lower first. Where the typed words start words: its
 * label in the UI language (0 when the label is just the typed words, else 1), one of its words
 * in the UI language (2, 3), its label or a word in another language (4, 5); then where a typed
 * word stands inside a German word ("reinigung" in "Vereinigungen"): 6, 7, 8 in the same order.
 * Undefined when nothing matches (also for blank text and unknown codes).
 */
export function industryMatchRank(
  code: string,
  needle: string | TIndustryNeedle | undefined,
  language: TIndustryLanguage,
): number | undefined {
  const prepared = typeof needle === "string" ? industryNeedle(needle) : needle;
  const industry = foldedIndustries().get(code as TIndustryCode);
  if (!prepared || !industry) return undefined;
  const others = LANGUAGES.filter((other) => other !== language);
  // Texts by tier: the label in the UI language, its words in the UI language, the other languages.
  const tiers: [TIndustryLanguage, string][][] = [
    [[language, industry.labels[language]]],
    industry.keywords[language].map((word) => [language, word]),
    others.flatMap((other) => [
      [other, industry.labels[other]] as [TIndustryLanguage, string],
      ...industry.keywords[other].map((word) => [other, word] as [TIndustryLanguage, string]),
    ]),
  ];
  let rank: number | undefined;
  tiers.forEach((texts, tier) => {
    for (const [textLanguage, text] of texts) {
      const match = industryTextMatch(prepared, text, textLanguage === "de");
      if (match === undefined) continue;
      const score = match === 2 ? 6 + tier : tier * 2 + match;
      if (rank === undefined || score < rank) rank = score;
    }
  });
  return rank;
}

/** Whether typed text finds an industry: its labels or everyday words, in any language. */
export function matchesIndustry(code: string, needle: string, language: TIndustryLanguage): boolean {
  return industryMatchRank(code, needle, language) !== undefined;
}
