import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { TDataExport } from "@jobatlas/contract";
import type { Db } from "../../db/client";
import {
  applicationAnswers,
  applicationAttachments,
  applications,
  candidateInvites,
  candidatePoolGrants,
  contactMessages,
  contactRequests,
  emailCodes,
  experimentRatings,
  experiments,
  hiddenEmployers,
  likes,
  media,
  membershipInvites,
  organizations,
  outbox,
  seekerProfiles,
  subscriptions,
  users,
  ztdiResults,
} from "../../db/schema";
import { buildTestApp, postJson, testBrowser, type TestApp } from "../../test/test-app";
import {
  buildApplication,
  buildEmptyOrganization,
  buildListing,
  buildMember,
  buildMembership,
  buildOrganization,
  buildQuestionnaire,
  buildSession,
  nextId,
  type BuiltSession,
  type Listing,
} from "../../test/factories";
import { codeFromMail, mailsTo } from "../../test/mailbox";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const db = (): Db => t.database.db;

/** Names and addresses no other row of the database could hold by chance. */
function person(label: string) {
  const n = nextId();
  return {
    email: `${label}-${n}-qzx@example.ch`,
    firstName: `Quirinella${n}`,
    lastName: `Xylophonova${n}`,
  };
}

/**
 * One record of every kind the export names, for `seeker`: profile, like, an application with an
 * answer, an attachment and a contact request, a pool grant, job alerts (the account's and one by
 * its address), an experiment with a rating, Z-TDI results by user id and by address, a membership.
 */
async function seedEverything(seeker: BuiltSession, listing: Listing, tag: string) {
  const { user } = seeker;
  await db()
    .insert(seekerProfiles)
    .values({ userId: user.id, jobTitles: [`Baker ${tag}`], about: `About ${tag}` });
  await db().insert(likes).values({ userId: user.id, organizationId: listing.organizationId });
  await db().insert(hiddenEmployers).values({ userId: user.id, organizationId: listing.organizationId });
  const questionnaire = await buildQuestionnaire(db(), {
    organization: { id: listing.organizationId },
    questions: [{ text: `Question ${tag}?` }],
  });
  const application = await buildApplication(db(), {
    listing,
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: "+41 79 000 00 00",
    myStory: `Story ${tag}`,
  });
  await db()
    .insert(applicationAnswers)
    .values({ applicationId: application.id, questionId: questionnaire.questions[0]!.id, values: [`Answer ${tag}`] });
  await db()
    .insert(applicationAttachments)
    .values({
      id: randomUUID().replaceAll("-", ""),
      applicationId: application.id,
      uploaderUserId: user.id,
      fileName: `cv-${tag}.pdf`,
      contentType: "application/pdf",
      bytes: Buffer.from("%PDF-1.4"),
      byteSize: 8,
    });
  await db()
    .insert(contactRequests)
    .values({
      applicationId: application.id,
      message: `Call us ${tag}`,
      tokenHash: `cr-${tag}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  await db().insert(candidatePoolGrants).values({ userId: user.id, organizationId: listing.organizationId });
  const where = { locationLabel: "8005 Zürich", lat: 47.38, lng: 8.52 };
  await db()
    .insert(subscriptions)
    .values([
      { userId: user.id, query: `Alert ${tag}`, confirmedAt: new Date(), ...where },
      { email: user.email, query: `Visitor alert ${tag}`, ...where },
    ]);
  const [experiment] = await db()
    .insert(experiments)
    .values({ uid: `uid-${tag}`, userId: user.id, title: `Experiment ${tag}` })
    .returning();
  await db()
    .insert(experimentRatings)
    .values({ experimentId: experiment!.id, listingId: listing.id, verdict: "fits", note: `Note ${tag}` });
  await db()
    .insert(ztdiResults)
    .values([
      { tokenHash: `ztdi-user-${tag}`, userId: user.id, answers: [1, 2, 3], scores: { craft: 11 } },
      { tokenHash: `ztdi-mail-${tag}`, email: user.email, answers: [5, 4, 3], scores: { care: 22 } },
    ]);
  await buildMembership(db(), { id: listing.organizationId }, user, { role: "recruiter" });
  return { application, experiment: experiment! };
}

const exportOf = async (session: BuiltSession) => {
  const res = await t.app.inject({ method: "GET", url: "/capi/user/data-export", headers: session.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { res, data: res.json() as TDataExport };
};

/** Every row of every table of the database, as text (lower-cased), that contains `needle`. */
async function rowsContaining(needle: string): Promise<string[]> {
  const tables = (await db().execute(sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`)) as unknown as { rows: { table_schema: string; table_name: string }[] };
  expect(tables.rows.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const { table_schema, table_name } of tables.rows) {
    const result = (await db().execute(
      sql`select x::text as row from ${sql.identifier(table_schema)}.${sql.identifier(table_name)} x
          where strpos(lower(x::text), ${needle.toLowerCase()}) > 0`,
    )) as unknown as { rows: { row: string }[] };
    for (const row of result.rows) found.push(`${table_schema}.${table_name}: ${row.row}`);
  }
  return found;
}

