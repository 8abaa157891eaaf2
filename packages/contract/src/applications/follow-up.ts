/**
 * Contract of the follow-up of applications (issue 29, ADR 087): no application waits forever.
 * Each organisation promises an answer time; a pending application past it reminds the members, and
 * one still pending AUTO_CLOSE_AFTER_REMINDER_DAYS later is closed without an answer. Members choose
 * how they hear of new applications; the company page shows the organisation's response record.
 *
 *   GET/PUT  /capi/org/answer-time               readCompany / editCompany
 *   GET/PUT  /capi/org/application-mails         any member (their own choice)
 *   GET      /capi/org/response-record           readCompany
 *   GET      /capi/org/applications-closing      editCompany (JSON; `.csv` for the export)
 */
import { z } from "zod";
import { ANSWER_TIME } from "../core/constants";
import { applicationTargetFields } from "./application";

// ANSWER_TIME, AUTO_CLOSE_AFTER_REMINDER_DAYS and RESPONSE_RECORD are in core/constants.ts: public pages read them.

/** How a member hears of new applications: a mail each, a daily digest at 07:00 Zurich time, or not at all. */
export const APPLICATION_MAIL_MODES = ["instant", "daily", "none"] as const;
export const ZApplicationMailMode = z.enum(APPLICATION_MAIL_MODES);
export type TApplicationMailMode = z.infer<typeof ZApplicationMailMode>;

/** The Zurich time of the daily digest of new applications. */
export const APPLICATION_DIGEST_TIME: `${number}:${number}` = "07:00";

/** GET/PUT /capi/org/answer-time: `days` null means the default; `effective_days` is what applies. */
export const ZAnswerTime = z.object({
  days: z.number().nullable(),
  effective_days: z.number(),
  default_days: z.number(),
  min_days: z.number(),
  max_days: z.number(),
  /** Days after the answer time that a pending application is closed without an answer. */
  auto_close_after_days: z.number(),
});
export type TAnswerTime = z.infer<typeof ZAnswerTime>;

export const ZAnswerTimeUpdateRequest = z.strictObject({
  days: z.number().int().min(ANSWER_TIME.minDays).max(ANSWER_TIME.maxDays).nullable(),
});
export type TAnswerTimeUpdateRequest = z.infer<typeof ZAnswerTimeUpdateRequest>;

/**
 * GET/PUT /capi/org/application-mails: the signed-in member's own choice in this organisation.
 * `mode` null is the default: `default_mode` (daily for owners and admins, none for recruiters),
 * and instant for the applications to listings whose contact address is the member's.
 */
export const ZApplicationMailSetting = z.object({
  mode: ZApplicationMailMode.nullable(),
  default_mode: ZApplicationMailMode,
});
export type TApplicationMailSetting = z.infer<typeof ZApplicationMailSetting>;

export const ZApplicationMailSettingUpdateRequest = z.strictObject({ mode: ZApplicationMailMode.nullable() });
export type TApplicationMailSettingUpdateRequest = z.infer<typeof ZApplicationMailSettingUpdateRequest>;

/**
 * An organisation's response record over a window: of the applications received in it that were
 * answered or closed without an answer (pending ones within their time and those the applicant
 * withdrew first do not count), the share answered, and the median days from receipt to the
 * first answer (accepting, a contact request, a rejection or a withdrawal by the organisation).
 */
export const ZResponseRecord = z.object({
  /** The applications counted. */
  applications: z.number().int().nonnegative(),
  /** 0–1; null when none was counted. */
  answered_share: z.number().min(0).max(1).nullable(),
  /** Whole days, rounded up to one decimal; null when none was answered. */
  median_days_to_answer: z.number().nullable(),
});
export type TResponseRecord = z.infer<typeof ZResponseRecord>;

/** GET /capi/org/response-record: the last window and the one before it (the trend); public once `public`. */
export const ZOrgResponseRecord = z.object({
  window_days: z.number(),
  min_applications: z.number(),
  current: ZResponseRecord,
  previous: ZResponseRecord,
  /** The company page shows `current` (it counts at least min_applications). */
  public: z.boolean(),
});
export type TOrgResponseRecord = z.infer<typeof ZOrgResponseRecord>;

/** A pending application past the answer time: it is closed without an answer on `closes_at`. */
export const ZClosingApplication = z.object({
  id: z.number(),
  name: z.string(),
  ...applicationTargetFields,
  created_at: z.string(),
  reminded_at: z.string().nullable(),
  closes_at: z.string(),
});
export type TClosingApplication = z.infer<typeof ZClosingApplication>;

/** GET /capi/org/applications-closing: soonest first, all of them (bounded by the answer time). */
export const ZClosingApplications = z.object({ items: z.array(ZClosingApplication), count: z.number() });
export type TClosingApplications = z.infer<typeof ZClosingApplications>;

/**
 * POST /capi/debug/application-follow-up (development and test only): runs the follow-up task for
 * one application as if `days` days had passed (the end-to-end tests' moved clock).
 */
export const ZDebugFollowUpRequest = z.strictObject({
  application_id: z.number().int().positive(),
  days: z.number().int().min(0).max(400),
});
export const ZDebugFollowUpResponse = z.object({ reminded: z.number(), closed: z.number() });

/** POST /capi/debug/application-digest (development and test only): sends one organisation's daily digests now. */
export const ZDebugDigestRequest = z.strictObject({ organization_slug: z.string().min(1).max(200) });
export const ZDebugDigestResponse = z.object({ mails: z.number() });
