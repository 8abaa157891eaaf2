/**
 * The SQL of members' ratings of candidates (issue 30 point 3, ADR 091): one row per application
 * and member, replaced on each change; it goes with the application and with the member's account.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applicationRatings, users } from "../../../db/schema";

/** Every member's rating of the application with the member's name, the latest change first. */
export function ratingsOfApplication(db: Db, applicationId: number) {
  return db
    .select({
      userId: applicationRatings.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      stars: applicationRatings.stars,
      note: applicationRatings.note,
      createdAt: applicationRatings.createdAt,
      updatedAt: applicationRatings.updatedAt,
    })
    .from(applicationRatings)
    .innerJoin(users, eq(users.id, applicationRatings.userId))
    .where(eq(applicationRatings.applicationId, applicationId))
    .orderBy(desc(applicationRatings.updatedAt), applicationRatings.userId);
}
export type RatingRow = Awaited<ReturnType<typeof ratingsOfApplication>>[number];

/** Sets the member's rating of the application, replacing the one they gave before. */
export async function upsertRating(
  db: Db,
  rating: { applicationId: number; userId: number; stars: number; note: string },
  now: Date,
): Promise<void> {
  await db
    .insert(applicationRatings)
    .values({ ...rating, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [applicationRatings.applicationId, applicationRatings.userId],
      set: { stars: rating.stars, note: rating.note, updatedAt: now },
    });
}

/** Removes the member's own rating of the application (nothing when there is none). */
export async function deleteRating(db: Db, applicationId: number, userId: number): Promise<void> {
  await db
    .delete(applicationRatings)
    .where(and(eq(applicationRatings.applicationId, applicationId), eq(applicationRatings.userId, userId)));
}

/** The average stars and how many rated, per application of the list (applications nobody rated are absent). */
export async function ratingSummaries(
  db: Db,
  applicationIds: number[],
): Promise<{ applicationId: number; average: number; count: number }[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applicationRatings.applicationId,
      average: sql<number>`avg(${applicationRatings.stars})::float8`.mapWith(Number),
      count: count(),
    })
    .from(applicationRatings)
    .where(inArray(applicationRatings.applicationId, applicationIds))
    .groupBy(applicationRatings.applicationId);
}
