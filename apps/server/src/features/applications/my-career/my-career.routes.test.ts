import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { ZMyApplication, ZMyApplicationsResponse } from "@jobatlas/contract";
import { activities, applicationAnswers, applicationAttachments, applications } from "../../../db/schema";
import { hashToken, newToken } from "../../../lib/secrets";
import {
  buildApplication,
  buildEmptyOrganization,
  buildListing,
  buildMember,
  buildOrganization,
  buildQuestionnaire,
  buildSession,
  type BuiltSession,
} from "../../../test/factories";
import { buildTestApp, csrfHeaders, jsonHeaders, type TestApp } from "../../../test/test-app";

let clock = new Date("2027-03-01T08:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
});
afterAll(() => t.app.close());

/** Moves the test clock on, so rows written later sort later. */
function tick(minutes = 1) {
  clock = new Date(clock.getTime() + minutes * 60_000);
}

const list = (headers: Record<string, string>, query = "") =>
  t.app.inject({ url: `/capi/user/applications${query}`, headers });
const detail = (headers: Record<string, string>, id: number | string) =>
  t.app.inject({ url: `/capi/user/applications/${id}`, headers });
const put = (headers: Record<string, string>, id: number | string, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: `/capi/user/applications/${id}`,
    headers: { ...headers, "content-type": "application/json" },
    payload,
  });
const TEXTS = { my_story: "Neue Geschichte", what_i_bring: "Erfahrung", what_i_want: "Ein Team" };

async function activityVerbs(applicationId: number) {
  const rows = await t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.sourceType, "application"), eq(activities.sourceId, applicationId)));
  return rows.map((row) => ({ verb: row.verb, actor: row.actorUserId }));
}

describe("signed out", () => {
  it.each([
    ["GET", "/capi/user/applications"],
    ["GET", "/capi/user/applications/1"],
    ["PUT", "/capi/user/applications/1"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: method === "PUT" ? jsonHeaders : csrfHeaders,
      ...(method === "PUT" ? { payload: { id: "x" } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ type: "NotAuthenticated" });
  });
});

describe("the list", () => {
  let seeker: BuiltSession;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    seeker = await buildSession(t);
    const organization = await buildEmptyOrganization(t, { name: "Bäckerei Beispiel AG" });
    const listing = await buildListing(t, { organization, title: "Bäcker/in EFZ" });
    // One open application per listing (ADR 055): the active one is to another listing.
    const another = await buildListing(t, { organization, title: "Konditor/in EFZ" });
    for (const [name, status, closedBy] of [
      ["pending", "pending", null],
      ["active", "active", null],
      ["withdrawn", "withdrawn", "user"],
      ["rejected", "rejected", "org"],
      ["archived", "archived", null],
    ] as const) {
      tick();
      const row = await buildApplication(t, {
        listing: name === "active" ? another : listing,
        userId: seeker.user.id,
        status,
        closedBy,
      });
      ids[name] = row.id;
    }
    tick();
    ids.unsolicited = (await buildApplication(t, { organization, userId: seeker.user.id })).id;
    // Someone else's and an anonymous one: never listed.
    const other = await buildSession(t);
    await buildApplication(t, { listing, userId: other.user.id });
    await buildApplication(t, { listing });
  });

  it("lists only the user's own applications, most recently changed first, with company, listing and job", async () => {
    const res = await list(seeker.headers);
    expect(res.statusCode).toBe(200);
    const body = ZMyApplicationsResponse.parse(res.json());
    expect(body.count).toBe(6);
    expect(body.items.map((item) => item.id)).toEqual([
      ids.unsolicited,
      ids.archived,
      ids.rejected,
      ids.withdrawn,
      ids.active,
      ids.pending,
    ]);
    const direct = body.items.find((item) => item.id === ids.pending);
    expect(direct).toMatchObject({
      status: "pending",
      displayed_status: "pending",
      origin: "direct",
      company: { name: "Bäckerei Beispiel AG" },
      listing: { title: "Bäcker/in EFZ" },
    });
    expect(direct?.job?.id).toEqual(expect.any(Number));
    expect(body.items.find((item) => item.id === ids.unsolicited)).toMatchObject({
      origin: "unsolicited",
      listing: null,
      job: null,
    });
  });

  it("filters by group: active = pending + active, archived = withdrawn + rejected + archived, with displayed statuses", async () => {
    const active = ZMyApplicationsResponse.parse((await list(seeker.headers, "?status=active")).json());
    expect(active.count).toBe(3);
    expect(new Set(active.items.map((item) => item.status))).toEqual(new Set(["pending", "active"]));
    const archived = ZMyApplicationsResponse.parse((await list(seeker.headers, "?status=archived")).json());
    expect(archived.count).toBe(3);
    expect(archived.items.map((item) => item.displayed_status)).toEqual(["archived", "org_rejected", "user_withdrawn"]);
  });

  it("pages with limit and offset (count is the total) and orders as asked", async () => {
    const latest = ZMyApplicationsResponse.parse(
      (await list(seeker.headers, "?limit=1&offset=0&order_by=-updated_at")).json(),
    );
    expect(latest).toMatchObject({ count: 6, items: [{ id: ids.unsolicited }] });
    const second = ZMyApplicationsResponse.parse((await list(seeker.headers, "?limit=2&offset=2")).json());
    expect(second.items.map((item) => item.id)).toEqual([ids.rejected, ids.withdrawn]);
    const oldest = ZMyApplicationsResponse.parse((await list(seeker.headers, "?order_by=updated_at&limit=1")).json());
    expect(oldest.items[0]?.id).toBe(ids.pending);
    const created = ZMyApplicationsResponse.parse((await list(seeker.headers, "?order_by=-created_at&limit=1")).json());
    expect(created.items[0]?.id).toBe(ids.unsolicited);
  });

  it.each(["?limit=51", "?limit=0", "?offset=-1", "?order_by=title", "?status=pending", "?other=1"])(
    "refuses %s with a ValidationError",
    async (query) => {
      const res = await list(seeker.headers, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ValidationError" });
    },
  );

  it("is empty for a user who never applied", async () => {
    const nobody = await buildSession(t);
    expect((await list(nobody.headers)).json()).toEqual({ items: [], count: 0 });
  });
});

