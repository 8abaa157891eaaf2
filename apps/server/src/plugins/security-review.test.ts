/**
 * The security review of issue 12 §6 (ADR 034), point by point, as a browser or a log reader
 * meets it: CSP without inline scripts on every kind of page, HSTS only over https, framing,
 * cookie flags, secrets kept out of logs, uploads, and the other headers. The development and the
 * production configuration both, where they differ.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_COOKIE, SESSION_COOKIE } from "@jobatlas/contract";
import { SESSION_TTL } from "../sessions/sessions";
import { cleanImage, LOGO_FORMAT, storeImage } from "../features/media/media.service";
import { buildEmptyOrganization, buildListing, buildSession, type Organization } from "../test/factories";
import { buildTestApp, jsonHeaders, postJson, type TestApp } from "../test/test-app";

const SITE = "https://jobatlas.example";
let dev: TestApp;
let prod: TestApp;
let devOrg: Organization;
let prodOrg: Organization;
beforeAll(async () => {
  [dev, prod] = await Promise.all([
    buildTestApp(),
    // Production behind a TLS proxy (nginx on this host, the address form ADR 034 recommends):
    // X-Forwarded-Proto from that address is believed.
    buildTestApp({ APP_ENV: "production", PUBLIC_URL: SITE, TRUST_PROXY: "127.0.0.1" }),
  ]);
  [devOrg, prodOrg] = await Promise.all([buildEmptyOrganization(dev), buildEmptyOrganization(prod)]);
});
afterAll(() => Promise.all([dev?.app.close(), prod?.app.close()]));

/** One directive of a CSP header, e.g. "script-src 'self'". */
function directive(csp: unknown, name: string): string {
  const found = String(csp)
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
  if (!found) throw new Error(`no ${name} in ${String(csp)}`);
  return found;
}

