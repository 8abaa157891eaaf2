/**
 * A listing's runtime in business dates (DESIGN §3, §4): it runs LISTING_RUNTIME_DAYS days from
 * its publish date, in Europe/Zurich, and ends at 23:59 of its last day (`ends_on`). Pure
 * functions of the injected clock's instant.
 */
import { LISTING_EXTENSION_DAYS, LISTING_RUNTIME_DAYS, type TListingStatus } from "@jobatlas/contract";

const ZONE = "Europe/Zurich";
/** 23:59, the minute a runtime ends on its last day. */
const END_MINUTE = 23 * 60 + 59;

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The date (YYYY-MM-DD) and minute of the day in Zurich at an instant. */
export function zurichWallClock(now: Date): { date: string; minute: number } {
  const parts = Object.fromEntries(wallClock.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Today in Zurich, YYYY-MM-DD. */
export function zurichToday(now: Date): string {
  return zurichWallClock(now).date;
}

/** A YYYY-MM-DD date plus days (negative to go back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The last day of a runtime that starts on `publishedOn`, after `extensions` extensions of `extensionDays`. */
export function runtimeEnd(publishedOn: string, extensions = 0, extensionDays = LISTING_EXTENSION_DAYS): string {
  return addDays(publishedOn, LISTING_RUNTIME_DAYS - 1 + extensions * extensionDays);
}

/**
 * The latest `ends_on` whose runtime is over at `now`: yesterday, or today from 23:59 on. Active
 * listings ending on or before it are due to be archived.
 */
export function lastEndedDay(now: Date): string {
  const { date, minute } = zurichWallClock(now);
  return minute >= END_MINUTE ? date : addDays(date, -1);
}

/**
 * Days of an active listing's runtime left, today included: 30 on its publish date, 1 on its last
 * day until 23:59, then 0. Null for a listing that is not active (or has no end).
 */
export function remainingDays(status: TListingStatus, endsOn: string | null, now: Date): number | null {
  if (status !== "active" || endsOn === null) return null;
  const ended = lastEndedDay(now);
  return Math.max(0, daysBetween(ended, endsOn));
}
