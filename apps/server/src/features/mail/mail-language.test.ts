import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLanguage } from "@jobatlas/contract";
import {
  buildApplication,
  buildListing,
  buildOrganization,
  buildSession,
  buildUser,
  freshEmail,
} from "../../test/factories";
import { buildTestApp, jsonHeaders, postJson, type TestApp } from "../../test/test-app";
import { parseMail, startTestSmtpServer, type TestSmtpServer } from "../../test/test-smtp-server";
import { createOutboxWorker, createSmtpTransport, type MailTransport } from "../../worker/outbox-worker";
import { mailApiLink, mailPageLink, pathInMailLanguage } from "./mail.links";

/**
 * Issue 24 point 17 (ADR 058): a mail's links open pages in the language of its text, the
 * recipient's. Each mail is delivered over SMTP and read as its recipient gets it.
 */
const SITE = "https://jobatlas.example";
let t: TestApp;
let smtp: TestSmtpServer;
let transport: MailTransport;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: SITE });
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url, { from: "Jobatlas <no-reply@jobatlas.example>" });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await t.app.close();
});

/** Sends what the outbox holds and returns the one mail `to` received, parsed. */
async function delivered(to: string) {
  smtp.received.length = 0;
  await createOutboxWorker({
    db: t.database.db,
    transport,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    now: () => new Date(Date.now() + 60_000),
  }).runOnce();
  const received = smtp.received.filter((m) => m.rcptTo.includes(to));
  expect(received).toHaveLength(1);
  return parseMail(received[0]!.raw);
}

