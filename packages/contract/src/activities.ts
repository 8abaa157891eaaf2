/**
 * Contract of the activity feed and notifications (issue 9, spec §7 "Organisation side"): every
 * change of a job, listing, questionnaire or application writes an activity of the organisation,
 * and each member gets a notification wrapping it (`activity`) until they dismiss it. The org
 * home's counts (GET /capi/org/summary) live here too.
 */
import { z } from "zod";
import { ZActivitySourceType, type TActivitySourceType } from "./enums";
import { pageQuery, ZId, ZPathId } from "./ids-pages";
import { listResponse } from "./lists";
import { queryList, ZQueryBoolean } from "./query-params";

/** Page size of the feed and of the notifications (default and maximum `limit`). */
export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_MAX_PAGE_SIZE = 50;
/** At most this many notification ids in one dismiss call (`{all: true}` dismisses any number). */
export const DISMISS_MAX_IDS = 100;
/** The org home counts applications submitted within these last days as new, and listings ending within them as expiring. */
export const SUMMARY_WINDOW_DAYS = 7;

/**
 * The verbs the services write. The web app words each of them; any other verb still reads well
 * (it is shown as "changed"), so a new verb never breaks older clients.
 */
export const ACTIVITY_VERBS = [
  "created",
  "updated",
  "published",
  "activated",
  "archived",
  "reopened",
  "extended",
  "cancelled",
  "postponed",
  "expired",
  "submitted",
  "withdrawn",
  "rejected",
  "accepted",
  "contact_requested",
  "contact_accepted",
  "contact_declined",
  /** A pending application passed the organisation's answer time (issue 29): the members are reminded. */
  "answer_due",
  /** A pending application was closed without an answer, AUTO_CLOSE_AFTER_REMINDER_DAYS after the reminder. */
  "closed_unanswered",
  /** The organisation's plan changed (source type `plan`; the subject names both plans, planChangeSubject). */
  "changed",
] as const;
export type TActivityVerb = (typeof ACTIVITY_VERBS)[number];

/**
 * Who acted (ADR 057): a member of the organisation (`actor` names them while their account
 * exists), the applicant (an application's own moves: applying, withdrawing, answering a contact
 * request) or the system (the scheduler's listing lifecycle).
 */
export const ACTIVITY_ACTOR_KINDS = ["member", "applicant", "system"] as const;
export const ZActivityActorKind = z.enum(ACTIVITY_ACTOR_KINDS);
export type TActivityActorKind = z.infer<typeof ZActivityActorKind>;

/**
 * Every kind of activity the product records: what happened to which kind of source, and who did
 * it. The server can record no other (recordActivity's input is typed by this list) and the web
 * words each one in de and en (a table-driven test walks the list).
 */
export const ACTIVITY_KINDS = [
  { source_type: "job", verb: "created", actor_kind: "member" },
  { source_type: "job", verb: "updated", actor_kind: "member" },
  { source_type: "job", verb: "activated", actor_kind: "member" },
  { source_type: "job", verb: "archived", actor_kind: "member" },
  { source_type: "job", verb: "reopened", actor_kind: "member" },
  { source_type: "listing", verb: "created", actor_kind: "member" },
  { source_type: "listing", verb: "published", actor_kind: "member" },
  { source_type: "listing", verb: "updated", actor_kind: "member" },
  { source_type: "listing", verb: "extended", actor_kind: "member" },
  { source_type: "listing", verb: "archived", actor_kind: "member" },
  { source_type: "listing", verb: "cancelled", actor_kind: "member" },
  { source_type: "listing", verb: "published", actor_kind: "system" },
  { source_type: "listing", verb: "expired", actor_kind: "system" },
  { source_type: "listing", verb: "postponed", actor_kind: "system" },
  { source_type: "questionnaire", verb: "created", actor_kind: "member" },
  { source_type: "questionnaire", verb: "updated", actor_kind: "member" },
  { source_type: "questionnaire", verb: "archived", actor_kind: "member" },
  { source_type: "questionnaire", verb: "reopened", actor_kind: "member" },
  { source_type: "application", verb: "submitted", actor_kind: "applicant" },
  { source_type: "application", verb: "withdrawn", actor_kind: "applicant" },
  { source_type: "application", verb: "contact_accepted", actor_kind: "applicant" },
  { source_type: "application", verb: "contact_declined", actor_kind: "applicant" },
  { source_type: "application", verb: "accepted", actor_kind: "member" },
  { source_type: "application", verb: "contact_requested", actor_kind: "member" },
  { source_type: "application", verb: "rejected", actor_kind: "member" },
  { source_type: "application", verb: "withdrawn", actor_kind: "member" },
  { source_type: "application", verb: "archived", actor_kind: "member" },
  // Issue 29: a pending application past the answer time, and one closed without an answer.
  { source_type: "application", verb: "answer_due", actor_kind: "system" },
  { source_type: "application", verb: "closed_unanswered", actor_kind: "system" },
  { source_type: "plan", verb: "changed", actor_kind: "member" },
] as const satisfies readonly {
  source_type: TActivitySourceType;
  verb: TActivityVerb;
  actor_kind: TActivityActorKind;
}[];
export type TActivityKind = (typeof ACTIVITY_KINDS)[number];

