import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications, contactRequests } from "../../../db/schema";
import { applicationsWithNames, type ApplicationWithNames } from "../applications.repo";

export type ContactRequestRow = typeof contactRequests.$inferSelect;

/**
 * The organisation's application `id` with its company, listing and job names; undefined for an
 * unknown id or another organisation's. `lock` holds the row until the transaction ends, so
 * requests and rejections of one application apply one after another.
 */
export async function findApplicationWithNames(
  db: Db,
  organizationId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ApplicationWithNames | undefined> {
  const [row] = await applicationsWithNames(
    db,
    and(eq(applications.id, id), eq(applications.organizationId, organizationId)),
    { lock: options.lock },
  );
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

/** A request the applicant has neither accepted nor declined and that has not expired at `now`. */
function unansweredAt(now: Date) {
  return and(
    isNull(contactRequests.acceptedAt),
    isNull(contactRequests.declinedAt),
    gt(contactRequests.expiresAt, now),
  );
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
    .where(and(eq(contactRequests.applicationId, applicationId), unansweredAt(now)))
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
 * The request of a mailed token with its application and names; undefined for an unknown token.
 * `lock` holds the application, then the request (in the order every change of an application
 * takes): accepting and declining apply one after another.
 */
export async function findContactRequestByTokenHash(
  db: Db,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<(ApplicationWithNames & { request: ContactRequestRow }) | undefined> {
  const [ofToken] = await db
    .select({ applicationId: contactRequests.applicationId })
    .from(contactRequests)
    .where(eq(contactRequests.tokenHash, tokenHash));
  if (!ofToken) return undefined;
  const [found] = await applicationsWithNames(db, eq(applications.id, ofToken.applicationId), { lock: options.lock });
  const query = db.select().from(contactRequests).where(eq(contactRequests.tokenHash, tokenHash));
  const [request] = options.lock ? await query.for("update") : await query;
  return found && request ? { ...found, request } : undefined;
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
    .where(and(eq(contactRequests.id, id), unansweredAt(now)))
    .returning();
  return row;
}
