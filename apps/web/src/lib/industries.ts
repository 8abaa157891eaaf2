import {
  foldIndustryText,
  INDUSTRY_CODES,
  industryNeedle,
  industryTextMatch,
  isIndustryCode,
} from "@jobatlas/contract/core";
import type { industryMatchRank, TIndustryCode, TIndustryLabels, TLanguage } from "@jobatlas/contract";
import { useState, type ChangeEvent } from "react";

/**
 * The industries' labels of the UI languages loaded so far. They come with the public part of a
 * language's catalogue (`locales/<lang>-public.ts`, loaded by `loadLanguage` before any screen is
 * drawn), so a page carries its own language's labels only instead of the contract's four
 * (ADR 045).
 */
const loaded: Partial<Record<TLanguage, TIndustryLabels>> = {};

export function setIndustryLabels(language: TLanguage, labels: TIndustryLabels): void {
  loaded[language] = labels;
}

/** The label of an industry code in a UI language; undefined for an unknown code. */
export function industryLabel(code: string, language: TLanguage): string | undefined {
  const labels = loaded[language];
  if (!labels) throw new Error(`industry labels of "${language}" used before loadLanguage("${language}")`);
  return isIndustryCode(code) ? labels[code] : undefined;
}

export interface IndustryOption {
  code: TIndustryCode;
  label: string;
}

/** Every industry with its label in `language`, in the contract's order (ISIC divisions). */
export function industryOptions(language: TLanguage): IndustryOption[] {
  return INDUSTRY_CODES.map((code) => ({ code, label: industryLabel(code, language)! }));
}

/** The contract's matcher with every language's labels and words, once loaded (ADR 074). */
let matchRank: typeof industryMatchRank | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the industries' everyday words and the labels of the other languages (~20 kB gzip, not
 * in the pages' first scripts): at the first focus or keystroke in a picker's filter. A failed
 * load (offline) is tried again next time; meanwhile the page language's labels are matched.
 */
export function loadIndustryWords(): Promise<void> {
  loading ??= import("./industry-words").then(
    (module) => {
      matchRank = module.industryMatchRank;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/**
 * The industries typed text finds, best first (ADR 074): by their label in the page language,
 * their labels in the other languages and the words people use in any language ("Spital",
 * "Informatik", "hôpital"), once these have loaded; by the page language's label until then.
 * Equally good matches keep the order of `options`. Every sector picker filters with it.
 */
export function filterIndustries<T extends IndustryOption>(
  options: readonly T[],
  filter: string,
  language: TLanguage,
): readonly T[] {
  const needle = industryNeedle(filter);
  if (!needle) return options;
  const ranked: { option: T; rank: number }[] = [];
  for (const option of options) {
    const rank = matchRank
      ? matchRank(option.code, needle, language)
      : industryTextMatch(needle, foldIndustryText(option.label), language === "de");
    if (rank !== undefined) ranked.push({ option, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((hit) => hit.option);
}

/**
 * A sector picker's filter field: its text, the props of its input (the words load at its first
 * focus or keystroke) and the industries it shows.
 */
export function useIndustryFilter<T extends IndustryOption>(options: readonly T[], language: TLanguage) {
  const [filter, setFilter] = useState("");
  const [, setWordsLoaded] = useState(matchRank !== undefined);
  const load = () => {
    if (!matchRank) void loadIndustryWords().then(() => setWordsLoaded(matchRank !== undefined));
  };
  return {
    filter,
    shown: filterIndustries(options, filter, language),
    inputProps: {
      value: filter,
      onFocus: load,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        load();
        setFilter(event.target.value);
      },
    },
  };
}
