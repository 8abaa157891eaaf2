/**
 * No black hole (issue 29, ADR 087): every application is seen, answered and closed, and the
 * members hear of new ones. Each organisation promises an answer time; when a pending application
 * passes it, its members are reminded (bell and mail), and AUTO_CLOSE_AFTER_REMINDER_DAYS later a
 * still-pending one is closed without an answer with a polite standard message. Members choose how
 * they hear of new applications: at once, in a daily digest at 07:00 Zurich time, or not at all.
 * The response record (answered share, median days to a first answer) is computed from the data.
 * Everything the scheduler runs here is idempotent: a tick may run twice, and two instances share it.
 */
import {
  ANSWER_TIME,
  AUTO_CLOSE_AFTER_REMINDER_DAYS,
  RESPONSE_RECORD,
  type TAnswerTime,
  type TApplicationMailMode,
  type TApplicationMailSetting,
  type TClosingApplications,
  type TLanguage,
  type TOrgResponseRecord,
  type TResponseRecord,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../../context";
import { foundOr404 } from "../../../errors";
import { recordActivity } from "../../activities/activities.service";
import { mailPageLink } from "../../mail/mail.links";
import type { OrgContext } from "../../orgs/orgs.types";
import { deletedOnOf } from "../../retention/retention.service";
import { queueApplicantMail } from "../applicant-identity";
import { moveApplication } from "../application-states";
import { lockApplication, positionOf, type ApplicationRow } from "../applications.repo";
import {
  queueAnswerDueMail,
  queueApplicationDigestMail,
  queueClosedUnansweredMail,
  queueNewApplicationMail,
  closedUnansweredMessage,
} from "./follow-up.mails";
import {
  applicationsDueForClose,
  applicationsDueForReminder,
  closingApplications,
  digestApplications,
  digestRecipients,
  findAnswerDays,
  findMailSetting,
  findOrganizationIdBySlug,
  instantRecipients,
  markDigested,
  markFirstSeen,
  markReminded,
  organizationOf,
  reminderRecipients,
  responseCounts,
  updateAnswerDays,
  updateMailSetting,
  type DueApplication,
  type ResponseCounts,
} from "./follow-up.repo";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The answer time that applies: the organisation's, or the default. */
export function effectiveAnswerDays(days: number | null | undefined): number {
  return days ?? ANSWER_TIME.defaultDays;
}

/** When a pending application is closed without an answer: AUTO_CLOSE_AFTER_REMINDER_DAYS after its reminder (or after the answer time, before it). */
export function closesAt(application: Pick<ApplicationRow, "createdAt" | "remindedAt">, answerDays: number): Date {
  const reminder = application.remindedAt ?? new Date(application.createdAt.getTime() + answerDays * DAY_MS);
  return new Date(reminder.getTime() + AUTO_CLOSE_AFTER_REMINDER_DAYS * DAY_MS);
}

function presentAnswerTime(days: number | null): TAnswerTime {
  return {
    days,
    effective_days: effectiveAnswerDays(days),
    default_days: ANSWER_TIME.defaultDays,
    min_days: ANSWER_TIME.minDays,
    max_days: ANSWER_TIME.maxDays,
    auto_close_after_days: AUTO_CLOSE_AFTER_REMINDER_DAYS,
  };
}

/** GET /capi/org/answer-time. */
export async function readAnswerTime(ctx: AppContext, org: OrgContext): Promise<TAnswerTime> {
  const row = foundOr404(await findAnswerDays(ctx.db, org.organization.id));
  return presentAnswerTime(row.days);
}

/** PUT /capi/org/answer-time: 5–30 days (the contract and the table check it), or null for the default. */
export async function setAnswerTime(ctx: AppContext, org: OrgContext, days: number | null): Promise<TAnswerTime> {
  const row = foundOr404(await updateAnswerDays(ctx.db, org.organization.id, days, ctx.now()));
  return presentAnswerTime(row.days);
}

/** The default of a member who did not choose: the digest for owners and admins, nothing for recruiters. */
function defaultMailMode(role: OrgContext["role"]): TApplicationMailMode {
  return role === "recruiter" ? "none" : "daily";
}

/** GET /capi/org/application-mails: the signed-in member's own choice. */
export async function readMailSetting(ctx: AppContext, org: OrgContext): Promise<TApplicationMailSetting> {
  const row = foundOr404(await findMailSetting(ctx.db, org.organization.id, org.user.id));
  return { mode: row.mode, default_mode: defaultMailMode(row.role) };
}

/** PUT /capi/org/application-mails: the member's choice in this organisation; null goes back to the default. */
export async function setMailSetting(
  ctx: AppContext,
  org: OrgContext,
  mode: TApplicationMailMode | null,
): Promise<TApplicationMailSetting> {
  const row = foundOr404(await updateMailSetting(ctx.db, org.organization.id, org.user.id, mode, ctx.now()));
  return { mode: row.mode, default_mode: defaultMailMode(row.role) };
}

/** The first time a member opens the candidate profile or its PDF (the applicant's timeline shows it). */
export function markApplicationSeen(ctx: AppContext, applicationId: number): Promise<void> {
  return markFirstSeen(ctx.db, applicationId, ctx.now());
}

const applicantName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`.trim();

/** The candidate profile in a member's mail. */
function profileLink(ctx: AppContext, language: TLanguage, slug: string, applicationId: number): string {
  return mailPageLink(ctx, language, `org/${encodeURIComponent(slug)}/applications/${applicationId}`);
}

/** The org home's panels the members' mails point to. */
function orgHomeLink(ctx: AppContext, language: TLanguage, slug: string, panel: "application-mails" | "closing") {
  return `${mailPageLink(ctx, language, `org/${encodeURIComponent(slug)}`)}#${panel}`;
}

