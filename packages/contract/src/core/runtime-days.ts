/**
 * A listing's runtime in Zurich calendar days (ADR 018): the one computation of the days left
 * that the employer's screens (the API's `remaining_days`) and the public listing page both show.
 */

/** 23:59, the minute a runtime ends on its last day. */
const END_MINUTE = 23 * 60 + 59;

/** Made once: making an Intl formatter costs far more than formatting with it. */
let wallClock: Intl.DateTimeFormat | undefined;

/** The date (YYYY-MM-DD) and minute of the day in Europe/Zurich at an instant. */
export function zurichWallClock(now: Date): { date: string; minute: number } {
  wallClock ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Zurich",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts: Record<string, string> = {};
  for (const part of wallClock.formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The latest last day whose runtime is over at `now`: yesterday in Zurich, or today from 23:59 on.
 */
export function lastEndedDay(now: Date): string {
  const { date, minute } = zurichWallClock(now);
  if (minute >= END_MINUTE) return date;
  const yesterday = new Date(`${date}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return yesterday.toISOString().slice(0, 10);
}

/**
 * Days of a runtime whose last day is `endsOn` left at `now`, today included (Zurich calendar
 * days): 30 on the publish date of a 30-day runtime, 1 on its last day until 23:59, then 0.
 */
export function runtimeDaysLeft(endsOn: string, now: Date): number {
  return Math.max(0, calendarDaysBetween(lastEndedDay(now), endsOn.slice(0, 10)));
}