describe("one application", () => {
  it("shows texts, answers, attachments and the history, newest first and without the employer's notes", async () => {
    const seeker = await buildSession(t);
    const listing = await buildListing(t);
    const application = await buildApplication(t, {
      listing,
      userId: seeker.user.id,
      whatIBring: "Zehn Jahre Erfahrung",
      notes: "Interne Notiz",
    });
    await t.database.db.insert(applicationAttachments).values({
      id: "a".repeat(32),
      applicationId: application.id,
      uploaderUserId: seeker.user.id,
      fileName: "Lebenslauf.pdf",
      contentType: "application/pdf",
      bytes: Buffer.from("%PDF-1.4"),
      byteSize: 8,
    });
    const member = await buildMember(t, await buildEmptyOrganization(t));
    await t.database.db.insert(activities).values([
      {
        organizationId: application.organizationId,
        sourceType: "application",
        sourceId: application.id,
        verb: "submitted",
        subject: "Anna",
        createdAt: clock,
      },
      {
        organizationId: application.organizationId,
        sourceType: "application",
        sourceId: application.id,
        verb: "contact_requested",
        actorUserId: member.user.id,
        subject: "Anna",
        createdAt: new Date(clock.getTime() + 500),
      },
      {
        organizationId: application.organizationId,
        sourceType: "application",
        sourceId: application.id,
        verb: "updated",
        actorUserId: member.user.id,
        subject: "Anna",
        createdAt: new Date(clock.getTime() + 1000),
      },
    ]);
    tick(5);
    const put1 = await put(seeker.headers, application.id, { id: application.id, status: "withdrawn" });
    expect(put1.statusCode).toBe(200);

    const body = ZMyApplication.parse((await detail(seeker.headers, application.id)).json());
    expect(body).toMatchObject({
      id: application.id,
      my_story: "Ich backe seit zehn Jahren.",
      what_i_bring: "Zehn Jahre Erfahrung",
      attachments: [{ file_name: "Lebenslauf.pdf", byte_size: 8 }],
      displayed_status: "user_withdrawn",
      editable: false,
      withdrawable: false,
    });
    expect(body.history.map((entry) => entry.event)).toEqual(["user_withdrawn", "contact_requested", "submitted"]);
    expect(JSON.stringify(body)).not.toContain("Interne Notiz");
  });

  it("reads answers to an earlier questionnaire version as that version asked them, after the questionnaire was edited", async () => {
    const seeker = await buildSession(t);
    const member = await buildOrganization(t, { plan: "pro" });
    const organization = member.organization;
    const questionnaire = await buildQuestionnaire(t, {
      organization,
      questions: [
        { type: "single_select", text: "Haben Sie einen Führerausweis?", options: ["Ja", "Nein"] },
        { type: "free_text", text: "Warum wir?", options: [] },
      ],
    });
    const listing = await buildListing(t, { organization, questionnaireId: questionnaire.id });
    const application = await buildApplication(t, {
      listing,
      userId: seeker.user.id,
      questionnaireId: questionnaire.id,
      questionnaireVersion: 1,
    });
    const [licence, why] = questionnaire.questions;
    await t.database.db.insert(applicationAnswers).values([
      { applicationId: application.id, questionId: why!.id, values: ["Gutes Brot"] },
      { applicationId: application.id, questionId: licence!.id, values: ["Ja"] },
    ]);

    const edited = await t.app.inject({
      method: "PUT",
      url: `/capi/org/questionnaires/${questionnaire.id}`,
      headers: { ...member.headers, "content-type": "application/json" },
      payload: {
        id: questionnaire.id,
        name: questionnaire.name,
        status: "active",
        questions: [{ type: "free_text", text: "Was backen Sie am liebsten?" }],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2 });

    const body = ZMyApplication.parse((await detail(seeker.headers, application.id)).json());
    expect(body.answers).toEqual([
      { question_id: licence!.id, question: "Haben Sie einen Führerausweis?", type: "single_select", values: ["Ja"] },
      { question_id: why!.id, question: "Warum wir?", type: "free_text", values: ["Gutes Brot"] },
    ]);
  });

  it("another user's application, an anonymous one and an unknown id answer 404, to read and to change", async () => {
    const a = await buildSession(t);
    const b = await buildSession(t);
    const ofB = await buildApplication(t, { userId: b.user.id });
    const anonymous = await buildApplication(t, { statusTokenHash: hashToken(newToken()) });
    for (const id of [ofB.id, anonymous.id, 99_999_999]) {
      expect((await detail(a.headers, id)).statusCode).toBe(404);
      expect((await put(a.headers, id, { id, ...TEXTS })).statusCode).toBe(404);
      expect((await put(a.headers, id, { id, status: "withdrawn" })).statusCode).toBe(404);
    }
    expect((await detail(a.headers, "abc")).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, ofB.id));
    expect(row).toMatchObject({ status: "pending", myStory: "Ich backe seit zehn Jahren." });
  });
});

