import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ZOrgApplication,
  ZOrgApplicationsResponse,
  ZOrgPoolCandidate,
  type TApplicationStatus,
  type TOrgApplicationsResponse,
} from "@jobatlas/contract";
import {
  activities,
  applicationAnswers,
  applicationAttachments,
  applications,
  candidatePoolGrants,
  listings,
  questionnaires,
  questions,
  seekerProfiles,
} from "../../../db/schema";
import {
  buildApplication,
  buildJob,
  buildListing,
  buildMember,
  buildOrganization,
  buildQuestionnaire,
  buildUser,
  type Application,
  type BuiltMember,
} from "../../../test/factories";
import { mailsTo } from "../../../test/mailbox";
import { buildTestApp, jsonHeaders, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
const list = (headers: Headers, query = "") => t.app.inject({ url: `/capi/org/applications${query}`, headers });
const getProfile = (headers: Headers, id: number | string) =>
  t.app.inject({ url: `/capi/org/applications/${id}`, headers });
const put = (headers: Headers, id: number | string, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: `/capi/org/applications/${id}`,
    headers: { ...jsonHeaders, ...headers },
    payload,
  });
const withdrawAll = (headers: Headers, listingId: number, payload: object = {}) =>
  t.app.inject({
    method: "POST",
    url: `/capi/org/listings/${listingId}/withdraw-applications`,
    headers: { ...jsonHeaders, ...headers },
    payload,
  });

async function listed(member: BuiltMember, query = ""): Promise<TOrgApplicationsResponse> {
  const res = await list(member.headers, query);
  expect(res.statusCode, res.body).toBe(200);
  return ZOrgApplicationsResponse.parse(res.json());
}
const ids = (body: TOrgApplicationsResponse) =>
  body.items.map((item) => (item.kind === "application" ? item.id : `pool-${item.user_id}`));

