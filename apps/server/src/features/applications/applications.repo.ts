/**
 * The application's rows, in one place for the whole area (docs/decisions/083-one-application-area.md):
 * the row types, the locks, the writes of its state and texts, and the reads every sub-module
 * shares (the application with the names around it, its answers and attachments). Sub-module
 * repos keep only the SQL of their own tables and their own lists.
 */
import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { TApplicationStatus } from "@jobatlas/contract";
import type { Db } from "../../db/client";
import { selectApplicationsWithNames } from "../../db/named-joins";
import {
  applicationAnswers,
  applicationAttachments,
  applications,
  jobs,
  listings,
  organizations,
  scheduledRejections,
} from "../../db/schema";

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = Omit<typeof applications.$inferInsert, "id">;
export type NewAnswer = typeof applicationAnswers.$inferInsert;

/** An application with what the screens, mails and the PDF name around it: the company, the listing and the job. */
export interface ApplicationWithNames {
  application: ApplicationRow;
  company: { id: number; name: string; logoUrl: string | null };
  listing: { id: number; title: string } | null;
  job: { id: number; title: string } | null;
}

/** The columns of {@link ApplicationWithNames}, for a sub-module's own query of applications with more columns. */
export const applicationWithNamesColumns = {
  application: applications,
  company: { id: organizations.id, name: organizations.name, logoUrl: organizations.logoUrl },
  listing: { id: listings.id, title: listings.title },
  job: { id: jobs.id, title: jobs.title },
};

/**
 * The applications matching `where` with their names, in `orderBy`, one page of them. `lock`:
 * their rows are locked as {@link lockApplication} locks them.
 */
export async function applicationsWithNames(
  db: Db,
  where: SQL | undefined,
  options: { orderBy?: SQL[]; limit?: number; offset?: number; lock?: boolean } = {},
): Promise<ApplicationWithNames[]> {
  const query = selectApplicationsWithNames(db, applicationWithNamesColumns).where(where).$dynamic();
  if (options.orderBy) query.orderBy(...options.orderBy);
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  return options.lock ? query.for("no key update", { of: applications }) : query;
}

/**
 * The organisation's applications of `ids` with their names, by id (others' and unknown ids left
 * out). `lock` holds them until the transaction ends, always in id order, so two bulk actions on
 * overlapping lists queue up instead of deadlocking.
 */
export function applicationsOfOrganization(
  db: Db,
  organizationId: number,
  ids: number[],
  options: { lock?: boolean } = {},
): Promise<ApplicationWithNames[]> {
  return applicationsWithNames(
    db,
    and(eq(applications.organizationId, organizationId), inArray(applications.id, ids)),
    { orderBy: [asc(applications.id)], lock: options.lock },
  );
}

/** One application with its names (company, listing, job). */
export async function findApplicationWithNames(db: Db, id: number): Promise<ApplicationWithNames | undefined> {
  const [row] = await applicationsWithNames(db, eq(applications.id, id));
  return row;
}

/**
 * The application's row, locked until the transaction ends: every change of an application
 * (status, texts, notes, contact requests) locks it first, so parallel changes queue up and the
 * first decides. `organizationId`: only the organisation's (undefined for another's). "No key
 * update": rows that reference it (answers, contact requests) can still be written meanwhile.
 */
export async function lockApplication(
  db: Db,
  id: number,
  scope: { organizationId?: number } = {},
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, id),
        scope.organizationId !== undefined ? eq(applications.organizationId, scope.organizationId) : undefined,
      ),
    )
    .for("no key update");
  return row;
}

/** The listing's applications that are still open (pending or active), locked until the transaction ends. */
export async function lockOpenApplicationsOfListing(
  db: Db,
  organizationId: number,
  listingId: number,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.organizationId, organizationId),
        eq(applications.listingId, listingId),
        inArray(applications.status, ["pending", "active"]),
      ),
    )
    .orderBy(asc(applications.id))
    .for("no key update");
}

/**
 * Moves the application to `to` only if it is still in one of `from` (a parallel move that came
 * first wins; this one then finds nothing). Returns the updated row, or undefined. A move drops a
 * rejection still waiting to be sent (ADR 090): the employer's later answer — a contact request,
 * acceptance, its own rejection — or the applicant's withdrawal supersedes it.
 */
export async function updateApplicationStatus(
  db: Db,
  id: number,
  from: readonly TApplicationStatus[],
  set: Pick<ApplicationRow, "status" | "closedBy" | "closedAt" | "answeredAt" | "updatedAt"> &
    Partial<Pick<ApplicationRow, "closingMessage">>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set(set)
    .where(and(eq(applications.id, id), inArray(applications.status, [...from])))
    .returning();
  if (row) await db.delete(scheduledRejections).where(eq(scheduledRejections.applicationId, id));
  return row;
}

/** Stores the three profile texts of a pending application; undefined when it is no longer pending. */
export async function updateApplicationTexts(
  db: Db,
  id: number,
  texts: Pick<ApplicationRow, "myStory" | "whatIBring" | "whatIWant" | "updatedAt">,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set(texts)
    .where(and(eq(applications.id, id), eq(applications.status, "pending")))
    .returning();
  return row;
}

export async function updateApplicationNotes(db: Db, id: number, notes: string, now: Date): Promise<void> {
  await db.update(applications).set({ notes, updatedAt: now }).where(eq(applications.id, id));
}

/** From now on the employer sees the applicant's email and phone (kept if revealed before). */
export async function revealContact(db: Db, applicationId: number, now: Date): Promise<void> {
  await db
    .update(applications)
    .set({ contactRevealedAt: now, updatedAt: now })
    .where(and(eq(applications.id, applicationId), isNull(applications.contactRevealedAt)));
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

/** The application's answers (question ids of the version it answered). */
export function answersOf(db: Db, applicationId: number) {
  return db
    .select({
      questionId: applicationAnswers.questionId,
      values: applicationAnswers.values,
      knockOutMissed: applicationAnswers.knockOutMissed,
    })
    .from(applicationAnswers)
    .where(eq(applicationAnswers.applicationId, applicationId));
}

/** The bytes of an attachment `attachmentsOf` named (read one at a time, for the merged PDF: ADR 093). */
export async function attachmentBytesOf(db: Db, attachmentId: string): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ bytes: applicationAttachments.bytes })
    .from(applicationAttachments)
    .where(eq(applicationAttachments.id, attachmentId));
  return row?.bytes;
}

/** The names and sizes of the files the application claimed (never their bytes), oldest first. */
export function attachmentsOf(db: Db, applicationId: number) {
  return db
    .select({
      id: applicationAttachments.id,
      fileName: applicationAttachments.fileName,
      byteSize: applicationAttachments.byteSize,
    })
    .from(applicationAttachments)
    .where(eq(applicationAttachments.applicationId, applicationId))
    .orderBy(asc(applicationAttachments.createdAt), asc(applicationAttachments.id));
}