describe("changing it", () => {
  it("changes the three texts while pending", async () => {
    const seeker = await buildSession(t);
    const application = await buildApplication(t, { userId: seeker.user.id });
    tick();
    const res = await put(seeker.headers, application.id, { id: application.id, ...TEXTS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...TEXTS, status: "pending", updated_at: clock.toISOString() });
  });

  it.each(["active", "withdrawn", "rejected", "archived"] as const)(
    "refuses the texts when %s (application_not_pending), nothing changes",
    async (status) => {
      const seeker = await buildSession(t);
      const application = await buildApplication(t, { userId: seeker.user.id, status });
      const res = await put(seeker.headers, application.id, { id: application.id, ...TEXTS });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ServiceError", code: "application_not_pending" });
      const [row] = await t.database.db.select().from(applications).where(eq(applications.id, application.id));
      expect(row?.myStory).toBe("Ich backe seit zehn Jahren.");
    },
  );

  it("validates the body: id of the path, all three texts, at most 5000 characters, not texts with a status", async () => {
    const seeker = await buildSession(t);
    const { id } = await buildApplication(t, { userId: seeker.user.id });
    const cases: [object, string][] = [
      [{ id: id + 1000, ...TEXTS }, "id"],
      [{ id, my_story: "x" }, "what_i_bring"],
      [{ id, ...TEXTS, my_story: "x".repeat(5001) }, "my_story"],
      [{ id, ...TEXTS, status: "withdrawn" }, "my_story"],
      [{ id, status: "active" }, "status"],
    ];
    for (const [payload, field] of cases) {
      const res = await put(seeker.headers, id, payload);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ type: string; detail: { loc: string[] }[] }>();
      expect(body.type).toBe("ValidationError");
      expect(body.detail.map((entry) => entry.loc.at(-1))).toContain(field);
    }
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe("pending");
  });

  it("withdraws once (user_withdrawn, an activity by the seeker); a second time is invalid_transition", async () => {
    const seeker = await buildSession(t);
    const application = await buildApplication(t, { userId: seeker.user.id, status: "active" });
    const first = await put(seeker.headers, application.id, { id: application.id, status: "withdrawn" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: "withdrawn", displayed_status: "user_withdrawn" });
    expect(await activityVerbs(application.id)).toEqual([{ verb: "withdrawn", actor: seeker.user.id }]);

    const second = await put(seeker.headers, application.id, { id: application.id, status: "withdrawn" });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ type: "ServiceError", code: "invalid_transition" });
    expect(await activityVerbs(application.id)).toHaveLength(1);
    const archived = ZMyApplicationsResponse.parse((await list(seeker.headers, "?status=archived")).json());
    expect(archived.items.map((item) => [item.id, item.displayed_status])).toEqual([
      [application.id, "user_withdrawn"],
    ]);
  });

  it.each(["rejected", "archived"] as const)("cannot withdraw a %s application", async (status) => {
    const seeker = await buildSession(t);
    const application = await buildApplication(t, { userId: seeker.user.id, status, closedBy: "org" });
    const res = await put(seeker.headers, application.id, { id: application.id, status: "withdrawn" });
    expect(res.json()).toMatchObject({ type: "ServiceError", code: "invalid_transition" });
  });
});

