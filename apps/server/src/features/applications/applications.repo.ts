import { and, eq, inArray } from "drizzle-orm";
import type { TApplicationStatus } from "@jobatlas/contract";
import type { Db } from "../../db/client";
import { applications, jobs, listings } from "../../db/schema";

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * Moves the application to `to` only if it is still in one of `from` (a parallel move that came
 * first wins; this one then finds nothing). Returns the updated row, or undefined.
 */
export async function updateApplicationStatus(
  db: Db,
  id: number,
  from: readonly TApplicationStatus[],
  set: Pick<ApplicationRow, "status" | "closedBy" | "closedAt" | "updatedAt"> &
    Partial<Pick<ApplicationRow, "closingMessage">>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set(set)
    .where(and(eq(applications.id, id), inArray(applications.status, [...from])))
    .returning();
  return row;
}

/** The title an application is for: its listing's, else its job's, else null (unsolicited, to the company). */
export async function positionOf(db: Db, application: Pick<ApplicationRow, "listingId" | "jobId">) {
  const [listing] =
    application.listingId === null
      ? []
      : await db.select({ title: listings.title }).from(listings).where(eq(listings.id, application.listingId));
  if (listing) return listing.title;
  const [job] =
    application.jobId === null
      ? []
      : await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, application.jobId));
  return job?.title ?? null;
}
