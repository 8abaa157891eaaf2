import { and, count, desc, eq, gte, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { TActivitySourceType } from "@jobatlas/contract";
import type { Db } from "../../db/client";
import { activities, notifications, users } from "../../db/schema";

export type ActivityRow = typeof activities.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewActivity = Omit<typeof activities.$inferInsert, "id" | "createdAt"> & { createdAt: Date };

/** An activity with the name of the member who acted (null for the scheduler, an applicant, a deleted account). */
export interface ActivityWithActor {
  activity: ActivityRow;
  actor: { id: number; firstName: string; lastName: string } | null;
}

export interface NotificationWithActivity extends ActivityWithActor {
  notification: NotificationRow;
}

export interface Page {
  limit: number;
  offset: number;
}

/**
 * Writes the activity and one notification for each member of its organisation at that moment,
 * except the account that acted: nobody is notified of what they did themselves (ADR 057).
 */
export async function insertActivityWithNotifications(db: Db, values: NewActivity): Promise<ActivityRow> {
  const [activity] = await db.insert(activities).values(values).returning();
  await db.execute(sql`
    insert into notifications (user_id, activity_id, organization_id, created_at)
    select user_id, ${activity!.id}, organization_id, ${values.createdAt.toISOString()}::timestamptz
    from memberships
    where organization_id = ${values.organizationId}
      and user_id is distinct from ${values.actorUserId ?? null}::bigint`);
  return activity!;
}

const actorColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName };

export interface ActivityFilter {
  sourceTypes?: readonly TActivitySourceType[];
  sourceId?: number;
}

function activityConditions(organizationId: number, filter: ActivityFilter): SQL | undefined {
  return and(
    eq(activities.organizationId, organizationId),
    filter.sourceTypes ? inArray(activities.sourceType, [...filter.sourceTypes]) : undefined,
    filter.sourceId !== undefined ? eq(activities.sourceId, filter.sourceId) : undefined,
  );
}

/** A page of the organisation's activities, newest first (activities_organization_id_id_idx). */
export async function listActivities(
  db: Db,
  organizationId: number,
  filter: ActivityFilter,
  page: Page,
): Promise<ActivityWithActor[]> {
  return db
    .select({ activity: activities, actor: actorColumns })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.actorUserId))
    .where(activityConditions(organizationId, filter))
    .orderBy(desc(activities.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countActivities(db: Db, organizationId: number, filter: ActivityFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activities).where(activityConditions(organizationId, filter));
  return row?.n ?? 0;
}

/** Activities of one kind and verb since a moment (the org home's new applications). */
export async function countActivitiesSince(
  db: Db,
  organizationId: number,
  sourceType: TActivitySourceType,
  verb: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activities)
    .where(
      and(
        eq(activities.organizationId, organizationId),
        eq(activities.sourceType, sourceType),
        eq(activities.verb, verb),
        gte(activities.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

function notificationConditions(userId: number, organizationId: number, unreadOnly: boolean): SQL | undefined {
  return and(
    eq(notifications.userId, userId),
    eq(notifications.organizationId, organizationId),
    unreadOnly ? isNull(notifications.dismissedAt) : undefined,
  );
}

/** A page of a member's notifications in an organisation with their activities, newest first. */
export async function listNotifications(
  db: Db,
  userId: number,
  organizationId: number,
  unreadOnly: boolean,
  page: Page,
): Promise<NotificationWithActivity[]> {
  return db
    .select({ notification: notifications, activity: activities, actor: actorColumns })
    .from(notifications)
    .innerJoin(activities, eq(activities.id, notifications.activityId))
    .leftJoin(users, eq(users.id, activities.actorUserId))
    .where(notificationConditions(userId, organizationId, unreadOnly))
    .orderBy(desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many notifications the member has in the organisation (only unread ones with `unreadOnly`). */
export async function countNotifications(
  db: Db,
  userId: number,
  organizationId: number,
  unreadOnly: boolean,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(notificationConditions(userId, organizationId, unreadOnly));
  return row?.n ?? 0;
}

/**
 * Marks the member's unread notifications in the organisation dismissed: those with these ids, or
 * all of them. Ids of other members or organisations match nothing. Returns how many it changed;
 * a concurrent dismiss of the same rows counts once (the second update finds them dismissed).
 */
export async function dismissNotifications(
  db: Db,
  userId: number,
  organizationId: number,
  ids: readonly number[] | "all",
  now: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ dismissedAt: now })
    .where(
      and(
        notificationConditions(userId, organizationId, true),
        ids === "all" ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