describe("the anonymous status page", () => {
  const status = (id: number | string, token?: string) =>
    t.app.inject({
      url: `/capi/application-status/${id}${token === undefined ? "" : `?token=${encodeURIComponent(token)}`}`,
    });
  const withdraw = (id: number | string, token: string) =>
    t.app.inject({
      method: "POST",
      url: `/capi/application-status/${id}/withdraw`,
      headers: jsonHeaders,
      payload: { token },
    });

  it("shows the application of the token, and only that one; a wrong, missing or another's token is 404", async () => {
    const token = newToken();
    const mine = await buildApplication(t, { statusTokenHash: hashToken(token), firstName: "Mia" });
    const otherToken = newToken();
    const other = await buildApplication(t, { statusTokenHash: hashToken(otherToken) });

    const res = await status(mine.id, token);
    expect(res.statusCode).toBe(200);
    expect(ZMyApplication.parse(res.json())).toMatchObject({ id: mine.id, first_name: "Mia", status: "pending" });

    expect((await status(other.id, token)).statusCode).toBe(404);
    expect((await status(mine.id, otherToken)).statusCode).toBe(404);
    expect((await status(mine.id, `${token}x`)).statusCode).toBe(404);
    expect((await status(mine.id)).statusCode).toBe(404);
    expect((await status(mine.id, "")).statusCode).toBe(404);
    // A signed-in user's application has no token: nothing to guess.
    const signedIn = await buildApplication(t, { userId: (await buildSession(t)).user.id });
    expect((await status(signedIn.id, "")).statusCode).toBe(404);
    expect((await withdraw(other.id, token)).statusCode).toBe(404);
  });

  it("withdraws with the token, once: user_withdrawn and an activity without an actor", async () => {
    const token = newToken();
    const application = await buildApplication(t, { statusTokenHash: hashToken(token) });
    const first = await withdraw(application.id, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ displayed_status: "user_withdrawn", withdrawable: false });
    expect(await activityVerbs(application.id)).toEqual([{ verb: "withdrawn", actor: null }]);
    const second = await withdraw(application.id, token);
    expect(second.json()).toMatchObject({ type: "ServiceError", code: "invalid_transition" });
    expect((await status(application.id, token)).json()).toMatchObject({
      history: [{ event: "user_withdrawn" }],
    });
  });
});

