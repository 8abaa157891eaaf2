import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { linksOfUser } from "../../db/user-organizations";
import { hiddenEmployers, likes, organizations, seekerProfiles } from "../../db/schema";

export type SeekerProfileRow = typeof seekerProfiles.$inferSelect;

/** Which of these organisations the user liked. */
export async function likedAmong(db: Db, userId: number, organizationIds: readonly number[]): Promise<Set<number>> {
  if (organizationIds.length === 0) return new Set();
  const rows = await db
    .select({ id: likes.organizationId })
    .from(likes)
    .where(and(eq(likes.userId, userId), inArray(likes.organizationId, [...organizationIds])));
  return new Set(rows.map((r) => r.id));
}

/** A page of the user's liked organisations, newest like first. */
export async function likedIdsPage(db: Db, userId: number, page: { limit: number; offset: number }): Promise<number[]> {
  const rows = await db
    .select({ id: likes.organizationId })
    .from(likes)
    .where(eq(likes.userId, userId))
    .orderBy(desc(likes.createdAt), desc(likes.organizationId))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

export async function countLikes(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(likes).where(eq(likes.userId, userId));
  return row?.n ?? 0;
}

/** Adds the like unless it exists (a second like keeps the first one's time). */
export async function insertLike(db: Db, userId: number, organizationId: number, now: Date): Promise<void> {
  await db.insert(likes).values({ userId, organizationId, createdAt: now }).onConflictDoNothing();
}

export async function deleteLike(db: Db, userId: number, organizationId: number): Promise<void> {
  await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.organizationId, organizationId)));
}

/** A page of the user's hidden employers with their names, newest first. */
export function hiddenEmployersPage(db: Db, userId: number, page: { limit: number; offset: number }) {
  const fields = {
    id: organizations.id,
    name: organizations.name,
    slug: organizations.slug,
    logoUrl: organizations.logoUrl,
    hiddenAt: hiddenEmployers.createdAt,
  };
  const order = [desc(hiddenEmployers.createdAt), desc(hiddenEmployers.organizationId)];
  return linksOfUser(db, hiddenEmployers, userId, fields, order, page);
}

export async function countHiddenEmployers(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(hiddenEmployers).where(eq(hiddenEmployers.userId, userId));
  return row?.n ?? 0;
}

/** Hides the employer unless hidden (hiding again keeps the first time). */
export async function insertHiddenEmployer(db: Db, userId: number, organizationId: number, now: Date): Promise<void> {
  await db.insert(hiddenEmployers).values({ userId, organizationId, createdAt: now }).onConflictDoNothing();
}

export async function deleteHiddenEmployer(db: Db, userId: number, organizationId: number): Promise<void> {
  await db
    .delete(hiddenEmployers)
    .where(and(eq(hiddenEmployers.userId, userId), eq(hiddenEmployers.organizationId, organizationId)));
}

export async function findSeekerProfile(db: Db, userId: number): Promise<SeekerProfileRow | undefined> {
  const [row] = await db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, userId));
  return row;
}

/** The user's profile locked for a change in this transaction (undefined: none yet). */
export async function lockSeekerProfile(db: Db, userId: number): Promise<SeekerProfileRow | undefined> {
  const [row] = await db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, userId)).for("update");
  return row;
}

export type SeekerProfileValues = Omit<typeof seekerProfiles.$inferInsert, "userId" | "createdAt" | "updatedAt">;

/** Stores the whole profile: inserted on the first save, replaced after. */
export async function upsertSeekerProfile(
  db: Db,
  userId: number,
  values: SeekerProfileValues,
  now: Date,
): Promise<SeekerProfileRow> {
  const [row] = await db
    .insert(seekerProfiles)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: seekerProfiles.userId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return row;
}

/** Creates the profile unless one exists (then undefined: another request created it first). */
export async function insertSeekerProfileIfMissing(
  db: Db,
  userId: number,
  values: SeekerProfileValues,
  now: Date,
): Promise<SeekerProfileRow | undefined> {
  const [row] = await db
    .insert(seekerProfiles)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: seekerProfiles.userId })
    .returning();
  return row;
}
