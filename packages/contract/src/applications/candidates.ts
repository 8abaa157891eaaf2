/**
 * Contract of the organisation side of applications (issue 10, spec §7 "Organisation side", ADR 024):
 * GET /capi/org/applications (the candidates list, with the candidate pool), GET/PUT
 * /capi/org/applications/{application_id} (the candidate profile; accept, archive, notes), the
 * attachment download, GET /capi/org/candidate-pool/{seeker_id} (a seeker who shared their profile)
 * and POST /capi/org/listings/{listing_id}/withdraw-applications (a closed listing's open applications).
 */
import { z } from "zod";
import { ZActivityActorKind } from "../activities";
import { APPLICATION_LIMITS, applicationStatusFields, applicationTargetFields } from "./application";
import { ZApplicationStatus, ZApplicationStatusGroup, ZApplicationType, ZLanguage, ZQuestionType } from "../enums";
import { pageQuery, ZId, ZPathId } from "../ids-pages";
import { listResponse } from "../lists";
import { ZRatingSummary } from "./ratings";
import { queryList } from "../query-params";
import { ZSeekerProfile } from "../seeker";

/** Page size of the candidates list (spec §9): the default and the largest page. */
export const CANDIDATES_PAGE_SIZE = 50;
/** The longest `query` the list accepts. */
export const CANDIDATES_QUERY_MAX = 200;

/** A list parameter: repeated (`type=direct&type=invited`) or comma-separated (`type=direct,invited`), each value once. */
function distinctList<T extends z.ZodType>(item: T, max: number) {
  return queryList(
    z
      .array(item)
      .min(1)
      .max(max)
      .transform((values) => [...new Set(values)] as z.output<T>[]),
  );
}

/**
 * GET /capi/org/applications: `query` matches the applicant's name, and their email only once the
 * profile shows it (they accepted a contact request; a pool seeker's always) — each word, case- and
 * accent-insensitive; `type` keeps the listed origins (`unsolicited` also brings the candidate
 * pool); `status` active = pending + active, archived = withdrawn + rejected + archived;
 * `job_ids`, `listing_ids` keep applications to those; newest first, pages of at most 50.
 */
export const ZOrgApplicationsQuery = z.strictObject({
  query: z.string().trim().max(CANDIDATES_QUERY_MAX).optional(),
  type: distinctList(ZApplicationType, 3),
  status: ZApplicationStatusGroup.optional(),
  job_ids: distinctList(ZPathId, 50),
  listing_ids: distinctList(ZPathId, 50),
  ...pageQuery({ defaultSize: CANDIDATES_PAGE_SIZE, maxSize: CANDIDATES_PAGE_SIZE }),
  order_by: z.enum(["-created_at", "created_at"]).default("-created_at"),
});
export type TOrgApplicationsQueryInput = z.input<typeof ZOrgApplicationsQuery>;
export type TOrgApplicationsQuery = z.output<typeof ZOrgApplicationsQuery>;

/** An application in the list. */
export const ZOrgApplicationItem = z.object({
  kind: z.literal("application"),
  id: z.number(),
  name: z.string(),
  origin: ZApplicationType,
  ...applicationTargetFields,
  created_at: z.string(),
  ...applicationStatusFields,
  /** A knock-out question was missed (nothing is rejected automatically). */
  knock_out_missed: z.boolean(),
  /** Another application with the same (verified) email to this organisation exists. */
  has_duplicates: z.boolean(),
  /** The applicant deleted their data (ADR 030): `name` is empty; show "Applicant (data deleted)". */
  identity_deleted: z.boolean(),
  /** The members' ratings (ADR 091): their average and how many rated. */
  rating: ZRatingSummary,
});
export type TOrgApplicationItem = z.infer<typeof ZOrgApplicationItem>;

/** A seeker in the candidate pool (granted the company access to their seeker profile); type unsolicited. */
export const ZOrgPoolItem = z.object({
  kind: z.literal("pool"),
  user_id: z.number(),
  name: z.string(),
  /** When access was granted. */
  created_at: z.string(),
  job_titles: z.array(z.string()),
});
export type TOrgPoolItem = z.infer<typeof ZOrgPoolItem>;

export const ZOrgCandidateItem = z.discriminatedUnion("kind", [ZOrgApplicationItem, ZOrgPoolItem]);
export type TOrgCandidateItem = z.infer<typeof ZOrgCandidateItem>;

export const ZOrgApplicationsResponse = listResponse(ZOrgCandidateItem);
export type TOrgApplicationsResponse = z.infer<typeof ZOrgApplicationsResponse>;

