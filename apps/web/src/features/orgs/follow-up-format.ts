import { INTL_LOCALES } from "@jobatlas/contract/core";
import type { TLanguage } from "@jobatlas/contract";

/** An answered share (0–1) as the whole percent the record shows. */
export function percentOf(share: number): number {
  return Math.round(share * 100);
}

/** Days with at most one decimal, as the language writes it: "4.5" (de-CH, en-GB), "4,5" (fr-CH). */
export function formatDays(days: number, lang: TLanguage): string {
  return new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: 1 }).format(days);
}

export type TTrend = "up" | "down" | "same";

/**
 * How a figure moved against the window before, compared as shown (whole percents, days to one
 * decimal), so "same" never sits beside two different numbers; null without a figure to compare.
 */
export function trendOf(current: number | null, previous: number | null): TTrend | null {
  if (current === null || previous === null) return null;
  const now = Math.round(current * 10);
  const before = Math.round(previous * 10);
  return now > before ? "up" : now < before ? "down" : "same";
}