/** Every link of the mail to our site, in its text and its HTML. */
function linksOf(mail: { text: string; html: string }): string[] {
  const links = [...mail.text.matchAll(/https:\/\/jobatlas\.example\/[^\s"<>]*/g)].map((m) => m[0]);
  const hrefs = [...mail.html.matchAll(/href="(https:\/\/jobatlas\.example\/[^"]*)"/g)].map((m) => m[1]!);
  return [...links, ...hrefs];
}

/** The mail speaks `language` (its HTML says so) and every page it links to is under `/{language}/`. */
function expectOneLanguage(mail: { text: string; html: string }, language: TLanguage) {
  expect(mail.html).toContain(`<html lang="${language}">`);
  const links = linksOf(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${SITE}/${language}/`), link).toBe(true);
}

describe("mailed links follow the recipient's language, as the text does", () => {
  it("a sign-in link asked for on an English page by a German account: German text, /de/ link, lands on /de/", async () => {
    const seeker = await buildUser(t, { language: "de", firstName: "Jana", email: freshEmail("jana") });
    const res = await postJson(
      t,
      "/capi/login",
      { email: seeker.email, next: "/en/company/12/job/34?from=alert#apply" },
      { "accept-language": "en" },
    );
    expect(res.statusCode).toBe(200);
    const mail = await delivered(seeker.email);
    expect(mail.subject).toBe("Dein Anmeldelink für Jobatlas");
    expectOneLanguage(mail, "de");
    const token = /\/de\/account\/login-token\/([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const checked = await postJson(t, "/capi/check-token", { token });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ next: "/de/company/12/job/34?from=alert#apply" });
  });

  it("the same for an English account on a German page, and without a page to return to", async () => {
    const seeker = await buildUser(t, { language: "en", firstName: "Sam", email: freshEmail("sam") });
    await postJson(t, "/capi/login", { email: seeker.email }, { "accept-language": "de" });
    const mail = await delivered(seeker.email);
    expect(mail.subject).toBe("Your sign-in link for Jobatlas");
    expectOneLanguage(mail, "en");
    const token = /\/en\/account\/login-token\/([\w-]+)/.exec(mail.text)?.[1];
    expect((await postJson(t, "/capi/check-token", { token })).json()).toEqual({ next: "/en/search" });
  });

  it("an address without an account is invited in the language of the page it asked from", async () => {
    const email = freshEmail("nobody");
    await postJson(t, "/capi/login", { email }, { "accept-language": "en" });
    const mail = await delivered(email);
    expect(mail.subject).toBe("No Jobatlas account yet");
    expectOneLanguage(mail, "en");
    expect(mail.text).toContain(`${SITE}/en/account/signup`);
  });

  it("a team invitation to an English account from a German owner: English text and link", async () => {
    const owner = await buildOrganization(t, { plan: "pro", member: { language: "de" } });
    const invitee = await buildUser(t, { language: "en", email: freshEmail("invitee") });
    const res = await t.app.inject({
      method: "POST",
      url: "/capi/org/members/invites",
      headers: { ...jsonHeaders, ...owner.headers, "accept-language": "de" },
      payload: { email: invitee.email, role: "recruiter" },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const mail = await delivered(invitee.email);
    expect(mail.subject).toBe(`Join ${owner.organization.name} on Jobatlas`);
    expectOneLanguage(mail, "en");
    expect(mail.text).toContain(`${SITE}/en/listings/create?invite_token=`);
  });

  it("an application's mails to the applicant, whatever the employer's language: the application's", async () => {
    const owner = await buildOrganization(t, { member: { language: "de" } });
    const listing = await buildListing(t, { organization: owner.organization, title: "Baker" });
    const seeker = await buildUser(t, { language: "en", email: freshEmail("applicant") });
    const application = await buildApplication(t, {
      listing,
      userId: seeker.id,
      email: seeker.email,
      firstName: "Sam",
      language: "en",
    });
    // Accepted: the link to the applicant's own page.
    const accepted = await t.app.inject({
      method: "PUT",
      url: `/capi/org/applications/${application.id}`,
      headers: { ...jsonHeaders, ...owner.headers, "accept-language": "de" },
      payload: { id: application.id, status: "active" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const acceptedMail = await delivered(seeker.email);
    expect(acceptedMail.subject).toBe(`${owner.organization.name} is considering your application`);
    expectOneLanguage(acceptedMail, "en");
    expect(acceptedMail.text).toContain(`${SITE}/en/user/applications/${application.id}`);
    // A contact request: the link to answer it.
    const requested = await t.app.inject({
      method: "POST",
      url: `/capi/org/applications/${application.id}/contact-requests`,
      headers: { ...jsonHeaders, ...owner.headers, "accept-language": "de" },
      payload: { message: "Wir möchten dich gern kennenlernen." },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const requestMail = await delivered(seeker.email);
    expect(requestMail.subject).toBe(`${owner.organization.name} would like to get in touch`);
    expectOneLanguage(requestMail, "en");
    expect(requestMail.text).toContain(`${SITE}/en/contact-requests/accept/`);
  });
});

describe("French and Italian recipients (issue 28)", () => {
  it("a language chosen with the switch while signed in is the language of the next mail", async () => {
    const seeker = await buildUser(t, { language: "de", firstName: "Léa", email: freshEmail("lea") });
    const session = await buildSession(t, { user: seeker });
    const chosen = await t.app.inject({
      method: "POST",
      url: "/i18n/setlang/",
      headers: { ...session.headers, "content-type": "application/x-www-form-urlencoded" },
      payload: "language=fr",
    });
    expect(chosen.statusCode).toBe(204);
    await postJson(t, "/capi/login", { email: seeker.email }, { "accept-language": "de" });
    const mail = await delivered(seeker.email);
    expect(mail.subject).toBe("Ton lien de connexion à Jobatlas");
    expect(mail.text).toContain("Bonjour Léa");
    expectOneLanguage(mail, "fr");
    expect(mail.text).toMatch(/\/fr\/account\/login-token\/[\w-]+/);
  });

  it("an application made in Italian is answered in Italian, whatever the employer's language", async () => {
    const owner = await buildOrganization(t, { member: { language: "fr" } });
    const listing = await buildListing(t, { organization: owner.organization, title: "Cuoco/a" });
    const email = freshEmail("giulia");
    const application = await buildApplication(t, { listing, email, firstName: "Giulia", language: "it" });
    const accepted = await t.app.inject({
      method: "PUT",
      url: `/capi/org/applications/${application.id}`,
      headers: { ...jsonHeaders, ...owner.headers, "accept-language": "fr" },
      payload: { id: application.id, status: "active" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mail = await delivered(email);
    expect(mail.subject).toBe(`La tua candidatura presso ${owner.organization.name} è in esame`);
    expect(mail.text).toContain("Ciao Giulia");
    expect(mail.html).toContain('<html lang="it">');
    for (const link of linksOf(mail)) expect(link.startsWith(`${SITE}/it/`), link).toBe(true);
  });
});

describe("the one way to build a mailed link", () => {
  const ctx = { config: { publicUrl: `${SITE}/` } } as Parameters<typeof mailPageLink>[0];

  it("puts the mail's language first, the path and the query after it", () => {
    expect(mailPageLink(ctx, "de", "account/login-token/abc")).toBe(`${SITE}/de/account/login-token/abc`);
    expect(mailPageLink(ctx, "en", "/search", { query: "Koch & Köchin", radius: "25" })).toBe(
      `${SITE}/en/search?query=Koch+%26+K%C3%B6chin&radius=25`,
    );
    expect(mailApiLink(ctx, "capi/subscriptions/one-click", { email: "a@b.ch", token: "t" })).toBe(
      `${SITE}/capi/subscriptions/one-click?email=a%40b.ch&token=t`,
    );
  });

  it("moves a page to return to into the mail's language, keeping its query and hash", () => {
    expect(pathInMailLanguage("/en/company/1?x=1#top", "de")).toBe("/de/company/1?x=1#top");
    expect(pathInMailLanguage("/de/search", "de")).toBe("/de/search");
    expect(pathInMailLanguage("/search?query=a", "en")).toBe("/en/search?query=a");
  });
});
