import type { TLanguage } from "@jobatlas/contract";

// Calendar dates (YYYY-MM-DD: publish dates, runtimes, the legal pages' date). Import from @/lib/format.

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

export const pad = (n: number) => String(n).padStart(2, "0");

export type CalendarDate = { year: number; month: number; day: number };

/** Year, month (1–12) and day of a calendar date (YYYY-MM-DD, or the date part of a timestamp). */
function calendarDate(date: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : undefined;
}

export function longDate({ year, month, day }: CalendarDate, lang: TLanguage): string {
  return lang === "de" ? `${day}. ${MONTHS.de[month - 1]} ${year}` : `${day} ${MONTHS.en[month - 1]} ${year}`;
}

export function shortDate({ year, month, day }: CalendarDate, lang: TLanguage): string {
  return lang === "de" ? `${pad(day)}.${pad(month)}.${year}` : `${day} ${SHORT_MONTHS_EN[month - 1]} ${year}`;
}

/** A calendar date (YYYY-MM-DD) as the page language writes it: "20. November 2026", "20 November 2026". */
export function formatDate(date: string, lang: TLanguage): string {
  const parts = calendarDate(date);
  return parts ? longDate(parts, lang) : date;
}

/** A calendar date (YYYY-MM-DD) in short: "02.12.2026", "2 Dec 2026"; undefined for anything else. */
export function formatShortDate(date: string, lang: TLanguage): string | undefined {
  const parts = calendarDate(date);
  return parts && date.length === 10 ? shortDate(parts, lang) : undefined;
}