/** One answer of the questionnaire version the applicant answered. */
export const ZOrgApplicationAnswer = z.object({
  question_id: z.number(),
  type: ZQuestionType,
  text: z.string(),
  values: z.array(z.string()),
  /** The question was a knock-out question … */
  knock_out: z.boolean(),
  /** … and this answer missed what it expects. */
  knock_out_missed: z.boolean(),
});
export type TOrgApplicationAnswer = z.infer<typeof ZOrgApplicationAnswer>;

export const ZOrgApplicationAttachment = z.object({
  id: z.string(),
  file_name: z.string(),
  byte_size: z.number(),
  /** GET, only for members of the organisation: the PDF as a download. */
  url: z.string(),
});
export type TOrgApplicationAttachment = z.infer<typeof ZOrgApplicationAttachment>;

/** An entry of the application's history (its activities, oldest first). */
export const ZOrgApplicationHistoryEntry = z.object({
  id: z.number(),
  verb: z.string(),
  /** Who acted: a member (named by `actor_name` while their account exists) or the applicant. */
  actor_kind: ZActivityActorKind,
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type TOrgApplicationHistoryEntry = z.infer<typeof ZOrgApplicationHistoryEntry>;

/** Another application of the same email to the organisation. */
export const ZOrgApplicationDuplicate = z.object({
  id: z.number(),
  created_at: z.string(),
  ...applicationStatusFields,
  ...applicationTargetFields,
});
export type TOrgApplicationDuplicate = z.infer<typeof ZOrgApplicationDuplicate>;

/**
 * GET/PUT /capi/org/applications/{application_id}: the candidate profile. `email` and `phone` are
 * null with `contact_hidden: true` until the applicant accepted a contact request (ADR 024).
 */
export const ZOrgApplication = z.object({
  id: z.number(),
  origin: ZApplicationType,
  ...applicationStatusFields,
  created_at: z.string(),
  updated_at: z.string(),
  ...applicationTargetFields,
  first_name: z.string(),
  last_name: z.string(),
  /** The applicant applied signed in (has an account); false for an anonymous quick application. */
  has_account: z.boolean(),
  /** The applicant deleted their data (ADR 030): names and texts are empty; show "Applicant (data deleted)". */
  identity_deleted: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contact_hidden: z.boolean(),
  contact_revealed_at: z.string().nullable(),
  language: ZLanguage,
  my_story: z.string(),
  what_i_bring: z.string(),
  what_i_want: z.string(),
  knock_out_missed: z.boolean(),
  answers: z.array(ZOrgApplicationAnswer),
  attachments: z.array(ZOrgApplicationAttachment),
  history: z.array(ZOrgApplicationHistoryEntry),
  duplicates: z.array(ZOrgApplicationDuplicate),
  /** The organisation's own notes; never shown to the applicant. */
  notes: z.string(),
});
export type TOrgApplication = z.infer<typeof ZOrgApplication>;

/**
 * PUT /capi/org/applications/{application_id}: `id` must be the path's. `status` moves through the
 * state machine only: active from pending (accept, mailed), archived from active (archive); the
 * same status is no change; anything else → ServiceError invalid_transition. `message`: the
 * employer's words to the applicant when archiving (mailed and shown on their timeline; issue 29).
 */
export const ZOrgApplicationUpdateRequest = z.strictObject({
  id: ZId,
  notes: z.string().max(APPLICATION_LIMITS.notesMax).optional(),
  status: ZApplicationStatus.optional(),
  message: z.string().trim().max(APPLICATION_LIMITS.messageMax).optional(),
});
export type TOrgApplicationUpdateRequest = z.input<typeof ZOrgApplicationUpdateRequest>;
export type TOrgApplicationUpdate = z.output<typeof ZOrgApplicationUpdateRequest>;

/** GET /capi/org/candidate-pool/{seeker_id}: a seeker who granted the organisation access to their profile. */
export const ZOrgPoolCandidate = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  granted_at: z.string(),
  /** Null while the seeker has not saved a seeker profile. */
  profile: ZSeekerProfile.nullable(),
});
export type TOrgPoolCandidate = z.infer<typeof ZOrgPoolCandidate>;

/** POST /capi/org/listings/{listing_id}/withdraw-applications: an optional message to each applicant. */
export const ZWithdrawApplicationsRequest = z.strictObject({
  message: z.string().trim().max(APPLICATION_LIMITS.messageMax).optional(),
});
export type TWithdrawApplicationsRequest = z.input<typeof ZWithdrawApplicationsRequest>;
export const ZWithdrawApplicationsResponse = z.object({ withdrawn: z.number().int().nonnegative() });
export type TWithdrawApplicationsResponse = z.infer<typeof ZWithdrawApplicationsResponse>;

/** ServiceError code: applications are withdrawn only from a listing that has ended (archived). */
export const LISTING_NOT_CLOSED_CODE = "listing_not_closed";
