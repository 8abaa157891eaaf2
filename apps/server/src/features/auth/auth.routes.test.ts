import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, isNull } from "drizzle-orm";
import {
  contactMessages,
  loginTokens,
  memberships,
  organizations,
  outbox,
  secretMailRequests,
  sessions,
  users,
} from "../../db/schema";
import { queueMail } from "../mail/mail.service";
import { testClock } from "../../test/clock";
import { buildOrganization, buildSession, buildUser, freshEmail, sessionHeaders } from "../../test/factories";
import { codeFromMail, loginTokenFromMail, mailsTo } from "../../test/mailbox";
import { buildTestApp, csrfHeaders, postJson, testBrowser, type TestApp, type TestBrowser } from "../../test/test-app";
import { testContext } from "../../test/test-context";

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  postJson(t, url, payload, headers);

function sessionCookieOf(res: { cookies: { name: string; value: string }[] }) {
  return res.cookies.find((c) => c.name === "sessionid")?.value;
}

/** Signs up through the real flow (sign-up, mailed link, check-token): for the tests of that flow. */
async function signUpAndSignIn(email: string, extra: Record<string, unknown> = { kind: "seeker" }) {
  const signup = await post("/capi/signup", {
    email,
    first_name: "Anna",
    last_name: "Muster",
    language: "de",
    accept_terms: true,
    ...extra,
  });
  expect(signup.statusCode).toBe(200);
  const token = await loginTokenFromMail(t.database.db, email);
  const check = await post("/capi/check-token", { token });
  expect(check.statusCode).toBe(200);
  const session = sessionCookieOf(check);
  if (!session) throw new Error("no session cookie");
  return { session, next: check.json().next as string };
}

describe("sign-up → mailed link → session → logout", () => {
  it("walks the whole way", async () => {
    const email = freshEmail("seeker");
    const signup = await post("/capi/signup", {
      kind: "seeker",
      email: `  ${email.toUpperCase()} `,
      first_name: "Anna",
      last_name: "Muster",
      language: "en",
      accept_terms: true,
      next: "/en/user/applications",
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().detail).toMatch(/inbox/);

    const [mail] = await mailsTo(t.database.db, email);
    expect(mail).toMatchObject({ template: "signup_welcome", language: "en", status: "pending" });
    expect(mail?.subject).toBe("Welcome to Jobatlas");
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/en\/account\/login-token\/[\w-]{43}/);

    const token = await loginTokenFromMail(t.database.db, email);
    const check = await post("/capi/check-token", { token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ next: "/en/user/applications" });
    const cookie = check.cookies.find((c) => c.name === "sessionid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 30 * 24 * 3600 });
    // Only the hash of the session id is stored.
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === cookie?.value)).toBe(false);

    const status = await t.app.inject({ url: "/capi/status", headers: { cookie: `sessionid=${cookie?.value}` } });
    expect(status.json()).toMatchObject({
      authenticated: true,
      user: { email, first_name: "Anna", last_name: "Muster", language: "en", picture_url: null },
      organizations: [],
    });

    const logout = await post("/capi/logout", {}, { cookie: `${csrfHeaders.cookie}; sessionid=${cookie?.value}` });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === "sessionid")?.value).toBe("");
    const after = await t.app.inject({ url: "/capi/status", headers: { cookie: `sessionid=${cookie?.value}` } });
    expect(after.json()).toEqual({ authenticated: false, user: null, organizations: [] });
  });

  it("lands a new seeker without a page to return to on the search with its welcome banner", async () => {
    const { next } = await signUpAndSignIn(freshEmail("welcome"));
    expect(next).toBe("/de/search?welcome=true");
    // A later sign-in goes to the plain search.
    const email = freshEmail("again");
    await signUpAndSignIn(email);
    await post("/capi/login", { email }, { "accept-language": "de" });
    const token = await loginTokenFromMail(t.database.db, email);
    expect((await post("/capi/check-token", { token })).json().next).toBe("/de/search");
  });

  it("opens an employer account with a paid plan at once and files a purchase request", async () => {
    const email = freshEmail("owner");
    const { session, next } = await signUpAndSignIn(email, {
      kind: "employer",
      company_name: "Bäckerei Zürcher AG",
      company_size: "10-49",
      plan: "pro",
    });
    expect(next).toBe("/de/org/baeckerei-zuercher-ag");
    const status = await t.app.inject({ url: "/capi/status", headers: { cookie: `sessionid=${session}` } });
    expect(status.json().organizations).toEqual([
      {
        id: expect.any(Number),
        slug: "baeckerei-zuercher-ag",
        name: "Bäckerei Zürcher AG",
        role: "owner",
        plan: "pro",
        size_band: "10-49",
      },
    ]);
    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.slug, "baeckerei-zuercher-ag"));
    const requests = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.organizationId, org!.id));
    expect(requests).toMatchObject([{ kind: "purchase", plan: "pro", email }]);
    const [salesMail] = await mailsTo(t.database.db, t.config.salesEmail);
    expect(salesMail?.subject).toContain("Kaufanfrage (pro)");

    // A second company with the same name gets its own slug.
    const second = await signUpAndSignIn(freshEmail("owner"), {
      kind: "employer",
      company_name: "Bäckerei Zürcher AG",
      company_size: "1-9",
      plan: "free",
    });
    expect(second.next).toBe("/de/org/baeckerei-zuercher-ag-2");
  });

  it("answers a sign-up with a known address like any other and mails a sign-in link instead", async () => {
    const email = freshEmail("twice");
    await buildUser(t, { email, firstName: "Anna" });
    const again = await post("/capi/signup", {
      kind: "employer",
      email,
      first_name: "Eve",
      last_name: "Mallory",
      language: "en",
      accept_terms: true,
      company_name: "Hijack GmbH",
      company_size: "1-9",
      plan: "free",
    });
    expect(again.statusCode).toBe(200);
    const [mail] = await mailsTo(t.database.db, email);
    expect(mail?.template).toBe("account_exists");
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.firstName).toBe("Anna");
    expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, user!.id))).toEqual([]);
  });
});

