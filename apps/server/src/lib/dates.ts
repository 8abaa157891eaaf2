/** Calendar dates as YYYY-MM-DD strings, for the product, its seed and its tests. */

/** A YYYY-MM-DD date plus days (negative to go back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's date in Europe/Zurich, as YYYY-MM-DD. */
export function todayInZurich(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Zurich",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
