/**
 * Listing statistics (ADR 089): the header the web app sends when it fetches a listing's page
 * data it already shows (a refresh after a like, a window focus or a stale revisit): the server
 * counts no page view for such a read. Zod-free, for the public listing page's first load.
 */
export const LISTING_REFRESH_HEADER = "X-Listing-Refresh";

/** The org statistics' window: the last `defaultDays` Zurich days by default, at most `maxDays`. */
export const LISTING_STATS_DAYS = { defaultDays: 30, maxDays: 365 } as const;