describe("sign-in links", () => {
  it("work once", async () => {
    const email = freshEmail("once");
    await buildUser(t, { email });
    await post("/capi/login", { email });
    const token = await loginTokenFromMail(t.database.db, email);
    expect((await post("/capi/check-token", { token })).statusCode).toBe(200);
    const reused = await post("/capi/check-token", { token }, { "accept-language": "en" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      type: "ServiceError",
      code: "login_token_invalid",
      detail: "This link is invalid or expired, please try again.",
    });
  });

  it("expire after 10 minutes", async () => {
    const email = freshEmail("late");
    await buildUser(t, { email });
    await post("/capi/login", { email });
    const token = await loginTokenFromMail(t.database.db, email);
    clock.advanceMinutes(10);
    const late = await post("/capi/check-token", { token }, { "accept-language": "de" });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe("Dieser Link ist ungültig oder abgelaufen, bitte versuche es noch einmal.");
  });

  it("refuse forged tokens", async () => {
    const forged = await post("/capi/check-token", { token: "A".repeat(43) });
    expect(forged.json().code).toBe("login_token_invalid");
  });

  it("give a new session id on every sign-in", async () => {
    const first = await buildSession(t);
    const email = first.user.email;
    await post("/capi/login", { email });
    const token = await loginTokenFromMail(t.database.db, email);
    const check = await post("/capi/check-token", { token }, first.headers);
    const second = sessionCookieOf(check);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.token);
    const old = await t.app.inject({ url: "/capi/status", headers: first.headers });
    expect(old.json().authenticated).toBe(false);
  });

  it("ignore a next that leaves the site", async () => {
    const email = freshEmail("evil");
    await buildUser(t, { email });
    const login = await post("/capi/login", { email, next: "https://evil.example" });
    expect(login.statusCode).toBe(200);
    const token = await loginTokenFromMail(t.database.db, email);
    const check = await post("/capi/check-token", { token });
    expect(check.json().next).toBe("/de/search"); // the account's language (ADR 058)
  });

  it("answer known and unknown addresses the same way", async () => {
    const known = freshEmail("known");
    await buildUser(t, { email: known });
    const unknown = freshEmail("unknown");
    const a = await post("/capi/login", { email: known }, { "accept-language": "en" });
    const b = await post("/capi/login", { email: unknown }, { "accept-language": "en" });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    expect((await mailsTo(t.database.db, known))[0]?.template).toBe("login_link");
    const [invite] = await mailsTo(t.database.db, unknown);
    expect(invite?.template).toBe("signup_invite");
    expect(invite?.text).toContain("http://localhost:3000/en/account/signup");
  });

  it("end when a newer link is mailed: only the newest signs in (issue 25 §8)", async () => {
    const email = freshEmail("two-links");
    await buildUser(t, { email });
    await post("/capi/login", { email });
    const older = await loginTokenFromMail(t.database.db, email);
    await post("/capi/login", { email });
    const newer = await loginTokenFromMail(t.database.db, email);
    expect(newer).not.toBe(older);
    expect((await post("/capi/check-token", { token: older })).json().code).toBe("login_token_invalid");
    expect((await post("/capi/check-token", { token: newer })).statusCode).toBe(200);
  });

  it("take the same work for known and unknown addresses: the same rows written (issue 25 §8)", async () => {
    const tables = { loginTokens, outbox, secretMailRequests };
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(tables).map(async ([name, table]) => [name, await t.database.db.$count(table)] as const),
        ),
      );
    const written = async (email: string) => {
      const before = await counts();
      expect((await post("/capi/login", { email })).statusCode).toBe(200);
      const after = await counts();
      return Object.fromEntries(Object.keys(tables).map((name) => [name, after[name]! - before[name]!]));
    };
    const known = freshEmail("same-work");
    await buildUser(t, { email: known });
    const knownWrites = await written(known);
    expect(knownWrites).toEqual({ loginTokens: 1, outbox: 1, secretMailRequests: 1 });
    expect(await written(freshEmail("same-work-unknown"))).toEqual(knownWrites);
    // The stand-in link of the unknown address belongs to nobody and is never mailed.
    const standIns = await t.database.db.select().from(loginTokens).where(isNull(loginTokens.userId));
    expect(standIns.length).toBeGreaterThan(0);
  });

  it("keep a session alive while it is used, and end it after 30 idle days", async () => {
    const { headers } = await buildSession(t);
    clock.advanceDays(20);
    const used = await t.app.inject({ url: "/capi/status", headers });
    expect(used.json().authenticated).toBe(true);
    expect(used.cookies.find((c) => c.name === "sessionid")?.maxAge).toBe(30 * 24 * 3600);
    clock.advanceDays(25);
    expect((await t.app.inject({ url: "/capi/status", headers })).json().authenticated).toBe(true);
    clock.advanceDays(31);
    expect((await t.app.inject({ url: "/capi/status", headers })).json().authenticated).toBe(false);
  });
});

