/**
 * The SQL of the follow-up of applications (issue 29, ADR 087): answer times, the members' mail
 * choices, the reminder and the close without an answer, the digest and the response record.
 */
import { ANSWER_TIME, type TApplicationMailMode } from "@jobatlas/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications, memberships, organizations } from "../../../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows of `db.execute`, on both engines. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export async function findAnswerDays(db: Db, organizationId: number): Promise<{ days: number | null } | undefined> {
  const [row] = await db
    .select({ days: organizations.answerDays })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

export async function updateAnswerDays(db: Db, organizationId: number, days: number | null, now: Date) {
  const [row] = await db
    .update(organizations)
    .set({ answerDays: days, updatedAt: now })
    .where(eq(organizations.id, organizationId))
    .returning({ days: organizations.answerDays });
  return row;
}

export async function findMailSetting(db: Db, organizationId: number, userId: number) {
  const [row] = await db
    .select({ mode: memberships.applicationMails, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row;
}

export async function updateMailSetting(
  db: Db,
  organizationId: number,
  userId: number,
  mode: TApplicationMailMode | null,
  now: Date,
) {
  const [row] = await db
    .update(memberships)
    // A new choice starts the digest afresh: what came before was mailed at once, or not wanted.
    .set({
      applicationMails: mode,
      applicationsDigestedUntil: sql`case when ${memberships.applicationMails} is distinct from ${mode} then ${now.toISOString()}::timestamptz else ${memberships.applicationsDigestedUntil} end`,
    })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .returning({ mode: memberships.applicationMails, role: memberships.role });
  return row;
}

/** Marks the first time a member opened the application; later openings change nothing. */
export async function markFirstSeen(db: Db, applicationId: number, now: Date): Promise<void> {
  await db
    .update(applications)
    .set({ firstSeenAt: now })
    .where(and(eq(applications.id, applicationId), isNull(applications.firstSeenAt)));
}

/** A member who may get a mail about applications: address, name, language. */
export interface MemberRecipient {
  userId: number;
  email: string;
  firstName: string;
  language: string;
}

/**
 * The members who get a mail at once for a new application: those who chose instant, and the
 * listing's contact person (by address) who kept the default. Never the applicant themself.
 */
export async function instantRecipients(
  db: Db,
  application: { organizationId: number; listingId: number | null; userId: number | null; email: string },
): Promise<MemberRecipient[]> {
  return recipientsOf(
    await db.execute(sql`
      select u.id as "userId", u.email, u.first_name as "firstName", u.language
      from memberships m join users u on u.id = m.user_id
      where m.organization_id = ${application.organizationId}
        and u.email_verified_at is not null
        and u.id is distinct from ${application.userId} and lower(u.email) <> lower(${application.email})
        and (m.application_mails = 'instant'
          or (m.application_mails is null and exists (
            select 1 from listings l where l.id = ${application.listingId}
              and l.contact_email is not null and lower(l.contact_email) = lower(u.email))))
      order by u.id`),
  );
}

/** Raw rows name bigint ids as text on PostgreSQL: numbers here. */
function recipientsOf(result: unknown): MemberRecipient[] {
  return rowsOf<MemberRecipient>(result).map((r) => ({ ...r, userId: Number(r.userId) }));
}

/** A member due a daily digest, with the instant it covers the applications from. */
export interface DigestRecipient extends MemberRecipient {
  organizationId: number;
  organizationName: string;
  organizationSlug: string;
  /** The member kept the default: the applications to listings they are the contact person of came at once. */
  byDefault: boolean;
  since: Date;
}

/** The members who get the daily digest (chosen, or the default of owners and admins) and have not had this tick's. */
export async function digestRecipients(db: Db, tick: Date): Promise<DigestRecipient[]> {
  const dayBefore = new Date(tick.getTime() - DAY_MS).toISOString();
  // A member back on the digest after a while (another choice, another role) gets no backlog.
  const twoDaysBefore = new Date(tick.getTime() - 2 * DAY_MS).toISOString();
  const rows = rowsOf<Omit<DigestRecipient, "since"> & { since: string | Date }>(
    await db.execute(sql`
      select u.id as "userId", u.email, u.first_name as "firstName", u.language,
        o.id as "organizationId", o.name as "organizationName", o.slug as "organizationSlug",
        (m.application_mails is null) as "byDefault",
        greatest(coalesce(m.applications_digested_until, ${dayBefore}::timestamptz), ${twoDaysBefore}::timestamptz) as since
      from memberships m join users u on u.id = m.user_id join organizations o on o.id = m.organization_id
      where u.email_verified_at is not null
        and (m.application_mails = 'daily' or (m.application_mails is null and m.role in ('owner', 'admin')))
        and (m.applications_digested_until is null or m.applications_digested_until < ${tick.toISOString()}::timestamptz)
      order by o.id, u.id`),
  );
  return rows.map((r) => ({
    ...r,
    userId: Number(r.userId),
    organizationId: Number(r.organizationId),
    byDefault: Boolean(r.byDefault),
    since: new Date(r.since),
  }));
}

/** An application named in a member's mail: never the applicant's contact details. */
export interface ApplicationMention {
  id: number;
  firstName: string;
  lastName: string;
  title: string | null;
  createdAt: Date;
}

/**
 * The applications of the recipient's organisation received in (since, until], for their digest:
 * not their own, nor (when they kept the default) those to listings they are the contact person of.
 */
export async function digestApplications(db: Db, r: DigestRecipient, until: Date): Promise<ApplicationMention[]> {
  const rows = rowsOf<ApplicationMention & { createdAt: string | Date }>(
    await db.execute(sql`
      select a.id, a.first_name as "firstName", a.last_name as "lastName",
        coalesce(l.title, j.title) as title, a.created_at as "createdAt"
      from applications a
        left join listings l on l.id = a.listing_id
        left join jobs j on j.id = a.job_id
      where a.organization_id = ${r.organizationId}
        and a.created_at > ${r.since.toISOString()}::timestamptz and a.created_at <= ${until.toISOString()}::timestamptz
        and a.user_id is distinct from ${r.userId} and lower(a.email) <> lower(${r.email})
        and not (${r.byDefault} and l.contact_email is not null and lower(l.contact_email) = lower(${r.email}))
      order by a.created_at, a.id`),
  );
  return rows.map((a) => ({ ...a, id: Number(a.id), createdAt: new Date(a.createdAt) }));
}

/** Records that the member's digest covered everything up to `until`; false when another run did already. */
export async function markDigested(db: Db, r: DigestRecipient, until: Date): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      update memberships set applications_digested_until = ${until.toISOString()}::timestamptz
      where organization_id = ${r.organizationId} and user_id = ${r.userId}
        and (applications_digested_until is null or applications_digested_until < ${until.toISOString()}::timestamptz)
      returning 1 as n`),
  );
  return rows.length > 0;
}

/** A pending application whose answer time ran out. */
export interface DueApplication extends ApplicationMention {
  organizationId: number;
}

/** Pending applications past their organisation's answer time whose members were not reminded yet. */
export async function applicationsDueForReminder(db: Db, now: Date): Promise<DueApplication[]> {
  const rows = rowsOf<DueApplication & { createdAt: string | Date }>(
    await db.execute(sql`
      select a.id, a.organization_id as "organizationId", a.first_name as "firstName", a.last_name as "lastName",
        coalesce(l.title, j.title) as title, a.created_at as "createdAt"
      from applications a
        join organizations o on o.id = a.organization_id
        left join listings l on l.id = a.listing_id
        left join jobs j on j.id = a.job_id
      where a.status = 'pending' and a.reminded_at is null
        and a.created_at + make_interval(days => coalesce(o.answer_days, ${ANSWER_TIME.defaultDays})::int)
          <= ${now.toISOString()}::timestamptz
      order by a.organization_id, a.created_at, a.id`),
  );
  return rows.map((a) => ({
    ...a,
    id: Number(a.id),
    organizationId: Number(a.organizationId),
    createdAt: new Date(a.createdAt),
  }));
}

/** Records the reminder of one application; false when it is no longer pending or was reminded already. */
export async function markReminded(db: Db, applicationId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ remindedAt: now })
    .where(and(eq(applications.id, applicationId), eq(applications.status, "pending"), isNull(applications.remindedAt)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** Ids of pending applications reminded at least `afterDays` days before `now`: to close without an answer. */
export async function applicationsDueForClose(db: Db, now: Date, afterDays: number): Promise<number[]> {
  const rows = rowsOf<{ id: number | string }>(
    await db.execute(sql`
      select id from applications
      where status = 'pending' and reminded_at is not null
        and reminded_at + make_interval(days => ${afterDays}::int) <= ${now.toISOString()}::timestamptz
      order by reminded_at, id`),
  );
  return rows.map((r) => Number(r.id));
}

/** The members who get an organisation's reminder mails: those who get mails of new applications (chosen, or the default of owners and admins). */
export async function reminderRecipients(db: Db, organizationId: number): Promise<MemberRecipient[]> {
  return recipientsOf(
    await db.execute(sql`
      select u.id as "userId", u.email, u.first_name as "firstName", u.language
      from memberships m join users u on u.id = m.user_id
      where m.organization_id = ${organizationId} and u.email_verified_at is not null
        and (m.application_mails in ('instant', 'daily') or (m.application_mails is null and m.role in ('owner', 'admin')))
      order by u.id`),
  );
}

/** The organisation's name, slug and answer time. */
export async function organizationOf(db: Db, organizationId: number) {
  const [row] = await db
    .select({ name: organizations.name, slug: organizations.slug, answerDays: organizations.answerDays })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** The pending applications of an organisation that were reminded: each closes `afterDays` after its reminder. */
export async function closingApplications(db: Db, organizationId: number) {
  const rows = rowsOf<
    ApplicationMention & {
      listingId: number | null;
      jobId: number | null;
      jobTitle: string | null;
      remindedAt: string | Date;
      createdAt: string | Date;
    }
  >(
    await db.execute(sql`
      select a.id, a.first_name as "firstName", a.last_name as "lastName", l.title as title, a.listing_id as "listingId",
        a.job_id as "jobId", j.title as "jobTitle", a.created_at as "createdAt", a.reminded_at as "remindedAt"
      from applications a
        left join listings l on l.id = a.listing_id
        left join jobs j on j.id = a.job_id
      where a.organization_id = ${organizationId} and a.status = 'pending' and a.reminded_at is not null
      order by a.reminded_at, a.id`),
  );
  return rows.map((a) => ({
    ...a,
    id: Number(a.id),
    listingId: a.listingId === null ? null : Number(a.listingId),
    jobId: a.jobId === null ? null : Number(a.jobId),
    createdAt: new Date(a.createdAt),
    remindedAt: date(a.remindedAt) as Date,
  }));
}

/** The counts behind a response record over [from, until). */
export interface ResponseCounts {
  answered: number;
  unanswered: number;
  /** Days from receipt to the first answer of each answered application. */
  answerDays: number[];
}

/**
 * Applications received in [from, until) that were answered (answered_at) or closed without an
 * answer (archived, never answered), the retention pass's deleted ones included
 * (application_outcomes); the days to each first answer.
 */
export async function responseCounts(db: Db, organizationIds: number[], from: Date, until: Date) {
  const byOrg = new Map<number, ResponseCounts>(
    organizationIds.map((id) => [id, { answered: 0, unanswered: 0, answerDays: [] }]),
  );
  if (organizationIds.length === 0) return byOrg;
  const orgs = sql.join(
    organizationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ organizationId: number | string; days: number | string | null; answered: boolean }>(
    await db.execute(sql`
      select x.organization_id as "organizationId", (x.answered_at is not null) as answered,
        case when x.answered_at is null then null
          else extract(epoch from (x.answered_at - x.received_at)) / 86400.0 end as days
      from (
        select a.organization_id, a.created_at as received_at, a.answered_at,
          (a.status = 'archived' and a.answered_at is null) as closed_unanswered
        from applications a where a.organization_id in (${orgs})
        union all
        -- Deleted by the retention pass: what the record needs of them stayed (ADR 087).
        select o.organization_id, o.received_at, o.answered_at, o.closed_unanswered
        from application_outcomes o where o.organization_id in (${orgs})
      ) x
      where x.received_at >= ${from.toISOString()}::timestamptz and x.received_at < ${until.toISOString()}::timestamptz
        and (x.answered_at is not null or x.closed_unanswered)`),
  );
  for (const row of rows) {
    const counts = byOrg.get(Number(row.organizationId));
    if (!counts) continue;
    if (row.answered) {
      counts.answered++;
      counts.answerDays.push(Number(row.days));
    } else counts.unanswered++;
  }
  return byOrg;
}

/** The id of the organisation with this slug. */
export async function findOrganizationIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
  return row?.id;
}
