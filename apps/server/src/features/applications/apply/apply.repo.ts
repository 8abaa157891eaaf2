import { APPLICATION_STATUS_GROUPS } from "@jobatlas/contract";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { linksOfUser } from "../../../db/user-organizations";
import {
  applicationAnswers,
  applicationAttachments,
  applications,
  candidatePoolGrants,
  jobs,
  listings,
  organizations,
  questionnaires,
} from "../../../db/schema";
import type { ApplicationRow, NewAnswer, NewApplication } from "../applications.repo";

export async function findOrganizationName(
  db: Db,
  id: number,
): Promise<{ id: number; name: string; retentionDays: number | null } | undefined> {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, retentionDays: organizations.applicationRetentionDays })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row;
}

/** The company's active listing with its questionnaire and that questionnaire's current version. */
export async function findActiveListing(db: Db, organizationId: number, listingId: number) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      jobId: listings.jobId,
      applyUrl: listings.applyUrl,
      questionnaireId: listings.questionnaireId,
      questionnaireVersion: questionnaires.version,
    })
    .from(listings)
    .leftJoin(questionnaires, eq(questionnaires.id, listings.questionnaireId))
    .where(and(eq(listings.id, listingId), eq(listings.organizationId, organizationId), eq(listings.status, "active")));
  return row;
}

/** The company's active job profile. */
export async function findActiveJobOf(db: Db, organizationId: number, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.organizationId, organizationId), eq(jobs.status, "active")));
  return row;
}

/** The application an earlier submission with this key created for this address. */
export async function findByIdempotencyKey(db: Db, email: string, key: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.email, email), eq(applications.idempotencyKey, key)));
  return row;
}

/**
 * The applicant's open (pending or active) application to the listing, by account or by address
 * (ADR 055): what a second application to it is refused for.
 */
export async function findOpenApplicationToListing(
  db: Db,
  listingId: number,
  applicant: { userId: number | null; email: string | null },
): Promise<{ id: number; createdAt: Date } | undefined> {
  const who = [
    ...(applicant.userId !== null ? [eq(applications.userId, applicant.userId)] : []),
    ...(applicant.email !== null ? [eq(applications.email, applicant.email)] : []),
  ];
  if (who.length === 0) return undefined;
  const [row] = await db
    .select({ id: applications.id, createdAt: applications.createdAt })
    .from(applications)
    .where(
      and(
        eq(applications.listingId, listingId),
        inArray(applications.status, [...APPLICATION_STATUS_GROUPS.active]),
        or(...who),
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row;
}

/**
 * Inserts the application unless one with the same (email, idempotency key) exists; a parallel
 * insert with the same key waits for the other transaction and then inserts nothing (undefined).
 */
export async function insertApplicationOnce(db: Db, values: NewApplication): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: [applications.email, applications.idempotencyKey] })
    .returning();
  return row;
}

export async function insertAnswers(db: Db, rows: NewAnswer[]): Promise<void> {
  if (rows.length > 0) await db.insert(applicationAnswers).values(rows);
}

export async function insertAttachment(db: Db, values: typeof applicationAttachments.$inferInsert): Promise<void> {
  await db.insert(applicationAttachments).values(values);
}

/** Claims the uploader's unclaimed attachments for an application; returns the ids it claimed. */
export async function claimAttachments(
  db: Db,
  ids: readonly string[],
  uploader: { userId: number | null; email: string },
  applicationId: number,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const owner =
    uploader.userId !== null
      ? or(
          eq(applicationAttachments.uploaderUserId, uploader.userId),
          eq(applicationAttachments.uploaderEmail, uploader.email),
        )
      : eq(applicationAttachments.uploaderEmail, uploader.email);
  const rows = await db
    .update(applicationAttachments)
    .set({ applicationId })
    .where(and(inArray(applicationAttachments.id, [...ids]), isNull(applicationAttachments.applicationId), owner))
    .returning({ id: applicationAttachments.id });
  return rows.map((r) => r.id);
}

/** Grants a company access to the seeker profile; an existing grant stays as it was. */
export async function insertPoolGrant(db: Db, userId: number, organizationId: number, now: Date): Promise<void> {
  await db.insert(candidatePoolGrants).values({ userId, organizationId, grantedAt: now }).onConflictDoNothing();
}

export async function deletePoolGrant(db: Db, userId: number, organizationId: number): Promise<void> {
  await db
    .delete(candidatePoolGrants)
    .where(and(eq(candidatePoolGrants.userId, userId), eq(candidatePoolGrants.organizationId, organizationId)));
}

/** The user's grants, newest first, with the company's name. */
export function poolGrantsOf(db: Db, userId: number) {
  const fields = {
    companyId: candidatePoolGrants.organizationId,
    companyName: organizations.name,
    grantedAt: candidatePoolGrants.grantedAt,
  };
  return linksOfUser(db, candidatePoolGrants, userId, fields, [
    desc(candidatePoolGrants.grantedAt),
    desc(candidatePoolGrants.organizationId),
  ]);
}
