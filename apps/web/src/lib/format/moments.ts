import type { TLanguage } from "@jobatlas/contract";
import { longDate, pad, shortDate, type CalendarDate } from "./dates";

// Moments (ISO timestamps) as the clock in Zurich shows them. Import from @/lib/format.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 UTC on the last Sunday of a month (0–11): when Central European summer time starts or ends. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY + HOUR;
}

/**
 * The wall clock in Europe/Zurich at an instant: UTC+1, and UTC+2 from the last Sunday of March
 * to the last Sunday of October at 01:00 UTC (the rule Switzerland has kept since 1981).
 */
function zurichClock(instant: number): { date: CalendarDate; hour: number; minute: number; second: number } {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayOneUtc(year, 2) && instant < lastSundayOneUtc(year, 9);
  const local = new Date(instant + (summer ? 2 : 1) * HOUR);
  return {
    date: { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() },
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const instantOf = (moment: string | number | Date) =>
  typeof moment === "number" ? moment : typeof moment === "string" ? Date.parse(moment) : moment.getTime();

/** Today in Europe/Zurich (or the Zurich day of `now`), YYYY-MM-DD: business dates are Zurich's. */
export function zurichToday(now: Date | number = Date.now()): string {
  const { year, month, day } = zurichClock(instantOf(now)).date;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A moment's day in Zurich, in short: "03.03.2027", "3 Mar 2027". */
export function formatDay(moment: string | number, lang: TLanguage): string {
  return shortDate(zurichClock(instantOf(moment)).date, lang);
}

/** A moment's day in Zurich, written out: "3. März 2027", "3 March 2027". */
export function formatLongDay(moment: string | number, lang: TLanguage): string {
  return longDate(zurichClock(instantOf(moment)).date, lang);
}

/**
 * A moment as a date and time in Zurich: "03.03.2027, 14:05", "3 Mar 2027, 14:05"; with seconds
 * "…, 14:05:09"; `long`: "3. März 2027 um 14:05", "3 March 2027 at 14:05".
 */
export function formatMoment(
  moment: string | number,
  lang: TLanguage,
  options: { long?: boolean; seconds?: boolean } = {},
): string {
  const { date, hour, minute, second } = zurichClock(instantOf(moment));
  const time = `${pad(hour)}:${pad(minute)}${options.seconds ? `:${pad(second)}` : ""}`;
  if (!options.long) return `${shortDate(date, lang)}, ${time}`;
  return `${longDate(date, lang)} ${AT[lang]} ${time}`;
}

const AT: Record<TLanguage, string> = { de: "um", fr: "à", it: "alle ore", en: "at" };

const AGO: Record<TLanguage, Record<"minute" | "hour" | "day", [one: string, other: string]>> = {
  de: { minute: ["vor 1 Minute", "vor # Minuten"], hour: ["vor 1 Stunde", "vor # Stunden"], day: ["", "vor # Tagen"] },
  fr: {
    minute: ["il y a 1 minute", "il y a # minutes"],
    hour: ["il y a 1 heure", "il y a # heures"],
    day: ["", "il y a # jours"],
  },
  it: { minute: ["1 minuto fa", "# minuti fa"], hour: ["1 ora fa", "# ore fa"], day: ["", "# giorni fa"] },
  en: { minute: ["1 minute ago", "# minutes ago"], hour: ["1 hour ago", "# hours ago"], day: ["", "# days ago"] },
};
const DAYS_BACK: Record<TLanguage, readonly string[]> = {
  de: ["gestern", "vorgestern"],
  fr: ["hier", "avant-hier"],
  it: ["ieri", "l’altro ieri"],
  en: ["yesterday"],
};

/**
 * How long ago a moment was, from a minute on: "5 minutes ago", "vor 3 Stunden", "yesterday",
 * "vorgestern", then its day ("3 Mar 2027") from a week on; as Intl.RelativeTimeFormat writes it
 * with `numeric: "auto"`. Under a minute it is the caller's word ("just now").
 */
export function formatTimeAgo(moment: string | number, lang: TLanguage, now: number = Date.now()): string {
  const minutes = Math.floor(Math.round((now - instantOf(moment)) / 1000) / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days >= 7) return formatDay(moment, lang);
  const [unit, count] =
    minutes < 60 ? (["minute", minutes] as const) : hours < 24 ? (["hour", hours] as const) : (["day", days] as const);
  if (unit === "day" && DAYS_BACK[lang][count - 1]) return DAYS_BACK[lang][count - 1]!;
  const [one, other] = AGO[lang][unit];
  return count === 1 ? one : other.replace("#", String(count));
}
