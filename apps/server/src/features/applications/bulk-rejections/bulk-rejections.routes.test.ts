/**
 * Issue 30 point 2 (ADR 090): the bulk rejection with a template — now (one mail each, in each
 * applicant's language, delivered over SMTP), with a delay (nothing sent; undo means nothing is
 * ever sent; due, the worker's task rejects with a moved clock; withdrawn meanwhile, skipped), all
 * or nothing for lists with closed or other organisations' applications.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ZBulkRejectionRecipientsResponse,
  ZBulkRejectionResponse,
  ZMessageTemplate,
  ZScheduledRejectionsResponse,
} from "@jobatlas/contract";
import { activities, applications, scheduledRejections } from "../../../db/schema";
import {
  buildApplication,
  buildListing,
  buildMember,
  buildOrganization,
  type Application,
  type BuiltMember,
} from "../../../test/factories";
import { testClock } from "../../../test/clock";
import { mailsTo } from "../../../test/mailbox";
import { parseMail, startTestSmtpServer, type TestSmtpServer } from "../../../test/test-smtp-server";
import { buildTestApp, csrfHeaders, jsonHeaders, type TestApp } from "../../../test/test-app";
import { createOutboxWorker, createSmtpTransport, type MailTransport } from "../../../worker/outbox-worker";
import { createScheduler } from "../../../worker/scheduler";
import { scheduledTasks } from "../../../worker/tasks";
import { runScheduledRejections } from "./bulk-rejections.service";

const HOUR = 60 * 60 * 1000;
const clock = testClock(new Date("2027-03-01T08:00:00Z"));
let t: TestApp;
let smtp: TestSmtpServer;
let transport: MailTransport;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await t.app.ready();
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url, { from: "Jobatlas <no-reply@jobatlas.example>" });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await t.app.close();
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const ctx = () => ({ db: t.database.db, now: clock.now, config: t.config });
const post = (member: BuiltMember, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { ...jsonHeaders, ...member.headers }, payload });
const get = (member: BuiltMember, url: string) => t.app.inject({ url, headers: member.headers });
const undo = (member: BuiltMember, batchId: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/capi/org/bulk-rejections/${batchId}`,
    headers: { ...csrfHeaders, ...member.headers },
  });
const bulk = (member: BuiltMember, ids: number[], templateId: number, delay = 0) =>
  post(member, "/capi/org/bulk-rejections", { application_ids: ids, template_id: templateId, delay_hours: delay });

const statusOf = async (id: number) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!;
const rejectedVerbs = async (id: number) =>
  (
    await t.database.db
      .select({ verb: activities.verb })
      .from(activities)
      .where(and(eq(activities.sourceType, "application"), eq(activities.sourceId, id)))
  ).map((row) => row.verb);

/** Sends what the outbox holds over SMTP and returns the one mail `to` received, parsed. */
async function delivered(to: string) {
  smtp.received.length = 0;
  await createOutboxWorker({
    db: t.database.db,
    transport,
    log: quiet,
    now: () => new Date(clock.now().getTime() + 60_000),
  }).runOnce();
  const received = smtp.received.filter((m) => m.rcptTo.includes(to));
  expect(received).toHaveLength(1);
  return parseMail(received[0]!.raw);
}

const TEXTS = {
  de: "Hallo {{first_name}}\n\nDanke für deine Bewerbung als {{listing_title}}. {{company}} hat sich anders entschieden.",
  fr: "Bonjour {{first_name}}\n\nMerci pour ta candidature {{listing_title}}. {{company}} a choisi une autre personne.",
  en: "Hello {{first_name}}\n\nThank you for applying for {{listing_title}}. {{company}} has chosen someone else.",
};

