import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listResponse, ZDebugMail } from "@jobatlas/contract";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { queueMail } from "./mail.service";
import { testContext } from "../../test/test-context";

const ZMailList = listResponse(ZDebugMail);

describe("dev mailbox GET /capi/debug/mail", () => {
  let t: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    ids.push(
      await queueMail(testContext(db), {
        to: "anna@example.ch",
        language: "de",
        template: "login_link",
        params: { firstName: "Anna", link: "http://localhost:3000/de/account/login-token/first", minutes: 10 },
      }),
      await queueMail(testContext(db), {
        to: "ben@example.ch",
        language: "en",
        template: "signup_invite",
        params: { signupLink: "http://localhost:3000/en/account/signup" },
      }),
      await queueMail(testContext(db), {
        to: "anna@example.ch",
        language: "en",
        template: "verification_code",
        params: { code: "123456", minutes: 10, purpose: "application" },
      }),
    );
  });

  afterAll(async () => {
    await t.app.close();
  });

  it("lists the outbox newest first with subject, text and html", async () => {
    const res = await t.app.inject({ method: "GET", url: "/capi/debug/mail" });
    expect(res.statusCode).toBe(200);
    const body = ZMailList.parse(res.json());
    expect(body.count).toBe(3);
    expect(body.items.map((m) => m.id)).toEqual([...ids].reverse());
    const login = body.items[2];
    expect(login).toMatchObject({
      to: "anna@example.ch",
      template: "login_link",
      status: "pending",
      subject: "Dein Anmeldelink für Jobatlas",
    });
    expect(login?.text).toContain("http://localhost:3000/de/account/login-token/first");
    expect(login?.html).toContain('href="http://localhost:3000/de/account/login-token/first"');
    expect(body.items[0]?.subject).toBe("123456 is your Jobatlas verification code");
  });

  it("filters by recipient, case-insensitively, and pages", async () => {
    const filtered = ZMailList.parse(
      (await t.app.inject({ method: "GET", url: "/capi/debug/mail?to=ANNA@example.ch" })).json(),
    );
    expect(filtered.count).toBe(2);
    expect(filtered.items.map((m) => m.template)).toEqual(["verification_code", "login_link"]);

    const page = ZMailList.parse(
      (await t.app.inject({ method: "GET", url: "/capi/debug/mail?limit=1&offset=1" })).json(),
    );
    expect(page).toMatchObject({ count: 3, items: [{ id: ids[1] }] });
  });

  it("refuses unknown and bad query parameters", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/capi/debug/mail?status=sent" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ type: "ValidationError" });
    const badLimit = await t.app.inject({ method: "GET", url: "/capi/debug/mail?limit=1000" });
    expect(badLimit.statusCode).toBe(400);
  });
});

describe("dev mailbox in production", () => {
  it("does not exist: 404 NotFound", async () => {
    const t = await buildTestApp({ APP_ENV: "production" });
    try {
      await queueMail(testContext(t.database.db), {
        to: "x@example.ch",
        language: "en",
        template: "signup_invite",
        params: { signupLink: "http://x/" },
      });
      const res = await t.app.inject({ method: "GET", url: "/capi/debug/mail" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: "NotFound" });
      expect(res.body).not.toContain("x@example.ch");
    } finally {
      await t.app.close();
    }
  });
});