/** The page runs no script but files from our origin: the CSP says so, and the HTML needs no more. */
function expectNoInlineScript(url: string, res: { headers: Record<string, unknown>; body: string }) {
  expect(res.headers["content-type"], url).toMatch(/^text\/html/);
  const scripts = directive(res.headers["content-security-policy"], "script-src");
  expect(scripts, url).toBe("script-src 'self'");
  expect(directive(res.headers["content-security-policy"], "object-src"), url).toBe("object-src 'none'");
  expect(directive(res.headers["content-security-policy"], "base-uri"), url).toBe("base-uri 'self'");
  const tags = [...res.body.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
  for (const attributes of tags) {
    // A file, or data the browser never runs: the settings node (JSON) and JSON-LD.
    const isFile = /\ssrc="(?:\/|\.\/)/.test(attributes);
    const isData = /\stype="application\/(?:ld\+)?json"/.test(attributes);
    expect(isFile || isData, `${url}: <script${attributes}>`).toBe(true);
  }
  // No inline event handlers or javascript: URLs either (CSP would block them).
  expect(res.body, url).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(res.body, url).not.toMatch(/(?:href|src|action)\s*=\s*"javascript:/i);
}

async function pages(t: TestApp, org: Organization) {
  const live = await buildListing(t, { organization: org });
  const archived = await buildListing(t, { organization: org, status: "archived" });
  return {
    live,
    urls: [
      "/de/search",
      "/en/account/login",
      `/de/company/${org.id}`,
      `/de/company/${org.id}/job/${live.id}`,
      `/en/company/${org.id}/job/${live.id}?iframe=1`,
      `/de/company/${org.id}/job/${archived.id}`,
      `/de/widget/listings/${org.id}`,
      `/en/widget/jobs/${org.id}?theme=dark`,
      "/de/no-such-page/at-all",
      "/en/company/999999999",
      "/capi/docs/",
    ],
  };
}

describe("CSP: no inline script on any page", () => {
  it("holds on every kind of page in development and production, JSON-LD and the settings node included", async () => {
    for (const [t, org] of [
      [dev, devOrg],
      [prod, prodOrg],
    ] as const) {
      const { urls } = await pages(t, org);
      const statuses: number[] = [];
      for (const url of urls) {
        const res = await t.app.inject({ url });
        statuses.push(res.statusCode);
        expectNoInlineScript(`${t.config.env} ${url}`, res);
      }
      // the cases are what they claim: pages, a listing with JSON-LD, a gone one, 404s
      expect(statuses).toEqual([200, 200, 200, 200, 200, 410, 200, 200, 404, 404, 200]);
      const listing = await t.app.inject({ url: urls[3]! });
      expect(listing.body).toContain('<script type="application/ld+json">');
      expect(listing.body).toContain('<script id="app-settings" type="application/json">');
    }
  });
});

describe("HSTS", () => {
  const hsts = (res: { headers: Record<string, unknown> }) => res.headers["strict-transport-security"];

  it("is sent when the request came over https through the trusted proxy, for a year with subdomains", async () => {
    for (const url of ["/de/search", "/capi/status", "/healthz"]) {
      const res = await prod.app.inject({ url, headers: { host: "jobatlas.example", "x-forwarded-proto": "https" } });
      expect(hsts(res), url).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("is never sent on plain http to localhost, even with an https PUBLIC_URL", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
      const res = await prod.app.inject({ url: "/de/search", headers: { host } });
      expect(hsts(res), host).toBeUndefined();
    }
    const local = await dev.app.inject({ url: "/de/search" });
    expect(hsts(local)).toBeUndefined();
  });

  it("believes X-Forwarded-Proto only from the proxy TRUST_PROXY names, not from a client connecting directly", async () => {
    const headers = { host: "jobatlas.example", "x-forwarded-proto": "https" };
    const direct = await prod.app.inject({ url: "/de/search", remoteAddress: "198.51.100.1", headers });
    // over plain http to the public name: only the https PUBLIC_URL rule applies, for that name alone
    expect(hsts(direct)).toBe("max-age=31536000; includeSubDomains");
    const directLocal = await prod.app.inject({
      url: "/de/search",
      remoteAddress: "198.51.100.1",
      headers: { ...headers, host: "localhost" },
    });
    expect(hsts(directLocal)).toBeUndefined();
    const viaProxyLocal = await prod.app.inject({ url: "/de/search", headers: { ...headers, host: "localhost" } });
    expect(hsts(viaProxyLocal)).toBe("max-age=31536000; includeSubDomains");
  });

  it("ignores X-Forwarded-Proto when no proxy is trusted (a client cannot ask for it)", async () => {
    const res = await dev.app.inject({ url: "/de/search", headers: { "x-forwarded-proto": "https" } });
    expect(hsts(res)).toBeUndefined();
  });
});

describe("frame-ancestors", () => {
  it("lets any site frame only the widgets and listing pages with iframe, gone and server-rendered ones included", async () => {
    const { live, urls } = await pages(dev, devOrg);
    const archived = urls[5]!;
    const framable = [
      `/de/company/${devOrg.id}/job/${live.id}?iframe=1`,
      `/en/company/${devOrg.id}/job/${live.id}?iframe=true`,
      `${archived}?iframe=1`,
      `/de/widget/listings/${devOrg.id}`,
      `/en/widget/jobs/${devOrg.id}`,
    ];
    for (const url of framable) {
      const res = await dev.app.inject({ url });
      expect(directive(res.headers["content-security-policy"], "frame-ancestors"), url).toBe("frame-ancestors *");
      expect(res.headers["x-frame-options"], url).toBeUndefined();
    }
    const denied = [
      `/de/company/${devOrg.id}/job/${live.id}`,
      archived,
      `/de/company/${devOrg.id}/job/${live.id}?iframe=0`,
      `/de/company/${devOrg.id}?iframe=1`,
      "/de/search?iframe=1",
      "/de/account/login?iframe=1",
      "/de/no-such-page?iframe=1",
      `/de/widget/listings/${devOrg.id}/extra`,
      "/capi/docs/",
    ];
    for (const url of denied) {
      const res = await dev.app.inject({ url });
      expect(directive(res.headers["content-security-policy"], "frame-ancestors"), url).toBe("frame-ancestors 'none'");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
    }
    // what is no page at all cannot be framed either
    for (const url of ["/capi/status", "/capi/widgets/999999999", "/healthz", "/robots.txt"]) {
      expect((await dev.app.inject({ url })).headers["x-frame-options"], url).toBe("DENY");
    }
  });
});

describe("cookies", () => {
  type Cookie = {
    name: string;
    value: string;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: string;
    path?: string;
    maxAge?: number;
  };
  const cookie = (res: { cookies: Cookie[] }, name: string) => res.cookies.find((c) => c.name === name);

  it("the session cookie is HttpOnly, SameSite=Lax, for the whole site, 30 days, and Secure behind https", async () => {
    for (const t of [dev, prod]) {
      // A session a day and more old is renewed: its cookie is sent again with the full lifetime.
      const { headers } = await buildSession(t, { expiresAt: new Date(Date.now() + SESSION_TTL - 2 * 86_400_000) });
      const res = await t.app.inject({ url: "/capi/status", headers });
      expect(res.json()).toMatchObject({ authenticated: true });
      expect(cookie(res, SESSION_COOKIE)).toMatchObject({
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: SESSION_TTL / 1000,
      });
      expect(cookie(res, SESSION_COOKIE)?.secure).toBe(t === prod ? true : undefined);
      // and it is never kept by a cache
      expect(res.headers["cache-control"]).toBe("no-store");
      const logout = await t.app.inject({ method: "POST", url: "/capi/logout", headers });
      const cleared = cookie(logout, SESSION_COOKIE);
      expect(cleared).toMatchObject({ value: "", httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cleared?.secure).toBe(t === prod ? true : undefined);
    }
  });

  it("the CSRF cookie is readable by the app (double submit), SameSite=Lax, a year, and Secure behind https", async () => {
    for (const t of [dev, prod]) {
      const res = await t.app.inject({ url: "/de/search" });
      const csrf = cookie(res, CSRF_COOKIE);
      expect(csrf?.value).toMatch(/^[\w-]{43}$/);
      expect(csrf).toMatchObject({ sameSite: "Lax", path: "/", maxAge: 365 * 86_400 });
      expect(csrf?.httpOnly).toBeUndefined();
      expect(csrf?.secure).toBe(t === prod ? true : undefined);
    }
  });
});

describe("no secrets in logs", () => {
  it("hides cookies, CSRF and verification headers, tokens in paths and secret query values", async () => {
    const token = "Zq3xT0kEn_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456";
    const before = dev.logs.length;
    const requests = [
      { url: `/capi/ztdi/results/${token}` },
      { url: `/de/ztdi/${token}` },
      { url: `/en/account/login-token/${token}?next=%2Fen%2Fuser` },
      { url: `/de/contact-requests/accept/${token}` },
      { url: `/capi/contact-requests/${token}` },
      { url: `/capi/candidate-invites/${token}` },
      { url: `/de/user/applications/12?token=${token}` },
      { url: `/de/listings/create?invite_token=${token}` },
      { url: `/de/subscriptions/unsubscribe?email=anna%40example.ch&token=${token}` },
      { url: `/de/some/${token}/deep` },
      { url: `/de/account/login?code=${token}&keyword=bern&postal_code=3000&api_key=${token}` },
      {
        url: "/capi/status",
        headers: {
          cookie: `sessionid=${token}; csrftoken=${token}`,
          authorization: `Bearer ${token}`,
          "x-csrftoken": token,
          "x-verification-token": token,
        },
      },
    ];
    for (const request of requests) await dev.app.inject(request);
    const lines = dev.logs.slice(before);
    expect(lines.length).toBeGreaterThanOrEqual(2 * requests.length);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(token);
    expect(text).not.toContain("anna%40example.ch");
    // …while what an operator needs stays: the path, the route pattern, harmless query values
    const urls = lines.map((l) => (l.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain("/capi/ztdi/results/[redacted]");
    expect(urls).toContain("/en/account/login-token/[redacted]?next=%2Fen%2Fuser");
    expect(urls).toContain("/de/subscriptions/unsubscribe?email=[redacted]&token=[redacted]");
    expect(urls).toContain("/de/some/[redacted]/deep");
    expect(urls).toContain("/de/account/login?code=[redacted]&keyword=bern&postal_code=3000&api_key=[redacted]");
    const routes = lines.map((l) => (l.req as { route?: string } | undefined)?.route).filter(Boolean);
    expect(routes).toContain("/capi/ztdi/results/:token");
    expect(routes).toContain("/$lang/account/login-token/$magicToken");
  });

  it("hides a token in the page address, message or stack of a client error report", async () => {
    const token = "Zq3xT0kEn_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123457";
    const before = dev.logs.length;
    const res = await postJson(dev, "/capi/client-errors", {
      message: `Failed to load /capi/ztdi/results/${token}`,
      stack: `Error: boom\n    at https://jobatlas.example/de/ztdi/${token}:1:2`,
      url: `https://jobatlas.example/de/ztdi/${token}?utm=x`,
      request_id: "abcdef12-0000",
    });
    expect(res.statusCode).toBe(204);
    const logged = dev.logs.slice(before).find((l) => l.msg === "client error reported");
    expect(logged?.clientError).toMatchObject({ url: "https://jobatlas.example/de/ztdi/[redacted]?utm=x" });
    expect(JSON.stringify(dev.logs.slice(before))).not.toContain(token);
  });

  it("hides secrets a service puts into a logged object (passwords, tokens, codes, headers)", async () => {
    const before = dev.logs.length;
    dev.app.log.warn(
      {
        password: "hunter2-secret",
        body: { token: "tok-secret", code: "123456" },
        headers: { cookie: "sessionid=s3cr3t" },
      },
      "probe",
    );
    const text = JSON.stringify(dev.logs.slice(before));
    expect(text).toContain('"probe"');
    for (const secret of ["hunter2-secret", "tok-secret", "123456", "s3cr3t"]) expect(text).not.toContain(secret);
    // error codes stay readable: they are what an operator searches for
    dev.app.log.error(
      { err: { code: "23505", type: "DrizzleQueryError" }, code: "FST_ERR_CTP_INVALID_MEDIA_TYPE" },
      "probe 2",
    );
    const second = JSON.stringify(dev.logs.slice(before));
    expect(second).toContain('"23505"');
    expect(second).toContain('"FST_ERR_CTP_INVALID_MEDIA_TYPE"');
  });
});

describe("uploads", () => {
  it("images are served inline only as the type their bytes showed, sandboxed and never sniffed", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 4, background: "#0000" } })
      .png()
      .toBuffer();
    const image = await cleanImage(png, LOGO_FORMAT);
    const id = await storeImage({ db: dev.database.db, now: dev.now, config: dev.config }, null, image!);
    const res = await dev.app.inject({ url: `/media/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toBe("inline");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    // HTML dressed up as an image is never cleaned, so it is never stored or served
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    expect(await cleanImage(html, LOGO_FORMAT)).toBeUndefined();
  });
});

describe("other headers", () => {
  it("pages, API answers and files carry Referrer-Policy, Permissions-Policy, COOP and nosniff, and no X-Powered-By", async () => {
    for (const t of [dev, prod]) {
      for (const url of ["/de/search", "/capi/status", "/de/no-such-page", "/capi/no-such-call", "/robots.txt"]) {
        const res = await t.app.inject({ url });
        expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
        expect(res.headers["permissions-policy"], url).toBe("camera=(), microphone=(), geolocation=(self), payment=()");
        expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
        expect(res.headers["x-content-type-options"], url).toBe("nosniff");
        expect(res.headers["x-powered-by"], url).toBeUndefined();
        expect(res.headers.server, url).toBeUndefined();
      }
    }
  });

  it("a refused CSRF check says nothing more than Forbidden", async () => {
    const res = await dev.app.inject({
      method: "POST",
      url: "/capi/logout",
      headers: { ...jsonHeaders, "x-csrftoken": "wrong" },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: "Forbidden" });
  });
});
