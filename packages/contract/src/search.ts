import { z } from "zod";
import { REGION_VALUES } from "./core/enum-values";
import { ZContentLanguage, ZEmploymentType, ZRemoteType, ZSearchSort, ZSearchView } from "./enums";
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from "./core/constants";
import { pageQuery } from "./ids-pages";
import { ZIndustryCode } from "./industries";
import { queryList, ZQueryBoolean } from "./query-params";

/** Clusters of one map answer at most. */
export const MAP_MAX_FEATURES = 500;

/** A list parameter: repeated (`sectors=A&sectors=B`) or comma-separated (`sectors=A,B`), at most 100. */
const repeated = <T extends z.ZodType>(item: T) => queryList(z.array(item).max(100));
const queryBoolean = ZQueryBoolean.optional();

const viewportFields = {
  north: z.coerce.number().min(-90).max(90).optional(),
  east: z.coerce.number().min(-180).max(180).optional(),
  south: z.coerce.number().min(-90).max(90).optional(),
  west: z.coerce.number().min(-180).max(180).optional(),
};

export const ZRegion = z.enum(REGION_VALUES);

/**
 * The search page's parameters (GET /capi/search/employers, with `sort` /capi/search/listings and,
 * with `zoom` and `view`, /capi/search/map).
 */
export const ZSearchFilters = z.strictObject({
  // Not trimmed: a trailing space says the last word is complete (no prefix match).
  query: z.string().max(200).optional(),
  ...viewportFields,
  /** A postal code or locality of CH/LI (see GET /capi/locations). */
  location: z.string().trim().min(1).max(100).optional(),
  radius: z.coerce.number().int().min(1).max(200).optional(),
  sectors: repeated(ZIndustryCode),
  liked: queryBoolean,
  seeker_profile: queryBoolean,
  employment_types: repeated(ZEmploymentType),
  remote_types: repeated(ZRemoteType),
  workload_min: z.coerce.number().int().min(0).max(100).optional(),
  salary_min: z.coerce.number().int().min(0).max(10_000_000).optional(),
  languages: repeated(ZContentLanguage),
  /** A region of docs/domain.md §4: only places in its cantons (`switzerland`: no limit). */
  region: ZRegion.optional(),
});

type ViewportInput = { north?: number; east?: number; south?: number; west?: number };
/** A viewport is all four sides or none; north ≥ south and east ≥ west (no antimeridian in CH/LI). */
function checkViewport(v: ViewportInput, ctx: z.RefinementCtx) {
  const sides = [v.north, v.east, v.south, v.west].filter((s) => s !== undefined).length;
  if (sides !== 0 && sides !== 4) {
    for (const key of ["north", "east", "south", "west"] as const)
      if (v[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: "Required." });
    return;
  }
  if (v.north !== undefined && v.south !== undefined && v.north < v.south)
    ctx.addIssue({ code: "custom", path: ["north"], message: "north must not be below south." });
  if (v.east !== undefined && v.west !== undefined && v.east < v.west)
    ctx.addIssue({ code: "custom", path: ["east"], message: "east must not be west of west." });
}

/** 50 a page, at most 100; the offset at most PAGE_OFFSET_MAX (100,000), like every list. */
const searchPage = pageQuery({ defaultSize: SEARCH_PAGE_SIZE, maxSize: SEARCH_MAX_PAGE_SIZE });

export const ZSearchEmployersQuery = ZSearchFilters.extend({
  ...searchPage,
}).superRefine(checkViewport);
export type TSearchEmployersQuery = z.infer<typeof ZSearchEmployersQuery>;

/** GET /capi/search/listings: the jobs view (ADR 072), the same filters in the order asked for. */
export const ZSearchListingsQuery = ZSearchFilters.extend({
  /** `distance` needs `location` (without one it orders by relevance); `salary`: highest first, those without last. */
  sort: ZSearchSort.default("relevance"),
  ...searchPage,
}).superRefine(checkViewport);
export type TSearchListingsQuery = z.infer<typeof ZSearchListingsQuery>;

export const ZSearchMapQuery = ZSearchFilters.extend({
  zoom: z.coerce.number().min(0).max(22).default(8),
  /** What the clusters count: employers (as the employers view lists them) or listings (the jobs view). */
  view: ZSearchView.default("employers"),
  /** Taken with the list's other parameters and not used: the map has no pages. */
  ...searchPage,
}).superRefine(checkViewport);
export type TSearchMapQuery = z.infer<typeof ZSearchMapQuery>;

export const ZPlace = z.object({
  city: z.string(),
  postal_code: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type TPlace = z.infer<typeof ZPlace>;

/** A listing as a search hit shows it. */
export const ZListingHit = z.object({
  id: z.number(),
  title: z.string(),
  workload_min: z.number(),
  workload_max: z.number(),
  employment_type: ZEmploymentType,
  remote_type: ZRemoteType,
  published_on: z.string().nullable(),
  /** The signed-in seeker has an open (pending or active) application to it; absent for visitors. */
  applied: z.boolean().optional(),
});
export type TListingHit = z.infer<typeof ZListingHit>;

/** An employer as the search names it: id, name, slug (of its page) and logo. */
const ZSearchEmployer = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
});