async function profile(member: BuiltMember, id: number) {
  const res = await getProfile(member.headers, id);
  expect(res.statusCode, res.body).toBe(200);
  return ZOrgApplication.parse(res.json());
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function grantPool(member: BuiltMember, overrides: Parameters<typeof buildUser>[1] = {}, grantedAt = new Date()) {
  const seeker = await buildUser(t, overrides);
  await t.database.db
    .insert(candidatePoolGrants)
    .values({ userId: seeker.id, organizationId: member.organization.id, grantedAt });
  return seeker;
}

describe("GET /capi/org/applications", () => {
  let owner: BuiltMember;
  let listingA: Awaited<ReturnType<typeof buildListing>>;
  let listingB: Awaited<ReturnType<typeof buildListing>>;
  let direct: Application;
  let invited: Application;
  let unsolicited: Application;
  let rejected: Application;
  let withdrawn: Application;
  let archived: Application;

  beforeAll(async () => {
    owner = await buildOrganization(t, { plan: "pro" });
    listingA = await buildListing(t, { organization: owner });
    listingB = await buildListing(t, { organization: owner });
    direct = await buildApplication(t, {
      listing: listingA,
      firstName: "Zoë",
      lastName: "Müller",
      email: "zoe.mueller@example.com",
      createdAt: minutesAgo(60),
    });
    invited = await buildApplication(t, {
      listing: listingB,
      origin: "invited",
      status: "active",
      knockOutMissed: true,
      createdAt: minutesAgo(50),
    });
    unsolicited = await buildApplication(t, {
      organization: owner,
      jobId: listingA.jobId,
      createdAt: minutesAgo(40),
    });
    rejected = await buildApplication(t, {
      listing: listingA,
      status: "rejected",
      closedBy: "org",
      createdAt: minutesAgo(30),
    });
    withdrawn = await buildApplication(t, {
      listing: listingB,
      status: "withdrawn",
      closedBy: "user",
      createdAt: minutesAgo(20),
    });
    archived = await buildApplication(t, { listing: listingB, status: "archived", createdAt: minutesAgo(10) });
    // Another organisation's application never shows.
    await buildApplication(t, { firstName: "Zoë", lastName: "Müller", email: "zoe.mueller@example.com" });
  });

  it("lists the organisation's applications newest first with origin, listing, job, status and flags", async () => {
    const body = await listed(owner);
    expect(body.count).toBe(6);
    expect(ids(body)).toEqual([archived.id, withdrawn.id, rejected.id, unsolicited.id, invited.id, direct.id]);
    const byId = new Map(body.items.map((item) => [item.kind === "application" ? item.id : 0, item]));
    expect(byId.get(direct.id)).toMatchObject({
      kind: "application",
      name: "Zoë Müller",
      origin: "direct",
      listing: { id: listingA.id, title: listingA.title },
      job: { id: listingA.jobId },
      status: "pending",
      displayed_status: "pending",
      knock_out_missed: false,
      has_duplicates: false,
    });
    expect(byId.get(invited.id)).toMatchObject({ origin: "invited", knock_out_missed: true, status: "active" });
    expect(byId.get(unsolicited.id)).toMatchObject({
      origin: "unsolicited",
      listing: null,
      job: { id: listingA.jobId },
    });
    expect(byId.get(rejected.id)).toMatchObject({ displayed_status: "org_rejected" });
    expect(byId.get(withdrawn.id)).toMatchObject({ displayed_status: "user_withdrawn" });
  });

  it("filters by status group: active = pending + active, archived = withdrawn + rejected + archived", async () => {
    expect(ids(await listed(owner, "?status=active"))).toEqual([unsolicited.id, invited.id, direct.id]);
    const archivedGroup = await listed(owner, "?status=archived");
    expect(ids(archivedGroup)).toEqual([archived.id, withdrawn.id, rejected.id]);
    expect(archivedGroup.count).toBe(3);
  });

  it("filters by type (a list, repeated or comma-separated)", async () => {
    expect(ids(await listed(owner, "?type=unsolicited"))).toEqual([unsolicited.id]);
    expect(ids(await listed(owner, "?type=direct,invited&status=active"))).toEqual([invited.id, direct.id]);
    expect(ids(await listed(owner, "?type=invited&type=unsolicited"))).toEqual([unsolicited.id, invited.id]);
  });

  it("filters by job ids and listing ids", async () => {
    expect(ids(await listed(owner, `?listing_ids=${listingB.id}`))).toEqual([archived.id, withdrawn.id, invited.id]);
    expect(ids(await listed(owner, `?listing_ids=${listingA.id},${listingB.id}&status=active`))).toEqual([
      invited.id,
      direct.id,
    ]);
    expect(ids(await listed(owner, `?job_ids=${listingA.jobId}`))).toEqual([rejected.id, unsolicited.id, direct.id]);
    expect(ids(await listed(owner, `?job_ids=${listingB.jobId}&listing_ids=${listingA.id}`))).toEqual([]);
  });

  it("matches the query against the name, case- and accent-insensitive, every word", async () => {
    expect(ids(await listed(owner, "?query=zoe%20MULLER"))).toEqual([direct.id]);
    expect(ids(await listed(owner, "?query=zoe%20nobody"))).toEqual([]);
    expect(ids(await listed(owner, `?query=${encodeURIComponent("%")}`))).toEqual([]);
  });

  it("matches an email only once the profile shows it (the applicant accepted a contact request)", async () => {
    const employer = await buildOrganization(t);
    const hidden = await buildApplication(t, {
      listing: await buildListing(t, { organization: employer }),
      firstName: "Nora",
      lastName: "Hidden",
      email: "nora.secret@example.org",
      phone: "+41 79 555 12 34",
      createdAt: minutesAgo(5),
    });
    // The profile hides email and phone: a search by either must not confirm them.
    const profile = await t.app.inject({ url: `/capi/org/applications/${hidden.id}`, headers: employer.headers });
    expect(profile.json()).toMatchObject({ email: null, phone: null, contact_hidden: true });
    for (const query of ["nora.secret", "secret@example.org", "nora secret", "555", "+41"]) {
      const found = await listed(employer, `?query=${encodeURIComponent(query)}`);
      expect(ids(found), query).toEqual([]);
      expect(found.count, query).toBe(0);
    }
    expect(ids(await listed(owner, "?query=mueller@example"))).toEqual([]);
    expect(ids(await listed(employer, "?query=nora%20hidden"))).toEqual([hidden.id]);

    // Revealed, the email is on the profile and the search finds it.
    await t.database.db
      .update(applications)
      .set({ contactRevealedAt: minutesAgo(1) })
      .where(eq(applications.id, hidden.id));
    expect(ids(await listed(employer, "?query=nora.secret@EXAMPLE"))).toEqual([hidden.id]);
    expect(ids(await listed(employer, "?query=555"))).toEqual([]);
  });

  it("pages by limit and offset with the total count; refuses a page over 50 and unknown filter values", async () => {
    const first = await listed(owner, "?limit=4");
    expect(first.count).toBe(6);
    expect(ids(first)).toEqual([archived.id, withdrawn.id, rejected.id, unsolicited.id]);
    const second = await listed(owner, "?limit=4&offset=4");
    expect(ids(second)).toEqual([invited.id, direct.id]);
    expect(ids(await listed(owner, "?order_by=created_at&limit=2"))).toEqual([direct.id, invited.id]);
    for (const bad of ["?limit=51", "?type=pool", "?status=pending", "?job_ids=abc", "?offset=-1", "?color=red"]) {
      const res = await list(owner.headers, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ type: "ValidationError" });
    }
  });
});

