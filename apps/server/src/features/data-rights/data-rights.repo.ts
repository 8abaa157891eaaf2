import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectApplicationsWithNames } from "../../db/named-joins";
import { emailOfVerificationToken, takeCodeTry } from "../../db/email-codes";
import { linksOfUser, type UserOrganizationLink } from "../../db/user-organizations";
import {
  activities,
  applicationAnswers,
  applicationAttachments,
  applicationRatings,
  applications,
  candidateInvites,
  candidatePoolGrants,
  contactMessages,
  contactRequests,
  emailCodes,
  experimentRatings,
  experiments,
  hiddenEmployers,
  jobs,
  likes,
  listings,
  media,
  membershipInvites,
  memberships,
  organizations,
  outbox,
  scheduledRejections,
  questions,
  secretMailRequests,
  seekerProfiles,
  sessions,
  subscriptionTokens,
  subscriptions,
  users,
  ztdiResults,
} from "../../db/schema";

/** Whose records: an account (its id and address), or only an address (an anonymous applicant). */
export interface DataSubject {
  userId: number | null;
  email: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Applications of the account, or made with the address. */
function applicationsOf(subject: DataSubject): SQL {
  return subject.userId === null
    ? eq(applications.email, subject.email)
    : or(eq(applications.userId, subject.userId), eq(applications.email, subject.email))!;
}

// ---------------------------------------------------------------- export

export async function findUser(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findSeekerProfile(db: Db, userId: number) {
  const [row] = await db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, userId));
  return row;
}

/** The company a link of the export names: its id and name. */
function companyOf<L extends UserOrganizationLink>(
  link: L,
): { companyId: L["organizationId"]; companyName: typeof organizations.name } {
  return { companyId: link.organizationId, companyName: organizations.name };
}

export function likesOf(db: Db, userId: number) {
  return linksOfUser(db, likes, userId, { ...companyOf(likes), likedAt: likes.createdAt }, [desc(likes.createdAt)]);
}

export function hiddenEmployersOf(db: Db, userId: number) {
  const fields = { ...companyOf(hiddenEmployers), hiddenAt: hiddenEmployers.createdAt };
  return linksOfUser(db, hiddenEmployers, userId, fields, [desc(hiddenEmployers.createdAt)]);
}

export function poolGrantsOf(db: Db, userId: number) {
  const fields = { ...companyOf(candidatePoolGrants), grantedAt: candidatePoolGrants.grantedAt };
  return linksOfUser(db, candidatePoolGrants, userId, fields, [desc(candidatePoolGrants.grantedAt)]);
}

export function applicationRowsOf(db: Db, subject: DataSubject) {
  return selectApplicationsWithNames(db, {
    application: applications,
    companyName: organizations.name,
    listingTitle: listings.title,
    jobTitle: jobs.title,
  })
    .where(applicationsOf(subject))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export function answersOf(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      applicationId: applicationAnswers.applicationId,
      question: questions.text,
      values: applicationAnswers.values,
    })
    .from(applicationAnswers)
    .innerJoin(questions, eq(questions.id, applicationAnswers.questionId))
    .where(inArray(applicationAnswers.applicationId, applicationIds))
    .orderBy(asc(questions.id));
}

export function attachmentsOf(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      applicationId: applicationAttachments.applicationId,
      fileName: applicationAttachments.fileName,
      contentType: applicationAttachments.contentType,
      byteSize: applicationAttachments.byteSize,
      createdAt: applicationAttachments.createdAt,
    })
    .from(applicationAttachments)
    .where(inArray(applicationAttachments.applicationId, applicationIds))
    .orderBy(asc(applicationAttachments.createdAt));
}

export function contactRequestsOf(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      applicationId: contactRequests.applicationId,
      message: contactRequests.message,
      createdAt: contactRequests.createdAt,
      acceptedAt: contactRequests.acceptedAt,
      declinedAt: contactRequests.declinedAt,
    })
    .from(contactRequests)
    .where(inArray(contactRequests.applicationId, applicationIds))
    .orderBy(asc(contactRequests.createdAt));
}

/** The members' ratings of the applications (ADR 091): not who rated (the member's name is the organisation's). */
export function applicationRatingsOf(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      applicationId: applicationRatings.applicationId,
      stars: applicationRatings.stars,
      note: applicationRatings.note,
      createdAt: applicationRatings.createdAt,
      updatedAt: applicationRatings.updatedAt,
    })
    .from(applicationRatings)
    .where(inArray(applicationRatings.applicationId, applicationIds))
    .orderBy(asc(applicationRatings.createdAt), asc(applicationRatings.userId));
}

export function subscriptionsOf(db: Db, subject: DataSubject) {
  const where =
    subject.userId === null
      ? eq(subscriptions.email, subject.email)
      : or(eq(subscriptions.userId, subject.userId), eq(subscriptions.email, subject.email));
  return db.select().from(subscriptions).where(where).orderBy(asc(subscriptions.id));
}

