/**
 * Contract of the listings of the organisation (issue 9, ADR 018): the list with its filters, one
 * listing, creating one (the wizard: from an existing job or with a new job), changing it
 * (fields and status transitions of docs/domain.md §4) and extending it by 30 days.
 */
import { z } from "zod";
import {
  ZContentLanguage,
  ZCountry,
  ZEmploymentType,
  ZJobStatus,
  ZListingStatus,
  ZRemoteType,
  ZStartDateKind,
  type TListingStatus,
} from "./enums";
import { ZEmail, ZPhone } from "./fields";
import { pageQuery, ZId, ZPathId } from "./ids-pages";
import { listResponse } from "./lists";
import { revisionField, savedRevisionField } from "./revisions";
import { queryList } from "./query-params";
import { addressLineFields, ZJobTexts } from "./companies";
import { ZOrgJobCreateRequest } from "./jobs";

/** What one extension adds to a listing's runtime (docs/domain.md §4; the runtime is LISTING_RUNTIME_DAYS). */
export const LISTING_EXTENSION_DAYS = 30;
/** Page size of the listings list (and its upper bound). */
export const LISTINGS_PAGE_SIZE = 50;
export const LISTING_SALARY_MAX = 10_000_000;

/** The transitions of docs/domain.md §4; archived is final (copy it to publish again). */
export const LISTING_TRANSITIONS: Record<TListingStatus, readonly TListingStatus[]> = {
  planned: ["active", "archived"],
  active: ["archived"],
  archived: [],
};

/** Whether a listing may move from one status to another (staying is no transition). */
export function listingTransitionAllowed(from: TListingStatus, to: TListingStatus): boolean {
  return LISTING_TRANSITIONS[from].includes(to);
}

/** A business date, YYYY-MM-DD. */
export const ZBusinessDate = z.iso.date();
/** An http(s) address. */
const ZWebUrl = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain }));

/** A new job written in the wizard (blank template): the fields of POST /capi/org/jobs but its status. */
export const ZListingNewJob = ZOrgJobCreateRequest.omit({ status: true });
export type TListingNewJob = z.infer<typeof ZListingNewJob>;

/** What a listing is made of, as the editor and the wizard send it (spec §3 with the Swiss fields). */
export const ZListingFields = z.strictObject({
  title: z.string().trim().min(2).max(200),
  /** The language the ad is written in. */
  language: ZContentLanguage.default("de"),
  /** One of the organisation's addresses; null means the place of work is 'by agreement'. */
  address_id: ZId.nullable(),
  country: ZCountry.default("CH"),
  /**
   * The first day of the runtime (Europe/Zurich). A planned listing needs it (today or later); it
   * becomes active on that day. Publishing now sets it to today; it cannot change once published.
   */
  published_on: ZBusinessDate.nullable().default(null),
  start_kind: ZStartDateKind.default("asap"),
  /** The start date when start_kind is by_date. */
  start_date: ZBusinessDate.nullable().default(null),
  employment_type: ZEmploymentType.default("full_time"),
  remote_type: ZRemoteType.default("on_site"),
  /** Workload (Pensum) in percent, min ≤ max. */
  workload_min: z.number().int().min(0).max(100).default(100),
  workload_max: z.number().int().min(0).max(100).default(100),
  /** Optional salary range in CHF a year, min ≤ max. */
  salary_min: z.number().int().min(0).max(LISTING_SALARY_MAX).nullable().default(null),
  salary_max: z.number().int().min(0).max(LISTING_SALARY_MAX).nullable().default(null),
  required_languages: z
    .array(ZContentLanguage)
    .max(4)
    .default([])
    .transform((codes) => [...new Set(codes)]),
  /** The listing's own page elsewhere (e.g. the company's careers site) and where to apply, if not here. */
  listing_url: ZWebUrl.nullable().default(null),
  apply_url: ZWebUrl.nullable().default(null),
  /** One of the organisation's active questionnaires; applicants answer it. */
  questionnaire_id: ZId.nullable().default(null),
  /** Who answers applicants' questions. */
  contact_name: z.string().trim().max(120).default(""),
  contact_email: ZEmail.nullable().default(null),
  contact_phone: ZPhone.nullable().default(null),
});
export type TListingFields = z.infer<typeof ZListingFields>;
export type TListingFieldsInput = z.input<typeof ZListingFields>;

