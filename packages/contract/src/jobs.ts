/**
 * Contract of the job profiles of the organisation (issue 9, spec §7 "Organisation side"):
 * GET/POST /capi/org/jobs, GET/PUT /capi/org/jobs/{job_id}. A job is the employer's lasting
 * description of a role (docs/domain.md §4); its four texts are Markdown, stored as written and rendered
 * inert by every client (never as HTML).
 */
import { z } from "zod";
import { ZContentLanguage, ZJobStatus, type TJobStatus } from "./enums";
import { pageQuery, ZId } from "./ids-pages";
import { listResponse } from "./lists";
import { revisionField, savedRevisionField } from "./revisions";

/** Bounds of a job's title and of each of its four texts (characters). */
export const JOB_TITLE_MIN = 2;
export const JOB_TITLE_MAX = 150;
export const JOB_TEXT_MAX = 20_000;
/** Page size of the org's job list (spec §9): the default and the largest page. */
export const JOBS_PAGE_SIZE = 50;
/** The longest `query` the job list accepts (the same as the list screen's URL parameter). */
export const JOBS_QUERY_MAX = 200;

/** The four texts of a job, in the order the screens show them. */
export const JOB_TEXT_FIELDS = ["role_and_responsibilities", "requirements", "team_description", "benefits"] as const;
export type TJobTextField = (typeof JOB_TEXT_FIELDS)[number];

/**
 * The status changes a job allows (docs/domain.md §4): planned → active, planned → archived,
 * active → archived, archived → active (reopen). Anything else is refused with the ServiceError
 * code `invalid_transition`; "changing" to the status a job has is no change.
 */
export const JOB_TRANSITIONS: Record<TJobStatus, readonly TJobStatus[]> = {
  planned: ["active", "archived"],
  active: ["archived"],
  archived: ["active"],
};

/** Whether a job may go from `from` to `to` (the same status is no transition: allowed). */
export function jobTransitionAllowed(from: TJobStatus, to: TJobStatus): boolean {
  return from === to || JOB_TRANSITIONS[from].includes(to);
}

/** The activity verb of a job's status change: activated, archived or reopened (archived → active). */
export function jobTransitionVerb(from: TJobStatus, to: TJobStatus): "activated" | "archived" | "reopened" {
  if (to === "archived") return "archived";
  return from === "archived" ? "reopened" : "activated";
}

export const ZJobTitle = z.string().trim().min(JOB_TITLE_MIN).max(JOB_TITLE_MAX);
/** One of the four texts: Markdown exactly as the employer wrote it, at most 20,000 characters. */
export const ZJobText = z.string().max(JOB_TEXT_MAX);

/** A status a job can be created with: planned (the default) or active. */
export const ZJobCreateStatus = z.enum(["planned", "active"]);

/** POST /capi/org/jobs: title and language are required, the texts default to empty, the status to planned. */
export const ZOrgJobCreateRequest = z.strictObject({
  title: ZJobTitle,
  language: ZContentLanguage,
  role_and_responsibilities: ZJobText.default(""),
  requirements: ZJobText.default(""),
  team_description: ZJobText.default(""),
  benefits: ZJobText.default(""),
  status: ZJobCreateStatus.default("planned"),
});
export type TOrgJobCreateRequest = z.input<typeof ZOrgJobCreateRequest>;
export type TOrgJobCreate = z.output<typeof ZOrgJobCreateRequest>;

/**
 * PUT /capi/org/jobs/{job_id}: `id` must be the path's id (else ValidationError at `id`); every
 * other field is optional and only the fields sent change (the detail screen sends `{id, status}`,
 * the editor the title, language and texts).
 */
export const ZOrgJobUpdateRequest = z.strictObject({
  id: ZId,
  title: ZJobTitle.optional(),
  language: ZContentLanguage.optional(),
  role_and_responsibilities: ZJobText.optional(),
  requirements: ZJobText.optional(),
  team_description: ZJobText.optional(),
  benefits: ZJobText.optional(),
  status: ZJobStatus.optional(),
  /** The revision the screen loaded: an older one than the stored is refused (409 `stale`, ADR 088). */
  ...savedRevisionField,
});
export type TOrgJobUpdateRequest = z.input<typeof ZOrgJobUpdateRequest>;
export type TOrgJobUpdate = z.output<typeof ZOrgJobUpdateRequest>;

/** A job in the org's list. */
export const ZOrgJobSummary = z.object({
  id: z.number(),
  title: z.string(),
  status: ZJobStatus,
  language: ZContentLanguage,
  updated_at: z.string(),
  created_at: z.string(),
  /** Its listings that are active now. */
  active_listings_count: z.number().int().nonnegative(),
});
export type TOrgJobSummary = z.infer<typeof ZOrgJobSummary>;

/** GET/PUT /capi/org/jobs/{job_id}, 201 of POST: the job with its four Markdown texts. */
export const ZOrgJob = ZOrgJobSummary.extend({
  role_and_responsibilities: z.string(),
  requirements: z.string(),
  team_description: z.string(),
  benefits: z.string(),
  /** The job's edit revision: every change, status changes included, adds one (ADR 088). */
  ...revisionField,
});
export type TOrgJob = z.infer<typeof ZOrgJob>;

export const ZOrgJobsResponse = listResponse(ZOrgJobSummary);
export type TOrgJobsResponse = z.infer<typeof ZOrgJobsResponse>;

/**
 * `status` as a list: repeated (`status=planned&status=active`) or comma-separated
 * (`status=planned,active`). An unknown value is refused at `status` itself.
 */
const ZJobStatusList = z.preprocess(
  (v) => (typeof v === "string" ? [v] : v),
  z.array(z.string()).transform((values, ctx) => {
    const statuses = values.flatMap((value) => value.split(",")).map((value) => value.trim());
    const unknown = statuses.find((status) => !ZJobStatus.safeParse(status).success);
    if (unknown !== undefined) {
      ctx.addIssue({ code: "invalid_value", values: [...ZJobStatus.options], input: unknown });
      return z.NEVER;
    }
    return [...new Set(statuses as TJobStatus[])];
  }),
);

/** How the list is ordered: most recently changed first unless asked otherwise. */
export const ZOrgJobsOrder = z.enum(["-updated_at", "updated_at", "-created_at", "created_at", "title", "-title"]);
export type TOrgJobsOrder = z.infer<typeof ZOrgJobsOrder>;

/**
 * GET /capi/org/jobs: `query` searches title and texts (every word, case- and accent-insensitive),
 * `status` keeps jobs of the listed statuses; pages of at most 50.
 */
export const ZOrgJobsQuery = z.strictObject({
  query: z.string().trim().max(JOBS_QUERY_MAX).optional(),
  status: ZJobStatusList.optional(),
  ...pageQuery({ defaultSize: JOBS_PAGE_SIZE, maxSize: JOBS_PAGE_SIZE }),
  order_by: ZOrgJobsOrder.default("-updated_at"),
});
export type TOrgJobsQueryInput = z.input<typeof ZOrgJobsQuery>;
export type TOrgJobsQuery = z.output<typeof ZOrgJobsQuery>;