const pageFields = pageQuery({ defaultSize: ACTIVITY_PAGE_SIZE, maxSize: ACTIVITY_MAX_PAGE_SIZE });

/** GET /capi/activities: newest first; `source_type` (list) and `source_id` narrow the feed (e.g. one job's history). */
export const ZActivitiesQuery = z.strictObject({
  ...pageFields,
  /** Repeated (`source_type=job&source_type=listing`) or comma-separated. */
  source_type: queryList(z.array(ZActivitySourceType).min(1).max(10)),
  source_id: ZPathId.optional(),
});
export type TActivitiesQuery = z.infer<typeof ZActivitiesQuery>;

/** The member who acted; null for the scheduler, an applicant, or a member whose account is gone. */
export const ZActivityActor = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
});
export type TActivityActor = z.infer<typeof ZActivityActor>;

/**
 * One thing that happened in the organisation (ADR 020, ADR 057): who (`actor_kind`, `actor`) did
 * what (`verb`) to which source (`subject`: its title at that time, plain text — for an
 * application the applicant's name, empty once they deleted their data).
 */
export const ZActivity = z.object({
  id: z.number(),
  source_type: ZActivitySourceType,
  source_id: z.number(),
  /** What happened; see ACTIVITY_VERBS (others may appear later). */
  verb: z.string(),
  subject: z.string(),
  /** Who acted; ACTIVITY_KINDS lists who does what. */
  actor_kind: ZActivityActorKind,
  /** The member who acted (actor_kind member); null for anyone else and once their account is gone. */
  actor: ZActivityActor.nullable(),
  /**
   * An application's activity: the listing's title at that time (the job's for an application to
   * a job profile); null for an unsolicited application and for the other sources.
   */
  position: z.string().nullable(),
  created_at: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ZActivitiesResponse = listResponse(ZActivity);
export type TActivitiesResponse = z.infer<typeof ZActivitiesResponse>;

/** GET /capi/notifications: the signed-in member's, newest first; only unread ones unless `unread=false`. */
export const ZNotificationsQuery = z.strictObject({
  ...pageFields,
  unread: ZQueryBoolean.default(true),
});
export type TNotificationsQuery = z.input<typeof ZNotificationsQuery>;

/** A member's copy of an activity (spec §3: it wraps the activity in `activity`). */
export const ZNotification = z.object({
  id: z.number(),
  created_at: z.string(),
  dismissed_at: z.string().nullable(),
  activity: ZActivity,
});
export type TNotification = z.infer<typeof ZNotification>;

/**
 * `count` is the number of the member's notifications matching `unread` — with the default
 * (unread only) it is the unread count the bell shows.
 */
export const ZNotificationsResponse = listResponse(ZNotification);
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

/**
 * POST /capi/notifications/dismiss: exactly one of `ids` (the member's own notifications; other
 * ids are ignored) or `all: true` (every unread notification of the member in this organisation).
 */
export const ZDismissNotificationsRequest = z.union([
  z.strictObject({ ids: z.array(ZId).min(1).max(DISMISS_MAX_IDS) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type TDismissNotificationsRequest = z.infer<typeof ZDismissNotificationsRequest>;

/** The answer of a dismiss: how many notifications it dismissed (0 when they were dismissed already). */
export const ZDismissNotificationsResponse = z.number().int().nonnegative();
export type TDismissNotificationsResponse = z.infer<typeof ZDismissNotificationsResponse>;

/** GET /capi/org/summary: the org home's counts. */
export const ZOrgSummary = z.object({
  active_listings: z.number().int().nonnegative(),
  planned_listings: z.number().int().nonnegative(),
  /** Active listings whose runtime ends within the next 7 days (Europe/Zurich dates: last day today … today + 6). */
  expiring_listings: z.number().int().nonnegative(),
  active_jobs: z.number().int().nonnegative(),
  /** Applications submitted within the last 7 days (activities of source_type application, verb submitted). */
  new_applications: z.number().int().nonnegative(),
  /** The signed-in member's unread notifications in this organisation. */
  unread_notifications: z.number().int().nonnegative(),
});
export type TOrgSummary = z.infer<typeof ZOrgSummary>;
