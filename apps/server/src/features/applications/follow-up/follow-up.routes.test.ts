/**
 * Issue 29, no black hole (ADR 087), with a moved clock: the reminder at the answer time, the close
 * without an answer 14 days later (once, also with two schedulers), nothing for answered ones, the
 * purge after the retention period; the members' instant mails and digest; the answer time, the
 * mail choice, the response record and the closing list over HTTP; the applicant's timeline.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ZAnswerTime,
  ZApplicationMailSetting,
  ZClosingApplications,
  ZMyApplication,
  ZOrgResponseRecord,
  ZPublicCompany,
} from "@jobatlas/contract";
import {
  activities,
  applicationAttachments,
  applicationOutcomes,
  applications,
  memberships,
  notifications,
} from "../../../db/schema";
import { purgeExpiredData } from "../../retention/retention.service";
import { testClock } from "../../../test/clock";
import {
  buildApplication,
  buildListing,
  buildMember,
  buildOrganization,
  buildSession,
  buildUser,
  type BuiltMember,
} from "../../../test/factories";
import { mailsTo } from "../../../test/mailbox";
import { buildTestApp, jsonHeaders, type TestApp } from "../../../test/test-app";
import { createScheduler } from "../../../worker/scheduler";
import { scheduledTasks } from "../../../worker/tasks";
import { responseCounts } from "./follow-up.repo";
import { runApplicationDigests, runApplicationFollowUp } from "./follow-up.service";

const DAY = 24 * 60 * 60 * 1000;
// Noon in Zurich in winter: whole days stay on the same Zurich date.
const clock = testClock(new Date("2027-01-11T11:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await t.app.ready();
});
afterAll(() => t.app.close());

const ctx = () => ({ db: t.database.db, now: clock.now, config: t.config });
const at = (instant: Date) => ({ db: t.database.db, now: () => instant, config: t.config });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
type Headers = Record<string, string>;
const get = (headers: Headers, url: string) => t.app.inject({ url, headers });
const put = (headers: Headers, url: string, payload: object) =>
  t.app.inject({ method: "PUT", url, headers: { ...jsonHeaders, ...headers }, payload });

async function activitiesOf(applicationId: number) {
  return t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.sourceType, "application"), eq(activities.sourceId, applicationId)));
}
async function row(id: number) {
  const [found] = await t.database.db.select().from(applications).where(eq(applications.id, id));
  return found;
}

describe("the reminder and the close without an answer", () => {
  let owner: BuiltMember;
  let recruiter: BuiltMember;
  let quietMember: BuiltMember;
  beforeAll(async () => {
    owner = await buildOrganization(t, { name: "Bäckerei Follow AG" });
    recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    quietMember = await buildMember(t, owner.organization, { role: "admin" });
    await t.database.db
      .update(memberships)
      .set({ applicationMails: "none" })
      .where(eq(memberships.userId, quietMember.user.id));
  });

  it("reminds at day 14, closes at day 28 with the standard message, once, purges 90 days after, keeps the record", async () => {
    const start = clock.now();
    const listing = await buildListing(t, { organization: owner, title: "Bäcker/in" });
    const pending = await buildApplication(t, {
      listing,
      email: "pending-follow@example.ch",
      language: "fr",
      createdAt: start,
    });
    const answered = await buildApplication(t, { listing, email: "answered-follow@example.ch", createdAt: start });
    await t.database.db.insert(applicationAttachments).values({
      id: `cv-follow-${pending.id}`,
      applicationId: pending.id,
      fileName: "cv.pdf",
      contentType: "application/pdf",
      bytes: Buffer.from("%PDF-1.4"),
      byteSize: 8,
    });
    // The employer answers one on day 3: it is never reminded nor closed.
    const accepted = await put(owner.headers, `/capi/org/applications/${answered.id}`, {
      id: answered.id,
      status: "active",
    });
    expect(accepted.statusCode).toBe(200);
    await t.database.db
      .update(applications)
      .set({ answeredAt: new Date(start.getTime() + 3 * DAY) })
      .where(eq(applications.id, answered.id));
    const scope = { applicationId: pending.id };

    // Just before the answer time: nothing.
    expect(await runApplicationFollowUp(at(new Date(start.getTime() + 14 * DAY - 60_000)), scope)).toEqual({
      reminded: 0,
      closed: 0,
    });
    // Day 14: reminded once: an activity (every member's bell) and a mail to each member who did not choose none.
    const day14 = new Date(start.getTime() + 14 * DAY);
    expect(await runApplicationFollowUp(at(day14), scope)).toEqual({ reminded: 1, closed: 0 });
    expect(await runApplicationFollowUp(at(new Date(day14.getTime() + 600_000)), scope)).toEqual({
      reminded: 0,
      closed: 0,
    });
    expect((await activitiesOf(pending.id)).filter((a) => a.verb === "answer_due")).toHaveLength(1);
    const due = (await activitiesOf(pending.id)).find((a) => a.verb === "answer_due")!;
    const bells = await t.database.db.select().from(notifications).where(eq(notifications.activityId, due.id));
    expect(bells.map((n) => n.userId).sort()).toEqual([owner.user.id, recruiter.user.id, quietMember.user.id].sort());
    const [reminder] = await mailsTo(t.database.db, owner.user.email);
    expect(reminder?.template).toBe("application_answer_due");
    expect(reminder?.text).toContain(`${pending.firstName} ${pending.lastName}`);
    expect(reminder?.text).not.toContain("pending-follow@example.ch");
    // Mails go to who gets mails of new applications: not a recruiter on the default, nor who chose none.
    expect(await mailsTo(t.database.db, recruiter.user.email)).toHaveLength(0);
    expect(await mailsTo(t.database.db, quietMember.user.email)).toHaveLength(0);
    expect((await row(pending.id))?.remindedAt?.toISOString()).toBe(day14.toISOString());

    // It is on the list of applications about to be closed, for owners and admins, and in its export.
    clock.advanceDays(20);
    const closing = await get(owner.headers, "/capi/org/applications-closing");
    expect(closing.statusCode).toBe(200);
    const list = ZClosingApplications.parse(closing.json());
    expect(list.items.map((a) => a.id)).toEqual([pending.id]);
    expect(list.items[0]?.closes_at).toBe(new Date(day14.getTime() + 14 * DAY).toISOString());
    expect((await get(recruiter.headers, "/capi/org/applications-closing")).statusCode).toBe(403);
    const csv = await get(owner.headers, "/capi/org/applications-closing.csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain("attachment");
    expect(csv.body).toContain(`"${pending.id}","${pending.firstName} ${pending.lastName}","Bäcker/in"`);

    // Day 28: closed without an answer, archived with the polite message in the applicant's language.
    expect(await runApplicationFollowUp(at(new Date(start.getTime() + 28 * DAY - 60_000)), scope)).toEqual({
      reminded: 0,
      closed: 0,
    });
    const day28 = new Date(day14.getTime() + 14 * DAY);
    expect(await runApplicationFollowUp(at(day28), scope)).toEqual({ reminded: 0, closed: 1 });
    expect(await runApplicationFollowUp(at(new Date(day28.getTime() + DAY)), scope)).toEqual({
      reminded: 0,
      closed: 0,
    });
    const closed = await row(pending.id);
    expect(closed?.status).toBe("archived");
    expect(closed?.answeredAt).toBeNull();
    expect(closed?.closedAt?.toISOString()).toBe(day28.toISOString());
    expect(closed?.closingMessage).toBeTruthy();
    expect((await activitiesOf(pending.id)).filter((a) => a.verb === "closed_unanswered")).toEqual([
      expect.objectContaining({ actorKind: "system", actorUserId: null }),
    ]);
    const toApplicant = await mailsTo(t.database.db, "pending-follow@example.ch");
    expect(toApplicant).toHaveLength(1);
    expect(toApplicant[0]?.template).toBe("application_closed_unanswered");
    expect(toApplicant[0]?.language).toBe("fr");
    expect(toApplicant[0]?.text).toContain(closed!.closingMessage!.split("\n").find((line) => line.length > 40));
    // Closed on 2027-02-08 (Zurich): deleted on the 91st day after, 2027-05-10.
    expect(toApplicant[0]?.text).toMatch(/10 mai 2027/);

    // The answered one was never reminded nor closed.
    expect(await runApplicationFollowUp(at(day28))).toEqual({ reminded: 0, closed: 0 });
    expect((await row(answered.id))?.status).toBe("active");
    expect((await row(answered.id))?.remindedAt).toBeNull();

    // Retention: 90 days after the final state it is still there; the day after, gone with its attachment.
    await purgeExpiredData(at(new Date(day28.getTime() + 90 * DAY)));
    expect(await row(pending.id)).toBeDefined();
    await purgeExpiredData(at(new Date(day28.getTime() + 91 * DAY)));
    expect(await row(pending.id)).toBeUndefined();
    const attachments = await t.database.db
      .select()
      .from(applicationAttachments)
      .where(eq(applicationAttachments.id, `cv-follow-${pending.id}`));
    expect(attachments).toEqual([]);
    // The response record keeps what it needs of it (no personal data), for two windows.
    const outcomes = await t.database.db
      .select()
      .from(applicationOutcomes)
      .where(eq(applicationOutcomes.applicationId, pending.id));
    expect(outcomes).toEqual([
      {
        applicationId: pending.id,
        organizationId: owner.organization.id,
        receivedAt: start,
        answeredAt: null,
        closedUnanswered: true,
      },
    ]);
    // (The purge at that later day ended the sessions too: asked of the service.)
    const counts = await responseCounts(t.database.db, [owner.organization.id], start, new Date(start.getTime() + DAY));
    expect(counts.get(owner.organization.id)).toMatchObject({ answered: 1, unanswered: 1 });
    await purgeExpiredData(at(new Date(start.getTime() + 361 * DAY)));
    expect(
      await t.database.db.select().from(applicationOutcomes).where(eq(applicationOutcomes.applicationId, pending.id)),
    ).toEqual([]);
  });

  it("closes each application once when two schedulers run the task together", async () => {
    const org = await buildOrganization(t);
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const a = await buildApplication(t, {
        organization: org,
        email: `twice-${n}-${org.organization.id}@example.ch`,
        createdAt: new Date(clock.now().getTime() - 40 * DAY),
        remindedAt: new Date(clock.now().getTime() - 15 * DAY),
      });
      ids.push(a.id);
    }
    const schedulers = [0, 1].map(() =>
      createScheduler({ db: t.database.db, log: quiet, tasks: scheduledTasks(ctx()), now: clock.now }),
    );
    clock.advanceMinutes(11);
    await Promise.all([...schedulers.map((s) => s.runOnce()), runApplicationFollowUp(ctx())]);
    for (const id of ids) {
      expect((await row(id))?.status).toBe("archived");
      expect((await activitiesOf(id)).filter((a) => a.verb === "closed_unanswered")).toHaveLength(1);
    }
    for (const n of [1, 2, 3]) {
      expect(await mailsTo(t.database.db, `twice-${n}-${org.organization.id}@example.ch`)).toHaveLength(1);
    }
  });
});

describe("the members hear of new applications", () => {
  it("mails instantly who chose it and the listing's contact person, digests the rest, never the actor", async () => {
    const owner = await buildOrganization(t, { name: "Mail Hören AG" });
    const contact = await buildMember(t, owner.organization, { role: "recruiter" });
    const instant = await buildMember(t, owner.organization, { role: "recruiter" });
    const nothing = await buildMember(t, owner.organization, { role: "admin" });
    expect((await put(instant.headers, "/capi/org/application-mails", { mode: "instant" })).json()).toEqual({
      mode: "instant",
      default_mode: "none",
    });
    expect(
      ZApplicationMailSetting.parse(
        (await put(nothing.headers, "/capi/org/application-mails", { mode: "none" })).json(),
      ),
    ).toEqual({ mode: "none", default_mode: "daily" });
    expect((await get(owner.headers, "/capi/org/application-mails")).json()).toEqual({
      mode: null,
      default_mode: "daily",
    });
    expect((await put(owner.headers, "/capi/org/application-mails", { mode: "weekly" })).statusCode).toBe(400);

    const listing = await buildListing(t, {
      organization: owner,
      title: "Konditor/in",
      contactEmail: contact.user.email,
    });
    // Apply through the API, signed in as a seeker, so the submit's transaction queues the mails.
    const seeker = await buildMember(t, owner.organization, { role: "recruiter" }); // a member applying to their own org
    const submit = await t.app.inject({
      method: "POST",
      url: "/capi/user/applications",
      headers: { ...jsonHeaders, ...seeker.headers },
      payload: {
        listing_id: listing.id,
        company_id: owner.organization.id,
        first_name: "Mia",
        last_name: "Bewerberin",
        phone: "+41 79 123 45 67",
        my_story: "Ich liebe Torten.",
        what_i_bring: "",
        what_i_want: "",
        answers: [],
        attachment_ids: [],
        language: "de",
        idempotency_key: randomUUID(),
      },
    });
    expect(submit.statusCode, submit.body).toBe(201);
    const applicationId = (submit.json() as { id: number }).id;

    const [toContact] = await mailsTo(t.database.db, contact.user.email);
    expect(toContact?.template).toBe("application_new");
    expect(toContact?.text).toContain("Mia Bewerberin");
    expect(toContact?.text).toContain("Konditor/in");
    expect(toContact?.text).toContain(`/org/${owner.organization.slug}/applications/${applicationId}`);
    expect(toContact?.text).not.toContain(seeker.user.email);
    expect(toContact?.text).not.toContain("79 123 45 67");
    expect((await mailsTo(t.database.db, instant.user.email))[0]?.template).toBe("application_new");
    expect(await mailsTo(t.database.db, nothing.user.email)).toHaveLength(0);
    expect(await mailsTo(t.database.db, owner.user.email)).toHaveLength(0);
    // The member who applied hears nothing of their own application.
    expect((await mailsTo(t.database.db, seeker.user.email)).map((m) => m.template)).toEqual(["application_submitted"]);

    // The next 07:00: the owner (default daily) gets the digest, once; the contact person had it at once.
    const tick = new Date(clock.now().getTime() + DAY / 2);
    expect(await runApplicationDigests(at(tick), tick, { organizationId: owner.organization.id })).toEqual({
      mails: 1,
    });
    expect(await runApplicationDigests(at(tick), tick, { organizationId: owner.organization.id })).toEqual({
      mails: 0,
    });
    const [digest] = await mailsTo(t.database.db, owner.user.email);
    expect(digest?.template).toBe("application_digest");
    expect(digest?.text).toContain("Mia Bewerberin");
    expect(digest?.text).not.toContain("79 123 45 67");
    expect((await mailsTo(t.database.db, contact.user.email)).map((m) => m.template)).toEqual(["application_new"]);
    // The next morning, nothing new: no mail.
    const nextTick = new Date(tick.getTime() + DAY);
    expect(await runApplicationDigests(at(nextTick), nextTick, { organizationId: owner.organization.id })).toEqual({
      mails: 0,
    });
    // Back on the digest after a spell of instant mails: no backlog of what came at once.
    await put(owner.headers, "/capi/org/application-mails", { mode: "instant" });
    await buildApplication(t, { listing, email: "between@example.ch", createdAt: clock.now() });
    clock.advanceMinutes(1);
    await put(owner.headers, "/capi/org/application-mails", { mode: "daily" });
    const later = new Date(clock.now().getTime() + DAY / 2);
    expect(await runApplicationDigests(at(later), later, { organizationId: owner.organization.id })).toEqual({
      mails: 0,
    });
  });
});

describe("answer time, response record and the timeline", () => {
  it("sets the answer time (owners and admins, 5–30 days) and shows it on the company page", async () => {
    const owner = await buildOrganization(t);
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    expect(ZAnswerTime.parse((await get(recruiter.headers, "/capi/org/answer-time")).json())).toMatchObject({
      days: null,
      effective_days: 14,
      auto_close_after_days: 14,
    });
    expect((await put(recruiter.headers, "/capi/org/answer-time", { days: 10 })).statusCode).toBe(403);
    expect((await put(owner.headers, "/capi/org/answer-time", { days: 4 })).statusCode).toBe(400);
    expect((await put(owner.headers, "/capi/org/answer-time", { days: 31 })).statusCode).toBe(400);
    const set = await put(owner.headers, "/capi/org/answer-time", { days: 7 });
    expect(set.json()).toMatchObject({ days: 7, effective_days: 7 });
    expect((await put(owner.headers, "/capi/org/application-retention", { days: 30 })).statusCode).toBe(200);
    const company = ZPublicCompany.parse((await get({}, `/capi/companies/${owner.organization.id}`)).json());
    expect(company.answer_days).toBe(7);
    expect(company.response_record).toBeNull();
    // The wizard's data protection note names the company's own period.
    expect(company.retention_days).toBe(30);
    // Another organisation's member cannot read it: the header names an organisation they are not in.
    const stranger = await buildOrganization(t);
    const foreign = await get(
      { ...stranger.headers, "x-organization": owner.organization.slug },
      "/capi/org/answer-time",
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("computes the response record from 5 applications on, with the window before as the trend", async () => {
    const owner = await buildOrganization(t);
    const now = clock.now();
    const received = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    const answeredAfter = async (daysAgo: number, days: number) =>
      buildApplication(t, {
        organization: owner,
        status: "active",
        createdAt: received(daysAgo),
        answeredAt: new Date(received(daysAgo).getTime() + days * DAY),
      });
    await answeredAfter(10, 1);
    await answeredAfter(20, 2);
    await answeredAfter(30, 3);
    // Closed without an answer counts against; withdrawn by the applicant before an answer and
    // pending ones within their time do not count.
    await buildApplication(t, {
      organization: owner,
      status: "archived",
      createdAt: received(40),
      closedAt: received(12),
    });
    await buildApplication(t, { organization: owner, status: "withdrawn", closedBy: "user", createdAt: received(5) });
    await buildApplication(t, { organization: owner, createdAt: received(2) });
    // The window before: one answered after 10 days.
    await answeredAfter(200, 10);

    const company = () => get({}, `/capi/companies/${owner.organization.id}`);
    expect(ZPublicCompany.parse((await company()).json()).response_record).toBeNull();
    const record = ZOrgResponseRecord.parse((await get(owner.headers, "/capi/org/response-record")).json());
    expect(record).toEqual({
      window_days: 180,
      min_applications: 5,
      current: { applications: 4, answered_share: 0.75, median_days_to_answer: 2 },
      previous: { applications: 1, answered_share: 1, median_days_to_answer: 10 },
      public: false,
    });
    await answeredAfter(50, 4);
    // The public record is kept 5 minutes per process: the page shows the new one after that.
    expect(ZPublicCompany.parse((await company()).json()).response_record).toBeNull();
    clock.advanceMinutes(6);
    expect(ZPublicCompany.parse((await company()).json()).response_record).toEqual({
      applications: 5,
      answered_share: 0.8,
      median_days_to_answer: 2.5,
    });
  });

  it("shows the applicant a dated timeline: seen, the close without an answer, the deletion date", async () => {
    const owner = await buildOrganization(t, { name: "Zeitlinie AG" });
    const listing = await buildListing(t, { organization: owner, title: "Verkäufer/in" });
    const user = await buildUser(t);
    const seeker = await buildSession(t, { user });
    const application = await buildApplication(t, { listing, userId: user.id, email: user.email });
    const mine = async () =>
      ZMyApplication.parse((await get(seeker.headers, `/capi/user/applications/${application.id}`)).json());
    const before = await mine();
    expect(before.answer_days).toBe(14);
    expect(before.closes_at).toBe(new Date(application.createdAt.getTime() + 28 * DAY).toISOString());
    expect(before.deleted_on).toBeNull();
    expect(before.history.map((h) => h.event)).not.toContain("seen");

    clock.advanceMinutes(30);
    expect((await get(owner.headers, `/capi/org/applications/${application.id}`)).statusCode).toBe(200);
    const seen = await mine();
    expect(seen.history).toContainEqual({ id: 0, event: "seen", created_at: clock.now().toISOString() });
    // Opening it again does not move "seen".
    clock.advanceMinutes(30);
    await get(owner.headers, `/capi/org/applications/${application.id}`);
    expect((await mine()).history.filter((h) => h.event === "seen")).toHaveLength(1);

    await t.database.db
      .update(applications)
      .set({ remindedAt: new Date(clock.now().getTime() - 14 * DAY) })
      .where(eq(applications.id, application.id));
    expect(await runApplicationFollowUp(ctx(), { applicationId: application.id })).toEqual({ reminded: 0, closed: 1 });
    const closed = await mine();
    expect(closed.history[0]?.event).toBe("closed_unanswered");
    expect(closed.status).toBe("archived");
    expect(closed.closing_message).toMatch(/\S/);
    expect(closed.closes_at).toBeNull();
    expect(closed.deleted_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
