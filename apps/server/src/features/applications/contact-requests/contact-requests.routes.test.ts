import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ZOrgContactRequest,
  ZOrgContactRequestsResponse,
  ZPublicContactRequest,
  ZRejectApplicationResponse,
} from "@jobatlas/contract";
import { activities, applicationAnswers, applicationAttachments, applications } from "../../../db/schema";
import {
  buildApplication,
  buildListing,
  buildMember,
  buildOrganization,
  buildQuestionnaire,
  buildUser,
  type Application,
  type BuiltMember,
} from "../../../test/factories";
import { testClock } from "../../../test/clock";
import { mailsTo } from "../../../test/mailbox";
import { buildTestApp, csrfHeaders, jsonHeaders, type TestApp } from "../../../test/test-app";

const run = promisify(execFile);
const clock = testClock(new Date("2026-03-02T09:00:00Z"));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await t.app.ready();
});
afterAll(() => t.app.close());

type Headers = Record<string, string>;
const send = (member: BuiltMember, id: number, message: unknown = "Wir möchten Sie gern kennenlernen.") =>
  t.app.inject({
    method: "POST",
    url: `/capi/org/applications/${id}/contact-requests`,
    headers: { ...jsonHeaders, ...member.headers },
    payload: { message },
  });
const reject = (member: BuiltMember, id: number, message: unknown = "Leider haben wir uns anders entschieden.") =>
  t.app.inject({
    method: "POST",
    url: `/capi/org/applications/${id}/reject`,
    headers: { ...jsonHeaders, ...member.headers },
    payload: { message },
  });
const requestsOf = (member: BuiltMember, id: number) =>
  t.app.inject({ url: `/capi/org/applications/${id}/contact-requests`, headers: member.headers });
const publicRequest = (token: string) => t.app.inject({ url: `/capi/contact-requests/${token}` });
const answer = (token: string, what: "accept" | "decline", headers: Headers = {}) =>
  t.app.inject({
    method: "POST",
    url: `/capi/contact-requests/${token}/${what}`,
    headers: { ...csrfHeaders, ...headers },
  });
const pdf = (member: BuiltMember, id: number, language = "en") =>
  t.app.inject({
    url: `/capi/org/applications/${id}/pdf`,
    headers: { ...member.headers, "accept-language": language },
  });

const reload = async (id: number) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!;
const verbsOf = async (id: number) =>
  (
    await t.database.db
      .select({ verb: activities.verb })
      .from(activities)
      .where(and(eq(activities.sourceType, "application"), eq(activities.sourceId, id)))
      .orderBy(activities.id)
  ).map((row) => row.verb);

/** The token of the newest contact request mailed to an address (from the link in its text). */
async function tokenMailedTo(email: string): Promise<{ token: string; link: string }> {
  const [mail] = await mailsTo(t.database.db, email);
  const match = mail && /(https?:\/\/\S+\/contact-requests\/accept\/([\w-]+))/.exec(mail.text);
  if (!match) throw new Error(`no contact request mailed to ${email}`);
  return { link: match[1]!, token: match[2]! };
}