const languageOf = (value: string): TLanguage => value as TLanguage;

/**
 * A new application: mails the members who hear of each one at once (their choice, or the
 * listing's contact person by default), never the applicant themself. Call it in the submit's
 * transaction, so the mails are queued with the application or not at all.
 */
export async function notifyNewApplication(
  ctx: AppContext,
  application: Pick<
    ApplicationRow,
    "id" | "organizationId" | "listingId" | "userId" | "email" | "firstName" | "lastName"
  >,
  title: string | null,
): Promise<number> {
  const recipients = await instantRecipients(ctx.db, application);
  if (recipients.length === 0) return 0;
  const org = foundOr404(await organizationOf(ctx.db, application.organizationId));
  for (const member of recipients) {
    const language = languageOf(member.language);
    await queueNewApplicationMail(ctx, {
      to: member.email,
      language,
      memberFirstName: member.firstName,
      organizationName: org.name,
      applicantName: applicantName(application),
      title,
      link: profileLink(ctx, language, org.slug, application.id),
      settingsLink: orgHomeLink(ctx, language, org.slug, "application-mails"),
    });
  }
  return recipients.length;
}

/**
 * The daily digest (07:00 Zurich): each member who gets one is mailed the applications received
 * since their last digest, up to `tick`; a member with none gets no mail. Idempotent: a member's
 * digest is marked done up to `tick` with the mail, so a second run of the tick sends nothing.
 */
export async function runApplicationDigests(
  ctx: AppContext,
  tick: Date,
  scope: { organizationId?: number } = {},
): Promise<{ mails: number }> {
  let mails = 0;
  for (const recipient of await digestRecipients(ctx.db, tick)) {
    if (scope.organizationId !== undefined && recipient.organizationId !== scope.organizationId) continue;
    const sent = await inTransaction(ctx, async (tx) => {
      if (!(await markDigested(tx.db, recipient, tick))) return false;
      const mentioned = await digestApplications(tx.db, recipient, tick);
      if (mentioned.length === 0) return false;
      const language = languageOf(recipient.language);
      await queueApplicationDigestMail(tx, {
        to: recipient.email,
        language,
        memberFirstName: recipient.firstName,
        organizationName: recipient.organizationName,
        applications: mentioned.map((a) => ({
          applicantName: applicantName(a),
          title: a.title,
          receivedAt: a.createdAt,
          link: profileLink(tx, language, recipient.organizationSlug, a.id),
        })),
        listLink: mailPageLink(tx, language, `org/${encodeURIComponent(recipient.organizationSlug)}/applications`),
        settingsLink: orgHomeLink(tx, language, recipient.organizationSlug, "application-mails"),
      });
      return true;
    });
    if (sent) mails++;
  }
  return { mails };
}

/** The development endpoint's digest: one organisation's (by slug) daily digests, now. */
export async function runDigestsOf(ctx: AppContext, slug: string): Promise<{ mails: number }> {
  const organizationId = foundOr404(await findOrganizationIdBySlug(ctx.db, slug));
  return runApplicationDigests(ctx, ctx.now(), { organizationId });
}

/**
 * Reminds each organisation of its pending applications past the answer time: an activity per
 * application (the bell of every member) and one mail per member listing them. An application is
 * reminded once (reminded_at), whatever number of runs or instances see it.
 */
