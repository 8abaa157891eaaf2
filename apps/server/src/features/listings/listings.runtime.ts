/**
 * A listing's runtime in business dates (docs/domain.md §3, §4): it runs LISTING_RUNTIME_DAYS days from
 * its publish date, in Europe/Zurich, and ends at 23:59 of its last day (`ends_on`). Pure
 * functions of the injected clock's instant.
 */
import {
  calendarDaysBetween,
  LISTING_EXTENSION_DAYS,
  LISTING_RUNTIME_DAYS,
  runtimeDaysLeft,
  zurichWallClock,
  type TListingStatus,
} from "@jobatlas/contract";

export { lastEndedDay, zurichWallClock } from "@jobatlas/contract";

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
export const daysBetween = calendarDaysBetween;

/** The last day of a runtime that starts on `publishedOn`, after `extensions` extensions of `extensionDays`. */
export function runtimeEnd(publishedOn: string, extensions = 0, extensionDays = LISTING_EXTENSION_DAYS): string {
  return addDays(publishedOn, LISTING_RUNTIME_DAYS - 1 + extensions * extensionDays);
}

/**
 * Days of an active listing's runtime left, today included: 30 on its publish date, 1 on its last
 * day until 23:59, then 0. Null for a listing that is not active (or has no end).
 */
export function remainingDays(status: TListingStatus, endsOn: string | null, now: Date): number | null {
  if (status !== "active" || endsOn === null) return null;
  // The same count as the public listing page's (the contract's runtimeDaysLeft).
  return runtimeDaysLeft(endsOn, now);
}
