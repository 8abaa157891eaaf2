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
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  it: [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
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
/** The abbreviations of fr-CH, it-CH and en-GB as Intl writes them (CLDR: "Sept", not "Sep"). */
const SHORT_MONTHS: Record<Exclude<TLanguage, "de">, readonly string[]> = {
  fr: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  it: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
};

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
  return `${day}${lang === "de" ? "." : ""} ${MONTHS[lang][month - 1]} ${year}`;
}

/** As Intl's medium date style: "02.12.2026" (de-CH), "2 déc. 2026", "2 dic 2026", "2 Dec 2026". */
export function shortDate({ year, month, day }: CalendarDate, lang: TLanguage): string {
  return lang === "de" ? `${pad(day)}.${pad(month)}.${year}` : `${day} ${SHORT_MONTHS[lang][month - 1]} ${year}`;
}

/** A calendar date (YYYY-MM-DD) as the page language writes it: "20. November 2026", "20 novembre 2026", "20 November 2026". */
export function formatDate(date: string, lang: TLanguage): string {
  const parts = calendarDate(date);
  return parts ? longDate(parts, lang) : date;
}

/** A calendar date (YYYY-MM-DD) in short: "02.12.2026", "2 Dec 2026"; undefined for anything else. */
export function formatShortDate(date: string, lang: TLanguage): string | undefined {
  const parts = calendarDate(date);
  return parts && date.length === 10 ? shortDate(parts, lang) : undefined;
}
