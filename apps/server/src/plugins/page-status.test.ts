import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_SETTINGS_NODE_ID } from "@jobatlas/contract";
import { buildEmptyOrganization } from "../test/factories";
import { buildTestApp, type TestApp } from "../test/test-app";

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await buildTestApp({ APP_ENV: "development" });
  prod = await buildTestApp({ APP_ENV: "production" });
});
afterAll(() => Promise.all([dev.app.close(), prod.app.close()]));

function expectThePage(res: { headers: Record<string, unknown>; body: string }) {
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.body).toContain(`<script id="${APP_SETTINGS_NODE_ID}" type="application/json">`);
  expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
}

describe("pages", () => {
  it.each([
    "/de/search",
    "/en/search/",
    "/de/SEARCH",
    // company, listing and job profile pages answer by their data (features/seo/seo.pages.test.ts)
    "/de/company/12/apply",
    "/de/org/acme-ag/listings/5/extend",
    "/de/account/login-token/abc",
    "/en/contact/purchase",
    "/de/listings/create",
    "/de/experiments/u1/jobs/9",
  ])("%s answers 200 with the app", async (url) => {
    const res = await prod.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expectThePage(res);
  });

  it.each([
    "/de/nope",
    "/en/company",
    "/de/company/12/unknown",
    "/de/company/12",
    "/en/company/12/job/7",
    "/de/company/12/profile/3",
    "/de/search/profile/extra",
    "/de/org/acme-ag/listings/5/extend/more",
    "/de/index.html",
  ])("%s answers 404 with the same page, on which the app draws its 404 screen", async (url) => {
    const res = await prod.app.inject({ url, headers: { "accept-language": "en" } });
    expect(res.statusCode).toBe(404);
    expectThePage(res);
  });

  it("widget pages answer 200 for an organisation and 404 for an unknown one (the widget says so)", async () => {
    const org = await buildEmptyOrganization(prod);
    for (const url of [`/de/widget/jobs/${org.id}`, `/en/widget/listings/${org.id}?theme=dark`]) {
      const res = await prod.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectThePage(res);
      expect(res.headers["content-security-policy"], url).toContain("frame-ancestors *");
      expect(res.headers["x-frame-options"], url).toBeUndefined();
    }
    for (const url of ["/de/widget/jobs/999999", "/de/widget/listings/abc"]) {
      const res = await prod.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expectThePage(res);
    }
  });

  it("debug screens are pages in development and a 404 in production, as the app shows them", async () => {
    expect((await dev.app.inject({ url: "/de/debug/mail" })).statusCode).toBe(200);
    const res = await prod.app.inject({ url: "/de/debug/mail" });
    expect(res.statusCode).toBe(404);
    expectThePage(res);
  });

  it("a built file that does not exist (a stale hashed asset) is a 404, not a page or a redirect", async () => {
    for (const app of [dev.app, prod.app]) {
      const res = await app.inject({ url: "/assets/index-0000stale.js" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json()).toMatchObject({ type: "NotFound" });
    }
  });

  it("unknown API paths stay JSON 404s", async () => {
    const res = await prod.app.inject({ url: "/capi/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: "NotFound" });
  });
});

describe("/index.html", () => {
  it("redirects to the app (it would be a blank page without the settings node), keeping the query", async () => {
    const res = await prod.app.inject({ url: "/index.html?utm_source=x" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/de/search?utm_source=x");
    const en = await prod.app.inject({ url: "/index.html", headers: { cookie: "lang=en" } });
    expect(en.headers.location).toBe("/en/search");
  });
});

describe("the API docs", () => {
  it.each([
    ["production", () => prod],
    ["development", () => dev],
  ])("have a Content-Security-Policy in %s: scripts from 'self' only", async (_env, app) => {
    const page = await app().app.inject({ url: "/capi/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The page has no inline script for that policy to block.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    for (const url of ["/capi/docs", "/capi/docs/static/swagger-initializer.js", "/capi/docs/json"]) {
      const res = await app().app.inject({ url });
      expect(res.headers["content-security-policy"], url).toBe(csp);
    }
  });
});