describe("the employer's message on the applicant's page (issue 24 point 7, ADR 055)", () => {
  const reject = (headers: Record<string, string>, id: number, message: string) =>
    t.app.inject({
      method: "POST",
      url: `/capi/org/applications/${id}/reject`,
      headers: { ...jsonHeaders, ...headers },
      payload: { message },
    });

  it("shows the rejection message to the signed-in applicant and, with the token, to the anonymous one", async () => {
    const owner = await buildOrganization(t, { name: "Beck & Söhne AG" });
    const seeker = await buildSession(t);
    const signedIn = await buildApplication(t, { organization: owner, userId: seeker.user.id, status: "active" });
    expect((await detail(seeker.headers, signedIn.id)).json()).toMatchObject({ closing_message: null });
    const message = "Danke für deine Bewerbung.\nWir haben uns für jemand anderen entschieden.";
    expect((await reject(owner.headers, signedIn.id, message)).statusCode).toBe(200);
    expect((await detail(seeker.headers, signedIn.id)).json()).toMatchObject({
      displayed_status: "org_rejected",
      closing_message: message,
    });

    const token = newToken();
    const anonymous = await buildApplication(t, { organization: owner, statusTokenHash: hashToken(token) });
    expect((await reject(owner.headers, anonymous.id, "Leider nein.")).statusCode).toBe(200);
    const page = await t.app.inject({ url: `/capi/application-status/${anonymous.id}?token=${token}` });
    expect(ZMyApplication.parse(page.json())).toMatchObject({ closing_message: "Leider nein." });
  });

  it("shows the message of a withdrawal because the position closed", async () => {
    const owner = await buildOrganization(t);
    const listing = await buildListing(t, { organization: owner });
    const seeker = await buildSession(t);
    const application = await buildApplication(t, { listing, userId: seeker.user.id });
    await t.database.db.execute(sql`update listings set status = 'archived' where id = ${listing.id}`);
    const res = await t.app.inject({
      method: "POST",
      url: `/capi/org/listings/${listing.id}/withdraw-applications`,
      headers: { ...jsonHeaders, ...owner.headers },
      payload: { message: "Die Stelle ist besetzt." },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(seeker.headers, application.id)).json()).toMatchObject({
      displayed_status: "org_withdrawn",
      closing_message: "Die Stelle ist besetzt.",
    });
  });
});

describe("changing the texts with the status link (issue 24 point 8, ADR 055)", () => {
  const edit = (id: number | string, payload: object) =>
    t.app.inject({ method: "PUT", url: `/capi/application-status/${id}`, headers: jsonHeaders, payload });

  it("changes the three texts with the token while pending, as signed in; a wrong token is 404", async () => {
    const token = newToken();
    const application = await buildApplication(t, { statusTokenHash: hashToken(token) });
    const saved = await edit(application.id, { token, ...TEXTS });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZMyApplication.parse(saved.json())).toMatchObject({ ...TEXTS, editable: true });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({
      myStory: TEXTS.my_story,
      whatIBring: TEXTS.what_i_bring,
      whatIWant: TEXTS.what_i_want,
    });

    expect((await edit(application.id, { token: `${token}x`, ...TEXTS })).statusCode).toBe(404);
    expect((await edit(application.id, { token: "", ...TEXTS })).statusCode).toBe(404);
    const other = await buildApplication(t, { statusTokenHash: hashToken(newToken()) });
    expect((await edit(other.id, { token, ...TEXTS })).statusCode).toBe(404);
    const tooLong = await edit(application.id, { token, ...TEXTS, my_story: "x".repeat(5001) });
    expect(tooLong.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "my_story"] }] });
  });

  it("refuses once the company took it up (application_not_pending)", async () => {
    const token = newToken();
    const application = await buildApplication(t, { statusTokenHash: hashToken(token), status: "active" });
    const res = await edit(application.id, { token, ...TEXTS });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: "ServiceError", code: "application_not_pending" });
  });
});