/** What a poppler tool (pdftotext, pdfinfo, pdffonts) prints for the PDF. */
async function poppler(tool: string, bytes: Buffer): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "jobatlas-pdf-"));
  try {
    const file = path.join(dir, "application.pdf");
    writeFileSync(file, bytes);
    const args =
      tool === "pdffonts" ? [file] : tool === "pdftotext" ? ["-enc", "UTF-8", file, "-"] : ["-enc", "UTF-8", file];
    return (await run(tool, args)).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const pdfText = (bytes: Buffer) => poppler("pdftotext", bytes);

/** An employer's organisation with a listing "Bäcker/in EFZ" and a pending anonymous application to it. */
async function scenario(columns: Partial<Application> = {}) {
  const owner = await buildOrganization(t, { name: "Beck & Söhne AG" });
  const listing = await buildListing(t, { organization: owner.organization, title: "Bäcker/in EFZ" });
  const application = await buildApplication(t, { listing, ...columns });
  return { owner, listing, application };
}

describe("contact requests", () => {
  it("mails the applicant the message with a link, and takes a pending application into consideration", async () => {
    const { owner, application } = await scenario({ language: "en", firstName: "Mia" });
    const res = await send(owner, application.id, "We'd love to meet you.\nCall us?");
    expect(res.statusCode, res.body).toBe(201);
    const sent = ZOrgContactRequest.parse(res.json());
    expect(sent).toMatchObject({ status: "open", message: "We'd love to meet you.\nCall us?", answered_at: null });
    expect(new Date(sent.expires_at).getTime() - new Date(sent.created_at).getTime()).toBe(14 * 86_400_000);

    expect((await reload(application.id)).status).toBe("active");
    // Taken into consideration by the request, not by an "accept" of its own (ADR 057).
    expect(await verbsOf(application.id)).toEqual(["contact_requested"]);

    const [mail] = await mailsTo(t.database.db, application.email);
    expect(mail).toMatchObject({ language: "en", template: "contact_request" });
    expect(mail!.subject).toBe("Beck & Söhne AG would like to get in touch");
    expect(mail!.text).toContain("Hello Mia");
    expect(mail!.text).toContain("> We'd love to meet you.\n> Call us?");
    expect(mail!.html).toContain("Beck &amp; Söhne AG");
    const { link } = await tokenMailedTo(application.email);
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/en/contact-requests/accept/[\\w-]{40,}$`));

    const listed = ZOrgContactRequestsResponse.parse((await requestsOf(owner, application.id)).json());
    expect(listed.items).toEqual([sent]);
    expect(listed.application).toMatchObject({
      id: application.id,
      status: "active",
      listing_title: "Bäcker/in EFZ",
      language: "en",
      contact_revealed: false,
      can_request_contact: false,
      can_reject: true,
    });
  });

  it("writes the mail in the applicant's language (German)", async () => {
    const { owner, application } = await scenario({ language: "de", firstName: "Lea" });
    expect((await send(owner, application.id)).statusCode).toBe(201);
    const [mail] = await mailsTo(t.database.db, application.email);
    expect(mail!.subject).toBe("Beck & Söhne AG möchte mit dir in Kontakt treten");
    expect(mail!.text).toContain("Hallo Lea");
    expect(mail!.text).toContain("«Bäcker/in EFZ»");
    expect((await tokenMailedTo(application.email)).link).toContain("/de/contact-requests/accept/");
  });

  it("allows one open request at a time, and none on an application that has ended", async () => {
    const { owner, application } = await scenario();
    expect((await send(owner, application.id)).statusCode).toBe(201);
    const again = await send(owner, application.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ type: "ServiceError", code: "contact_request_open" });

    const withdrawn = await buildApplication(t, {
      organizationId: owner.organization.id,
      status: "withdrawn",
      closedBy: "user",
    });
    const closed = await send(owner, withdrawn.id);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ type: "ServiceError", code: "application_closed" });
    expect(await mailsTo(t.database.db, withdrawn.email)).toHaveLength(0);
  });

  it("lets the applicant read the request and accept it once; then the employer sees the contact", async () => {
    const { owner, application } = await scenario({ phone: "+41 79 123 45 67" });
    await send(owner, application.id, "Hallo!");
    const { token } = await tokenMailedTo(application.email);

    const read = await publicRequest(token);
    expect(read.statusCode).toBe(200);
    expect(ZPublicContactRequest.parse(read.json())).toMatchObject({
      company_name: "Beck & Söhne AG",
      message: "Hallo!",
      listing_title: "Bäcker/in EFZ",
      first_name: application.firstName,
      status: "open",
    });

    const accepted = await answer(token, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "accepted" });
    const row = await reload(application.id);
    expect(row.contactRevealedAt).toEqual(clock.now());
    expect(row.status).toBe("active");
    expect(await verbsOf(application.id)).toEqual(["contact_requested", "contact_accepted"]);

    for (const what of ["accept", "decline"] as const) {
      const reused = await answer(token, what);
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ type: "ServiceError", code: "contact_request_invalid" });
    }
    expect((await reload(application.id)).status).toBe("active");
    expect((await publicRequest(token)).json()).toMatchObject({ status: "accepted" });

    const more = await send(owner, application.id);
    expect(more.json()).toMatchObject({ code: "contact_already_revealed" });
    const listed = ZOrgContactRequestsResponse.parse((await requestsOf(owner, application.id)).json());
    expect(listed.application).toMatchObject({ contact_revealed: true, can_request_contact: false });
    expect(listed.items[0]).toMatchObject({ status: "accepted", answered_at: clock.now().toISOString() });
  });

  it("ends the application as user_rejected when the applicant declines", async () => {
    const { owner, application } = await scenario();
    await send(owner, application.id);
    const { token } = await tokenMailedTo(application.email);
    const declined = await answer(token, "decline");
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: "declined" });
    const row = await reload(application.id);
    expect(row).toMatchObject({ status: "rejected", closedBy: "user", contactRevealedAt: null });
    // The decline is the applicant's, and it alone says that the application ended (ADR 057).
    expect(await verbsOf(application.id)).toEqual(["contact_requested", "contact_declined"]);
    const listed = ZOrgContactRequestsResponse.parse((await requestsOf(owner, application.id)).json());
    expect(listed.application).toMatchObject({
      status: "user_rejected",
      can_reject: false,
      can_request_contact: false,
    });
    expect((await answer(token, "accept")).json()).toMatchObject({ code: "contact_request_invalid" });
  });

  it("refuses a link after 14 days, and lets the employer send a new request then", async () => {
    const { owner, application } = await scenario();
    await send(owner, application.id);
    const { token } = await tokenMailedTo(application.email);
    clock.advanceDays(14);
    expect((await publicRequest(token)).json()).toMatchObject({ status: "expired" });
    const late = await answer(token, "accept");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ type: "ServiceError", code: "contact_request_invalid" });
    expect((await reload(application.id)).contactRevealedAt).toBeNull();

    expect((await send(owner, application.id)).statusCode).toBe(201);
    const fresh = await tokenMailedTo(application.email);
    expect(fresh.token).not.toBe(token);
    expect((await answer(fresh.token, "accept")).statusCode).toBe(200);
  });

  it("answers 404 for an unknown or malformed token, and contact_request_invalid to an answer with one", async () => {
    expect((await publicRequest("x".repeat(43))).statusCode).toBe(404);
    expect((await publicRequest("<script>")).statusCode).toBe(404);
    const res = await answer("y".repeat(43), "accept");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "contact_request_invalid" });
  });

  it("refuses an empty message and one over 5000 characters; HTML is kept as text and escaped in the mail", async () => {
    const { owner, application } = await scenario();
    for (const message of ["   ", "x".repeat(100_000)]) {
      const res = await send(owner, application.id, message);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: "ValidationError" });
    }
    expect((await reload(application.id)).status).toBe("pending");
    const html = '<img src=x onerror="alert(1)"><b>Hi</b>';
    expect((await send(owner, application.id, html)).json()).toMatchObject({ message: html });
    const [mail] = await mailsTo(t.database.db, application.email);
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("answers 404 to a member of another organisation, and recruiters may send", async () => {
    const { owner, application } = await scenario();
    const stranger = await buildOrganization(t);
    expect((await send(stranger, application.id)).statusCode).toBe(404);
    expect((await requestsOf(stranger, application.id)).statusCode).toBe(404);
    expect((await reject(stranger, application.id)).statusCode).toBe(404);
    expect((await pdf(stranger, application.id)).statusCode).toBe(404);
    expect((await reload(application.id)).status).toBe("pending");
    const recruiter = await buildMember(t, owner.organization, { role: "recruiter" });
    expect((await send(recruiter, application.id)).statusCode).toBe(201);
  });
});

describe("rejection", () => {
  it("rejects once with a message mailed in the applicant's language; a second rejection is refused", async () => {
    const { owner, application } = await scenario({ language: "en", firstName: "Noah" });
    const res = await reject(owner, application.id, "Thank you for applying.\nWe chose someone else.");
    expect(res.statusCode, res.body).toBe(200);
    expect(ZRejectApplicationResponse.parse(res.json())).toEqual({
      id: application.id,
      status: "org_rejected",
      closed_at: clock.now().toISOString(),
    });
    expect(await reload(application.id)).toMatchObject({ status: "rejected", closedBy: "org" });
    expect(await verbsOf(application.id)).toEqual(["rejected"]);
    const mails = await mailsTo(t.database.db, application.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: "en", template: "application_rejected" });
    expect(mails[0]!.subject).toBe("Update on your application for “Bäcker/in EFZ” at Beck & Söhne AG");
    expect(mails[0]!.text).toContain("Hello Noah");
    expect(mails[0]!.text).toContain("> Thank you for applying.\n> We chose someone else.");

    const twice = await reject(owner, application.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ type: "ServiceError", code: "application_already_rejected" });
    expect(await mailsTo(t.database.db, application.email)).toHaveLength(1);
    expect(await verbsOf(application.id)).toEqual(["rejected"]);
  });

  it("writes the rejection mail in German for a German applicant, and closes an open contact request", async () => {
    const { owner, application } = await scenario({ language: "de" });
    await send(owner, application.id);
    const { token } = await tokenMailedTo(application.email);
    expect((await reject(owner, application.id)).statusCode).toBe(200);
    const [mail] = await mailsTo(t.database.db, application.email);
    expect(mail!.subject).toBe("Absage: Deine Bewerbung als «Bäcker/in EFZ» bei Beck & Söhne AG");
    expect(mail!.text).toContain("> Leider haben wir uns anders entschieden.");
    expect((await publicRequest(token)).json()).toMatchObject({ status: "closed" });
    expect((await answer(token, "accept")).json()).toMatchObject({ code: "contact_request_invalid" });
    expect((await reload(application.id)).contactRevealedAt).toBeNull();
  });

  it("refuses to reject an application the applicant withdrew (invalid_transition)", async () => {
    const { owner } = await scenario();
    const withdrawn = await buildApplication(t, {
      organizationId: owner.organization.id,
      status: "withdrawn",
      closedBy: "user",
    });
    const res = await reject(owner, withdrawn.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "invalid_transition" });
    expect(await mailsTo(t.database.db, withdrawn.email)).toHaveLength(0);
  });
});

describe("the application PDF", () => {
  async function withAnswers() {
    const owner = await buildOrganization(t, { name: "Beck & Söhne AG" });
    const questionnaire = await buildQuestionnaire(t, {
      organization: owner.organization,
      questions: [
        { type: "single_select", text: "Haben Sie einen Führerausweis?", options: ["Ja", "Nein"] },
        { type: "multi_select", text: "Welche Schichten passen?", options: ["Früh", "Spät", "Nacht"] },
        { type: "free_text", text: "Warum wir?", options: [] },
      ],
    });
    const listing = await buildListing(t, {
      organization: owner.organization,
      title: "Bäcker/in EFZ",
      questionnaireId: questionnaire.id,
    });
    const application = await buildApplication(t, {
      listing,
      firstName: "Zoë",
      lastName: "Müller-Lüthi",
      email: "zoe.mueller@example.com",
      phone: "+41 79 555 66 77",
      myStory: "Ich backe seit zehn Jahren Zopf und Gipfeli. ".repeat(60),
      whatIBring: "Geduld, Präzision und Freude am frühen Aufstehen.",
      whatIWant: "Ein Team, das Handwerk schätzt.",
      questionnaireId: questionnaire.id,
      questionnaireVersion: questionnaire.version,
    });
    const [q1, q2, q3] = questionnaire.questions;
    await t.database.db.insert(applicationAnswers).values([
      { applicationId: application.id, questionId: q1!.id, values: ["Ja"] },
      { applicationId: application.id, questionId: q2!.id, values: ["Früh", "Nacht"] },
      { applicationId: application.id, questionId: q3!.id, values: ["Weil euer Sauerteig legendär ist."] },
    ]);
    await t.database.db.insert(applicationAttachments).values({
      id: "cv-" + application.id,
      applicationId: application.id,
      fileName: "Lebenslauf Zoë.pdf",
      contentType: "application/pdf",
      bytes: Buffer.from("%PDF-1.4\n%%EOF\n"),
      byteSize: 120_000,
    });
    return { owner, application };
  }

  it("is a real PDF download with the applicant, the listing, the texts and the answers (pdftotext)", async () => {
    const { owner, application } = await withAnswers();
    const res = await pdf(owner, application.id, "de");
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="application-${application.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, " ");
    for (const expected of [
      "Zoë Müller-Lüthi",
      "Beck & Söhne AG",
      "Inserat: Bäcker/in EFZ",
      "Haben Sie einen Führerausweis?",
      "Ja",
      "Welche Schichten passen?",
      "Früh",
      "Nacht",
      "Warum wir?",
      "Weil euer Sauerteig legendär ist.",
      "Was ich mitbringe",
      "Geduld, Präzision und Freude am frühen Aufstehen.",
      "Lebenslauf Zoë.pdf",
      "Offen",
    ]) {
      expect(text).toContain(expected);
    }
    // The long story wraps onto a second page, and every page is numbered.
    expect(text).toContain("Seite 1 von 2");
    expect(text).toContain("Seite 2 von 2");
    // An anonymous applicant's contact stays hidden until they accept a contact request.
    expect(text).not.toContain("zoe.mueller@example.com");
    expect(text).not.toContain("555 66 77");
  });

  it("is in the employer's language, and shows the contact once the applicant accepted", async () => {
    const { owner, application } = await withAnswers();
    await send(owner, application.id);
    const { token } = await tokenMailedTo(application.email);
    await answer(token, "accept");
    const text = (await pdfText((await pdf(owner, application.id, "en")).rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain("Listing: Bäcker/in EFZ");
    expect(text).toContain("What I bring");
    expect(text).toContain("In progress");
    expect(text).toContain("Page 1 of 2");
    expect(text).toContain("zoe.mueller@example.com");
    expect(text).toContain("+41 79 555 66 77");
  });

  it("hides a signed-in seeker's contact too until revealed, names an unsolicited application, draws what the font lacks as '?'", async () => {
    const owner = await buildOrganization(t);
    const seeker = await buildUser(t);
    const application = await buildApplication(t, {
      organization: owner.organization,
      userId: seeker.id,
      email: seeker.email,
      firstName: "Ana 🚀",
      lastName: "Đorđević 李",
      myStory: "",
    });
    const text = await pdfText((await pdf(owner, application.id, "en")).rawPayload);
    expect(text).toContain("Unsolicited application");
    expect(text).not.toContain(seeker.email);
    expect(text).toContain("Email and phone are shown once the applicant accepts a contact request.");
    expect(text).toContain("Ana ? Đorđević ?");
    expect(text).toContain("(not given)");
  });

  // Issue 24 point 16: with Helvetica's Windows-1252 these names printed as "Jelena ?uri?-?ukasiewicz".
  it(
    "prints the names of Switzerland as written, in the title, the body, the footer and the metadata",
    { timeout: 90_000 },
    async () => {
      const owner = await buildOrganization(t, { name: "Bäckerei Šimić & Søn AG" });
      const listing = await buildListing(t, {
        organization: owner.organization,
        title: "Bäcker/in EFZ – Früh\u00ADschicht",
      });
      // Two applicants by name (title, name field, footer, metadata); the others in the texts.
      const names: [string, string][] = [
        ["Jelena", "Đurić-Łukasiewicz"],
        ["Ayşe", "Şahin-Dvořák"],
      ];
      // (No hyphen in these: pdftotext joins a word hyphenated at a line end.)
      const others = "Tomáš Dvořák, Zoë Müller, François Lefèvre, Niccolò Ricciardò, Nguyễn Thị Ẩn";
      for (const [firstName, lastName] of names) {
        const name = `${firstName} ${lastName}`;
        const application = await buildApplication(t, {
          listing,
          firstName,
          lastName,
          myStory: `Grüezi! Ich bin ${name}, Kolleg:innen nennen mich «${firstName}». Im Team: ${others}.`,
          whatIBring: "Ελληνικά und Русский fliessend.",
        });
        const bytes = (await pdf(owner, application.id, "de")).rawPayload;
        const text = await pdfText(bytes);
        expect(text).not.toContain("?");
        const lines = text.split("\n").map((line) => line.trim());
        expect(lines).toContain(name); // the title
        expect(lines.filter((line) => line === name).length).toBeGreaterThanOrEqual(2); // and the name field
        expect(text.replace(/\s+/g, " ")).toContain(
          `Ich bin ${name}, Kolleg:innen nennen mich «${firstName}». Im Team: ${others}.`,
        );
        expect(text).toContain("Ελληνικά und Русский fliessend.");
        expect(text).toContain(`Bäckerei Šimić & Søn AG · ${name} · Erstellt`); // the footer
        expect(text).toContain("Inserat: Bäcker/in EFZ – Frühschicht");
        const info = await poppler("pdfinfo", bytes);
        expect(info).toMatch(new RegExp(`^Title: +Bewerbung: ${name}$`, "m"));
        expect(info).toMatch(/^Author: +Bäckerei Šimić & Søn AG$/m);
        // The font is embedded as a subset: no reader needs it installed.
        const fonts = await poppler("pdffonts", bytes);
        expect(fonts).toMatch(/\+SourceSans3-Regular +CID TrueType +Identity-H +yes +yes +yes/);
        expect(fonts).not.toContain("Helvetica");
      }
    },
  );
});
