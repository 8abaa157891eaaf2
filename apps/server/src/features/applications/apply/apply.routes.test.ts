import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ZApplicantQuestionnaire, ZApplicationCreated, ZCandidatePoolGrantsResponse } from "@jobatlas/contract";
import {
  activities,
  applicationAnswers,
  applicationAttachments,
  applications,
  candidateInvites,
  candidatePoolGrants,
} from "../../../db/schema";
import { hashToken, newToken } from "../../../lib/secrets";
import { testClock } from "../../../test/clock";
import {
  buildEmptyOrganization,
  buildJob,
  buildListing,
  buildQuestionnaire,
  buildSession,
  freshEmail,
  type BuiltSession,
  type Listing,
} from "../../../test/factories";
import { codeFromMail, mailsTo } from "../../../test/mailbox";
import { buildTestApp, csrfHeaders, postJson, withCodeRequester, type TestApp } from "../../../test/test-app";

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.app.close());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function verifiedToken(email: string): Promise<string> {
  const asked = await postJson(t, "/capi/email-verification", { email, purpose: "application" });
  expect(asked.statusCode).toBe(200);
  const code = await codeFromMail(t.database.db, email);
  const confirmed = await postJson(
    t,
    "/capi/email-verification/confirm",
    { email, code },
    withCodeRequester({ ...csrfHeaders }, asked),
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return (confirmed.json() as { verification_token: string }).verification_token;
}

function body(companyId: number, extra: Record<string, unknown> = {}) {
  return {
    company_id: companyId,
    first_name: "Lea",
    last_name: "Keller",
    phone: "+41 79 123 45 67",
    my_story: "Ich backe seit zehn Jahren.",
    what_i_bring: "Geduld",
    what_i_want: "Frühschicht",
    idempotency_key: randomUUID(),
    language: "de",
    ...extra,
  };
}

const applyAsUser = (session: BuiltSession, payload: object, headers: Record<string, string> = {}) =>
  postJson(t, "/capi/user/applications", payload, { ...session.headers, ...headers });
const applyAnonymously = (payload: object, headers: Record<string, string> = {}) =>
  postJson(t, "/capi/user/anon-application", payload, headers);

const applicationsOf = (organizationId: number) =>
  t.database.db.select().from(applications).where(eq(applications.organizationId, organizationId));
const submittedActivities = (applicationId: number) =>
  t.database.db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.sourceType, "application"),
        eq(activities.sourceId, applicationId),
        eq(activities.verb, "submitted"),
      ),
    );

/** A listing with a questionnaire: a required knock-out single select, an optional multi select, an optional free text. */
async function listingWithQuestionnaire() {
  const organization = await buildEmptyOrganization(t, { name: "Bäckerei Sonne AG" });
  const questionnaire = await buildQuestionnaire(t, {
    organization,
    questions: [
      {
        type: "single_select",
        text: "Führerschein?",
        options: ["Ja", "Nein"],
        knockOut: true,
        expectedAnswers: ["Ja"],
      },
      { type: "multi_select", text: "Sprachen?", options: ["Deutsch", "Französisch", "Englisch"], required: false },
      { type: "free_text", text: "Warum wir?", options: [], required: false },
    ],
  });
  const listing = await buildListing(t, { organization, questionnaireId: questionnaire.id, title: "Bäcker/in EFZ" });
  return { organization, questionnaire, listing, q: questionnaire.questions };
}

describe("GET /capi/companies/{id}/listings/{listing_id}/questionnaire", () => {
  it("answers the current version's questions without the knock-out expectations", async () => {
    const { organization, listing, questionnaire } = await listingWithQuestionnaire();
    const res = await t.app.inject(`/capi/companies/${organization.id}/listings/${listing.id}/questionnaire`);
    expect(res.statusCode).toBe(200);
    const got = ZApplicantQuestionnaire.parse(res.json());
    expect(got?.id).toBe(questionnaire.id);
    expect(got?.questions.map((q) => q.text)).toEqual(["Führerschein?", "Sprachen?", "Warum wir?"]);
    expect(res.body).not.toContain("expected");
    expect(res.body).not.toContain("knock_out");
  });

  it("answers null for a listing without questionnaire and 404 for an inactive or another company's listing", async () => {
    const organization = await buildEmptyOrganization(t);
    const plain = await buildListing(t, { organization });
    const archived = await buildListing(t, { organization, status: "archived" });
    const foreign = await buildListing(t);
    const url = (listingId: number) => `/capi/companies/${organization.id}/listings/${listingId}/questionnaire`;
    expect((await t.app.inject(url(plain.id))).json()).toBeNull();
    expect((await t.app.inject(url(archived.id))).statusCode).toBe(404);
    expect((await t.app.inject(url(foreign.id))).statusCode).toBe(404);
    expect((await t.app.inject(`/capi/companies/${organization.id}/listings/abc/questionnaire`)).statusCode).toBe(404);
  });
});

