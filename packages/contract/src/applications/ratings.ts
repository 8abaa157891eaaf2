/**
 * Contract of members' ratings of candidates (issue 30 point 3, ADR 091): each member of the
 * organisation who may see its candidates rates an application 1–5 stars with an optional short
 * note, replaces or removes their own rating and never another member's. Members only: no
 * applicant-facing answer carries a rating; the applicant reads them in their data export.
 *
 *   GET     /capi/org/applications/{application_id}/ratings    every member's rating, the average
 *   PUT     /capi/org/applications/{application_id}/my-rating  set or replace the caller's rating
 *   DELETE  /capi/org/applications/{application_id}/my-rating  remove the caller's rating
 *
 * The candidates list carries each application's `rating` (ZRatingSummary).
 */
import { z } from "zod";

/** Stars from 1 to 5; a note of at most 500 characters (trimmed). */
export const RATING_LIMITS = { minStars: 1, maxStars: 5, noteMax: 500 } as const;

/** An application's ratings in short: the average of the stars (null while nobody rated) and how many rated. */
export const ZRatingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

/** One member's rating of the application. */
export const ZApplicationRating = z.object({
  user_id: z.number(),
  /** The member's name (first and last). */
  name: z.string(),
  stars: z.number().int(),
  note: z.string(),
  /** The rating is the caller's own (they may change or remove it). */
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TApplicationRating = z.infer<typeof ZApplicationRating>;

/** GET /capi/org/applications/{application_id}/ratings (also the answer of PUT and DELETE my-rating). */
export const ZApplicationRatings = z.object({
  ...ZRatingSummary.shape,
  /** Every member's rating, the latest change first. */
  items: z.array(ZApplicationRating),
  /** The caller's own rating, or null while they have not rated. */
  mine: ZApplicationRating.nullable(),
});
export type TApplicationRatings = z.infer<typeof ZApplicationRatings>;

/** PUT /capi/org/applications/{application_id}/my-rating: replaces the caller's rating (a note left out is empty). */
export const ZRatingRequest = z.strictObject({
  stars: z.number().int().min(RATING_LIMITS.minStars).max(RATING_LIMITS.maxStars),
  note: z.string().trim().max(RATING_LIMITS.noteMax).default(""),
});
export type TRatingRequest = z.input<typeof ZRatingRequest>;
export type TRating = z.output<typeof ZRatingRequest>;