export function ztdiResultsOf(db: Db, subject: DataSubject) {
  const where =
    subject.userId === null
      ? eq(ztdiResults.email, subject.email)
      : or(eq(ztdiResults.userId, subject.userId), eq(ztdiResults.email, subject.email));
  return db
    .select({
      email: ztdiResults.email,
      language: ztdiResults.language,
      answers: ztdiResults.answers,
      scores: ztdiResults.scores,
      createdAt: ztdiResults.createdAt,
    })
    .from(ztdiResults)
    .where(where)
    .orderBy(asc(ztdiResults.createdAt), asc(ztdiResults.id));
}

export function experimentsOf(db: Db, userId: number) {
  return db.select().from(experiments).where(eq(experiments.userId, userId)).orderBy(asc(experiments.id));
}

export function ratingsOf(db: Db, experimentIds: number[]) {
  if (experimentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      experimentId: experimentRatings.experimentId,
      listingId: experimentRatings.listingId,
      title: listings.title,
      verdict: experimentRatings.verdict,
      note: experimentRatings.note,
      ratedAt: experimentRatings.ratedAt,
    })
    .from(experimentRatings)
    .innerJoin(listings, eq(listings.id, experimentRatings.listingId))
    .where(inArray(experimentRatings.experimentId, experimentIds))
    .orderBy(asc(experimentRatings.ratedAt));
}

export function sessionsOf(db: Db, userId: number) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

export function membershipsOf(db: Db, userId: number) {
  const fields = { ...companyOf(memberships), role: memberships.role, since: memberships.createdAt };
  return linksOfUser(db, memberships, userId, fields, [asc(organizations.name)]);
}

// ---------------------------------------------------------------- deletion

/**
 * The user's organisations with what deleting the account means for each: `alone` when the user
 * is the only member (the organisation goes too), `lastOwner` when others stay without an owner.
 * `lock` takes the organisations' rows FOR UPDATE, so no member joins or leaves meanwhile.
 */
export async function organizationsOfUser(db: Db, userId: number, lock = false) {
  // Locked first, counted after: a statement that waited for the locks counts what the others committed.
  if (lock) {
    await db.execute(sql`
      select o.id from memberships m join organizations o on o.id = m.organization_id
      where m.user_id = ${userId} order by o.id for update of o`);
  }
  const result = await db.execute(sql`
    select o.id, o.name, m.role,
      (select count(*) from memberships x where x.organization_id = o.id and x.user_id <> ${userId})::int as others,
      (select count(*) from memberships x where x.organization_id = o.id and x.user_id <> ${userId}
         and x.role = 'owner')::int as other_owners
    from memberships m join organizations o on o.id = m.organization_id
    where m.user_id = ${userId}
    order by o.name`);
  return rowsOf<{ id: number | string; name: string; role: string; others: number; other_owners: number }>(result).map(
    (r) => ({
      id: Number(r.id),
      name: r.name,
      alone: Number(r.others) === 0,
      lastOwner: r.role === "owner" && Number(r.others) > 0 && Number(r.other_owners) === 0,
    }),
  );
}

export async function countApplications(db: Db, subject: DataSubject) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(applicationsOf(subject));
  return Number(row?.n ?? 0);
}

export async function deleteOrganizations(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(organizations).where(inArray(organizations.id, ids));
}

/**
 * Employers keep the applications (organisation, listing or job, status, who closed it and when)
 * without the applicant: names and texts emptied, a placeholder address of the row's own, no phone,
 * answers, attachments, status link or notes; their contact requests lose the message and the
 * activities naming the applicant their subject. Returns how many applications were anonymised and the names they carried.
 */
export async function anonymiseApplications(
  db: Db,
  subject: DataSubject,
  now: Date,
): Promise<{ count: number; names: string[] }> {
  const rows = await db
    .select({ id: applications.id, firstName: applications.firstName, lastName: applications.lastName })
    .from(applications)
    .where(applicationsOf(subject));
  const ids = rows.map((r) => r.id);
  const names = [...new Set(rows.map((r) => `${r.firstName} ${r.lastName}`.trim()).filter(Boolean))];
  if (ids.length === 0) return { count: 0, names };
  await db.delete(applicationAnswers).where(inArray(applicationAnswers.applicationId, ids));
  await db.delete(applicationAttachments).where(inArray(applicationAttachments.applicationId, ids));
  await db.update(contactRequests).set({ message: "" }).where(inArray(contactRequests.applicationId, ids));
  // Members' ratings are an assessment of the person: they go with the identity (ADR 091).
  await db.delete(applicationRatings).where(inArray(applicationRatings.applicationId, ids));
  // A rejection still waiting carries the applicant's first name in its written-out message (ADR 090).
  await db.delete(scheduledRejections).where(inArray(scheduledRejections.applicationId, ids));
  await db
    .update(activities)
    .set({ subject: "" })
    .where(and(eq(activities.sourceType, "application"), inArray(activities.sourceId, ids)));
  await db
    .update(candidateInvites)
    .set({ email: sql`'erased-' || ${candidateInvites.id} || '@invalid'`, name: "" })
    .where(inArray(candidateInvites.applicationId, ids));
  await db
    .update(applications)
    .set({
      userId: null,
      firstName: "",
      lastName: "",
      email: sql`'erased-' || ${applications.id} || '@invalid'`,
      phone: null,
      myStory: "",
      whatIBring: "",
      whatIWant: "",
      notes: "",
      closingMessage: null,
      statusTokenHash: null,
      updatedAt: now,
    })
    .where(inArray(applications.id, ids));
  return { count: ids.length, names };
}