describe("the candidate pool in the list", () => {
  it("shows seekers who granted access with type unsolicited (never with job, listing or archived filters), gone after a revoke", async () => {
    const owner = await buildOrganization(t);
    const application = await buildApplication(t, { organization: owner, createdAt: minutesAgo(30) });
    const seeker = await grantPool(owner, { firstName: "Lea", lastName: "Pool", email: "lea.pool@example.ch" });
    await t.database.db
      .insert(seekerProfiles)
      .values({ userId: seeker.id, jobTitles: ["Bäckerin"], about: "Ich backe gern." });
    const listing = await buildListing(t, { organization: owner });

    const all = await listed(owner);
    expect(all.count).toBe(2);
    expect(all.items[0]).toEqual({
      kind: "pool",
      user_id: seeker.id,
      name: "Lea Pool",
      created_at: expect.any(String),
      job_titles: ["Bäckerin"],
    });
    expect(ids(await listed(owner, "?type=unsolicited&status=active"))).toEqual([`pool-${seeker.id}`, application.id]);
    expect(ids(await listed(owner, "?query=lea%20pool"))).toEqual([`pool-${seeker.id}`]);
    // A seeker of the pool shared their email with the organisation (the pool profile shows it).
    expect(ids(await listed(owner, "?query=lea.pool@example"))).toEqual([`pool-${seeker.id}`]);
    expect(ids(await listed(owner, "?type=direct"))).toEqual([]);
    expect(ids(await listed(owner, "?status=archived"))).toEqual([]);
    expect(ids(await listed(owner, `?listing_ids=${listing.id}`))).toEqual([]);

    const pool = await t.app.inject({ url: `/capi/org/candidate-pool/${seeker.id}`, headers: owner.headers });
    expect(pool.statusCode, pool.body).toBe(200);
    expect(ZOrgPoolCandidate.parse(pool.json())).toMatchObject({
      user_id: seeker.id,
      first_name: "Lea",
      email: "lea.pool@example.ch",
      profile: { job_titles: ["Bäckerin"], about: "Ich backe gern." },
    });
    // Another organisation does not see it.
    const stranger = await buildOrganization(t);
    const foreign = await t.app.inject({ url: `/capi/org/candidate-pool/${seeker.id}`, headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
    expect((await listed(stranger)).count).toBe(0);

    // The seeker revokes the access.
    await t.database.db
      .delete(candidatePoolGrants)
      .where(
        and(eq(candidatePoolGrants.userId, seeker.id), eq(candidatePoolGrants.organizationId, owner.organization.id)),
      );
    expect(ids(await listed(owner))).toEqual([application.id]);
    const gone = await t.app.inject({ url: `/capi/org/candidate-pool/${seeker.id}`, headers: owner.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ type: "NotFound" });
  });
});

describe("GET /capi/org/applications/{id}", () => {
  it("shows the profile: texts, answers of the version answered (after the questionnaire changed), attachments, history, duplicates, notes; contact hidden", async () => {
    const owner = await buildOrganization(t, { plan: "pro" });
    const questionnaire = await buildQuestionnaire(t, {
      organization: owner,
      questions: [
        { text: "Hast du eine Lehre?", options: ["Ja", "Nein"], knockOut: true, expectedAnswers: ["Ja"] },
        { type: "free_text", text: "Warum wir?", options: [], required: false },
      ],
    });
    const listing = await buildListing(t, { organization: owner, questionnaireId: questionnaire.id });
    const earlier = await buildApplication(t, {
      organization: owner,
      email: "same@example.com",
      status: "withdrawn",
      closedBy: "user",
      createdAt: minutesAgo(60 * 24),
    });
    const application = await buildApplication(t, {
      listing,
      email: "same@example.com",
      phone: "+41 79 000 00 00",
      myStory: "Meine Geschichte <b>fett</b>",
      whatIBring: "Erfahrung",
      whatIWant: "Ein Team",
      questionnaireId: questionnaire.id,
      questionnaireVersion: 1,
      knockOutMissed: true,
      notes: "Gutes Gespräch",
    });
    const [q1, q2] = questionnaire.questions;
    await t.database.db.insert(applicationAnswers).values([
      { applicationId: application.id, questionId: q1!.id, values: ["Nein"], knockOutMissed: true },
      { applicationId: application.id, questionId: q2!.id, values: ["Weil ihr backt."] },
    ]);
    // The questionnaire changes after the answer: version 2 with other questions.
    await t.database.db.update(questionnaires).set({ version: 2 }).where(eq(questionnaires.id, questionnaire.id));
    await t.database.db
      .insert(questions)
      .values({ questionnaireId: questionnaire.id, version: 2, position: 1, type: "free_text", text: "Neu?" });
    const pdf = Buffer.from("%PDF-1.4\nhello\n%%EOF\n");
    await t.database.db.insert(applicationAttachments).values({
      id: "a".repeat(32),
      applicationId: application.id,
      fileName: "Lebenslauf Zoë.pdf",
      contentType: "application/pdf",
      bytes: pdf,
      byteSize: pdf.length,
    });

    const got = await profile(owner, application.id);
    expect(got).toMatchObject({
      id: application.id,
      origin: "direct",
      status: "pending",
      listing: { id: listing.id, title: listing.title },
      first_name: "Anna",
      has_account: false,
      email: null,
      phone: null,
      contact_hidden: true,
      contact_revealed_at: null,
      my_story: "Meine Geschichte <b>fett</b>",
      what_i_bring: "Erfahrung",
      what_i_want: "Ein Team",
      knock_out_missed: true,
      notes: "Gutes Gespräch",
      answers: [
        { question_id: q1!.id, text: "Hast du eine Lehre?", values: ["Nein"], knock_out: true, knock_out_missed: true },
        { question_id: q2!.id, text: "Warum wir?", values: ["Weil ihr backt."], knock_out: false },
      ],
      attachments: [
        {
          id: "a".repeat(32),
          file_name: "Lebenslauf Zoë.pdf",
          byte_size: pdf.length,
          url: `/capi/org/applications/${application.id}/attachments/${"a".repeat(32)}`,
        },
      ],
      duplicates: [{ id: earlier.id, status: "withdrawn", displayed_status: "user_withdrawn", listing: null }],
    });

    const download = await t.app.inject({ url: got.attachments[0]!.url, headers: owner.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toMatch(
      /^attachment; filename="Lebenslauf Zo_.pdf"; filename\*=UTF-8''Lebenslauf%20Zo%C3%AB.pdf$/,
    );
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const unknown = await t.app.inject({
      url: `/capi/org/applications/${application.id}/attachments/${"b".repeat(32)}`,
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
    // The attachment through another application of the organisation: not found either.
    const wrongParent = await t.app.inject({
      url: `/capi/org/applications/${earlier.id}/attachments/${"a".repeat(32)}`,
      headers: owner.headers,
    });
    expect(wrongParent.statusCode).toBe(404);

    // Both applications show the link; the list flags them.
    expect((await profile(owner, earlier.id)).duplicates.map((d) => d.id)).toEqual([application.id]);
    const items = (await listed(owner)).items.filter((item) => item.kind === "application");
    expect(items.map((item) => item.kind === "application" && item.has_duplicates)).toEqual([true, true]);
  });

  it("reveals email and phone once the applicant accepted a contact request, for signed-in applicants too", async () => {
    const owner = await buildOrganization(t);
    const seeker = await buildUser(t);
    const application = await buildApplication(t, {
      organization: owner,
      userId: seeker.id,
      email: seeker.email,
      phone: "+41 44 000 00 00",
    });
    expect(await profile(owner, application.id)).toMatchObject({
      has_account: true,
      email: null,
      phone: null,
      contact_hidden: true,
    });
    await t.database.db
      .update(applications)
      .set({ contactRevealedAt: new Date() })
      .where(eq(applications.id, application.id));
    expect(await profile(owner, application.id)).toMatchObject({
      email: seeker.email,
      phone: "+41 44 000 00 00",
      contact_hidden: false,
      contact_revealed_at: expect.any(String),
    });
  });

  it("answers 404 for another organisation's application, its attachment, an unknown or malformed id", async () => {
    const owner = await buildOrganization(t);
    const stranger = await buildOrganization(t);
    const application = await buildApplication(t, { organization: owner });
    await t.database.db.insert(applicationAttachments).values({
      id: "c".repeat(32),
      applicationId: application.id,
      fileName: "cv.pdf",
      contentType: "application/pdf",
      bytes: Buffer.from("%PDF-1.4\n"),
      byteSize: 9,
    });
    for (const url of [
      `/capi/org/applications/${application.id}`,
      `/capi/org/applications/${application.id}/attachments/${"c".repeat(32)}`,
      "/capi/org/applications/999999999",
      "/capi/org/applications/abc",
    ]) {
      const res = await t.app.inject({ url, headers: stranger.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
    const change = await put(stranger.headers, application.id, { id: application.id, notes: "mine", status: "active" });
    expect(change.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ status: "pending", notes: "" });
  });
});

describe("PUT /capi/org/applications/{id}", () => {
  it("accepts a pending application: active, an 'accepted' activity, a mail in the applicant's language", async () => {
    const owner = await buildOrganization(t, { name: "Bäckerei Test AG" });
    const listing = await buildListing(t, { organization: owner, title: "Bäcker/in EFZ" });
    const seeker = await buildUser(t, { language: "en" });
    const application = await buildApplication(t, { listing, userId: seeker.id, email: seeker.email, language: "en" });
    const res = await put(owner.headers, application.id, { id: application.id, status: "active" });
    expect(res.statusCode, res.body).toBe(200);
    const saved = ZOrgApplication.parse(res.json());
    expect(saved).toMatchObject({ status: "active", displayed_status: "active" });
    expect(saved.history.map((entry) => entry.verb)).toEqual(["accepted"]);
    expect(saved.history[0]!.actor_name).toBe(`${owner.user.firstName} ${owner.user.lastName}`);
    const [mail, ...more] = await mailsTo(t.database.db, seeker.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ language: "en", template: "application_accepted" });
    expect(mail!.subject).toBe("Bäckerei Test AG is considering your application");
    expect(mail!.text).toContain("“Bäcker/in EFZ”");
    expect(mail!.text).toContain(`/en/user/applications/${application.id}`);

    // Accepting again is no change: no second activity, no second mail.
    const again = await put(owner.headers, application.id, { id: application.id, status: "active" });
    expect(again.statusCode).toBe(200);
    expect(await mailsTo(t.database.db, seeker.email)).toHaveLength(1);
  });

  it("mails an anonymous applicant in German without a link", async () => {
    const owner = await buildOrganization(t, { name: "Firma DE AG" });
    const application = await buildApplication(t, { organization: owner, email: "anon-de@example.com" });
    expect((await put(owner.headers, application.id, { id: application.id, status: "active" })).statusCode).toBe(200);
    const [mail] = await mailsTo(t.database.db, "anon-de@example.com");
    expect(mail!.subject).toBe("Deine Bewerbung bei Firma DE AG wird geprüft");
    expect(mail!.text).not.toContain("/user/applications/");
  });

  it("archives an active application and mails the applicant what that means, in their language (ADR 055)", async () => {
    const owner = await buildOrganization(t, { name: "Beck & Söhne AG" });
    const listing = await buildListing(t, { organization: owner, title: "Bäcker/in EFZ" });
    const application = await buildApplication(t, {
      listing,
      status: "active",
      email: "arch@example.com",
      language: "en",
    });
    const res = await put(owner.headers, application.id, { id: application.id, status: "archived" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "archived", displayed_status: "archived" });
    const [mail, ...more] = await mailsTo(t.database.db, "arch@example.com");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      template: "application_archived",
      language: "en",
      subject: "Your application to Beck & Söhne AG has been closed",
    });
    expect(mail?.text).toContain("has archived your application for “Bäcker/in EFZ”");
    expect(mail?.text).toContain("This means the application process has ended");
    // An anonymous applicant in German: the same news in German, without a link (their status link is in the confirmation).
    const german = await buildApplication(t, { listing, status: "active", email: "archiv@example.com" });
    expect((await put(owner.headers, german.id, { id: german.id, status: "archived" })).statusCode).toBe(200);
    const [mailDe] = await mailsTo(t.database.db, "archiv@example.com");
    expect(mailDe?.subject).toBe("Deine Bewerbung bei Beck & Söhne AG ist abgeschlossen");
    expect(mailDe?.text).toContain("hat deine Bewerbung «Bäcker/in EFZ» archiviert. Das heisst:");
    expect(mailDe?.text).not.toContain("/user/applications/");
    const written = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.sourceType, "application"), eq(activities.sourceId, application.id)));
    expect(written.map((a) => a.verb)).toEqual(["archived"]);
  });

  const REFUSED: [TApplicationStatus, TApplicationStatus][] = [
    ["pending", "archived"],
    ["pending", "withdrawn"],
    ["pending", "rejected"],
    ["active", "pending"],
    ["active", "withdrawn"],
    ["active", "rejected"],
    ["archived", "active"],
    ["archived", "pending"],
    ["withdrawn", "active"],
    ["withdrawn", "archived"],
    ["rejected", "active"],
    ["rejected", "archived"],
  ];
  it.each(REFUSED)("refuses %s → %s with invalid_transition and changes nothing", async (from, to) => {
    const owner = await buildOrganization(t);
    const application = await buildApplication(t, {
      organization: owner,
      status: from,
      closedBy: from === "withdrawn" || from === "rejected" ? "org" : null,
    });
    const res = await put(owner.headers, application.id, { id: application.id, status: to, notes: "not saved" });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ type: "ServiceError", code: "invalid_transition" });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ status: from, notes: "" });
  });

  it("saves notes (no activity, no mail), refuses a body id other than the path's and notes over the limit", async () => {
    const owner = await buildOrganization(t);
    const application = await buildApplication(t, { organization: owner, email: "notes@example.com" });
    const res = await put(owner.headers, application.id, {
      id: application.id,
      notes: "Ruft zurück <script>x</script>",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ notes: "Ruft zurück <script>x</script>", status: "pending" });
    expect(await mailsTo(t.database.db, "notes@example.com")).toEqual([]);
    const written = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.sourceType, "application"), eq(activities.sourceId, application.id)));
    expect(written).toEqual([]);

    const mismatch = await put(owner.headers, application.id, { id: application.id + 1, notes: "x" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "id"] }] });
    const tooLong = await put(owner.headers, application.id, { id: application.id, notes: "x".repeat(10_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ type: "ValidationError", detail: [{ loc: ["body", "notes"] }] });
    const unknownField = await put(owner.headers, application.id, { id: application.id, email: "x@example.com" });
    expect(unknownField.statusCode).toBe(400);
    expect((await profile(owner, application.id)).notes).toBe("Ruft zurück <script>x</script>");
  });
});