describe("POST /capi/user/applications (signed in)", () => {
  it("applies to a listing: answers with the version, knock-out flags, one submitted activity, a confirmation mail", async () => {
    const { organization, listing, q } = await listingWithQuestionnaire();
    const seeker = await buildSession(t);
    const res = await applyAsUser(
      seeker,
      body(organization.id, {
        listing_id: listing.id,
        answers: [
          { question_id: q[0]!.id, values: ["Nein"] },
          { question_id: q[1]!.id, values: ["Deutsch", "Englisch"] },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = ZApplicationCreated.parse(res.json());
    expect(created).toMatchObject({
      status: "pending",
      origin: "direct",
      company_id: organization.id,
      listing_id: listing.id,
      job_id: listing.jobId,
      knock_out_missed: true,
    });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, created.id));
    expect(row).toMatchObject({
      userId: seeker.user.id,
      email: seeker.user.email,
      questionnaireVersion: 1,
      statusTokenHash: null,
      phone: "+41 79 123 45 67",
    });
    const answers = await t.database.db
      .select()
      .from(applicationAnswers)
      .where(eq(applicationAnswers.applicationId, created.id));
    expect(answers.map((a) => [a.questionId, a.values, a.knockOutMissed]).sort()).toEqual(
      [
        [q[0]!.id, ["Nein"], true],
        [q[1]!.id, ["Deutsch", "Englisch"], false],
      ].sort(),
    );
    const submitted = await submittedActivities(created.id);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ organizationId: organization.id, actorUserId: seeker.user.id });
    const [mail] = await mailsTo(t.database.db, seeker.user.email);
    expect(mail).toMatchObject({ template: "application_submitted" });
    expect(mail?.text).toContain("Bäckerei Sonne AG");
    expect(mail?.text).toContain(`/de/user/applications/${created.id}`);
  });

  it("answers 401 without a session", async () => {
    const organization = await buildEmptyOrganization(t);
    const res = await postJson(t, "/capi/user/applications", body(organization.id));
    expect(res.statusCode).toBe(401);
  });

  it("refuses a missed required question with a ValidationError at answers.<question_id>, writing nothing", async () => {
    const { organization, listing, q } = await listingWithQuestionnaire();
    const seeker = await buildSession(t);
    const res = await applyAsUser(
      seeker,
      body(organization.id, { listing_id: listing.id, answers: [{ question_id: q[1]!.id, values: ["Deutsch"] }] }),
      { "accept-language": "en" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "answers", String(q[0]!.id)], msg: "Please answer this question." }],
    });
    expect(await applicationsOf(organization.id)).toHaveLength(0);
  });

  it("refuses options that are not the question's and two answers to a single select", async () => {
    const { organization, listing, q } = await listingWithQuestionnaire();
    const seeker = await buildSession(t);
    const res = await applyAsUser(
      seeker,
      body(organization.id, {
        listing_id: listing.id,
        answers: [
          { question_id: q[0]!.id, values: ["Ja", "Nein"] },
          { question_id: q[1]!.id, values: ["Klingonisch"] },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    const locs = (res.json() as { detail: { loc: string[] }[] }).detail.map((d) => d.loc.join("."));
    expect(locs.sort()).toEqual([`body.answers.${q[0]!.id}`, `body.answers.${q[1]!.id}`].sort());
  });

  it("a double submit with the same key creates one application and answers it again with 200", async () => {
    const { organization, listing, q } = await listingWithQuestionnaire();
    const seeker = await buildSession(t);
    const payload = body(organization.id, {
      listing_id: listing.id,
      answers: [{ question_id: q[0]!.id, values: ["Ja"] }],
    });
    const first = await applyAsUser(seeker, payload);
    const second = await applyAsUser(seeker, payload);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json()).toEqual(first.json());
    const id = (first.json() as { id: number }).id;
    expect(await applicationsOf(organization.id)).toHaveLength(1);
    expect(await submittedActivities(id)).toHaveLength(1);
    expect(await mailsTo(t.database.db, seeker.user.email)).toHaveLength(1);
  });

  it("two parallel submits with the same key create one application", async () => {
    const organization = await buildEmptyOrganization(t);
    const seeker = await buildSession(t);
    const payload = body(organization.id);
    const results = await Promise.all([applyAsUser(seeker, payload), applyAsUser(seeker, payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(results.map((r) => (r.json() as { id: number }).id)).size).toBe(1);
    expect(await applicationsOf(organization.id)).toHaveLength(1);
  });

  it("refuses an archived, a planned and another company's listing with listing_not_open", async () => {
    const organization = await buildEmptyOrganization(t);
    const seeker = await buildSession(t);
    const archived = await buildListing(t, { organization, status: "archived" });
    const planned = await buildListing(t, { organization, status: "planned" });
    const foreign = await buildListing(t);
    for (const listing of [archived, planned, foreign] as Listing[]) {
      const res = await applyAsUser(seeker, body(organization.id, { listing_id: listing.id }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ServiceError", code: "listing_not_open" });
    }
    expect(await applicationsOf(organization.id)).toHaveLength(0);
  });

  it("refuses a listing whose employer takes applications on its own site (apply_url), signed in or not (ADR 054)", async () => {
    const organization = await buildEmptyOrganization(t);
    const listing = await buildListing(t, { organization, applyUrl: "https://jobs.example/apply/100" });
    const seeker = await buildSession(t);
    const signedIn = await applyAsUser(seeker, body(organization.id, { listing_id: listing.id }));
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json()).toMatchObject({ type: "ServiceError", code: "listing_applies_elsewhere" });
    const email = "anna.elsewhere@example.ch";
    const anonymous = await applyAnonymously(
      body(organization.id, { listing_id: listing.id, email, verification_token: await verifiedToken(email) }),
    );
    expect(anonymous.json()).toMatchObject({ type: "ServiceError", code: "listing_applies_elsewhere" });
    expect(await applicationsOf(organization.id)).toHaveLength(0);
  });

  it("an application without listing is unsolicited: to the company, or to an active job profile", async () => {
    const organization = await buildEmptyOrganization(t);
    const job = await buildJob(t, { organization });
    const seeker = await buildSession(t);
    const toCompany = await applyAsUser(seeker, body(organization.id));
    expect(toCompany.statusCode).toBe(201);
    expect(toCompany.json()).toMatchObject({ origin: "unsolicited", listing_id: null, job_id: null });
    const toJob = await applyAsUser(seeker, body(organization.id, { job_id: job.id }));
    expect(toJob.statusCode).toBe(201);
    expect(toJob.json()).toMatchObject({ origin: "unsolicited", listing_id: null, job_id: job.id });

    const archivedJob = await buildJob(t, { organization, status: "archived" });
    const foreignJob = await buildJob(t);
    expect((await applyAsUser(seeker, body(organization.id, { job_id: archivedJob.id }))).statusCode).toBe(404);
    expect((await applyAsUser(seeker, body(organization.id, { job_id: foreignJob.id }))).statusCode).toBe(404);
    expect((await applyAsUser(seeker, body(999_999_999))).statusCode).toBe(404);
  });

  it("refuses a phone field that is no phone number, on both calls, and takes Swiss and international ones", async () => {
    const organization = await buildEmptyOrganization(t);
    const seeker = await buildSession(t);
    for (const phone of ["abc", "123", "+41 79 abc 45 67", "079 123 45 67 ext. 5", "+41 79 123 45 67 89 01 23"]) {
      const res = await applyAsUser(seeker, body(organization.id, { phone }), { "accept-language": "en" });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toEqual({
        type: "ValidationError",
        detail: [{ loc: ["body", "phone"], msg: "Enter a phone number, e.g. +41 44 123 45 67." }],
      });
    }
    const anonymous = await applyAnonymously({
      ...body(organization.id, { phone: "abc" }),
      email: freshEmail("phone"),
    });
    expect(anonymous.statusCode).toBe(400);
    expect((anonymous.json() as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual(["body", "phone"]);
    expect(await applicationsOf(organization.id)).toHaveLength(0);

    for (const phone of [
      "+41 79 123 45 67",
      "079 123 45 67",
      "+41 (0)44 123 45 67",
      "044/123.45.67",
      "+423 234 56 78",
    ]) {
      const res = await applyAsUser(seeker, body(organization.id, { phone }));
      expect(res.statusCode, phone).toBe(201);
    }
    const blank = await applyAsUser(seeker, body(organization.id, { phone: "  " }));
    expect(blank.statusCode).toBe(201);
    const stored = await applicationsOf(organization.id);
    expect(stored.map((row) => row.phone).sort()).toEqual(
      ["+41 (0)44 123 45 67", "+41 79 123 45 67", "+423 234 56 78", "044/123.45.67", "079 123 45 67", null].sort(),
    );
  });

  it("refuses 100 kB of text with a ValidationError at the field and stores HTML verbatim", async () => {
    const organization = await buildEmptyOrganization(t);
    const seeker = await buildSession(t);
    const long = await applyAsUser(seeker, body(organization.id, { my_story: "x".repeat(100_000) }));
    expect(long.statusCode).toBe(400);
    expect((long.json() as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual(["body", "my_story"]);
    expect(await applicationsOf(organization.id)).toHaveLength(0);

    const html = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    const res = await applyAsUser(seeker, body(organization.id, { what_i_bring: html, first_name: "<b>Lea</b>" }));
    expect(res.statusCode).toBe(201);
    const [row] = await applicationsOf(organization.id);
    expect(row).toMatchObject({ whatIBring: html, firstName: "<b>Lea</b>" });
    const [mail] = await mailsTo(t.database.db, seeker.user.email);
    expect(mail?.html).not.toContain("<b>Lea</b>");
  });
});

describe("POST /capi/user/anon-application", () => {
  it("applies with a verified email: spends the token, mails a status link, stores only its hash", async () => {
    const { organization, listing, q } = await listingWithQuestionnaire();
    const email = freshEmail("anon");
    const token = await verifiedToken(email);
    const res = await applyAnonymously(
      body(organization.id, {
        listing_id: listing.id,
        email: email.toUpperCase(),
        verification_token: token,
        answers: [{ question_id: q[0]!.id, values: ["Ja"] }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = ZApplicationCreated.parse(res.json());
    expect(created).toMatchObject({ origin: "direct", knock_out_missed: false });
    const [row] = await applicationsOf(organization.id);
    expect(row).toMatchObject({ userId: null, email });
    expect(row?.statusTokenHash).toMatch(/.+/);
    const [mail] = await mailsTo(t.database.db, email);
    const link = new RegExp(`/de/user/applications/${created.id}\\?token=([\\w-]+)`).exec(mail?.text ?? "");
    expect(link?.[1]).toBeTruthy();
    expect(row?.statusTokenHash).not.toBe(link?.[1]);
    const submitted = await submittedActivities(created.id);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.actorUserId).toBeNull();
  });

  it("refuses no token, a wrong one, another address's, an expired one and a spent one with verification_token_invalid", async () => {
    const organization = await buildEmptyOrganization(t);
    const email = freshEmail("anon");
    const refused = async (payload: object) => {
      const res = await applyAnonymously(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ type: "ServiceError", code: "verification_token_invalid" });
    };
    await refused(body(organization.id, { email }));
    await refused(body(organization.id, { email, verification_token: "wrong-token" }));
    const othersToken = await verifiedToken(freshEmail("other"));
    await refused(body(organization.id, { email, verification_token: othersToken }));

    const expiring = await verifiedToken(email);
    clock.advanceMinutes(31);
    await refused(body(organization.id, { email, verification_token: expiring }));

    const token = await verifiedToken(email);
    expect((await applyAnonymously(body(organization.id, { email, verification_token: token }))).statusCode).toBe(201);
    await refused(body(organization.id, { email, verification_token: token }));
    expect(await applicationsOf(organization.id)).toHaveLength(1);
  });

  it("a repeated anonymous submit with the same key answers the first application, though the token is spent", async () => {
    const organization = await buildEmptyOrganization(t);
    const email = freshEmail("anon");
    const payload = body(organization.id, { email, verification_token: await verifiedToken(email) });
    const first = await applyAnonymously(payload);
    const second = await applyAnonymously(payload);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json()).toEqual(first.json());
    expect(await applicationsOf(organization.id)).toHaveLength(1);
    const confirmations = (await mailsTo(t.database.db, email)).filter((m) => m.template === "application_submitted");
    expect(confirmations).toHaveLength(1);
  });

  it("the confirmation states the organisation's retention period (de, en), 90 days when it has none", async () => {
    const mailFor = async (retentionDays: number | null, language: "de" | "en") => {
      const organization = await buildEmptyOrganization(t, { applicationRetentionDays: retentionDays });
      const email = freshEmail("anon");
      const payload = body(organization.id, { email, verification_token: await verifiedToken(email), language });
      expect((await applyAnonymously(payload)).statusCode).toBe(201);
      const [mail] = (await mailsTo(t.database.db, email)).filter((m) => m.template === "application_submitted");
      return mail!;
    };
    const de45 = await mailFor(45, "de");
    expect(de45.text).toContain("löschen wir deine Daten nach 45 Tagen.");
    expect(de45.html).toContain("löschen wir deine Daten nach 45 Tagen.");
    expect(de45.text).not.toContain("90 Tagen");
    const en180 = await mailFor(180, "en");
    expect(en180.text).toContain("we delete your data after 180 days.");
    expect(en180.html).toContain("we delete your data after 180 days.");
    const enDefault = await mailFor(null, "en");
    expect(enDefault.text).toContain("we delete your data after 90 days.");
  });

  it("an answer error leaves the token unspent, so the corrected submit goes through", async () => {
    const { organization, listing, q } = await listingWithQuestionnaire();
    const email = freshEmail("anon");
    const token = await verifiedToken(email);
    const payload = body(organization.id, { listing_id: listing.id, email, verification_token: token });
    expect((await applyAnonymously(payload)).statusCode).toBe(400);
    const ok = await applyAnonymously({ ...payload, answers: [{ question_id: q[0]!.id, values: ["Ja"] }] });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe("invited applications (candidate invites, ADR 026)", () => {
  async function invite(listing: Listing, overrides: Partial<typeof candidateInvites.$inferInsert> = {}) {
    const token = newToken();
    const [row] = await t.database.db
      .insert(candidateInvites)
      .values({
        organizationId: listing.organizationId,
        listingId: listing.id,
        email: "invited@example.ch",
        name: "Lea Keller",
        tokenHash: hashToken(token),
        expiresAt: new Date(clock.now().getTime() + 14 * 86_400_000),
        ...overrides,
      })
      .returning();
    return { token, id: row!.id };
  }
  const inviteRow = async (id: number) =>
    (await t.database.db.select().from(candidateInvites).where(eq(candidateInvites.id, id)))[0];

  it("an employer who applies elsewhere may still invite a candidate to apply here", async () => {
    const organization = await buildEmptyOrganization(t, { plan: "pro" });
    const listing = await buildListing(t, { organization, applyUrl: "https://jobs.example/apply/7" });
    const seeker = await buildSession(t);
    const { token } = await invite(listing);
    const res = await applyAsUser(seeker, body(organization.id, { listing_id: listing.id, invite_token: token }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it("an invite token makes the application invited, once; the invitation links to it", async () => {
    const organization = await buildEmptyOrganization(t, { plan: "pro" });
    const listing = await buildListing(t, { organization });
    const seeker = await buildSession(t);
    const { token, id } = await invite(listing);
    const res = await applyAsUser(seeker, body(organization.id, { listing_id: listing.id, invite_token: token }));
    expect(res.statusCode, res.body).toBe(201);
    const created = ZApplicationCreated.parse(res.json());
    expect(created.origin).toBe("invited");
    expect(await inviteRow(id)).toMatchObject({ applicationId: created.id });
    expect((await inviteRow(id))?.usedAt).not.toBeNull();

    // Used once: another seeker with the same link is refused (the same seeker is refused anyway, ADR 055).
    const again = await applyAsUser(
      await buildSession(t),
      body(organization.id, { listing_id: listing.id, invite_token: token }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ type: "ServiceError", code: "candidate_invite_invalid" });
    expect(await applicationsOf(organization.id)).toHaveLength(1);
  });

  it("refuses an expired invitation, one of another company and one for another listing, spending none", async () => {
    const organization = await buildEmptyOrganization(t, { plan: "pro" });
    const listing = await buildListing(t, { organization });
    const otherListing = await buildListing(t, { organization });
    const foreign = await buildListing(t);
    const seeker = await buildSession(t);
    const expired = await invite(listing, { expiresAt: new Date(clock.now().getTime() - 1000) });
    const ofOtherCompany = await invite(foreign);
    const forOtherListing = await invite(otherListing);
    for (const { token } of [expired, ofOtherCompany, forOtherListing]) {
      const res = await applyAsUser(seeker, body(organization.id, { listing_id: listing.id, invite_token: token }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ServiceError", code: "candidate_invite_invalid" });
    }
    expect(await applicationsOf(organization.id)).toHaveLength(0);
    expect((await inviteRow(forOtherListing.id))?.usedAt).toBeNull();
  });
});

describe("POST /capi/user/application-attachments", () => {
  const upload = (bytes: Buffer, headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/capi/user/application-attachments",
      headers: { ...csrfHeaders, "content-type": "application/pdf", ...headers },
      payload: bytes,
    });

  it("stores a PDF of a signed-in seeker, which their application claims", async () => {
    const seeker = await buildSession(t);
    const res = await upload(PDF, { ...seeker.headers, "x-file-name": encodeURIComponent("Lebenslauf Lea.pdf") });
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json() as { id: string; file_name: string; byte_size: number };
    expect(stored).toMatchObject({ file_name: "Lebenslauf Lea.pdf", byte_size: PDF.length });

    const organization = await buildEmptyOrganization(t);
    const other = await buildSession(t);
    const stolen = await applyAsUser(other, body(organization.id, { attachment_ids: [stored.id] }));
    expect(stolen.statusCode).toBe(400);
    expect((stolen.json() as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual(["body", "attachment_ids", 0]);
    expect(await applicationsOf(organization.id)).toHaveLength(0);

    const res2 = await applyAsUser(seeker, body(organization.id, { attachment_ids: [stored.id] }));
    expect(res2.statusCode).toBe(201);
    const [attachment] = await t.database.db
      .select()
      .from(applicationAttachments)
      .where(eq(applicationAttachments.id, stored.id));
    expect(attachment?.applicationId).toBe((res2.json() as { id: number }).id);
  });

  it("refuses a renamed non-PDF at `attachment` and 50 MB with 413", async () => {
    const seeker = await buildSession(t);
    const fake = await upload(Buffer.from("PK\u0003\u0004 this is a zip renamed to cv.pdf"), {
      ...seeker.headers,
      "x-file-name": "cv.pdf",
      "accept-language": "en",
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "attachment"] }] });
    const huge = await upload(Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024)]), seeker.headers);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ type: "PayloadTooLarge" });
    expect(
      await t.database.db
        .select({ id: applicationAttachments.id })
        .from(applicationAttachments)
        .where(eq(applicationAttachments.uploaderUserId, seeker.user.id)),
    ).toHaveLength(0);
  });

  it("takes an anonymous upload with a live verification token without spending it", async () => {
    const email = freshEmail("anon");
    const token = await verifiedToken(email);
    expect((await upload(PDF, {})).statusCode).toBe(400);
    expect((await upload(PDF, { "x-verification-token": "nope" })).statusCode).toBe(400);
    const res = await upload(PDF, { "x-verification-token": token });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const organization = await buildEmptyOrganization(t);
    const applied = await applyAnonymously(
      body(organization.id, { email, verification_token: token, attachment_ids: [id] }),
    );
    expect(applied.statusCode, applied.body).toBe(201);
  });
});

/** PUT /capi/user/seeker-profile with these job titles and nothing else. */
async function saveSeekerProfile(seeker: BuiltSession, jobTitles: string[]) {
  const saved = await t.app.inject({
    method: "PUT",
    url: "/capi/user/seeker-profile",
    headers: { ...seeker.headers, "content-type": "application/json" },
    payload: JSON.stringify({
      job_titles: jobTitles,
      about: "",
      skills: [],
      sectors: [],
      workload_min: null,
      workload_max: null,
      remote_types: [],
      region: null,
    }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe("candidate pool", () => {
  it("refuses to show a company a seeker profile that is not complete (none, or saved without a job title)", async () => {
    const seeker = await buildSession(t);
    const organization = await buildEmptyOrganization(t, { name: "Leer AG" });
    const put = (language: string) =>
      t.app.inject({
        method: "PUT",
        url: `/capi/user/candidate-pool/${organization.id}`,
        headers: { ...seeker.headers, "accept-language": language },
      });
    const none = await put("en");
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      type: "ServiceError",
      code: "seeker_profile_incomplete",
      detail:
        "Please complete your seeker profile first (at least one job title): the company would see an empty profile.",
    });
    await saveSeekerProfile(seeker, []);
    const empty = await put("de");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: "seeker_profile_incomplete",
      detail: expect.stringContaining("Suchprofil"),
    });
    const grants = await t.database.db
      .select()
      .from(candidatePoolGrants)
      .where(eq(candidatePoolGrants.organizationId, organization.id));
    expect(grants).toHaveLength(0);

    await saveSeekerProfile(seeker, ["Bäcker"]);
    expect((await put("en")).statusCode).toBe(200);
  });

  it("grants (idempotent), lists and revokes a company's access to the seeker profile", async () => {
    const seeker = await buildSession(t);
    await saveSeekerProfile(seeker, ["Bäcker"]);
    const organization = await buildEmptyOrganization(t, { name: "Pool AG" });
    const put = () =>
      t.app.inject({ method: "PUT", url: `/capi/user/candidate-pool/${organization.id}`, headers: seeker.headers });
    expect((await put()).statusCode).toBe(200);
    const again = await put();
    expect(again.statusCode).toBe(200);
    const grants = ZCandidatePoolGrantsResponse.parse(again.json());
    expect(grants).toMatchObject({ count: 1, items: [{ company_id: organization.id, company_name: "Pool AG" }] });
    const listed = await t.app.inject({ url: "/capi/user/candidate-pool", headers: seeker.headers });
    expect(listed.json()).toEqual(grants);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/capi/user/candidate-pool/${organization.id}`,
      headers: seeker.headers,
    });
    expect(removed.json()).toEqual({ items: [], count: 0 });
    expect(
      await t.database.db
        .select()
        .from(candidatePoolGrants)
        .where(eq(candidatePoolGrants.organizationId, organization.id)),
    ).toHaveLength(0);
  });

  it("answers 401 without a session and 404 for an unknown company", async () => {
    const seeker = await buildSession(t);
    expect((await t.app.inject({ url: "/capi/user/candidate-pool" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "PUT", url: "/capi/user/candidate-pool/999999999", headers: seeker.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe("one open application per applicant and listing (issue 24 point 4, ADR 055)", () => {
  const putJson = (url: string, payload: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: "PUT", url, payload: payload as object, headers: { ...csrfHeaders, ...headers } });
  const myApplicationOnPage = async (listingId: number, session: BuiltSession) =>
    (await t.app.inject({ url: `/capi/listings/${listingId}`, headers: session.headers })).json().my_application;

  it("refuses a second application with already_applied, says 'applied' on the listing, and takes a new one once withdrawn", async () => {
    const organization = await buildEmptyOrganization(t);
    const listing = await buildListing(t, { organization });
    const seeker = await buildSession(t);
    expect(await myApplicationOnPage(listing.id, seeker)).toBeNull();
    const first = await applyAsUser(seeker, body(organization.id, { listing_id: listing.id }));
    expect(first.statusCode, first.body).toBe(201);
    const firstId = (first.json() as { id: number }).id;
    expect(await myApplicationOnPage(listing.id, seeker)).toEqual({
      id: firstId,
      created_at: (first.json() as { created_at: string }).created_at,
    });
    // Another seeker and a visitor see nothing of it.
    expect(await myApplicationOnPage(listing.id, await buildSession(t))).toBeNull();
    expect((await t.app.inject(`/capi/listings/${listing.id}`)).json().my_application).toBeNull();

    const second = await applyAsUser(seeker, body(organization.id, { listing_id: listing.id }));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ type: "ServiceError", code: "already_applied" });
    expect(await applicationsOf(organization.id)).toHaveLength(1);
    expect(await mailsTo(t.database.db, seeker.user.email)).toHaveLength(1);

    // Once accepted it is still open; once withdrawn it is closed and a new application is possible.
    await t.database.db.update(applications).set({ status: "active" }).where(eq(applications.id, firstId));
    expect((await applyAsUser(seeker, body(organization.id, { listing_id: listing.id }))).statusCode).toBe(400);
    const withdrawn = await putJson(
      `/capi/user/applications/${firstId}`,
      { id: firstId, status: "withdrawn" },
      seeker.headers,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await myApplicationOnPage(listing.id, seeker)).toBeNull();
    const again = await applyAsUser(seeker, body(organization.id, { listing_id: listing.id }));
    expect(again.statusCode, again.body).toBe(201);
    expect((await myApplicationOnPage(listing.id, seeker))?.id).toBe((again.json() as { id: number }).id);
  });

  it("two parallel applications with different keys: one is created, the other refused with already_applied (no 500)", async () => {
    const organization = await buildEmptyOrganization(t);
    const listing = await buildListing(t, { organization });
    const seeker = await buildSession(t);
    const results = await Promise.all(
      [1, 2, 3].map(() => applyAsUser(seeker, body(organization.id, { listing_id: listing.id }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const refused of results.filter((r) => r.statusCode === 400)) {
      expect(refused.json()).toMatchObject({ type: "ServiceError", code: "already_applied" });
    }
    expect(await applicationsOf(organization.id)).toHaveLength(1);
  });

  it("the database holds one open application per listing and address, and per listing and account", async () => {
    const organization = await buildEmptyOrganization(t);
    const listing = await buildListing(t, { organization });
    const seeker = await buildSession(t);
    const row = (email: string, userId: number | null, status: "pending" | "active" | "withdrawn") => ({
      organizationId: organization.id,
      listingId: listing.id,
      userId,
      origin: "direct" as const,
      status,
      firstName: "Lea",
      lastName: "Keller",
      email,
      idempotencyKey: randomUUID(),
    });
    const email = seeker.user.email.toLowerCase();
    await t.database.db.insert(applications).values(row(email, seeker.user.id, "pending"));
    await expect(t.database.db.insert(applications).values(row(email, null, "active"))).rejects.toThrow();
    await expect(
      t.database.db.insert(applications).values(row(freshEmail("other"), seeker.user.id, "pending")),
    ).rejects.toThrow();
    // Closed ones do not count, nor do applications to another listing or without one.
    await t.database.db.insert(applications).values(row(email, seeker.user.id, "withdrawn"));
    await t.database.db.insert(applications).values({ ...row(email, seeker.user.id, "pending"), listingId: null });
    expect(await applicationsOf(organization.id)).toHaveLength(3);
  });

  it("an anonymous applicant with the same address is refused too; other listings of the company stay open to them", async () => {
    const organization = await buildEmptyOrganization(t);
    const listing = await buildListing(t, { organization });
    const other = await buildListing(t, { organization });
    const email = freshEmail("twice");
    const anon = async (listingId: number) =>
      applyAnonymously(
        body(organization.id, { listing_id: listingId, email, verification_token: await verifiedToken(email) }),
      );
    expect((await anon(listing.id)).statusCode).toBe(201);
    const second = await anon(listing.id);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ type: "ServiceError", code: "already_applied" });
    expect(second.json().detail).toMatch(/already applied|schon beworben/);
    // Applying to several listings of one employer stays possible (the employer sees the duplicates).
    expect((await anon(other.id)).statusCode).toBe(201);
    expect(await applicationsOf(organization.id)).toHaveLength(2);
  });
});
