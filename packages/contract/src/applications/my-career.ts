/**
 * Contract of the seeker's career area (issue 10, spec §7 "Seeker side", ADR 023): their
 * applications (GET /capi/user/applications, GET/PUT /capi/user/applications/{application_id})
 * and the anonymous applicant's read-only status page (GET /capi/application-status/{application_id}
 * with the mailed token, POST …/withdraw).
 */
import { z } from "zod";
import { ROUTE_SEARCH_FIELDS } from "../core/route-search-fields";
import { zodRouteSearch } from "../search-params";
import {
  APPLICATION_LIMITS,
  applicantAnswerFields,
  applicationStatusFields,
  applicationTargetFields,
} from "./application";
import { ZApplicationStatusGroup, ZApplicationType, ZQuestionType } from "../enums";
import { pageQuery, ZId } from "../ids-pages";
import { listResponse } from "../lists";

/** Page size of the seeker's application list (spec §9): the default and the largest page. */
export const MY_APPLICATIONS_PAGE_SIZE = 50;

/** How the list is ordered: most recently changed first unless asked otherwise (spec §7). */
export const ZMyApplicationsOrder = z.enum(["-updated_at", "updated_at", "-created_at"]);
export type TMyApplicationsOrder = z.infer<typeof ZMyApplicationsOrder>;

/**
 * GET /capi/user/applications: `status` is the group (active = pending + active, archived =
 * withdrawn + rejected + archived; absent = all). The latest-application lookup of the spec is
 * `limit=1&offset=0&order_by=-updated_at`.
 */
export const ZMyApplicationsQuery = z.strictObject({
  status: ZApplicationStatusGroup.optional(),
  ...pageQuery({ defaultSize: MY_APPLICATIONS_PAGE_SIZE, maxSize: MY_APPLICATIONS_PAGE_SIZE }),
  order_by: ZMyApplicationsOrder.default("-updated_at"),
});
export type TMyApplicationsQueryInput = z.input<typeof ZMyApplicationsQuery>;
export type TMyApplicationsQuery = z.output<typeof ZMyApplicationsQuery>;