describe("GET /capi/user/data-export", () => {
  it("downloads every kind of record of the user and nothing of anybody else", async () => {
    const me = person("export");
    const other = person("other");
    const seeker = await buildSession(t, { user: me });
    const stranger = await buildSession(t, { user: other });
    const listing = await buildListing(t);
    const mine = await seedEverything(seeker, listing, "mine");
    await seedEverything(stranger, await buildListing(t), "theirs");

    const { res, data } = await exportOf(seeker);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="jobatlas-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(data.account).toMatchObject({ email: me.email, first_name: me.firstName, last_name: me.lastName });
    expect(data.seeker_profile).toMatchObject({ job_titles: ["Baker mine"], about: "About mine" });
    expect(data.likes).toEqual([expect.objectContaining({ company_id: listing.organizationId })]);
    expect(data.hidden_employers).toEqual([expect.objectContaining({ company_id: listing.organizationId })]);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      id: mine.application.id,
      position: listing.title,
      email: me.email,
      phone: "+41 79 000 00 00",
      my_story: "Story mine",
      answers: [{ question: "Question mine?", values: ["Answer mine"] }],
      attachments: [{ file_name: "cv-mine.pdf", content_type: "application/pdf", byte_size: 8 }],
      contact_requests: [expect.objectContaining({ message: "Call us mine" })],
    });
    expect(data.candidate_pool_grants).toEqual([expect.objectContaining({ company_id: listing.organizationId })]);
    expect(data.subscriptions.map((s) => s.query).sort()).toEqual(["Alert mine", "Visitor alert mine"]);
    expect(data.experiments).toEqual([
      expect.objectContaining({
        uid: "uid-mine",
        title: "Experiment mine",
        ratings: [expect.objectContaining({ listing_id: listing.id, verdict: "fits", note: "Note mine" })],
      }),
    ]);
    expect(data.ztdi_results.map((z) => z.scores)).toEqual([{ craft: 11 }, { care: 22 }]);
    expect(data.sessions).toEqual([expect.objectContaining({ user_agent: "vitest" })]);
    expect(data.memberships).toEqual([
      expect.objectContaining({ company_id: listing.organizationId, role: "recruiter" }),
    ]);

    const text = JSON.stringify(data);
    for (const needle of [other.email, other.firstName, other.lastName, "theirs", "ztdi-"]) {
      expect(text).not.toContain(needle);
    }
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/capi/user/data-export" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ type: "NotAuthenticated" });
  });
});

