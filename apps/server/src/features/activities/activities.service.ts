/**
 * The organisation's activity feed (docs/domain.md §4): every change of a job, listing, questionnaire or
 * application writes one activity, and each member gets a notification until dismissed — but not
 * the one who acted (docs/decisions/020-activity-feed-and-notifications.md, 057).
 */
import {
  SUMMARY_WINDOW_DAYS,
  type TActivitiesQuery,
  type TActivitiesResponse,
  type TActivityKind,
  type TDismissNotificationsRequest,
  type TNotificationsResponse,
  type TOrgSummary,
} from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { addDays, todayInZurich } from "../../lib/dates";
import type { OrgContext } from "../orgs/orgs.types";
import {
  countActivities,
  countActivitiesSince,
  countNotifications,
  dismissNotifications as dismissRows,
  insertActivityWithNotifications,
  listActivities,
  listNotifications,
  type ActivityRow,
} from "./activities.repo";
import { presentActivity, presentNotification } from "./activities.presenter";
import { contentCounts } from "./org-summary.repo";

/** The kind of an activity in the server's words; only the kinds ACTIVITY_KINDS lists type-check. */
export type ActivityKindInput<K = TActivityKind> = K extends TActivityKind
  ? { sourceType: K["source_type"]; verb: K["verb"]; actorKind: K["actor_kind"] }
  : never;

export type ActivityInput = ActivityKindInput & {
  organizationId: number;
  sourceId: number;
  /**
   * The account that acted: the member (actorKind member), the applicant's account if they have
   * one (applicant); null for the system and an anonymous applicant. It is never notified.
   */
  actorUserId: number | null;
  /** The source's title at that moment (listing title, job title, questionnaire name, applicant). */
  subject: string;
  /** An application's: the title of the listing (or job) it is for at that moment; null if none. */
  position?: string | null;
};

/**
 * Records an activity and notifies every member of the organisation but the one who acted
 * (ADR 057). Call it inside the transaction of the change it describes, so a change never lands
 * without its activity (nor an activity without its change).
 */
export function recordActivity(ctx: AppContext, input: ActivityInput): Promise<ActivityRow> {
  return insertActivityWithNotifications(ctx.db, { ...input, position: input.position ?? null, createdAt: ctx.now() });
}

/** The verbs of a member's changes of a kind of source (a job, a questionnaire, a listing…). */
export type MemberVerb<S extends ActivityKindInput["sourceType"]> = Extract<
  ActivityKindInput,
  { sourceType: S; actorKind: "member" }
>["verb"];

/** Records what a member did to a source of their organisation (`source`: its id and its title at that moment). */
export function recordMemberActivity<S extends ActivityKindInput["sourceType"]>(
  ctx: AppContext,
  org: OrgContext,
  sourceType: S,
  verb: MemberVerb<S>,
  source: { id: number; subject: string },
): Promise<ActivityRow> {
  // `verb` is one of the source type's member verbs; TypeScript does not relate the two by itself.
  const kind = { sourceType, verb, actorKind: "member" } as Extract<ActivityKindInput, { actorKind: "member" }>;
  return recordActivity(ctx, {
    ...kind,
    organizationId: org.organization.id,
    sourceId: source.id,
    actorUserId: org.user.id,
    subject: source.subject,
  });
}

/** GET /capi/activities: a page of the organisation's feed, newest first. */
export async function activitiesOf(
  ctx: AppContext,
  org: OrgContext,
  query: TActivitiesQuery,
): Promise<TActivitiesResponse> {
  const filter = { sourceTypes: query.source_type, sourceId: query.source_id };
  const [rows, count] = await Promise.all([
    listActivities(ctx.db, org.organization.id, filter, query),
    countActivities(ctx.db, org.organization.id, filter),
  ]);
  return { items: rows.map(presentActivity), count };
}

/**
 * GET /capi/notifications: the signed-in member's notifications in this organisation, newest
 * first; `count` counts those matching `unread` (by default the unread count the bell shows).
 */
export async function notificationsOf(
  ctx: AppContext,
  org: OrgContext,
  query: { limit: number; offset: number; unread: boolean },
): Promise<TNotificationsResponse> {
  const [rows, count] = await Promise.all([
    listNotifications(ctx.db, org.user.id, org.organization.id, query.unread, query),
    countNotifications(ctx.db, org.user.id, org.organization.id, query.unread),
  ]);
  return { items: rows.map(presentNotification), count };
}

/**
 * POST /capi/notifications/dismiss: dismisses the member's own unread notifications (by id, or
 * all of them in this organisation) and answers how many. Ids of other members or organisations
 * and already dismissed ones are left alone and not counted: no 404, so a stale client (another
 * tab dismissed them) gets 0 rather than an error, and nobody learns which ids exist.
 */
export function dismissNotifications(
  ctx: AppContext,
  org: OrgContext,
  input: TDismissNotificationsRequest,
): Promise<number> {
  return dismissRows(ctx.db, org.user.id, org.organization.id, "ids" in input ? input.ids : "all", ctx.now());
}

/**
 * GET /capi/org/summary: the org home's counts. Expiring: active listings whose runtime ends within
 * the next 7 days — their last day (Europe/Zurich) is today + 6 at the latest, as a runtime ends at
 * 23:59 of its last day; an overdue one the scheduler has not archived yet counts too. New
 * applications: application activities with verb `submitted` within the last 7 days (the
 * applications feature writes them; 0 until it does).
 */
export async function orgSummary(ctx: AppContext, org: OrgContext): Promise<TOrgSummary> {
  const now = ctx.now();
  const lastExpiringDay = addDays(todayInZurich(now), SUMMARY_WINDOW_DAYS - 1);
  const since = new Date(now.getTime() - SUMMARY_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [content, newApplications, unread] = await Promise.all([
    contentCounts(ctx.db, org.organization.id, lastExpiringDay),
    countActivitiesSince(ctx.db, org.organization.id, "application", "submitted", since),
    countNotifications(ctx.db, org.user.id, org.organization.id, true),
  ]);
  return {
    active_listings: content.activeListings,
    planned_listings: content.plannedListings,
    expiring_listings: content.expiringListings,
    active_jobs: content.activeJobs,
    new_applications: newApplications,
    unread_notifications: unread,
  };
}
