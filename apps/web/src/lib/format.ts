/*
 * How the app writes dates, times, numbers, amounts and distances: the one place (ADR 079).
 * Swiss formats: German as de-CH writes it (95'000, 02.12.2026), English with en-GB's dates;
 * times are Europe/Zurich's, whatever the browser's time zone.
 *
 * Everything is written out by hand rather than with Intl (checked against Intl in the tests):
 * the first formatter a page makes costs ~15 ms of a phone's main thread, a long task while a
 * server-drawn page is taken over (ADR 052), and a browser whose locale data differ from the
 * server's would draw other text than the server did.
 *
 * Import from here only. The parts are modules of their own so that a page loads the ones it
 * uses: the public pages need calendar dates and amounts, not the Zurich clock of the org area.
 */

export { formatDate, formatShortDate } from "./format/dates";
export { formatDay, formatLongDay, formatMoment, formatTimeAgo, zurichToday } from "./format/moments";
export { formatAmount, formatBytes, formatChf, formatDecimal, formatDistance, formatShare } from "./format/numbers";
