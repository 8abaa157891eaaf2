/** An answered share (0–1) as the whole percent the record shows. */
export function percentOf(share: number): number {
  return Math.round(share * 100);
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