/** An application in the seeker's list. */
export const ZMyApplicationSummary = z.object({
  id: z.number(),
  /** What the seeker sees is `displayed_status`: the status, with who closed it. */
  ...applicationStatusFields,
  origin: ZApplicationType,
  company: z.object({ id: z.number(), name: z.string(), logo_url: z.string().nullable() }),
  ...applicationTargetFields,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TMyApplicationSummary = z.infer<typeof ZMyApplicationSummary>;

export const ZMyApplicationsResponse = listResponse(ZMyApplicationSummary);
export type TMyApplicationsResponse = z.infer<typeof ZMyApplicationsResponse>;

/** One answer, with the question as it read in the questionnaire version the applicant answered. */
export const ZMyApplicationAnswer = z.object({
  question_id: z.number(),
  question: z.string(),
  type: ZQuestionType,
  values: z.array(z.string()),
});
export type TMyApplicationAnswer = z.infer<typeof ZMyApplicationAnswer>;

/**
 * What happened to the application, as the seeker reads it (the timeline, issue 29): the activity
 * verbs of the state machine, with a closing move named by who closed it, the contact requests the
 * applicant was mailed and accepted, the candidate invitation it answered (`invited`), the first
 * time the employer opened it (`seen`: a timestamp, not a state) and the close without an answer
 * (`closed_unanswered`). Internal entries (the employer's notes, reminders) are never listed.
 */
export const MY_APPLICATION_EVENTS = [
  "invited",
  "submitted",
  "seen",
  "accepted",
  "user_withdrawn",
  "org_withdrawn",
  "user_rejected",
  "org_rejected",
  "archived",
  "contact_requested",
  "contact_accepted",
  "closed_unanswered",
] as const;
export const ZMyApplicationEvent = z.enum(MY_APPLICATION_EVENTS);
export type TMyApplicationEvent = z.infer<typeof ZMyApplicationEvent>;

export const ZMyApplicationHistoryEntry = z.object({
  /** The activity's id; 0 for the entries no activity records (`seen`, `invited`). */
  id: z.number(),
  event: ZMyApplicationEvent,
  created_at: z.string(),
});
export type TMyApplicationHistoryEntry = z.infer<typeof ZMyApplicationHistoryEntry>;

/** GET/PUT /capi/user/applications/{id} and the anonymous status page: one application whole. */
export const ZMyApplication = ZMyApplicationSummary.extend({
  ...applicantAnswerFields,
  /**
   * The employer's message when it closed the application (its rejection, or the withdrawal
   * because the position closed); null when there is none.
   */
  closing_message: z.string().nullable(),
  /** The profile texts can be changed (only while pending). */
  editable: z.boolean(),
  /** It can still be withdrawn (pending or active). */
  withdrawable: z.boolean(),
  answers: z.array(ZMyApplicationAnswer),
  attachments: z.array(z.object({ id: z.string(), file_name: z.string(), byte_size: z.number() })),
  /** The timeline, newest first. */
  history: z.array(ZMyApplicationHistoryEntry),
  /** The days the employer promises to answer within (its answer time). */
  answer_days: z.number(),
  /** While pending: the instant it is closed without an answer if nobody answers; else null. */
  closes_at: z.string().nullable(),
  /** Once final (withdrawn, rejected, archived): the Zurich date its data is deleted (YYYY-MM-DD); else null. */
  deleted_on: z.string().nullable(),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** The three profile texts of an application. */
export const MY_APPLICATION_TEXT_FIELDS = ["my_story", "what_i_bring", "what_i_want"] as const;
export type TMyApplicationTextField = (typeof MY_APPLICATION_TEXT_FIELDS)[number];
export const ZMyApplicationText = z.string().trim().max(APPLICATION_LIMITS.textMax);

/**
 * PUT /capi/user/applications/{id}: `id` must be the path's id. Either the three profile texts
 * (allowed only while pending, else ServiceError application_not_pending) or `status: "withdrawn"`
 * (final; from another state than pending or active: ServiceError invalid_transition) — not both.
 */
export const ZMyApplicationUpdateRequest = z
  .strictObject({
    id: ZId,
    my_story: ZMyApplicationText.optional(),
    what_i_bring: ZMyApplicationText.optional(),
    what_i_want: ZMyApplicationText.optional(),
    status: z.literal("withdrawn").optional(),
  })
  // The two shapes the refinement below accepts, for the OpenAPI document (issue 25 §8): a
  // refinement has no JSON Schema of its own, so without this the document required only `id`.
  // Exactly one of them: a status comes without any text, as the server refuses one.
  .meta({
    oneOf: [
      { required: ["id", ...MY_APPLICATION_TEXT_FIELDS] },
      {
        required: ["id", "status"],
        properties: Object.fromEntries(MY_APPLICATION_TEXT_FIELDS.map((field) => [field, false])),
      },
    ],
  })
  .superRefine((body, ctx) => {
    // With `status`, texts are refused by the route (in the request's language); without it, all three are needed.
    if (body.status !== undefined) return;
    for (const field of MY_APPLICATION_TEXT_FIELDS) {
      if (body[field] === undefined) {
        ctx.addIssue({ code: "invalid_type", expected: "string", input: undefined, path: [field] });
      }
    }
  });
export type TMyApplicationUpdateRequest = z.input<typeof ZMyApplicationUpdateRequest>;
export type TMyApplicationUpdate = z.output<typeof ZMyApplicationUpdateRequest>;

/** GET /capi/application-status/{id}?token=: the mailed token of THAT application (else 404). */
export const ZApplicationStatusQuery = z.strictObject({ token: z.string().max(200).default("") });
export type TApplicationStatusQuery = z.output<typeof ZApplicationStatusQuery>;

/** POST /capi/application-status/{id}/withdraw: the same token; withdraws it (final). */
export const ZApplicationStatusWithdrawRequest = z.strictObject({ token: z.string().max(200) });
export type TApplicationStatusWithdrawRequest = z.infer<typeof ZApplicationStatusWithdrawRequest>;

/**
 * PUT /capi/application-status/{id}: the anonymous applicant changes the three profile texts with
 * the mailed token, under the signed-in rules (only while pending, else application_not_pending).
 */
export const ZApplicationStatusUpdateRequest = z.strictObject({
  token: z.string().max(200),
  my_story: ZMyApplicationText,
  what_i_bring: ZMyApplicationText,
  what_i_want: ZMyApplicationText,
});
export type TApplicationStatusUpdateRequest = z.input<typeof ZApplicationStatusUpdateRequest>;
export type TApplicationStatusUpdate = z.output<typeof ZApplicationStatusUpdateRequest>;

/** The route search of user/applications (the group in the URL; spec §2) and of its detail (`token`). */
export const myApplicationSearch = zodRouteSearch(ROUTE_SEARCH_FIELDS.myApplicationSearch);