/**
 * POST /capi/org/listings: a listing of an existing job (`job_id`, the wizard's "from a job" and
 * "copy") or of a new job written with it (`job`, the blank template; both are created in one
 * transaction). `status` active publishes now (the plan's active-listing limit applies).
 */
export const ZCreateListingRequest = ZListingFields.extend({
  status: z.enum(["planned", "active"]).default("planned"),
  job_id: ZId.optional(),
  job: ZListingNewJob.optional(),
});
export type TCreateListingRequest = z.infer<typeof ZCreateListingRequest>;
export type TCreateListingRequestInput = z.input<typeof ZCreateListingRequest>;

/**
 * PUT /capi/org/listings/{listing_id}: the whole listing with its `id` (equal to the path's) and
 * `status`. A status change is a transition of docs/domain.md §4: planned → active (publish now), planned
 * → archived (cancel), active → archived (end early); anything else is refused.
 */
export const ZUpdateListingRequest = ZListingFields.extend({
  id: ZId,
  status: ZListingStatus,
  job_id: ZId,
  /** The revision the screen loaded: an older one than the stored is refused (409 `stale`, ADR 088). */
  ...savedRevisionField,
});
export type TUpdateListingRequest = z.infer<typeof ZUpdateListingRequest>;
export type TUpdateListingRequestInput = z.input<typeof ZUpdateListingRequest>;

/** POST /capi/org/listings/{listing_id}/extend: no fields (an empty object or no body). */
export const ZExtendListingRequest = z.strictObject({}).nullish();

/** Rules across fields of a listing, checked by the server and the forms alike. */
export type TListingRule =
  | "workload_order"
  | "salary_order"
  | "start_date_required"
  | "start_date_unexpected"
  | "published_on_required"
  | "job_choice";

/** The rules across fields an input breaks, each at the field it concerns. */
export function listingRuleIssues(
  input: Pick<
    TListingFields,
    "workload_min" | "workload_max" | "salary_min" | "salary_max" | "start_kind" | "start_date" | "published_on"
  > & { status?: TListingStatus; job_id?: number; job?: unknown },
  options: { create?: boolean } = {},
): { field: string; rule: TListingRule }[] {
  const issues: { field: string; rule: TListingRule }[] = [];
  if (input.workload_min > input.workload_max) issues.push({ field: "workload_max", rule: "workload_order" });
  if (input.salary_min !== null && input.salary_max !== null && input.salary_min > input.salary_max)
    issues.push({ field: "salary_max", rule: "salary_order" });
  if (input.start_kind === "by_date" && input.start_date === null)
    issues.push({ field: "start_date", rule: "start_date_required" });
  if (input.start_kind !== "by_date" && input.start_date !== null)
    issues.push({ field: "start_date", rule: "start_date_unexpected" });
  if (input.status === "planned" && input.published_on === null)
    issues.push({ field: "published_on", rule: "published_on_required" });
  if (options.create && (input.job_id === undefined) === (input.job === undefined))
    issues.push({ field: "job_id", rule: "job_choice" });
  return issues;
}

export const LISTING_ORDERS = [
  "created_at",
  "-created_at",
  "updated_at",
  "-updated_at",
  "title",
  "-title",
  "ends_on",
  "-ends_on",
  "published_on",
  "-published_on",
] as const;

