import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, freshEmail } from "../../test/factories";
import { testClock } from "../../test/clock";
import { codeFromMail, loginTokenFromMail, mailsTo } from "../../test/mailbox";
import { buildTestApp, testBrowser, type TestApp, type TestBrowser } from "../../test/test-app";

/**
 * Issue 25 §3 and §4 (ADR 063): strangers can neither lock the owner of an address out of sign-in
 * and codes, nor burn the code the owner asked for.
 */

const clock = testClock();
let t: TestApp;
let redisApp: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  // Per-client limits shared by instances in Redis (ADR 037), at their production size.
  redisApp = await buildTestApp(
    { REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379", RATE_LIMIT_AUTH: "10" },
    { now: clock.now },
  );
});
afterAll(() => Promise.all([t.app.close(), redisApp.app.close()]));

/** A client address of its own per call, so runs sharing a Redis never share a counter. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const LIMITED = { type: "RateLimited", detail: "Too many requests. Please try again in 60 minutes." };
const en = { "accept-language": "en" };

/**
 * Signs the browser in to `email` as the mailed link does (login, the link's token, check-token),
 * an hour before the attack: that request no longer counts.
 */
async function signIn(app: TestApp, browser: TestBrowser, email: string) {
  expect((await browser.post("/capi/login", { email })).statusCode).toBe(200);
  const check = await browser.post("/capi/check-token", { token: await loginTokenFromMail(app.database.db, email) });
  expect(check.statusCode, check.body).toBe(200);
  clock.advanceMinutes(61);
}

/** The attack of the issue: 20 sign-in requests for the address from 4 client addresses, 5 each. */
async function strangersFlood(app: TestApp, email: string) {
  for (let client = 0; client < 4; client++) {
    const stranger = testBrowser(app, someIp());
    for (let i = 0; i < 5; i++) expect((await stranger.post("/capi/login", { email })).statusCode).toBe(200);
    // Each stranger is held by its own cap per address and client.
    expect((await stranger.post("/capi/login", { email }, en)).json()).toEqual(LIMITED);
  }
}

