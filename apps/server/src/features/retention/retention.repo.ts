import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  applicationAttachments,
  applicationOutcomes,
  contactMessages,
  emailChangeReverts,
  emailCodes,
  loginTokens,
  membershipInvites,
  notifications,
  organizations,
  outbox,
  retentionRuns,
  searchChanges,
  secretMailRequests,
  sessions,
  users,
} from "../../db/schema";

async function deleted(query: Promise<{ id: number }[]>): Promise<number> {
  return (await query).length;
}

export function deleteEndedSessions(db: Db, now: Date) {
  return deleted(
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
      .returning({ id: sessions.id }),
  );
}

export function deleteSpentLoginTokens(db: Db, now: Date) {
  return deleted(
    db
      .delete(loginTokens)
      .where(or(lt(loginTokens.expiresAt, now), isNotNull(loginTokens.usedAt)))
      .returning({ id: loginTokens.id }),
  );
}

/** "This wasn't me" links that are used or expired (ADR 056): they hold both addresses. */
export function deleteSpentEmailChangeReverts(db: Db, now: Date) {
  return deleted(
    db
      .delete(emailChangeReverts)
      .where(or(lt(emailChangeReverts.expiresAt, now), isNotNull(emailChangeReverts.usedAt)))
      .returning({ id: emailChangeReverts.id }),
  );
}

/** Codes that can neither be tried nor still back a verification token. */
export function deleteSpentEmailCodes(db: Db, now: Date) {
  return deleted(
    db
      .delete(emailCodes)
      .where(
        and(
          or(lt(emailCodes.expiresAt, now), isNotNull(emailCodes.usedAt)),
          or(
            isNull(emailCodes.verificationExpiresAt),
            lt(emailCodes.verificationExpiresAt, now),
            isNotNull(emailCodes.verificationUsedAt),
          ),
        ),
      )
      .returning({ id: emailCodes.id }),
  );
}

/** Links and codes asked for before the cutoff (they only count towards the hourly limits). */
export function deleteOldMailRequests(db: Db, before: Date) {
  return deleted(
    db
      .delete(secretMailRequests)
      .where(lt(secretMailRequests.createdAt, before))
      .returning({ id: secretMailRequests.id }),
  );
}

/** Delivered or given-up mails older than the cutoff; pending ones stay until they are sent. */
export function deleteOldMails(db: Db, before: Date) {
  return deleted(
    db
      .delete(outbox)
      .where(and(sql`${outbox.status} <> 'pending'`, lt(outbox.createdAt, before)))
      .returning({ id: outbox.id }),
  );
}

export function deleteOldContactMessages(db: Db, before: Date) {
  return deleted(
    db.delete(contactMessages).where(lt(contactMessages.createdAt, before)).returning({ id: contactMessages.id }),
  );
}

/**
 * Accounts whose address was never confirmed, and the organisations only they belonged to
 * (opened with the account and never used).
 */
export async function deleteUnconfirmedAccounts(db: Db, before: Date) {
  await db.execute(sql`
    delete from organizations o
    where o.id in (
      select m.organization_id from memberships m join users u on u.id = m.user_id
      where u.email_verified_at is null and u.created_at < ${before.toISOString()}
    )
    and not exists (
      select 1 from memberships m join users u on u.id = m.user_id
      where m.organization_id = o.id and (u.email_verified_at is not null or u.created_at >= ${before.toISOString()})
    )`);
  return deleted(
    db
      .delete(users)
      .where(and(isNull(users.emailVerifiedAt), lt(users.createdAt, before)))
      .returning({ id: users.id }),
  );
}

/** The search change feed: followers only ever read the last minutes of it. */
export async function deleteOldSearchChanges(db: Db, before: Date): Promise<number> {
  return deleted(
    db.delete(searchChanges).where(lt(searchChanges.changedAt, before)).returning({ id: searchChanges.seq }),
  );
}

/** Notifications a member dismissed before `before`: the activity feed keeps what happened. */
export function deleteDismissedNotifications(db: Db, before: Date) {
  return deleted(
    db.delete(notifications).where(lt(notifications.dismissedAt, before)).returning({ id: notifications.id }),
  );
}

/** Member invitations that expired, or were accepted, before `before`. */
export function deleteSpentMembershipInvites(db: Db, before: Date) {
  return deleted(
    db
      .delete(membershipInvites)
      .where(or(lt(membershipInvites.expiresAt, before), lt(membershipInvites.acceptedAt, before)))
      .returning({ id: membershipInvites.id }),
  );
}

/** Attachments uploaded before `before` that no application claimed (the applicant gave up). */
export async function deleteUnclaimedApplicationAttachments(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(applicationAttachments)
    .where(and(isNull(applicationAttachments.applicationId), lt(applicationAttachments.createdAt, before)))
    .returning({ id: applicationAttachments.id });
  return rows.length;
}

/**
 * Closed (archived, also without an answer), rejected and withdrawn applications whose organisation's period (null: `defaultDays`) ended:
 * the Zurich day they were closed plus the period lies before the Zurich day of `now`. They go with
 * their answers, attachments and contact requests (cascades) and the activities naming them; what
 * the response record needs of each stays in application_outcomes.
 */
export async function purgeClosedApplications(db: Db, now: Date, defaultDays: number): Promise<number> {
  const result = await db.execute(sql`
    with purged as (
      delete from applications a
      using organizations o
      where o.id = a.organization_id
        and a.status in ('rejected', 'withdrawn', 'archived')
        and a.closed_at is not null
        and (a.closed_at at time zone 'Europe/Zurich')::date + coalesce(o.application_retention_days, ${defaultDays})::int
          < (${now.toISOString()}::timestamptz at time zone 'Europe/Zurich')::date
      returning a.id, a.organization_id, a.created_at, a.answered_at, a.status
    ), outcomes_kept as (
      -- The response record outlives the application (ADR 087): its dates, no personal data.
      insert into application_outcomes (application_id, organization_id, received_at, answered_at, closed_unanswered)
      select id, organization_id, created_at, answered_at, (status = 'archived' and answered_at is null) from purged
      on conflict (application_id) do nothing
      returning application_id
    ), activities_gone as (
      delete from activities x
      where x.source_type = 'application' and x.source_id in (select id from purged)
      returning x.id
    )
    select (select count(*) from purged)::int as purged, (select count(*) from activities_gone)::int as activities`);
  return Number((result as unknown as { rows: { purged: number | string }[] }).rows[0]?.purged ?? 0);
}

/** Outcomes of deleted applications received before `before`: older than the response record looks. */
export function deleteOldApplicationOutcomes(db: Db, before: Date) {
  return deleted(
    db
      .delete(applicationOutcomes)
      .where(lt(applicationOutcomes.receivedAt, before))
      .returning({ id: applicationOutcomes.applicationId }),
  );
}

/** The organisation's retention period of closed applications; null for the default. */
export async function findApplicationRetentionDays(db: Db, organizationId: number): Promise<number | null> {
  const [row] = await db
    .select({ days: organizations.applicationRetentionDays })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.days ?? null;
}

/** What a run purged, by kind: counts only. */
export async function insertRetentionRun(db: Db, ranAt: Date, counts: Record<string, number>) {
  await db.insert(retentionRuns).values({ ranAt, counts });
}