async function remindDueApplications(ctx: AppContext, scope: { applicationId?: number }): Promise<number> {
  const due = (await applicationsDueForReminder(ctx.db, ctx.now())).filter(
    (a) => scope.applicationId === undefined || a.id === scope.applicationId,
  );
  const byOrg = new Map<number, DueApplication[]>();
  for (const a of due) byOrg.set(a.organizationId, [...(byOrg.get(a.organizationId) ?? []), a]);
  let reminded = 0;
  for (const [organizationId, applications] of byOrg) {
    reminded += await inTransaction(ctx, async (tx) => {
      const now = tx.now();
      const org = foundOr404(await organizationOf(tx.db, organizationId));
      const answerDays = effectiveAnswerDays(org.answerDays);
      const marked: DueApplication[] = [];
      for (const application of applications) {
        if (!(await markReminded(tx.db, application.id, now))) continue;
        marked.push(application);
        await recordActivity(tx, {
          organizationId,
          sourceType: "application",
          sourceId: application.id,
          verb: "answer_due",
          actorKind: "system",
          actorUserId: null,
          subject: applicantName(application),
          position: application.title,
        });
      }
      if (marked.length === 0) return 0;
      for (const member of await reminderRecipients(tx.db, organizationId)) {
        const language = languageOf(member.language);
        await queueAnswerDueMail(tx, {
          to: member.email,
          language,
          memberFirstName: member.firstName,
          organizationName: org.name,
          answerDays,
          applications: marked.map((a) => ({
            applicantName: applicantName(a),
            title: a.title,
            receivedAt: a.createdAt,
            closesAt: new Date(now.getTime() + AUTO_CLOSE_AFTER_REMINDER_DAYS * DAY_MS),
            link: profileLink(tx, language, org.slug, a.id),
          })),
          closingListLink: orgHomeLink(tx, language, org.slug, "closing"),
        });
      }
      return marked.length;
    });
  }
  return reminded;
}

/**
 * Closes each pending application reminded AUTO_CLOSE_AFTER_REMINDER_DAYS ago: archived with the
 * polite standard message in the applicant's language, the activity "closed without an answer"
 * (the members' bell) and the mail to the applicant, which says when their data is deleted. Each
 * in its own transaction, under the application's lock: it closes once.
 */
async function closeUnansweredApplications(ctx: AppContext, scope: { applicationId?: number }): Promise<number> {
  const due = (await applicationsDueForClose(ctx.db, ctx.now(), AUTO_CLOSE_AFTER_REMINDER_DAYS)).filter(
    (id) => scope.applicationId === undefined || id === scope.applicationId,
  );
  let closed = 0;
  for (const id of due) {
    const done = await inTransaction(ctx, async (tx) => {
      const application = await lockApplication(tx.db, id);
      if (!application || application.status !== "pending" || application.remindedAt === null) return false;
      const org = foundOr404(await organizationOf(tx.db, application.organizationId));
      const message = closedUnansweredMessage(application.language, org.name);
      const moved = await moveApplication(tx, application, "closeUnanswered", null, { closingMessage: message });
      await queueApplicantMail(moved, async () =>
        queueClosedUnansweredMail(tx, {
          to: moved.email,
          language: moved.language,
          firstName: moved.firstName,
          companyName: org.name,
          title: await titleOfApplication(tx, moved),
          message,
          deletedOn: await deletedOnOf(tx, moved),
          answerDays: effectiveAnswerDays(org.answerDays),
          link: moved.userId === null ? null : mailPageLink(tx, moved.language, `user/applications/${moved.id}`),
        }),
      );
      return true;
    });
    if (done) closed++;
  }
  return closed;
}

/** The title of what the application is for: the listing's, else the job's; null for the company. */
function titleOfApplication(ctx: AppContext, application: Pick<ApplicationRow, "listingId" | "jobId">) {
  return positionOf(ctx.db, application);
}

/**
 * The follow-up task (every 10 minutes): reminders first, then closes. `scope.applicationId`
 * narrows it to one application (the development endpoint the end-to-end tests use).
 */
export async function runApplicationFollowUp(
  ctx: AppContext,
  scope: { applicationId?: number } = {},
): Promise<{ reminded: number; closed: number }> {
  const reminded = await remindDueApplications(ctx, scope);
  const closed = await closeUnansweredApplications(ctx, scope);
  return { reminded, closed };
}

