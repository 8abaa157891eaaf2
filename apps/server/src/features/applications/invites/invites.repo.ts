import { and, count, desc, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { candidateInvites, jobs, listings, organizations } from "../../../db/schema";

export type CandidateInviteRow = typeof candidateInvites.$inferSelect;

export async function insertCandidateInvite(
  db: Db,
  values: typeof candidateInvites.$inferInsert,
): Promise<CandidateInviteRow> {
  const [row] = await db.insert(candidateInvites).values(values).returning();
  if (!row) throw new Error("candidate invite insert returned nothing");
  return row;
}

/** The columns of an invitation with the titles of its listing and job and its organisation's name. */
const viewColumns = {
  invite: candidateInvites,
  listingTitle: listings.title,
  jobTitle: jobs.title,
  organizationName: organizations.name,
};

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(candidateInvites)
    .innerJoin(organizations, eq(organizations.id, candidateInvites.organizationId))
    .leftJoin(listings, eq(listings.id, candidateInvites.listingId))
    .leftJoin(jobs, eq(jobs.id, candidateInvites.jobId));
}
export type CandidateInviteView = Awaited<ReturnType<typeof viewQuery>>[number];

export async function findCandidateInviteView(db: Db, organizationId: number, id: number) {
  const [row] = await viewQuery(db).where(
    and(eq(candidateInvites.organizationId, organizationId), eq(candidateInvites.id, id)),
  );
  return row;
}

/** The organisation's invitations, newest first. */
export async function listCandidateInviteViews(
  db: Db,
  organizationId: number,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(eq(candidateInvites.organizationId, organizationId))
      .orderBy(desc(candidateInvites.createdAt), desc(candidateInvites.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(candidateInvites).where(eq(candidateInvites.organizationId, organizationId)),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findCandidateInviteViewByTokenHash(db: Db, tokenHash: string) {
  const [row] = await viewQuery(db).where(eq(candidateInvites.tokenHash, tokenHash));
  return row;
}

/** The invitation of a token, its row locked until the transaction ends (two applications cannot spend it). */
export async function lockCandidateInviteByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<CandidateInviteRow | undefined> {
  const [row] = await db
    .select()
    .from(candidateInvites)
    .where(eq(candidateInvites.tokenHash, tokenHash))
    .for("no key update");
  return row;
}

/** Marks an unused invitation used; false when another transaction used it first. */
export async function markCandidateInviteUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(candidateInvites)
    .set({ usedAt: now })
    .where(and(eq(candidateInvites.id, id), isNull(candidateInvites.usedAt)))
    .returning({ id: candidateInvites.id });
  return rows.length === 1;
}

export async function setCandidateInviteApplication(db: Db, id: number, applicationId: number) {
  const rows = await db
    .update(candidateInvites)
    .set({ applicationId })
    .where(eq(candidateInvites.id, id))
    .returning({ id: candidateInvites.id });
  return rows.length === 1;
}

/** Deletes an unused invitation of the organisation; false when there is none. */
export async function deleteUnusedCandidateInvite(db: Db, organizationId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(candidateInvites)
    .where(
      and(
        eq(candidateInvites.organizationId, organizationId),
        eq(candidateInvites.id, id),
        isNull(candidateInvites.usedAt),
      ),
    )
    .returning({ id: candidateInvites.id });
  return rows.length === 1;
}

/**
 * Deletes invitations nobody needs any more: unused ones expired before `expiredBefore`, and used
 * ones whose application was deleted (purged by retention): both hold a person's name and address.
 */
export async function deleteStaleCandidateInvites(db: Db, expiredBefore: Date): Promise<number> {
  const rows = await db
    .delete(candidateInvites)
    .where(
      or(
        and(isNull(candidateInvites.usedAt), lt(candidateInvites.expiresAt, expiredBefore)),
        and(isNotNull(candidateInvites.usedAt), isNull(candidateInvites.applicationId)),
      ),
    )
    .returning({ id: candidateInvites.id });
  return rows.length;
}