describe("a stranger cannot lock the owner out (known device)", () => {
  it("lets the browser that signed in before get its link and its codes; others stay capped", async () => {
    const email = freshEmail("victim");
    await buildUser(t, { email, language: "en" });
    const owner = testBrowser(t, someIp());
    await signIn(t, owner, email);
    const mailsBefore = (await mailsTo(t.database.db, email)).length;

    await strangersFlood(t, email);

    // A browser without the cookie meets the cap per address.
    const stranger = testBrowser(t, someIp());
    expect((await stranger.post("/capi/login", { email }, en)).json()).toEqual(LIMITED);
    // The owner's browser still gets its link, which signs in, and its codes.
    const link = await owner.post("/capi/login", { email }, en);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toEqual(
      (await testBrowser(t, someIp()).post("/capi/login", { email: freshEmail("x") }, en)).json(),
    );
    const check = await owner.post("/capi/check-token", { token: await loginTokenFromMail(t.database.db, email) });
    expect(check.statusCode, check.body).toBe(200);
    const code = await owner.post("/capi/email-verification", { email, purpose: "application" });
    expect(code.statusCode, code.body).toBe(200);
    const confirmed = await owner.post("/capi/email-verification/confirm", {
      email,
      code: await codeFromMail(t.database.db, email),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await owner.post("/capi/data-requests/code", { email })).statusCode).toBe(200);
    expect((await mailsTo(t.database.db, email)).length).toBe(mailsBefore + 20 + 3);

    // The owner's browser stays under its own cap per client: 3 above, two more, then 429.
    for (let i = 0; i < 2; i++) expect((await owner.post("/capi/login", { email })).statusCode).toBe(200);
    expect((await owner.post("/capi/login", { email }, en)).json()).toEqual(LIMITED);
  });

  it("does not carry a cookie for one address over to another", async () => {
    const victim = freshEmail("victim");
    await buildUser(t, { email: victim });
    const attackerAddress = freshEmail("attacker");
    await buildUser(t, { email: attackerAddress });
    const attacker = testBrowser(t, someIp());
    await signIn(t, attacker, attackerAddress);
    expect(attacker.jar.get("known_device")).toBeDefined();

    await strangersFlood(t, victim);
    expect((await attacker.post("/capi/login", { email: victim }, en)).json()).toEqual(LIMITED);
    // A forged or altered cookie counts for nothing either.
    const forged = testBrowser(t, someIp());
    forged.jar.set(
      "known_device",
      attacker.jar.get("known_device")!.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
    );
    expect((await forged.post("/capi/login", { email: victim }, en)).json()).toEqual(LIMITED);
  });

  it("lets an anonymous applicant who confirmed a code before get a new one", async () => {
    const email = freshEmail("applicant");
    const applicant = testBrowser(t, someIp());
    expect((await applicant.post("/capi/email-verification", { email, purpose: "application" })).statusCode).toBe(200);
    const first = await applicant.post("/capi/email-verification/confirm", {
      email,
      code: await codeFromMail(t.database.db, email),
    });
    expect(first.statusCode, first.body).toBe(200);
    clock.advanceMinutes(61);

    await strangersFlood(t, email);

    const other = testBrowser(t, someIp());
    expect((await other.post("/capi/email-verification", { email, purpose: "application" }, en)).json()).toEqual(
      LIMITED,
    );
    expect((await applicant.post("/capi/email-verification", { email, purpose: "application" })).statusCode).toBe(200);
    const again = await applicant.post("/capi/email-verification/confirm", {
      email,
      code: await codeFromMail(t.database.db, email),
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("sets the cookie HttpOnly, SameSite=Lax, for the API only, for 180 days, without the address", async () => {
    const email = freshEmail("cookie");
    await buildUser(t, { email });
    const owner = testBrowser(t, someIp());
    expect((await owner.post("/capi/login", { email })).statusCode).toBe(200);
    const check = await owner.post("/capi/check-token", { token: await loginTokenFromMail(t.database.db, email) });
    const cookie = check.cookies.find((c) => c.name === "known_device");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/capi", maxAge: 180 * 24 * 60 * 60 });
    expect(cookie!.value).not.toContain(email.split("@")[0]!);
  });

  it("ends after 180 days", async () => {
    const email = freshEmail("old-device");
    await buildUser(t, { email });
    const owner = testBrowser(t, someIp());
    await signIn(t, owner, email);
    clock.advanceDays(181);
    await strangersFlood(t, email);
    expect((await owner.post("/capi/login", { email }, en)).json()).toEqual(LIMITED);
  });

  it("holds with the per-client limits in Redis (several instances)", async () => {
    const email = freshEmail("victim-redis");
    await buildUser(redisApp, { email });
    const owner = testBrowser(redisApp, someIp());
    await signIn(redisApp, owner, email);
    await strangersFlood(redisApp, email);
    expect((await testBrowser(redisApp, someIp()).post("/capi/login", { email }, en)).json()).toEqual(LIMITED);
    expect((await owner.post("/capi/login", { email })).statusCode).toBe(200);
    expect((await owner.post("/capi/email-verification", { email, purpose: "application" })).statusCode).toBe(200);
  });
});

describe("a stranger cannot burn the owner's code (requester binding)", () => {
  const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

  it.each([
    { flow: "email code", ask: "/capi/email-verification", confirm: "/capi/email-verification/confirm" },
    { flow: "data-request code", ask: "/capi/data-requests/code", confirm: "/capi/data-requests/verify" },
  ])("$flow: guesses from other browsers never count; the owner keeps 3 tries", async ({ ask, confirm }) => {
    const email = freshEmail("owner");
    const body = ask.includes("data-requests") ? { email } : { email, purpose: "application" };
    const owner = testBrowser(t, someIp());
    expect((await owner.post(ask, body)).statusCode).toBe(200);
    const code = await codeFromMail(t.database.db, email);

    // A stranger without the requester cookie, and one who asked for a code of its own for the same
    // address: three wrong guesses each, and the right code from the first.
    const blind = testBrowser(t, someIp());
    const asker = testBrowser(t, someIp());
    expect((await asker.post(ask, body)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await blind.post(confirm, { email, code: wrongFor(code) })).json().code).toBe(
        "verification_code_expired",
      );
      await asker.post(confirm, { email, code: wrongFor(code) });
    }
    expect((await blind.post(confirm, { email, code })).json().code).toBe("verification_code_expired");
    expect((await asker.post(confirm, { email, code })).json().code).toBe("verification_code_expired");

    // The owner: two wrong tries are counted, the right code still works.
    expect((await owner.post(confirm, { email, code: wrongFor(code) })).json().code).toBe("verification_code_invalid");
    expect((await owner.post(confirm, { email, code: wrongFor(code) })).json().code).toBe("verification_code_invalid");
    const right = await owner.post(confirm, { email, code });
    expect(right.statusCode, right.body).toBe(200);

    // A new code: the third wrong try of the owner burns it, as before.
    expect((await owner.post(ask, body)).statusCode).toBe(200);
    const next = await codeFromMail(t.database.db, email);
    for (const expected of ["verification_code_invalid", "verification_code_invalid", "verification_code_expired"]) {
      expect((await owner.post(confirm, { email, code: wrongFor(next) })).json().code).toBe(expected);
    }
    expect((await owner.post(confirm, { email, code: next })).json().code).toBe("verification_code_expired");
  });

  it("sets the requester cookie HttpOnly, SameSite=Strict, for the API only, for the code's 10 minutes", async () => {
    const asked = await testBrowser(t, someIp()).post("/capi/email-verification", {
      email: freshEmail("requester"),
      purpose: "application",
    });
    const cookie = asked.cookies.find((c) => c.name === "code_requester");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/capi", maxAge: 600 });
    expect(cookie!.value).toMatch(/^[\w-]{43}$/);
  });
});