export const ZEmployerHit = ZSearchEmployer.extend({
  sectors: z.array(z.string()),
  /**
   * The place of its matching listings (several: the nearest to the search's centre, `location`
   * or the viewport's), else its address there; null for an organisation without address.
   */
  location: ZPlace.nullable(),
  open_listings_count: z.number(),
  /** Up to 3 of its listings that match, best first. */
  listings: z.array(ZListingHit),
  liked: z.boolean(),
});
export type TEmployerHit = z.infer<typeof ZEmployerHit>;

/**
 * Help when nothing fits (issue 26 §6, ADR 075), on the employers' and the listings' answers:
 * the query with its misspelt words corrected, and the occupations it names in four languages.
 */
const searchHelpFields = {
  /** The query with each word the index does not know replaced by its nearest known word or occupation form. */
  did_you_mean: z.string().optional(),
  /**
   * Each occupation the query names: its label in the request's language, its other forms searched
   * too and, when it found nothing on its own, the related occupations searched instead or beside
   * it (ADR 076), labelled in the request's language.
   */
  also_searched: z
    .array(z.object({ label: z.string(), forms: z.array(z.string()), similar: z.array(z.string()).optional() }))
    .optional(),
};

/**
 * A search's answer: a page of hits, how many matched (counted up to SEARCH_COUNT_CAP, `count_capped`
 * once it stopped there) and the help when nothing fits.
 */
function searchResponse<T extends z.ZodType>(hit: T) {
  return z.object({
    items: z.array(hit),
    count: z.number(),
    count_capped: z.boolean(),
    ...searchHelpFields,
  });
}

export const ZSearchEmployersResponse = searchResponse(ZEmployerHit);
export type TSearchEmployersResponse = z.infer<typeof ZSearchEmployersResponse>;

/** A listing of the jobs view (GET /capi/search/listings). */
export const ZListingSearchHit = z.object({
  id: z.number(),
  title: z.string(),
  employer: ZSearchEmployer,
  /** The place of work; for a listing 'by agreement' the employer's first address; null without either. */
  place: ZPlace.nullable(),
  workload_min: z.number(),
  workload_max: z.number(),
  employment_type: ZEmploymentType,
  remote_type: ZRemoteType,
  /** CHF a year (the only period listings have); null when not given. */
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  published_on: z.string().nullable(),
  /** Published today or on the LISTING_NEW_DAYS − 1 days before (Europe/Zurich). */
  is_new: z.boolean(),
  /** Kilometres from `location` to the place of work, with `location` only. */
  distance_km: z.number().nullable(),
  /** The signed-in seeker has an open (pending or active) application to it; absent for visitors. */
  applied: z.boolean().optional(),
});
export type TListingSearchHit = z.infer<typeof ZListingSearchHit>;

export const ZSearchListingsResponse = searchResponse(ZListingSearchHit);
export type TSearchListingsResponse = z.infer<typeof ZSearchListingsResponse>;

export const ZMapCluster = z.object({
  lat: z.number(),
  lng: z.number(),
  /** Employers in the employers view, listings in the jobs view. */
  count: z.number(),
  /** Present when the feature is one employer (in the jobs view: all its listings are of one employer). */
  company_id: z.number().optional(),
});
export type TMapCluster = z.infer<typeof ZMapCluster>;
export const ZSearchMapResponse = z.object({ clusters: z.array(ZMapCluster) });
export type TSearchMapResponse = z.infer<typeof ZSearchMapResponse>;

/** GET /capi/locations?query= : postal codes and localities of CH and LI. */
export const ZLocationsQuery = z.strictObject({
  query: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
export const ZLocationSuggestion = z.object({
  /** What goes into the search's `location` parameter, e.g. "8001 Zürich". */
  label: z.string(),
  postal_code: z.string().nullable(),
  city: z.string(),
  canton: z.string(),
  country: z.enum(["CH", "LI"]),
  lat: z.number(),
  lng: z.number(),
  /** [west, south, east, north] around the place's postal codes. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type TLocationSuggestion = z.infer<typeof ZLocationSuggestion>;
export const ZLocationsResponse = z.object({ items: z.array(ZLocationSuggestion) });
export type TLocationsResponse = z.infer<typeof ZLocationsResponse>;

/**
 * GET /capi/search/job-titles?query= : occupations of the vocabulary whose forms start with the
 * words typed, labelled in `language` (de when absent or unknown), the most listed first; for the
 * search's keywords, the seeker profile and the job alerts.
 */
export const ZJobTitlesQuery = z.strictObject({
  query: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(10),
  /** The language of the labels; lenient: an unknown one is German. */
  language: z.enum(["de", "fr", "it", "en"]).default("de").catch("de"),
});
/** The labels, one per occupation. */
export const ZJobTitlesResponse = z.object({ items: z.array(z.string()) });
export type TJobTitlesResponse = z.infer<typeof ZJobTitlesResponse>;