/** GET /capi/org/listings: the filters of spec §2 and paging (at most 50 a page). */
export const ZOrgListingsQuery = z.strictObject({
  questionnaire_id: ZPathId.optional(),
  job_ids: queryList(z.array(ZPathId).max(100)),
  /** Words of the listing's or its job's title. */
  query: z.string().trim().max(200).optional(),
  /** Repeated (`status=a&status=b`) or comma-separated (`status=a,b`). */
  status: queryList(z.array(ZListingStatus).max(100)),
  ...pageQuery({ defaultSize: LISTINGS_PAGE_SIZE, maxSize: LISTINGS_PAGE_SIZE }),
  /** Newest first by default (`-created_at`). */
  order_by: z.enum(LISTING_ORDERS).default("-created_at"),
});
export type TOrgListingsQuery = z.infer<typeof ZOrgListingsQuery>;

/** The place of work as the organisation's screens show it. */
export const ZOrgListingAddress = z.object({
  ...addressLineFields,
  country: ZCountry,
});
export type TOrgListingAddress = z.infer<typeof ZOrgListingAddress>;

/** A listing as its organisation sees it (list items, one listing, the answers of changes). */
export const ZOrgListing = z.object({
  id: z.number(),
  organization_id: z.number(),
  status: ZListingStatus,
  title: z.string(),
  language: ZContentLanguage,
  job: z.object({ id: z.number(), title: z.string() }),
  /** Null with `location_by_agreement` true: 'by agreement'. */
  address: ZOrgListingAddress.nullable(),
  location_by_agreement: z.boolean(),
  country: ZCountry,
  /**
   * The uploaded picture, served by us (`/media/{id}`), or null. It is set with PUT and DELETE
   * /capi/org/listings/{listing_id}/picture, not with the listing's fields.
   */
  picture_url: z.string().nullable(),
  published_on: z.string().nullable(),
  /** The runtime's last day; it ends at 23:59 Europe/Zurich of that day. */
  ends_on: z.string().nullable(),
  /**
   * Days of the runtime left, today (Europe/Zurich) included: 30 on the publish date, 1 on the
   * last day, 0 once it has ended. Null unless active.
   */
  remaining_days: z.number().nullable(),
  extensions_used: z.number(),
  /** Extensions the plan still allows for this listing; null means unlimited. */
  extensions_left: z.number().nullable(),
  start_kind: ZStartDateKind,
  start_date: z.string().nullable(),
  employment_type: ZEmploymentType,
  remote_type: ZRemoteType,
  workload_min: z.number(),
  workload_max: z.number(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  required_languages: z.array(ZContentLanguage),
  listing_url: z.string().nullable(),
  apply_url: z.string().nullable(),
  questionnaire: z.object({ id: z.number(), name: z.string() }).nullable(),
  contact_name: z.string(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The listing's edit revision: every change adds one — saves, transitions (also the daily
   * publishing and archiving), extensions and the picture (ADR 088).
   */
  ...revisionField,
});
export type TOrgListing = z.infer<typeof ZOrgListing>;

/** GET /capi/org/listings: `{items, count}`, count over all pages. */
export const ZOrgListingsResponse = listResponse(ZOrgListing);
export type TOrgListingsResponse = z.infer<typeof ZOrgListingsResponse>;

/** GET /capi/org/listings/{listing_id} and the answers of changes: the listing with its job's texts. */
export const ZOrgListingDetail = ZOrgListing.extend({
  job: ZJobTexts.extend({ id: z.number(), title: z.string(), status: ZJobStatus }),
  /**
   * What "extend" would do now (ADR 018, 053): the runtime's new last day, or null with the plan
   * limit that refuses it — `extensionsPerListing` (not active, ended, or its extensions used up)
   * or `activeListings` (more listings are active than the plan allows: none is extended).
   */
  extension: z.object({
    ends_on: z.string().nullable(),
    refused_by: z.enum(["extensionsPerListing", "activeListings"]).nullable(),
  }),
});
export type TOrgListingDetail = z.infer<typeof ZOrgListingDetail>;
