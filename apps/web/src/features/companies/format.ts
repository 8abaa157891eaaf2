import type { TLanguage } from "@jobatlas/contract";

const MONTHS: Record<TLanguage, readonly string[]> = {
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};
/** en-GB's abbreviations as Intl writes them (CLDR: "Sept", not "Sep"). */
const SHORT_MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** Year, month (1–12) and day of a calendar date (YYYY-MM-DD, or the date part of a timestamp). */
function calendarDate(date: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : undefined;
}

/*
 * Dates are written out by hand rather than with Intl.DateTimeFormat (what de-CH, en-CH and en-GB
 * write, checked against Intl in the tests): the first formatter a page makes costs ~15 ms of a
 * phone's main thread, a long task while a server-drawn page is taken over (ADR 052), and a
 * browser whose locale data differ from the server's would draw other text than the server did.
 */

/** A calendar date (YYYY-MM-DD) as the page language writes it: "20. November 2026", "20 November 2026". */
export function formatDate(date: string, lang: TLanguage): string {
  const parts = calendarDate(date);
  if (!parts) return date;
  const { year, month, day } = parts;
  return lang === "de" ? `${day}. ${MONTHS.de[month - 1]} ${year}` : `${day} ${MONTHS.en[month - 1]} ${year}`;
}

/** A calendar date (YYYY-MM-DD) in short: "02.12.2026", "2 Dec 2026"; undefined for anything else. */
export function formatShortDate(date: string, lang: TLanguage): string | undefined {
  const parts = calendarDate(date);
  if (!parts || date.length !== 10) return undefined;
  const { year, month, day } = parts;
  const pad = (n: number) => String(n).padStart(2, "0");
  return lang === "de" ? `${pad(day)}.${pad(month)}.${year}` : `${day} ${SHORT_MONTHS_EN[month - 1]} ${year}`;
}

/**
 * A whole amount in Swiss grouping, as de-CH and en-CH write it in Node and Chromium: 95'000.
 * Written out rather than with Intl.NumberFormat: the first formatter a page makes costs ~15 ms of
 * a phone's main thread (a long task while a server-drawn page is taken over, ADR 052), and
 * browsers whose locale data differ (’ or ') would draw other text than the server did.
 */
export function formatAmount(amount: number): string {
  const whole = Math.round(Math.abs(amount)).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, "'");
  return amount <= -0.5 ? `-${grouped}` : grouped;
}
