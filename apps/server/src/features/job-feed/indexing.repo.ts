/** The SQL of the Google Indexing API's notifications (ADR 092). */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { indexingNotifications, listings } from "../../db/schema";

/** The listings' page coordinates: organisation and language. */
export async function listingPagesOf(db: Db, ids: number[]) {
  return db
    .select({ id: listings.id, organizationId: listings.organizationId, language: listings.language })
    .from(listings)
    .where(inArray(listings.id, ids));
}

export type IndexingKind = (typeof indexingNotifications.$inferInsert)["kind"];
export type IndexingRow = typeof indexingNotifications.$inferSelect;

export async function insertIndexingNotifications(db: Db, rows: { url: string; kind: IndexingKind; at: Date }[]) {
  if (rows.length === 0) return;
  await db
    .insert(indexingNotifications)
    .values(rows.map((row) => ({ url: row.url, kind: row.kind, createdAt: row.at, nextAttemptAt: row.at })));
}

/**
 * Takes up to `limit` due notifications and pushes their next attempt to `leaseUntil`, in one
 * statement under `FOR UPDATE SKIP LOCKED`: two workers never take the same row, and a worker that
 * dies leaves its rows to come due again when the lease runs out.
 */
export async function leaseDueNotifications(
  db: Db,
  now: Date,
  leaseUntil: Date,
  options: { limit: number; maxAttempts: number },
): Promise<IndexingRow[]> {
  const due = db
    .select({ id: indexingNotifications.id })
    .from(indexingNotifications)
    .where(
      and(
        isNull(indexingNotifications.sentAt),
        lte(indexingNotifications.nextAttemptAt, now),
        lt(indexingNotifications.attempts, options.maxAttempts),
      ),
    )
    .orderBy(asc(indexingNotifications.nextAttemptAt), asc(indexingNotifications.id))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return db
    .update(indexingNotifications)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(sql`${indexingNotifications.id} in (${due})`, isNull(indexingNotifications.sentAt)))
    .returning();
}

export async function markNotificationSent(db: Db, id: number, attempts: number, at: Date) {
  await db
    .update(indexingNotifications)
    .set({ sentAt: at, attempts, lastError: null })
    .where(eq(indexingNotifications.id, id));
}

/** A failed attempt: counted and its error kept; a row at the most attempts is never taken again. */
export async function markNotificationFailed(db: Db, id: number, attempts: number, error: string, nextAttemptAt: Date) {
  await db
    .update(indexingNotifications)
    .set({ attempts, lastError: error, nextAttemptAt })
    .where(eq(indexingNotifications.id, id));
}

/** Deletes notifications written before `before` that were sent or given up on; how many went. */
export async function deleteDoneNotifications(db: Db, before: Date, maxAttempts: number): Promise<number> {
  const rows = await db
    .delete(indexingNotifications)
    .where(
      and(
        lt(indexingNotifications.createdAt, before),
        sql`(${indexingNotifications.sentAt} is not null or ${indexingNotifications.attempts} >= ${maxAttempts})`,
      ),
    )
    .returning({ id: indexingNotifications.id });
  return rows.length;
}
