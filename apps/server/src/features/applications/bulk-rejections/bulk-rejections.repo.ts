import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications, scheduledRejections } from "../../../db/schema";
import { applicationsWithNames, type ApplicationWithNames } from "../applications.repo";

export type ScheduledRejectionRow = typeof scheduledRejections.$inferSelect;

/** One application with its names, locked (the scheduled rejections' task; any organisation). */
export async function lockApplicationWithNames(db: Db, id: number): Promise<ApplicationWithNames | undefined> {
  const [row] = await applicationsWithNames(db, eq(applications.id, id), { lock: true });
  return row;
}

/** The rejections waiting for any of the applications. */
export function scheduledRejectionsOfApplications(db: Db, applicationIds: number[]): Promise<ScheduledRejectionRow[]> {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db.select().from(scheduledRejections).where(inArray(scheduledRejections.applicationId, applicationIds));
}

export async function insertScheduledRejections(
  db: Db,
  rows: Omit<typeof scheduledRejections.$inferInsert, "id">[],
): Promise<void> {
  if (rows.length > 0) await db.insert(scheduledRejections).values(rows);
}

/** Deletes the organisation's rejections of a batch that are still waiting; how many there were. */
export async function deleteBatch(db: Db, organizationId: number, batchId: string): Promise<number> {
  const rows = await db
    .delete(scheduledRejections)
    .where(and(eq(scheduledRejections.organizationId, organizationId), eq(scheduledRejections.batchId, batchId)))
    .returning({ id: scheduledRejections.id });
  return rows.length;
}

/** Drops the waiting rejection of one application of the organisation; how many were dropped (0 or 1). */
export async function deleteScheduledRejectionOf(
  db: Db,
  organizationId: number,
  applicationId: number,
): Promise<number> {
  const rows = await db
    .delete(scheduledRejections)
    .where(
      and(eq(scheduledRejections.organizationId, organizationId), eq(scheduledRejections.applicationId, applicationId)),
    )
    .returning({ id: scheduledRejections.id });
  return rows.length;
}

/**
 * The organisation's waiting rejections of applications still open, soonest first (one rejected
 * or withdrawn meanwhile is skipped by the task: it is not shown as waiting).
 */
export async function scheduledRejectionsOfOrganization(
  db: Db,
  organizationId: number,
): Promise<ScheduledRejectionRow[]> {
  const rows = await db
    .select({ scheduled: scheduledRejections })
    .from(scheduledRejections)
    .innerJoin(applications, eq(applications.id, scheduledRejections.applicationId))
    .where(
      and(eq(scheduledRejections.organizationId, organizationId), inArray(applications.status, ["pending", "active"])),
    )
    .orderBy(asc(scheduledRejections.sendAt), asc(scheduledRejections.applicationId));
  return rows.map((row) => row.scheduled);
}

/** Rejections due at `now` (ids and applications), oldest first, at most `limit`. */
export function dueScheduledRejections(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ id: number; applicationId: number }[]> {
  return db
    .select({ id: scheduledRejections.id, applicationId: scheduledRejections.applicationId })
    .from(scheduledRejections)
    .where(lte(scheduledRejections.sendAt, now))
    .orderBy(asc(scheduledRejections.sendAt), asc(scheduledRejections.id))
    .limit(limit);
}

/** Takes a waiting rejection (deletes it) in the caller's transaction; undefined when it is gone (undone or done). */
export async function takeScheduledRejection(db: Db, id: number): Promise<ScheduledRejectionRow | undefined> {
  const [row] = await db.delete(scheduledRejections).where(eq(scheduledRejections.id, id)).returning();
  return row;
}