describe("account deletion", () => {
  it("leaves no personal data in any table while the employer keeps the application without identity", async () => {
    const me = person("erase");
    const seeker = await buildSession(t, { user: me });
    const employer = await buildOrganization(t, { plan: "pro" });
    const listing = await buildListing(t, { organization: employer });
    // Applied through the API: the confirmation mail and the activity are the real ones.
    const applied = await postJson(
      t,
      "/capi/user/applications",
      {
        company_id: employer.organization.id,
        listing_id: listing.id,
        first_name: me.firstName,
        last_name: me.lastName,
        phone: "+41 79 111 22 33",
        my_story: `I am ${me.firstName}`,
        what_i_bring: "",
        what_i_want: "",
        idempotency_key: randomUUID(),
        language: "en",
      },
      seeker.headers,
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = (applied.json() as { id: number }).id;
    // The employer asks for contact (mail and activity naming the applicant) and notes something.
    const asked = await postJson(
      t,
      `/capi/org/applications/${applicationId}/contact-requests`,
      { message: `Dear ${me.firstName}, please call us.` },
      employer.headers,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    await db()
      .update(applications)
      .set({ notes: `${me.lastName} looks good` })
      .where(eq(applications.id, applicationId));

    // Everything else of the kinds the account or its address can hold.
    const { experiment } = await seedEverything(seeker, await buildListing(t), "erase");
    const alone = await buildEmptyOrganization(t, { name: `${me.lastName} GmbH` });
    await buildMembership(db(), alone, seeker.user);
    await db()
      .insert(media)
      .values({
        id: `pic-${nextId()}`,
        ownerUserId: seeker.user.id,
        contentType: "image/png",
        bytes: Buffer.from("png"),
        byteSize: 3,
      });
    await db().insert(contactMessages).values({ kind: "contact", name: me.firstName, email: me.email, message: "Hi" });
    await db()
      .insert(membershipInvites)
      .values({
        organizationId: employer.organization.id,
        email: me.email,
        role: "recruiter",
        tokenHash: `mi-${nextId()}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    await db()
      .insert(candidateInvites)
      .values({
        organizationId: employer.organization.id,
        email: me.email,
        name: me.firstName,
        tokenHash: `ci-${nextId()}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    // A mail to someone else that quotes the user (as a member invitation names the inviter).
    await db()
      .insert(outbox)
      .values({
        idempotencyKey: `quote-${nextId()}`,
        toEmail: "colleague@example.ch",
        language: "en",
        template: "membership_invite",
        subject: "Join",
        text: `${me.firstName} ${me.lastName} invites you`,
        html: "<p>x</p>",
      });
    expect(
      (await postJson(t, "/capi/email-verification", { email: me.email, purpose: "application" })).statusCode,
    ).toBe(200);
    expect(await rowsContaining(me.email)).not.toEqual([]);

    const preview = await t.app.inject({ method: "GET", url: "/capi/user/account-deletion", headers: seeker.headers });
    expect(preview.json()).toMatchObject({
      email: me.email,
      // The organisation only the user belongs to, and the one of the seeded membership (no other members either).
      organizations_deleted: expect.arrayContaining([{ id: alone.id, name: alone.name }]),
      last_owner_of: [],
      applications_anonymised: 2,
    });

    const mistyped = await postJson(
      t,
      "/capi/user/account-deletion",
      { confirm_email: "x@example.ch" },
      seeker.headers,
    );
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json()).toMatchObject({ type: "ServiceError", code: "deletion_confirmation_mismatch" });
    const notEmail = await postJson(t, "/capi/user/account-deletion", { confirm_email: "nope" }, seeker.headers);
    expect(notEmail.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "confirm_email"] }] });

    const deleted = await postJson(
      t,
      "/capi/user/account-deletion",
      { confirm_email: ` ${me.email.toUpperCase()} ` },
      seeker.headers,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(String(deleted.headers["set-cookie"])).toMatch(/sessionid=;/);
    const after = await t.app.inject({ method: "GET", url: "/capi/profile", headers: seeker.headers });
    expect(after.statusCode).toBe(401);

    for (const needle of [me.email, me.firstName, me.lastName]) {
      expect(await rowsContaining(needle), needle).toEqual([]);
    }
    expect(await db().select().from(organizations).where(eq(organizations.id, alone.id))).toEqual([]);
    expect(await db().select().from(experiments).where(eq(experiments.id, experiment.id))).toEqual([]);

    // The employer still has the application: its status and dates, no identity.
    const kept = await t.app.inject({
      method: "GET",
      url: `/capi/org/applications/${applicationId}`,
      headers: employer.headers,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ id: applicationId, status: "active", first_name: "", last_name: "" });
    const [row] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(row).toMatchObject({
      userId: null,
      phone: null,
      myStory: "",
      notes: "",
      statusTokenHash: null,
      email: `erased-${applicationId}@invalid`,
      organizationId: employer.organization.id,
      listingId: listing.id,
    });
  });

  it("refuses the last owner of an organisation with other members, until they hand it over", async () => {
    const owner = await buildOrganization(t);
    await buildMember(t, owner.organization, { role: "recruiter" });
    const preview = await t.app.inject({ method: "GET", url: "/capi/user/account-deletion", headers: owner.headers });
    expect(preview.json()).toMatchObject({
      organizations_deleted: [],
      last_owner_of: [{ id: owner.organization.id, name: owner.organization.name }],
    });
    const refused = await postJson(
      t,
      "/capi/user/account-deletion",
      { confirm_email: owner.user.email },
      owner.headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ type: "ServiceError", code: "last_owner" });
    expect(refused.json().detail).toContain(owner.organization.name);
    expect(await db().select().from(users).where(eq(users.id, owner.user.id))).toHaveLength(1);

    // A second owner: the account can go, the organisation stays.
    await buildMember(t, owner.organization, { role: "owner" });
    const ok = await postJson(t, "/capi/user/account-deletion", { confirm_email: owner.user.email }, owner.headers);
    expect(ok.statusCode, ok.body).toBe(204);
    expect(await db().select().from(organizations).where(eq(organizations.id, owner.organization.id))).toHaveLength(1);
  });
});

