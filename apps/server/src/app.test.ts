import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAppSettings } from "@jobatlas/contract";
import { buildSession } from "./test/factories";
import { buildTestApp, csrfHeaders, type TestApp } from "./test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

function settingsNode(html: string) {
  const match = /<script id="app-settings" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no settings node in the page");
  return ZAppSettings.parse(JSON.parse(match[1]));
}

describe("pages and the settings node", () => {
  it("embeds the settings with the page language and the client's CSRF token", async () => {
    const res = await t.app.inject({ url: "/en/search" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    const settings = settingsNode(res.body);
    expect(settings.language).toBe("en");
    expect(res.body).toContain('<html lang="en">');
    expect(settings.environment).toBe("test");
    const cookie = res.cookies.find((c) => c.name === "csrftoken");
    expect(cookie?.value).toBe(settings.csrfToken);
    expect(cookie?.sameSite).toBe("Lax");
  });

  it("keeps the client's existing CSRF token", async () => {
    const res = await t.app.inject({ url: "/de/company/1", headers: { cookie: csrfHeaders.cookie } });
    expect(settingsNode(res.body)).toMatchObject({ language: "de", csrfToken: csrfHeaders["x-csrftoken"] });
    expect(res.cookies.find((c) => c.name === "csrftoken")).toBeUndefined();
  });

  it("serves built assets as files, not as the page", async () => {
    const res = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("fixture asset");
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it.each([
    ["/", "/de/search"],
    ["/de", "/de/search"],
    ["/en/", "/en/search"],
    ["/search?query=Koch", "/de/search?query=Koch"],
    ["/fr", "/fr/search"],
    ["/it/", "/it/search"],
    ["/es/company/12?b=", "/de/company/12?b="],
    ["/company/12/apply", "/de/company/12/apply"],
  ])("redirects %s to %s", async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(to);
  });

  it.each([
    ["fr-CH,fr;q=0.9,en;q=0.8", "/", "/fr/search"],
    ["it-CH", "/search?query=cuoco", "/it/search?query=cuoco"],
    ["es-ES,es;q=0.9,it;q=0.5,fr;q=0.7", "/company/12", "/fr/company/12"],
    ["en-GB,en;q=0.9", "/pt/contact", "/en/contact"],
    ["es-ES,pt;q=0.8", "/", "/de/search"],
    ["de-CH;q=0.5,fr;q=0", "/", "/de/search"],
  ])("sends a browser asking for %s from %s to %s", async (acceptLanguage, from, to) => {
    const res = await t.app.inject({ url: from, headers: { "accept-language": acceptLanguage } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(to);
    expect(res.headers.vary).toContain("Accept-Language");
  });

  it("sends / to the language chosen before, whatever the browser asks for", async () => {
    const res = await t.app.inject({ url: "/", headers: { cookie: "lang=en", "accept-language": "fr-CH" } });
    expect(res.headers.location).toBe("/en/search");
    const italian = await t.app.inject({ url: "/contact", headers: { cookie: "lang=it", "accept-language": "de" } });
    expect(italian.headers.location).toBe("/it/contact");
  });
});

describe("POST /i18n/setlang/", () => {
  it("stores the language in a cookie", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/i18n/setlang/",
      headers: { ...csrfHeaders, "content-type": "application/x-www-form-urlencoded" },
      payload: "language=en",
    });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === "lang");
    expect(cookie).toMatchObject({ value: "en", path: "/", httpOnly: true, sameSite: "Lax" });
  });

  it("redirects to a relative next path for forms without JavaScript, never to another site", async () => {
    const ok = await t.app.inject({
      method: "POST",
      url: "/i18n/setlang/",
      headers: { ...csrfHeaders, "content-type": "application/x-www-form-urlencoded" },
      payload: "language=de&next=%2Fde%2Fsearch",
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe("/de/search");
    const evil = await t.app.inject({
      method: "POST",
      url: "/i18n/setlang/",
      headers: { ...csrfHeaders, "content-type": "application/x-www-form-urlencoded", "accept-language": "en" },
      payload: "language=de&next=https%3A%2F%2Fevil.example",
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().detail[0].loc).toEqual(["body", "next"]);
  });

  it("stores a signed-in user's choice as the language of their mails", async () => {
    const { headers } = await buildSession(t, { user: { email: "lea.rochat@example.ch", language: "de" } });
    const res = await t.app.inject({
      method: "POST",
      url: "/i18n/setlang/",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      payload: "language=fr",
    });
    expect(res.statusCode).toBe(204);
    const profile = await t.app.inject({ url: "/capi/profile", headers });
    expect(profile.json()).toMatchObject({ email: "lea.rochat@example.ch", language: "fr" });
  });

  it("refuses a language we do not offer, in the request's language", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/i18n/setlang/",
      headers: {
        ...csrfHeaders,
        "content-type": "application/x-www-form-urlencoded",
        "accept-language": "de-CH,de;q=0.9",
      },
      payload: "language=es",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: "ValidationError",
      detail: [{ loc: ["body", "language"], msg: "Wähle eine der angebotenen Optionen." }],
    });
  });

  it("needs the CSRF header", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/i18n/setlang/",
      headers: { cookie: csrfHeaders.cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "language=en",
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /capi/status", () => {
  it("says a visitor is not signed in", async () => {
    const res = await t.app.inject({ url: "/capi/status" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: false, user: null, organizations: [] });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("health", () => {
  it("answers /healthz and /readyz with the database engine", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(t.database.engine);
  });

  it("answers /readyz with 503 ServiceUnavailable when the database is unreachable", async () => {
    const other = await buildTestApp();
    await other.database.close();
    const res = await other.app.inject({ url: "/readyz", headers: { "accept-language": "en" } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      type: "ServiceUnavailable",
      detail: "The service is briefly unavailable. Please try again.",
    });
    await other.app.close();
  });
});

describe("OpenAPI", () => {
  it("documents the API from the contract and shows it at /capi/docs", async () => {
    const doc = (await t.app.inject({ url: "/capi/openapi.json" })).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/capi/status"].get.responses["200"]).toBeDefined();
    expect(
      doc.paths["/capi/client-errors"].post.requestBody.content["application/json"].schema.properties.message,
    ).toBeDefined();
    const page = await t.app.inject({ url: "/capi/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger");
  });
});

describe("security headers", () => {
  it("sets them on every response", async () => {
    const res = await t.app.inject({ url: "/capi/status" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-request-id"]).toMatch(/[\w-]{8,}/);
  });

  it("lets other sites frame only the chrome-less listing page (iframe)", async () => {
    const embedded = await t.app.inject({ url: "/de/company/1/job/2?iframe=" });
    expect(embedded.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(embedded.headers["x-frame-options"]).toBeUndefined();
    for (const url of ["/de/company/1/job/2", "/de/company/1/?iframe=", "/de/search?iframe="]) {
      const page = await t.app.inject({ url });
      expect(page.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(page.headers["x-frame-options"], url).toBe("DENY");
    }
  });
});
