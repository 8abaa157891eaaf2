import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  applicationAnswers,
  applicationAttachments,
  applications,
  contactRequests,
  jobs,
  listings,
  organizations,
} from "../../../db/schema";
import type { ApplicationRow } from "../applications.repo";

export type ContactRequestRow = typeof contactRequests.$inferSelect;

/** An application with the names the screens, mails and the PDF show around it. */
export interface ApplicationInContext {
  application: ApplicationRow;
  organizationName: string;
  listingTitle: string | null;
  jobTitle: string | null;
}

const inContext = {
  application: applications,
  organizationName: organizations.name,
  listingTitle: listings.title,
  jobTitle: jobs.title,
};

/**
 * The organisation's application `id` with its company, listing and job names; undefined for an
 * unknown id or another organisation's. `lock` holds the row until the transaction ends, so
 * requests and rejections of one application apply one after another.
 */
export async function findApplicationInContext(
  db: Db,
  organizationId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ApplicationInContext | undefined> {
  const query = db
    .select(inContext)
    .from(applications)
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .leftJoin(listings, eq(listings.id, applications.listingId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), eq(applications.organizationId, organizationId)))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: applications }) : await query;
  return row;
}

/** The application's contact requests, newest first. */
export function contactRequestsOf(db: Db, applicationId: number): Promise<ContactRequestRow[]> {
  return db
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.applicationId, applicationId))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
}

/** The application's request the applicant has not answered and that has not expired at `now`. */
export async function openContactRequestOf(
  db: Db,
  applicationId: number,
  now: Date,
): Promise<ContactRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.applicationId, applicationId),
        isNull(contactRequests.acceptedAt),
        isNull(contactRequests.declinedAt),
        gt(contactRequests.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function insertContactRequest(
  db: Db,
  values: Omit<typeof contactRequests.$inferInsert, "id">,
): Promise<ContactRequestRow> {
  const [row] = await db.insert(contactRequests).values(values).returning();
  if (!row) throw new Error("contact request insert returned nothing");
  return row;
}

/**
 * The request of a mailed token with its application in context; undefined for an unknown token.
 * `lock` holds the application (accepting and declining apply one after another).
 */
export async function findContactRequestByTokenHash(
  db: Db,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<(ApplicationInContext & { request: ContactRequestRow }) | undefined> {
  const query = db
    .select({ ...inContext, request: contactRequests })
    .from(contactRequests)
    .innerJoin(applications, eq(applications.id, contactRequests.applicationId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .leftJoin(listings, eq(listings.id, applications.listingId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(contactRequests.tokenHash, tokenHash))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: [applications, contactRequests] }) : await query;
  return row;
}

/**
 * Marks the request answered, only if it is still unanswered and unexpired at `now`: of two
 * answers to one link, the first wins and the second finds nothing (undefined).
 */
export async function answerContactRequest(
  db: Db,
  id: number,
  now: Date,
  answer: "accepted" | "declined",
): Promise<ContactRequestRow | undefined> {
  const [row] = await db
    .update(contactRequests)
    .set(answer === "accepted" ? { acceptedAt: now } : { declinedAt: now })
    .where(
      and(
        eq(contactRequests.id, id),
        isNull(contactRequests.acceptedAt),
        isNull(contactRequests.declinedAt),
        gt(contactRequests.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** From now on the employer sees the applicant's email and phone (kept if revealed before). */
export async function revealContact(db: Db, applicationId: number, now: Date): Promise<void> {
  await db
    .update(applications)
    .set({ contactRevealedAt: now, updatedAt: now })
    .where(and(eq(applications.id, applicationId), isNull(applications.contactRevealedAt)));
}

/** The answers of an application (question id and values). */
export function answersOf(db: Db, applicationId: number) {
  return db
    .select({ questionId: applicationAnswers.questionId, values: applicationAnswers.values })
    .from(applicationAnswers)
    .where(eq(applicationAnswers.applicationId, applicationId));
}

/** The names and sizes of the application's attachments (not their bytes). */
export function attachmentNamesOf(db: Db, applicationId: number) {
  return db
    .select({ fileName: applicationAttachments.fileName, byteSize: applicationAttachments.byteSize })
    .from(applicationAttachments)
    .where(eq(applicationAttachments.applicationId, applicationId))
    .orderBy(asc(applicationAttachments.createdAt), asc(applicationAttachments.id));
}