describe("6-digit email codes", () => {
  // One browser per test: the code is bound to the browser that asked for it (ADR 063).
  let browser: TestBrowser;
  beforeEach(() => {
    browser = testBrowser(t);
  });

  it("prove an address with a token bound to it", async () => {
    const email = freshEmail("code");
    expect((await browser.post("/capi/email-verification", { email, purpose: "application" })).statusCode).toBe(200);
    const [mail] = await mailsTo(t.database.db, email);
    expect(mail?.template).toBe("verification_code");
    const code = await codeFromMail(t.database.db, email);
    expect(mail?.subject).toContain(code);
    const confirm = await browser.post("/capi/email-verification/confirm", { email, code });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ email, verification_token: expect.stringMatching(/^[\w-]{43}$/) });
    const again = await browser.post("/capi/email-verification/confirm", { email, code });
    expect(again.json().code).toBe("verification_code_expired");
  });

  it("burn after 3 wrong tries, so brute force stops", async () => {
    const email = freshEmail("brute");
    await browser.post("/capi/email-verification", { email, purpose: "application" });
    const code = await codeFromMail(t.database.db, email);
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await browser.post(
      "/capi/email-verification/confirm",
      { email, code: wrong },
      { "accept-language": "en" },
    );
    expect(first.json()).toEqual({
      type: "ServiceError",
      code: "verification_code_invalid",
      detail: "This code is not correct. 2 tries left.",
    });
    // The last try says so in the singular, in both languages.
    const second = await browser.post(
      "/capi/email-verification/confirm",
      { email, code: wrong },
      { "accept-language": "en" },
    );
    expect(second.json().detail).toBe("This code is not correct. 1 try left.");
    const third = await browser.post("/capi/email-verification/confirm", { email, code: wrong });
    expect(third.json().code).toBe("verification_code_expired");
    const right = await browser.post("/capi/email-verification/confirm", { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe("verification_code_expired");
  });

  it("say how many tries are left with German plural rules too", async () => {
    const email = freshEmail("plural");
    await browser.post("/capi/email-verification", { email, purpose: "application" });
    const code = await codeFromMail(t.database.db, email);
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await browser.post(
      "/capi/email-verification/confirm",
      { email, code: wrong },
      { "accept-language": "de" },
    );
    expect(first.json().detail).toBe("Dieser Code stimmt nicht. Noch 2 Versuche.");
    const second = await browser.post(
      "/capi/email-verification/confirm",
      { email, code: wrong },
      { "accept-language": "de" },
    );
    expect(second.json().detail).toBe("Dieser Code stimmt nicht. Noch 1 Versuch.");
  });

  it("expire after 10 minutes", async () => {
    const email = freshEmail("slow");
    await browser.post("/capi/email-verification", { email, purpose: "application" });
    const code = await codeFromMail(t.database.db, email);
    clock.advanceMinutes(11);
    expect((await browser.post("/capi/email-verification/confirm", { email, code })).json().code).toBe(
      "verification_code_expired",
    );
  });

  it("are redeemed only for their purpose: a data-request code is refused here and still verifies a data request", async () => {
    const email = freshEmail("purpose");
    expect((await browser.post("/capi/data-requests/code", { email, language: "en" })).statusCode).toBe(200);
    const code = await codeFromMail(t.database.db, email);
    const here = await browser.post("/capi/email-verification/confirm", { email, code });
    expect(here.statusCode).toBe(400);
    expect(here.json().code).toBe("verification_code_expired");
    // Wrong guesses here spend no try of the data-request code either.
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) await browser.post("/capi/email-verification/confirm", { email, code: wrong });
    const verified = await browser.post("/capi/data-requests/verify", { email, code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ email, token: expect.any(String) });
  });

  it("of an application are found behind a newer data-request code of the same address", async () => {
    const email = freshEmail("both");
    await browser.post("/capi/email-verification", { email, purpose: "application" });
    const applicationCode = await codeFromMail(t.database.db, email);
    await browser.post("/capi/data-requests/code", { email, language: "en" });
    const dataRequestCode = await codeFromMail(t.database.db, email);
    if (dataRequestCode !== applicationCode) {
      const refused = await browser.post("/capi/email-verification/confirm", { email, code: dataRequestCode });
      expect(refused.json().code).toBe("verification_code_invalid");
    }
    const confirm = await browser.post("/capi/email-verification/confirm", { email, code: applicationCode });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await browser.post("/capi/data-requests/verify", { email, code: dataRequestCode })).statusCode).toBe(200);
  });

  it("need a signed-in user to change an email", async () => {
    const res = await post("/capi/email-verification", { email: freshEmail("change"), purpose: "change_email" });
    expect(res.statusCode).toBe(401);
    expect(res.json().type).toBe("NotAuthenticated");
  });
});