describe("POST /capi/org/listings/{id}/withdraw-applications", () => {
  it("withdraws the open applications of an ended listing in one go, mails each, leaves closed ones", async () => {
    const owner = await buildOrganization(t, { name: "Schliesst AG" });
    const listing = await buildListing(t, { organization: owner, title: "Konditor/in" });
    const other = await buildListing(t, { organization: owner });
    const pending = await buildApplication(t, { listing, email: "p@example.com" });
    const active = await buildApplication(t, { listing, status: "active", email: "a@example.com", language: "en" });
    const rejected = await buildApplication(t, {
      listing,
      status: "rejected",
      closedBy: "org",
      email: "r@example.com",
    });
    const elsewhere = await buildApplication(t, { listing: other, email: "e@example.com" });

    const running = await withdrawAll(owner.headers, listing.id);
    expect(running.statusCode).toBe(400);
    expect(running.json()).toMatchObject({ type: "ServiceError", code: "listing_not_closed" });

    // The employer ends the listing early.
    await t.database.db.update(listings).set({ status: "archived" }).where(eq(listings.id, listing.id));
    const res = await withdrawAll(owner.headers, listing.id, { message: "Die Stelle ist besetzt." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ withdrawn: 2 });

    for (const application of [pending, active]) {
      expect(await profile(owner, application.id)).toMatchObject({
        status: "withdrawn",
        displayed_status: "org_withdrawn",
      });
    }
    expect((await profile(owner, rejected.id)).status).toBe("rejected");
    expect((await profile(owner, elsewhere.id)).status).toBe("pending");
    const [german] = await mailsTo(t.database.db, "p@example.com");
    expect(german).toMatchObject({ template: "application_withdrawn_by_org", language: "de" });
    expect(german!.text).toContain("«Konditor/in»");
    expect(german!.text).toContain("Die Stelle ist besetzt.");
    const [english] = await mailsTo(t.database.db, "a@example.com");
    expect(english!.subject).toBe("The position at Schliesst AG is closed");
    expect(await mailsTo(t.database.db, "r@example.com")).toEqual([]);
    expect(await mailsTo(t.database.db, "e@example.com")).toEqual([]);

    // Nothing left to withdraw.
    expect((await withdrawAll(owner.headers, listing.id)).json()).toEqual({ withdrawn: 0 });
  });

  it("answers 404 for another organisation's listing and withdraws nothing of it", async () => {
    const owner = await buildOrganization(t);
    const stranger = await buildOrganization(t);
    const listing = await buildListing(t, { organization: owner, status: "archived" });
    const application = await buildApplication(t, { listing });
    const res = await withdrawAll(stranger.headers, listing.id);
    expect(res.statusCode).toBe(404);
    expect((await profile(owner, application.id)).status).toBe("pending");
  });
});

describe("roles", () => {
  it("lets a recruiter work with applications", async () => {
    const owner = await buildOrganization(t);
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    const job = await buildJob(t, { organization: owner });
    const application = await buildApplication(t, { organization: owner, jobId: job.id });
    expect((await list(recruiter.headers)).statusCode).toBe(200);
    expect((await put(recruiter.headers, application.id, { id: application.id, status: "active" })).statusCode).toBe(
      200,
    );
  });
});
