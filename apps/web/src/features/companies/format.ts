import type { TLanguage } from "@jobatlas/contract";

const LOCALES: Record<TLanguage, string> = { de: "de-CH", en: "en-CH" };

/**
 * Formatters made once per language and kind: making an Intl formatter costs far more than
 * formatting with it, and a company page formats a date for each of its listings.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD) as the page language writes it: "20. November 2026", "20 November 2026". */
export function formatDate(date: string, lang: TLanguage): string {
  const [year, month, day] = date.slice(0, 10).split("-").map(Number);
  if (!year || !month || !day) return date;
  return cached(
    `date:${lang}`,
    () => new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }),
  ).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Swiss grouping: 95’000. */
export function formatAmount(amount: number, lang: TLanguage): string {
  return cached(`amount:${lang}`, () => new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 })).format(
    amount,
  );
}

/** Today's calendar date in Europe/Zurich (listing runtimes are business dates there, DESIGN §3). */
export function todayInZurich(now: Date = new Date()): string {
  return cached(
    "zurich-day",
    () =>
      new Intl.DateTimeFormat("en-CA", {
        timeZone: "Europe/Zurich",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }),
  ).format(now);
}

/**
 * Whole days from today (Europe/Zurich) to a listing's last day: 0 on the last day itself (it runs
 * until 23:59 there), negative once past.
 */
export function daysUntil(lastDay: string, now: Date = new Date()): number {
  const toUtc = (date: string) => {
    const [year, month, day] = date.slice(0, 10).split("-").map(Number);
    return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  };
  return Math.round((toUtc(lastDay) - toUtc(todayInZurich(now))) / 86_400_000);
}