describe("limits", () => {
  it("mail at most 5 links or codes per address and hour", async () => {
    const email = freshEmail("flood");
    for (let i = 0; i < 5; i++) expect((await post("/capi/login", { email })).statusCode).toBe(200);
    const sixth = await post(
      "/capi/email-verification",
      { email, purpose: "application" },
      { "accept-language": "en" },
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers["retry-after"]).toBe("3600");
    expect(sixth.json()).toEqual({
      type: "RateLimited",
      detail: "Too many requests. Please try again in 60 minutes.",
    });
    expect(await mailsTo(t.database.db, email)).toHaveLength(5);
    clock.advanceMinutes(61);
    expect((await post("/capi/login", { email })).statusCode).toBe(200);
  });
});

describe("a mail and the change that causes it", () => {
  it("are one transaction: a rolled-back change sends nothing", async () => {
    const email = freshEmail("rollback");
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMail(testContext(tx), {
          to: email,
          language: "de",
          template: "signup_invite",
          params: { signupLink: "x" },
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await mailsTo(t.database.db, email)).toEqual([]);
  });
});

describe("organisations", () => {
  it("answer 404 for another organisation's slug, as for an unknown one", async () => {
    const mine = await buildOrganization(t, { slug: "alpha-ag", name: "Alpha AG", plan: "free", sizeBand: "1-9" });
    await buildOrganization(t, { slug: "beta-ag", name: "Beta AG" });
    const own = await t.app.inject({ url: "/capi/org", headers: mine.headers });
    expect(own.json()).toMatchObject({
      slug: "alpha-ag",
      name: "Alpha AG",
      plan: "free",
      size_band: "1-9",
      role: "owner",
    });
    const other = await t.app.inject({ url: "/capi/org", headers: { ...mine.headers, "x-organization": "beta-ag" } });
    const unknown = await t.app.inject({ url: "/capi/org", headers: { ...mine.headers, "x-organization": "nope" } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    const lastUsed = await t.app.inject({ url: "/capi/org", headers: sessionHeaders(mine.token) });
    expect(lastUsed.json().slug).toBe("alpha-ag");
    const signedOut = await t.app.inject({ url: "/capi/org", headers: { "x-organization": "alpha-ag" } });
    expect(signedOut.statusCode).toBe(401);
  });

  it("open for a signed-in seeker without another mail", async () => {
    const { headers } = await buildSession(t);
    const res = await post(
      "/capi/organizations",
      { company_name: "Gamma GmbH", company_size: "50-99", plan: "enterprise" },
      headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      slug: "gamma-gmbh",
      name: "Gamma GmbH",
      role: "owner",
      plan: "enterprise",
      size_band: "50-99",
    });
  });
});

describe("bad input on the account endpoints", () => {
  it("names every field in the page's language and writes nothing", async () => {
    const before = (await t.database.db.select().from(users)).length;
    const res = await post(
      "/capi/signup",
      {
        kind: "employer",
        email: "anna muster@example.ch",
        first_name: "",
        last_name: "x".repeat(101),
        language: "es",
        accept_terms: false,
        company_name: "A",
        company_size: "5",
        plan: "gold",
      },
      { "accept-language": "de" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual([
      { loc: ["body", "email"], msg: "Gib eine gültige E-Mail-Adresse ein." },
      { loc: ["body", "first_name"], msg: "Pflichtfeld." },
      { loc: ["body", "last_name"], msg: "Gib höchstens 100 Zeichen ein." },
      { loc: ["body", "language"], msg: "Wähle eine der angebotenen Optionen." },
      { loc: ["body", "accept_terms"], msg: "Wähle eine der angebotenen Optionen." },
      { loc: ["body", "company_name"], msg: "Gib mindestens 2 Zeichen ein." },
      { loc: ["body", "company_size"], msg: "Wähle eine der angebotenen Optionen." },
      { loc: ["body", "plan"], msg: "Wähle eine der angebotenen Optionen." },
    ]);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it("refuses wrong types and a wrong-length code", async () => {
    const res = await post(
      "/capi/email-verification/confirm",
      { email: 42, code: "12345" },
      { "accept-language": "en" },
    );
    expect(res.json().detail).toEqual([
      { loc: ["body", "email"], msg: "Expected text." },
      { loc: ["body", "code"], msg: "Enter exactly 6 characters." },
    ]);
  });
});