/** The record of one window from its counts. */
export function presentResponseRecord(counts: ResponseCounts): TResponseRecord {
  const total = counts.answered + counts.unanswered;
  return {
    applications: total,
    answered_share: total === 0 ? null : counts.answered / total,
    median_days_to_answer: median(counts.answerDays),
  };
}

/** The median, to one decimal; null for none. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

function windowOf(now: Date, back: number) {
  const until = new Date(now.getTime() - back * RESPONSE_RECORD.windowDays * DAY_MS);
  return { from: new Date(until.getTime() - RESPONSE_RECORD.windowDays * DAY_MS), until };
}

/**
 * A public record moves by days, and every company page and wizard reads it: each process keeps an
 * organisation's for this long (measured: the query doubled a company profile's time, ADR 087).
 */
const PUBLIC_RECORD_CACHE_MS = 5 * 60_000;
const PUBLIC_RECORD_CACHE_MAX = 10_000;
const publicRecordCache = new Map<number, { until: number; record: TResponseRecord | null }>();

/** The public response records of the organisations (null below RESPONSE_RECORD.minApplications). */
export async function publicResponseRecords(
  ctx: AppContext,
  organizationIds: number[],
): Promise<Map<number, TResponseRecord | null>> {
  const now = ctx.now();
  const records = new Map<number, TResponseRecord | null>();
  const missing: number[] = [];
  for (const id of organizationIds) {
    const cached = publicRecordCache.get(id);
    if (cached && cached.until > now.getTime()) records.set(id, cached.record);
    else missing.push(id);
  }
  if (missing.length === 0) return records;
  const { from, until } = windowOf(now, 0);
  const counts = await responseCounts(ctx.read ?? ctx.db, missing, from, new Date(until.getTime() + 1));
  if (publicRecordCache.size > PUBLIC_RECORD_CACHE_MAX) publicRecordCache.clear();
  for (const [id, c] of counts) {
    const full = presentResponseRecord(c);
    const record = full.applications >= RESPONSE_RECORD.minApplications ? full : null;
    publicRecordCache.set(id, { until: now.getTime() + PUBLIC_RECORD_CACHE_MS, record });
    records.set(id, record);
  }
  return records;
}

/** GET /capi/org/response-record: the last 180 days and the 180 before (the trend). */
export async function orgResponseRecord(ctx: AppContext, org: OrgContext): Promise<TOrgResponseRecord> {
  const id = org.organization.id;
  const now = ctx.now();
  const current = windowOf(now, 0);
  const previous = windowOf(now, 1);
  const [a, b] = await Promise.all([
    responseCounts(ctx.db, [id], current.from, new Date(current.until.getTime() + 1)),
    responseCounts(ctx.db, [id], previous.from, previous.until),
  ]);
  const record = presentResponseRecord(a.get(id)!);
  return {
    window_days: RESPONSE_RECORD.windowDays,
    min_applications: RESPONSE_RECORD.minApplications,
    current: record,
    previous: presentResponseRecord(b.get(id)!),
    public: record.applications >= RESPONSE_RECORD.minApplications,
  };
}

/** GET /capi/org/applications-closing: the pending applications past the answer time, soonest to close first. */
export async function closingApplicationsOf(ctx: AppContext, org: OrgContext): Promise<TClosingApplications> {
  const rows = await closingApplications(ctx.db, org.organization.id);
  const items = rows.map((a) => ({
    id: a.id,
    name: applicantName(a),
    listing: a.listingId !== null && a.title !== null ? { id: a.listingId, title: a.title } : null,
    job: a.jobId !== null && a.jobTitle !== null ? { id: a.jobId, title: a.jobTitle } : null,
    created_at: a.createdAt.toISOString(),
    reminded_at: a.remindedAt.toISOString(),
    closes_at: closesAt(a, 0).toISOString(),
  }));
  return { items, count: items.length };
}

/** One CSV field: quoted, and never read as a formula by a spreadsheet (a leading = + - @ gets a '). */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The export of the list: UTF-8 with a BOM (spreadsheets then read the accents), one row per application. */
export async function closingApplicationsCsv(ctx: AppContext, org: OrgContext): Promise<string> {
  const { items } = await closingApplicationsOf(ctx, org);
  const header = ["id", "name", "listing", "job", "received_at", "reminded_at", "closes_at"];
  const lines = items.map((a) =>
    [String(a.id), a.name, a.listing?.title ?? "", a.job?.title ?? "", a.created_at, a.reminded_at ?? "", a.closes_at]
      .map(csvField)
      .join(","),
  );
  return `\uFEFF${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