/** An organisation with a rejection template, a listing and applicants in German, French, Italian and English. */
async function scenario() {
  const owner = await buildOrganization(t, { name: "Sammel AG" });
  const template = ZMessageTemplate.parse(
    (await post(owner, "/capi/org/message-templates", { kind: "reject", name: "Standard", texts: TEXTS })).json(),
  );
  const listing = await buildListing(t, { organization: owner.organization, title: "Koch/Köchin" });
  const apply = (firstName: string, language: Application["language"]) =>
    buildApplication(t, { listing, firstName, language });
  return {
    owner,
    template,
    listing,
    de: await apply("Lea", "de"),
    fr: await apply("Chloé", "fr"),
    it: await apply("Giulia", "it"),
    unsolicited: await buildApplication(t, { organization: owner, firstName: "Tom", language: "en" }),
  };
}

describe("the bulk rejection", () => {
  it("rejects each now, one mail each in the applicant's language with the placeholders filled", async () => {
    const s = await scenario();
    const recipients = ZBulkRejectionRecipientsResponse.parse(
      (
        await get(
          s.owner,
          `/capi/org/bulk-rejections/recipients?application_ids=${s.de.id},${s.fr.id},${s.it.id},${s.unsolicited.id}`,
        )
      ).json(),
    );
    expect(recipients.company_name).toBe("Sammel AG");
    expect(recipients.items.map((r) => [r.first_name, r.language, r.can_reject])).toEqual([
      ["Lea", "de", true],
      ["Chloé", "fr", true],
      ["Giulia", "it", true],
      ["Tom", "en", true],
    ]);

    const res = await bulk(s.owner, [s.de.id, s.fr.id, s.it.id, s.unsolicited.id], s.template.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZBulkRejectionResponse.parse(res.json())).toEqual({
      rejected: 4,
      scheduled: 0,
      batch_id: null,
      send_at: null,
    });
    for (const a of [s.de, s.fr, s.it, s.unsolicited]) {
      expect(await statusOf(a.id)).toMatchObject({ status: "rejected", closedBy: "org" });
      expect(await rejectedVerbs(a.id)).toContain("rejected");
    }

    const de = await delivered(s.de.email);
    expect(de.subject).toContain("Absage");
    expect(de.text).toContain("Danke für deine Bewerbung als Koch/Köchin. Sammel AG hat sich anders entschieden.");
    expect(de.text).toContain("Hallo Lea");
    const fr = await mailsTo(t.database.db, s.fr.email);
    expect(fr).toHaveLength(1);
    expect(fr[0]).toMatchObject({ language: "fr" });
    expect(fr[0]!.text).toContain("Merci pour ta candidature Koch/Köchin. Sammel AG a choisi une autre personne.");
    // No Italian text: the English one, in the Italian mail.
    const [it] = await mailsTo(t.database.db, s.it.email);
    expect(it).toMatchObject({ language: "it" });
    expect(it!.text).toContain("Thank you for applying for Koch/Köchin. Sammel AG has chosen someone else.");
    // Unsolicited, no job: the company stands in for the listing's title.
    const [tom] = await mailsTo(t.database.db, s.unsolicited.email);
    expect(tom!.text).toContain("Thank you for applying for Sammel AG.");
  });

  it("with a delay sends nothing; undone, nothing is ever sent; the batch is gone after", async () => {
    const s = await scenario();
    const res = await bulk(s.owner, [s.de.id, s.fr.id], s.template.id, 24);
    expect(res.statusCode, res.body).toBe(200);
    const batch = ZBulkRejectionResponse.parse(res.json());
    expect(batch).toMatchObject({ rejected: 0, scheduled: 2 });
    expect(batch.send_at).toBe(new Date(clock.now().getTime() + 24 * HOUR).toISOString());
    const scheduled = ZScheduledRejectionsResponse.parse((await get(s.owner, "/capi/org/scheduled-rejections")).json());
    expect(scheduled.items.map((i) => [i.application_id, i.batch_id])).toEqual([
      [s.de.id, batch.batch_id],
      [s.fr.id, batch.batch_id],
    ]);
    expect((await statusOf(s.de.id)).status).toBe("pending");
    expect(await mailsTo(t.database.db, s.de.email)).toHaveLength(0);
    // Scheduled once: a second bulk rejection of one of them is refused as a whole.
    const twice = await bulk(s.owner, [s.it.id, s.de.id], s.template.id);
    expect(twice.json()).toMatchObject({ type: "ServiceError", code: "rejection_scheduled" });
    expect((await statusOf(s.it.id)).status).toBe("pending");

    expect((await undo(s.owner, batch.batch_id!)).statusCode).toBe(204);
    expect((await undo(s.owner, batch.batch_id!)).statusCode).toBe(404);
    clock.advanceMinutes(48 * 60);
    expect(await runScheduledRejections(ctx())).toEqual({ rejected: 0, skipped: 0 });
    expect((await statusOf(s.de.id)).status).toBe("pending");
    expect((await statusOf(s.fr.id)).status).toBe("pending");
    expect(await mailsTo(t.database.db, s.de.email)).toHaveLength(0);
    expect(await mailsTo(t.database.db, s.fr.email)).toHaveLength(0);
  });

  it("when due, the worker's task rejects and mails once; one withdrawn meanwhile is skipped", async () => {
    const s = await scenario();
    const batch = ZBulkRejectionResponse.parse((await bulk(s.owner, [s.de.id, s.fr.id], s.template.id, 1)).json());
    // The applicant withdraws meanwhile.
    await t.database.db
      .update(applications)
      .set({ status: "withdrawn", closedBy: "user", closedAt: clock.now() })
      .where(eq(applications.id, s.fr.id));

    // A withdrawn application's rejection no longer shows as waiting.
    const waiting = ZScheduledRejectionsResponse.parse((await get(s.owner, "/capi/org/scheduled-rejections")).json());
    expect(waiting.items.map((i) => i.application_id)).toEqual([s.de.id]);

    clock.advanceMinutes(59);
    expect(await runScheduledRejections(ctx())).toEqual({ rejected: 0, skipped: 0 });
    expect((await statusOf(s.de.id)).status).toBe("pending");

    clock.advanceMinutes(1);
    // Through the scheduler's task, twice over: one rejection, one mail.
    const scheduler = createScheduler({ db: t.database.db, now: clock.now, tasks: scheduledTasks(ctx()), log: quiet });
    const runs = await scheduler.runOnce();
    expect(runs.map((r) => r.task)).toContain("scheduled-rejections");
    expect(await runScheduledRejections(ctx())).toEqual({ rejected: 0, skipped: 0 });
    expect(await statusOf(s.de.id)).toMatchObject({ status: "rejected", closedBy: "org" });
    expect((await statusOf(s.de.id)).closingMessage).toContain("Hallo Lea");
    expect((await statusOf(s.fr.id)).status).toBe("withdrawn");
    expect(await mailsTo(t.database.db, s.de.email)).toHaveLength(1);
    expect(await mailsTo(t.database.db, s.fr.email)).toHaveLength(0);
    expect(
      await t.database.db.select().from(scheduledRejections).where(eq(scheduledRejections.batchId, batch.batch_id!)),
    ).toEqual([]);
    expect((await undo(s.owner, batch.batch_id!)).statusCode).toBe(404);
  });

  it("undoes one application's rejection and leaves its batch; a later answer drops it", async () => {
    const s = await scenario();
    const other = await scenario();
    const batch = ZBulkRejectionResponse.parse(
      (await bulk(s.owner, [s.de.id, s.fr.id, s.it.id, s.unsolicited.id], s.template.id, 24)).json(),
    );
    const waiting = async () =>
      ZScheduledRejectionsResponse.parse((await get(s.owner, "/capi/org/scheduled-rejections")).json()).items.map(
        (i) => i.application_id,
      );
    const undoOne = (member: BuiltMember, id: number) =>
      t.app.inject({
        method: "DELETE",
        url: `/capi/org/applications/${id}/scheduled-rejection`,
        headers: { ...csrfHeaders, ...member.headers },
      });

    // Another organisation's member finds nothing to undo; the owner takes back Lea's only.
    expect((await undoOne(other.owner, s.de.id)).statusCode).toBe(404);
    expect((await undoOne(s.owner, s.de.id)).statusCode).toBe(204);
    expect((await undoOne(s.owner, s.de.id)).statusCode).toBe(404);
    expect(await waiting()).toEqual([s.fr.id, s.it.id, s.unsolicited.id]);

    // The employer answers Chloé otherwise meanwhile (a contact request): her waiting rejection goes.
    const contact = await post(s.owner, `/capi/org/applications/${s.fr.id}/contact-requests`, {
      message: "Can we talk?",
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    expect(await waiting()).toEqual([s.it.id, s.unsolicited.id]);
    clock.advanceMinutes(24 * 60);
    expect(await runScheduledRejections(ctx())).toEqual({ rejected: 2, skipped: 0 });
    expect((await statusOf(s.de.id)).status).toBe("pending");
    expect((await statusOf(s.fr.id)).status).toBe("active");
    expect((await statusOf(s.it.id)).status).toBe("rejected");
    expect((await statusOf(s.unsolicited.id)).status).toBe("rejected");
    expect(await mailsTo(t.database.db, s.de.email)).toHaveLength(0);
    expect((await undo(s.owner, batch.batch_id!)).statusCode).toBe(404);
  });

  it("is all or nothing: another organisation's id is 404, an ended application application_closed", async () => {
    const s = await scenario();
    const other = await scenario();
    const mixed = await bulk(s.owner, [s.de.id, other.fr.id], s.template.id);
    expect(mixed.statusCode).toBe(404);
    const foreignTemplate = await bulk(s.owner, [s.de.id], other.template.id);
    expect(foreignTemplate.statusCode).toBe(404);
    expect((await statusOf(s.de.id)).status).toBe("pending");
    // The preview leaves other organisations' applications out.
    const recipients = ZBulkRejectionRecipientsResponse.parse(
      (await get(s.owner, `/capi/org/bulk-rejections/recipients?application_ids=${s.de.id},${other.fr.id}`)).json(),
    );
    expect(recipients.items.map((r) => r.id)).toEqual([s.de.id]);
    expect((await undo(other.owner, "not-a-batch")).statusCode).toBe(404);

    const withdrawn = await buildApplication(t, {
      listing: s.listing,
      status: "withdrawn",
      closedBy: "user",
    });
    const closed = await bulk(s.owner, [s.de.id, withdrawn.id], s.template.id, 24);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ type: "ServiceError", code: "application_closed" });
    expect(
      ZScheduledRejectionsResponse.parse((await get(s.owner, "/capi/org/scheduled-rejections")).json()).count,
    ).toBe(0);

    // Another organisation cannot undo this one's batch.
    const batch = ZBulkRejectionResponse.parse((await bulk(s.owner, [s.de.id], s.template.id, 48)).json());
    expect((await undo(other.owner, batch.batch_id!)).statusCode).toBe(404);
    expect((await undo(s.owner, batch.batch_id!)).statusCode).toBe(204);

    // A template of another kind, too many ids, an id twice: field errors.
    const invite = ZMessageTemplate.parse(
      (await post(s.owner, "/capi/org/message-templates", { kind: "invite", name: "Come", texts: TEXTS })).json(),
    );
    const wrongKind = await bulk(s.owner, [s.de.id], invite.id);
    expect(wrongKind.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "template_id"] }] });
    const many = await bulk(
      s.owner,
      Array.from({ length: 101 }, (_, i) => i + 1),
      s.template.id,
    );
    expect(many.statusCode).toBe(400);
    const dup = await bulk(s.owner, [s.de.id, s.de.id], s.template.id);
    expect(dup.statusCode).toBe(400);
    const recruiter = await buildMember(t, s.owner.organization, { role: "recruiter" });
    expect((await bulk(recruiter, [s.de.id], s.template.id, 24)).statusCode).toBe(200);
  });
});
