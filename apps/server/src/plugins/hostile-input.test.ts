import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactForLog } from "../lib/db-errors";
import { buildTestApp, csrfHeaders, jsonHeaders, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const json = { ...jsonHeaders, "accept-language": "en" };

describe("hostile input gets a clear 4xx, never a 500", () => {
  it("refuses NUL characters in bodies and query strings", async () => {
    const body = await t.app.inject({
      method: "POST",
      url: "/capi/contact",
      headers: json,
      payload: '{"name":"a\\u0000b","email":"a@b.ch","message":"x"}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "__root__"], msg: "Text must not contain NUL characters." }],
    });
    const query = await t.app.inject({ url: "/capi/debug/mail?to=a%00b" });
    expect(query.statusCode).toBe(400);
    expect(query.json().detail[0].loc).toEqual(["query", "__root__"]);
  });

  it("redirects odd page paths to valid Location headers", async () => {
    for (const [from, to] of [
      ["/company/%E2%82%AC", "/de/company/%E2%82%AC"],
      ["/foo%0abar", "/de/foo%0abar"],
      ["/xx/%E6%97%A5", "/de/%E6%97%A5"],
    ]) {
      const res = await t.app.inject({ url: from! });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(to);
    }
  });

  it("answers a malformed URL in the catalogue's shape", async () => {
    const res = await t.app.inject({ url: "/%ZZ", headers: { "accept-language": "de" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["path", "__root__"], msg: "Die Adresse ist fehlerhaft." }],
    });
  });

  it("never follows a next with control characters or a backslash", async () => {
    for (const next of ["/\t/evil.example", "/a\r\nSet-Cookie:x=1", "/\\evil.example"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/i18n/setlang/",
        headers: { ...csrfHeaders, "content-type": "application/x-www-form-urlencoded" },
        payload: `language=de&next=${encodeURIComponent(next)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it("asks for sign-in before reading a picture upload", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/capi/profile/picture",
      headers: { ...csrfHeaders, "content-type": "image/png" },
      payload: Buffer.alloc(1024),
    });
    expect(res.statusCode).toBe(401);
  });

  it("names the accepted types in a 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/capi/contact",
      headers: { ...json, "content-type": "text/plain" },
      payload: "x",
    });
    expect(res.json()).toEqual({ type: "UnsupportedMediaType", detail: "Send the request body as application/json." });
  });
});

describe("an unreachable database", () => {
  it("answers 503 ServiceUnavailable, not 500", async () => {
    const other = await buildTestApp();
    await other.database.close();
    const res = await other.app.inject({
      method: "POST",
      url: "/capi/login",
      headers: json,
      payload: { email: "a@b.ch" },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      type: "ServiceUnavailable",
      detail: "The service is briefly unavailable. Please try again.",
    });
    await other.app.close();
  });
});

describe("logs of failed queries", () => {
  it("keep the parameters out", () => {
    const error = Object.assign(
      new Error("Failed query: insert into outbox values ($1)\nparams: http://x/de/account/login-token/secret"),
      {
        cause: { code: "23505", constraint: "outbox_idempotency_key_key", message: "duplicate key" },
      },
    );
    const logged = JSON.stringify(redactForLog(error));
    expect(logged).not.toContain("secret");
    expect(logged).toContain("23505");
    expect(logged).toContain("outbox_idempotency_key_key");
  });
});