describe("two owners deleting their accounts at once", () => {
  it("lets one go and refuses the other as the last owner", async () => {
    const first = await buildOrganization(t);
    const second = await buildMember(t, first.organization, { role: "owner" });
    await buildMember(t, first.organization, { role: "recruiter" });
    const answers = await Promise.all(
      [first, second].map((owner) =>
        postJson(t, "/capi/user/account-deletion", { confirm_email: owner.user.email }, owner.headers),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toMatchObject({ code: "last_owner" });
  });
});

describe("an anonymous applicant's data request", () => {
  it("proves the address by code, then exports and erases what is held under it", async () => {
    const me = person("anon");
    const other = person("anon-other");
    const listing = await buildListing(t);
    const application = await buildApplication(t, {
      listing,
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
      statusTokenHash: `status-${nextId()}`,
    });
    await buildApplication(t, { listing, email: other.email, firstName: other.firstName, lastName: other.lastName });
    await db()
      .insert(ztdiResults)
      .values([
        { tokenHash: `ztdi-${nextId()}`, email: me.email, answers: [3], scores: { craft: 3 } },
        { tokenHash: `ztdi-${nextId()}`, email: other.email, answers: [4], scores: { care: 4 } },
      ]);
    await db()
      .insert(subscriptions)
      .values({ email: me.email, query: "Bäcker", locationLabel: "Bern", lat: 46.95, lng: 7.44 });

    // The code is bound to the browser that asked for it (ADR 063).
    const browser = testBrowser(t);
    // The same answer for an address nobody knows; the mail never says whether data exists.
    const unknown = await browser.post("/capi/data-requests/code", { email: "nobody-qzx@example.ch", language: "en" });
    const asked = await browser.post("/capi/data-requests/code", { email: me.email.toUpperCase(), language: "en" });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(unknown.json());
    const [mail] = await mailsTo(db(), me.email);
    expect(mail).toMatchObject({ template: "data_request_code", language: "en" });
    const [unknownMail] = await mailsTo(db(), "nobody-qzx@example.ch");
    expect(unknownMail!.text.replace(/\d{6}/g, "")).toBe(mail!.text.replace(/\d{6}/g, ""));
    const code = await codeFromMail(db(), me.email);

    const wrong = await browser.post("/capi/data-requests/verify", {
      email: me.email,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "verification_code_invalid" });
    const bad = await browser.post("/capi/data-requests/verify", { email: me.email, code: "12ab" });
    expect(bad.json()).toMatchObject({
      type: "ValidationError",
      detail: expect.arrayContaining([expect.objectContaining({ loc: ["body", "code"] })]),
    });
    const verified = await browser.post("/capi/data-requests/verify", { email: me.email, code });
    expect(verified.statusCode, verified.body).toBe(200);
    const { token } = verified.json() as { token: string };
    expect(await db().select().from(emailCodes).where(eq(emailCodes.verificationTokenHash, token))).toEqual([]);
    // A code is used once.
    const again = await browser.post("/capi/data-requests/verify", { email: me.email, code });
    expect(again.json()).toMatchObject({ code: "verification_code_expired" });

    const exported = await postJson(t, "/capi/data-requests/export", { token });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(/attachment; filename="jobatlas-data-/);
    const data = exported.json() as TDataExport;
    expect(data).toMatchObject({
      email: me.email,
      account: null,
      seeker_profile: null,
      likes: [],
      hidden_employers: [],
      sessions: [],
    });
    expect(data.applications.map((a) => a.id)).toEqual([application.id]);
    expect(data.ztdi_results.map((z) => z.scores)).toEqual([{ craft: 3 }]);
    expect(data.subscriptions.map((s) => s.query)).toEqual(["Bäcker"]);
    expect(JSON.stringify(data)).not.toContain(other.email);
    // Reading does not spend the token.
    expect((await postJson(t, "/capi/data-requests/export", { token })).statusCode).toBe(200);

    const erased = await postJson(t, "/capi/data-requests/delete", { token });
    expect(erased.statusCode, erased.body).toBe(204);
    for (const needle of [me.email, me.firstName, me.lastName]) {
      expect(await rowsContaining(needle), needle).toEqual([]);
    }
    const [kept] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(kept).toMatchObject({ firstName: "", status: "pending", statusTokenHash: null });
    // The other applicant's data is untouched.
    expect(await rowsContaining(other.email)).not.toEqual([]);

    const spent = await postJson(t, "/capi/data-requests/export", { token });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toMatchObject({ type: "ServiceError", code: "data_request_token_invalid" });
    expect((await postJson(t, "/capi/data-requests/delete", { token: "x".repeat(40) })).json()).toMatchObject({
      code: "data_request_token_invalid",
    });
  });

  it("burns the code after three wrong tries", async () => {
    const email = person("tries").email;
    const browser = testBrowser(t);
    await browser.post("/capi/data-requests/code", { email });
    const code = await codeFromMail(db(), email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await browser.post("/capi/data-requests/verify", { email, code: wrongCode })).json());
    expect(answers.map((a) => a.code)).toEqual([
      "verification_code_invalid",
      "verification_code_invalid",
      "verification_code_expired",
    ]);
    expect((await browser.post("/capi/data-requests/verify", { email, code })).json()).toMatchObject({
      code: "verification_code_expired",
    });
  });
});

describe("an organisation's retention period", () => {
  it("is 90 days by default; owners set 30 to 180 days or back to the default", async () => {
    const owner = await buildOrganization(t);
    const url = "/capi/org/application-retention";
    const read = await t.app.inject({ method: "GET", url, headers: owner.headers });
    expect(read.json()).toEqual({ days: null, effective_days: 90, default_days: 90, min_days: 30, max_days: 180 });
    const put = (days: unknown) =>
      t.app.inject({
        method: "PUT",
        url,
        headers: { ...owner.headers, "content-type": "application/json" },
        payload: { days },
      });
    expect((await put(180)).json()).toMatchObject({ days: 180, effective_days: 180 });
    const [row] = await db().select().from(organizations).where(eq(organizations.id, owner.organization.id));
    expect(row!.applicationRetentionDays).toBe(180);
    for (const bad of [29, 181, 90.5, "90"]) {
      const res = await put(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "days"] }] });
    }
    expect((await put(null)).json()).toMatchObject({ days: null, effective_days: 90 });
  });
});
