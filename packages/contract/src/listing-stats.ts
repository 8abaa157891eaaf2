/**
 * Listing statistics (issue 30 point 1, ADR 089): per listing and Zurich day, page views, apply
 * starts and applications, and their ratios. Counts only: nothing about any visitor.
 */
import { z } from "zod";
import { LISTING_STATS_DAYS } from "./core/listing-stats";
import { ZListingStatus } from "./enums";

/** `?days=`: the last N Zurich days up to today (default 30, 1–365). */
export const ZListingStatsQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(LISTING_STATS_DAYS.maxDays).default(LISTING_STATS_DAYS.defaultDays),
});
export type TListingStatsQuery = z.infer<typeof ZListingStatsQuery>;

/** The three counters of a day or a period. */
const counts = {
  views: z.number().int().nonnegative(),
  apply_starts: z.number().int().nonnegative(),
  applications: z.number().int().nonnegative(),
};

/** One Zurich day's counts (a day without visits has zeros). */
export const ZListingStatsDay = z.object({ day: z.string(), ...counts });
export type TListingStatsDay = z.infer<typeof ZListingStatsDay>;

/** The ratios of a period; null where the divisor is 0. */
export const ZListingStatsRatios = z.object({
  /** apply starts / views */
  start_rate: z.number().nonnegative().nullable(),
  /** applications / views */
  application_rate: z.number().nonnegative().nullable(),
  /** applications / apply starts */
  completion_rate: z.number().nonnegative().nullable(),
});
export type TListingStatsRatios = z.infer<typeof ZListingStatsRatios>;

/** A period's totals with their ratios. */
export const ZListingStatsTotals = z.object({ ...counts, ...ZListingStatsRatios.shape });
export type TListingStatsTotals = z.infer<typeof ZListingStatsTotals>;

/** One listing's totals over the period. */
export const ZListingStatsListing = z.object({
  listing_id: z.number(),
  title: z.string(),
  status: ZListingStatus,
  ...ZListingStatsTotals.shape,
});
export type TListingStatsListing = z.infer<typeof ZListingStatsListing>;

/** GET /capi/org/listing-stats: all the organisation's listings, the period's days (oldest first) and totals. */
export const ZOrgListingStats = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(ZListingStatsDay),
  totals: ZListingStatsTotals,
  /** Listings that are active or were counted in the period, most viewed first. */
  listings: z.array(ZListingStatsListing),
});
export type TOrgListingStats = z.infer<typeof ZOrgListingStats>;

/** GET /capi/org/listings/{listing_id}/stats: one listing's days and totals. */
export const ZListingStats = z.object({
  listing_id: z.number(),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(ZListingStatsDay),
  totals: ZListingStatsTotals,
});
export type TListingStats = z.infer<typeof ZListingStats>;
