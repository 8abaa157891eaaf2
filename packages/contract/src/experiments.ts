/** Contract of career experiments: hypothesis profiles, job hits, ratings, testers (issue 11, ADR 029). */
import { z } from "zod";
import { EXPERIMENT_FILTER_VALUES } from "./core/enum-values";
import { REGIONS } from "./core/constants";
import type { TRegion } from "./enums";
import { ZIndustryCode } from "./industries";
import { pageQuery } from "./ids-pages";
import { listResponse } from "./lists";
import { ZRegion } from "./search";

export const EXPERIMENT_LIMITS = {
  titleMax: 120,
  jobTitleMax: 120,
  jobTitlesMax: 10,
  sectorsMax: 20,
  noteMax: 1000,
  /** An experiment's job hits: the newest this many matching active listings (rated ones come on top). */
  hitsMax: 100,
} as const;

export const EXPERIMENTS_PAGE_SIZE = 50;

/** ServiceError codes of experiments; the web app words each one. */
export const EXPERIMENT_ERROR_CODES = {
  /** The experiment is archived: archiving is final, nothing changes after it. */
  archived: "experiment_archived",
} as const;

/** The box [west, south, east, north] of each region (the search's, docs/domain.md §4); job hits lie inside it. */
export const EXPERIMENT_REGION_BOUNDS: Record<TRegion, readonly [number, number, number, number]> = {
  switzerland: [5.955, 45.817, 10.493, 47.809],
  zurich: [8.357, 47.159, 8.985, 47.695],
  geneva_lake: [5.955, 45.858, 8.478, 46.987],
  northwest: [7.326, 47.137, 8.456, 47.622],
  central: [7.836, 46.527, 9.005, 47.288],
  east: [8.404, 46.169, 10.493, 47.809],
  ticino: [8.382, 45.817, 9.16, 46.633],
  west: [6.432, 46.326, 8.456, 47.505],
};

/** The cantons of a region (null: the whole of Switzerland and Liechtenstein). */
export function experimentRegionCantons(region: TRegion | null): readonly string[] | null {
  return region === null || region === "switzerland" ? null : REGIONS[region];
}

export const ZExperimentStatus = z.enum(["pending", "validated"]);
export type TExperimentStatus = z.infer<typeof ZExperimentStatus>;
export const ZExperimentVerdict = z.enum(["fits", "does_not_fit"]);
export type TExperimentVerdict = z.infer<typeof ZExperimentVerdict>;
export const ZExperimentFilter = z.enum(EXPERIMENT_FILTER_VALUES);
export type TExperimentFilter = z.infer<typeof ZExperimentFilter>;

const ZTitle = z.string().trim().min(1).max(EXPERIMENT_LIMITS.titleMax);
const ZJobTitles = z
  .array(z.string().trim().min(1).max(EXPERIMENT_LIMITS.jobTitleMax))
  .min(1)
  .max(EXPERIMENT_LIMITS.jobTitlesMax);
const ZSectors = z.array(ZIndustryCode).max(EXPERIMENT_LIMITS.sectorsMax);

/** POST /capi/user/experiments: the hypothesis profile. `region` null is the whole of Switzerland. */
export const ZCreateExperimentRequest = z.strictObject({
  title: ZTitle,
  job_titles: ZJobTitles,
  sectors: ZSectors.default([]),
  region: ZRegion.nullable().default(null),
});
export type TCreateExperimentRequest = z.input<typeof ZCreateExperimentRequest>;
export type TCreateExperiment = z.output<typeof ZCreateExperimentRequest>;

/**
 * PUT /capi/user/experiments/{uid}: any of the profile's fields and the status. Marking it
 * validated with `update_seeker_profile: true` adds the job titles and sectors to the seeker profile.
 */
export const ZUpdateExperimentRequest = z.strictObject({
  title: ZTitle.optional(),
  job_titles: ZJobTitles.optional(),
  sectors: ZSectors.optional(),
  region: ZRegion.nullable().optional(),
  status: ZExperimentStatus.optional(),
  update_seeker_profile: z.boolean().optional(),
});
export type TUpdateExperimentRequest = z.infer<typeof ZUpdateExperimentRequest>;

/** An experiment in the list. */
export const ZExperimentSummary = z.object({
  uid: z.string(),
  title: z.string(),
  job_titles: z.array(z.string()),
  sectors: z.array(z.string()),
  region: ZRegion.nullable(),
  status: ZExperimentStatus,
  validated_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Hits rated "fits". */
  validated_count: z.number().int().nonnegative(),
});
export type TExperimentSummary = z.infer<typeof ZExperimentSummary>;

/** GET /capi/user/experiments/{uid}: the experiment with its testers. */
export const ZExperiment = ZExperimentSummary.extend({
  /** Other seekers with an active experiment on a similar profile (ADR 029). */
  active_testers: z.number().int().nonnegative(),
  /** Hits rated so far (either verdict). */
  rated_count: z.number().int().nonnegative(),
});
export type TExperiment = z.infer<typeof ZExperiment>;

export const ZExperimentsQuery = z.strictObject({
  filter: ZExperimentFilter.default("active"),
  ...pageQuery({ defaultSize: EXPERIMENTS_PAGE_SIZE, maxSize: 100 }),
});
export type TExperimentsQuery = z.infer<typeof ZExperimentsQuery>;
export const ZExperimentsResponse = listResponse(ZExperimentSummary);
export type TExperimentsResponse = z.infer<typeof ZExperimentsResponse>;

export const ZExperimentRating = z.object({
  verdict: ZExperimentVerdict,
  note: z.string(),
  rated_at: z.string(),
});
export type TExperimentRating = z.infer<typeof ZExperimentRating>;

/** A job hit: a listing matching the profile (or one rated earlier, then possibly ended). */
export const ZExperimentHit = z.object({
  listing_id: z.number(),
  title: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  /** The work place; null when by agreement or unknown. */
  location: z.object({ postal_code: z.string(), city: z.string() }).nullable(),
  workload_min: z.number(),
  workload_max: z.number(),
  published_on: z.string().nullable(),
  /** False once the listing ended (only rated hits show then). */
  active: z.boolean(),
  rating: ZExperimentRating.nullable(),
});
export type TExperimentHit = z.infer<typeof ZExperimentHit>;

export const ZExperimentHitsQuery = z.strictObject({
  ...pageQuery({ defaultSize: EXPERIMENTS_PAGE_SIZE, maxSize: EXPERIMENT_LIMITS.hitsMax }),
});
export type TExperimentHitsQuery = z.infer<typeof ZExperimentHitsQuery>;
export const ZExperimentHitsResponse = listResponse(ZExperimentHit);
export type TExperimentHitsResponse = z.infer<typeof ZExperimentHitsResponse>;

/** PUT /capi/user/experiments/{uid}/hits/{listing_id}/rating: a new rating replaces the last one. */
export const ZExperimentRatingRequest = z.strictObject({
  verdict: ZExperimentVerdict,
  note: z.string().trim().max(EXPERIMENT_LIMITS.noteMax).default(""),
});
export type TExperimentRatingRequest = z.input<typeof ZExperimentRatingRequest>;