/**
 * What is held under an address apart from applications: codes, mail-limit rows, invitations,
 * contact messages, job alerts and their links, Z-TDI results, uploads never sent; and the mail log
 * (mails to the address, and mails to others that quote it or `names`).
 */
export async function deleteByAddress(db: Db, email: string, userId: number | null, names: string[]) {
  await db.delete(emailCodes).where(eq(emailCodes.email, email));
  await db.delete(secretMailRequests).where(eq(secretMailRequests.email, email));
  await db.delete(candidateInvites).where(eq(candidateInvites.email, email));
  await db.delete(membershipInvites).where(eq(membershipInvites.email, email));
  await db
    .delete(contactMessages)
    .where(
      userId === null
        ? eq(contactMessages.email, email)
        : or(eq(contactMessages.email, email), eq(contactMessages.userId, userId)),
    );
  await db.delete(subscriptionTokens).where(eq(subscriptionTokens.email, email));
  await db
    .delete(subscriptions)
    .where(
      userId === null
        ? eq(subscriptions.email, email)
        : or(eq(subscriptions.email, email), eq(subscriptions.userId, userId)),
    );
  await db
    .delete(ztdiResults)
    .where(
      userId === null ? eq(ztdiResults.email, email) : or(eq(ztdiResults.email, email), eq(ztdiResults.userId, userId)),
    );
  await db
    .delete(applicationAttachments)
    .where(
      and(
        isNull(applicationAttachments.applicationId),
        userId === null
          ? eq(applicationAttachments.uploaderEmail, email)
          : or(eq(applicationAttachments.uploaderEmail, email), eq(applicationAttachments.uploaderUserId, userId)),
      ),
    );
  const quoted = [email, ...names.filter((n) => n.trim().length > 2)].map(
    (needle) =>
      sql`(strpos(lower(${outbox.text}), lower(${needle})) > 0 or strpos(lower(${outbox.subject}), lower(${needle})) > 0)`,
  );
  await db.delete(outbox).where(or(eq(outbox.toEmail, email), ...quoted));
}

/** The account and what cascades from it (sessions, likes, hidden employers, seeker profile, memberships, experiments…), and its pictures. */
export async function deleteUser(db: Db, userId: number) {
  await db.update(users).set({ pictureId: null }).where(eq(users.id, userId));
  await db.delete(media).where(eq(media.ownerUserId, userId));
  await db.delete(users).where(eq(users.id, userId));
}

// ---------------------------------------------------------------- anonymous requests

/** The same per-address lock as sign-in and codes (db/email-codes.ts). */
export { burnCode, lockAddress, redeemCode } from "../../db/email-codes";

export async function insertDataRequestCode(
  db: Db,
  values: { email: string; requesterHash: string; codeHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(emailCodes).values({ ...values, purpose: "data_request" });
}

/**
 * Uses up one try of the newest live data-request code of an address that the requester asked for
 * (row-locked, as for applications).
 */
export function takeDataRequestCodeTry(db: Db, email: string, requesterHash: string, now: Date, maxTries: number) {
  return takeCodeTry(db, { email, requesterHash, purposes: ["data_request"] }, now, maxTries);
}

/** The address a live data-request token proves (not spent by reading; the code's row locked). */
export function addressOfToken(db: Db, tokenHash: string, now: Date) {
  return emailOfVerificationToken(db, tokenHash, "data_request", now, { lock: true });
}

// ---------------------------------------------------------------- an organisation's retention period

export async function findRetentionDays(db: Db, organizationId: number) {
  const [row] = await db
    .select({ days: organizations.applicationRetentionDays })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

export async function updateRetentionDays(db: Db, organizationId: number, days: number | null, now: Date) {
  const [row] = await db
    .update(organizations)
    .set({ applicationRetentionDays: days, updatedAt: now })
    .where(eq(organizations.id, organizationId))
    .returning({ days: organizations.applicationRetentionDays });
  return row;
}
