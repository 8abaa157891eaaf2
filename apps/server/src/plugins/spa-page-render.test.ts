/**
 * Which pages the server draws and how the drawing goes into the page (ADR 050), with a stand-in
 * for the web build's render (`.ssr/entry-server.js`) that asks the API in-process as the real one
 * does. The real render is checked by the end-to-end journeys (e2e/discovery/server-drawn-pages.spec.ts).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import { PAGE_STATE_NODE_ID } from "@jobatlas/contract";
import { csrfPlugin } from "./csrf";
import { errorHandlerPlugin } from "./error-handler";
import { SSR_ENTRY } from "./page-render";
import { securityHeadersPlugin } from "./security-headers";
import { AFTER_PAINT_TEMPLATE, APP_CODE_NODE_ID, spaPlugin } from "./spa";

const FIXTURE_DIST = fileURLToPath(new URL("../test/fixtures/web-dist", import.meta.url));

/** Draws what the API told it, and text that would close a script element if it were not escaped. */
const STAND_IN = `
export async function renderPage(url, language, callApi) {
  if (url.includes("boom")) throw new Error("the render failed");
  const answer = await (await callApi("/capi/who", language)).json();
  return { html: "<h1>" + answer.who + " " + language + " " + url + "</h1>", state: { note: "</script><script>x()</script>" } };
}`;

let distDir: string;
let app: FastifyInstance;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "jobatlas-ssr-"));
  cpSync(FIXTURE_DIST, distDir, { recursive: true });
  // The app's code as the build links it (index.html, and its entry in the manifest), and the
  // template of a drawn page with the script that starts it (apps/web/vite.config.ts, appAfterPaint).
  const template = readFileSync(path.join(FIXTURE_DIST, "index.html"), "utf8");
  writeFileSync(path.join(distDir, "assets/start-app-0123456789.js"), "");
  writeFileSync(
    path.join(distDir, "index.html"),
    template.replace(
      "<!--app-settings-->",
      '<!--app-settings-->\n<script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime.js">',
    ),
  );
  writeFileSync(
    path.join(distDir, AFTER_PAINT_TEMPLATE),
    template.replace("</head>", '<!--app-code--><script src="/assets/start-app-0123456789.js" defer></script></head>'),
  );
  const manifestPath = path.join(distDir, ".vite/manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
  manifest["index.html"] = { file: "assets/app.js", isEntry: true, imports: ["_runtime.js"] };
  manifest["_runtime.js"] = { file: "assets/runtime.js" };
  writeFileSync(manifestPath, JSON.stringify(manifest));
  mkdirSync(path.join(distDir, path.dirname(SSR_ENTRY)));
  writeFileSync(path.join(distDir, SSR_ENTRY), STAND_IN);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  app = Fastify({ logger: { level: "info", stream } });
  await app.register(errorHandlerPlugin);
  await app.register(cookie);
  await app.register(csrfPlugin, { secureCookies: false });
  await app.register(securityHeadersPlugin, { httpsPublicUrl: false });
  // The API as the render meets it: asked in-process, in the page's language, without cookies.
  app.get("/capi/who", (request) => ({
    who: request.headers.cookie ? "a visitor with cookies" : `visitor(${request.headers["accept-language"]})`,
  }));
  await app.register(spaPlugin, {
    distDir,
    requireBuild: true,
    settings: { publicUrl: "http://localhost", mapStyleUrl: null, version: "test", environment: "production" },
    serverPage: async () => ({ status: 200, headHtml: "<title>Page · Jobatlas</title>" }),
  });
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

const rootOf = (body: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(body)?.[1];

describe("pages drawn on the server", () => {
  it("are the search, company and listing pages of a visitor without a session, with the data as inert JSON", async () => {
    const company = await app.inject({ url: "/en/company/7/?b=1" });
    expect(company.statusCode).toBe(200);
    expect(rootOf(company.body)).toBe("<h1>visitor(en) en /en/company/7/?b=1</h1>");
    expect(company.body).toContain(
      `<script id="${PAGE_STATE_NODE_ID}" type="application/json">{"note":"\\u003c/script>\\u003cscript>x()\\u003c/script>"}</script>`,
    );
    const listing = await app.inject({ url: "/de/company/7/job/3", headers: { cookie: "csrftoken=abc" } });
    expect(rootOf(listing.body)).toBe("<h1>visitor(de) de /de/company/7/job/3</h1>");
    const search = await app.inject({ url: "/de/search?query=koch" });
    expect(rootOf(search.body)).toBe("<h1>visitor(de) de /de/search?query=koch</h1>");
  });

  it("start the app after their first paint, which needs none of it", async () => {
    const drawn = await app.inject({ url: "/de/company/7/" });
    expect(drawn.body).not.toContain('type="module"');
    expect(drawn.body).not.toContain("modulepreload");
    const code = new RegExp(
      `<script id="${APP_CODE_NODE_ID}" type="application/json">(.*?)</script><script src="/assets/start-app-0123456789.js" defer></script></head>`,
    ).exec(drawn.body)?.[1];
    // The entry, the page's preloads (its language and route, from the fixture's manifest) and the template's.
    expect(JSON.parse(code ?? "null")).toEqual({
      entry: "/assets/app.js",
      preloads: [
        "/assets/de-public-abc123.js",
        "/assets/route-abc123.js",
        "/assets/shared-abc123.js",
        "/assets/runtime.js",
      ],
    });
    // A page the browser draws needs its code at once.
    const undrawn = await app.inject({ url: "/de/company/7/", headers: { cookie: "sessionid=s" } });
    expect(undrawn.body).toContain('<script type="module" crossorigin src="/assets/app.js"></script>');
    expect(undrawn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime.js">');
    expect(undrawn.body).not.toContain(APP_CODE_NODE_ID);
  });

  it("are not other pages, a signed-in visitor's pages or embedded listings: the browser draws those", async () => {
    for (const request of [
      { url: "/de/imprint" },
      { url: "/de/company/7/profile/2" },
      { url: "/de/company/7/", headers: { cookie: "sessionid=s" } },
      { url: "/de/company/7/job/3?iframe=1" },
    ]) {
      const page = await app.inject(request);
      expect(page.statusCode, request.url).toBe(200);
      expect(rootOf(page.body), request.url).toBe("");
      expect(page.body, request.url).not.toContain(PAGE_STATE_NODE_ID);
    }
  });

  it("when the render fails, still load: the browser draws the page and the failure is logged", async () => {
    const page = await app.inject({ url: "/de/company/7/?boom=1" });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe("");
    expect(page.body).toContain("<title>Page · Jobatlas</title>");
    expect(logs.some((line) => line.msg === "the page could not be drawn on the server")).toBe(true);
  });

  it("leave the render's code unserved", async () => {
    // Like any path without a language: to the de page of the same path, which does not exist.
    const asked = await app.inject({ url: `/${SSR_ENTRY}` });
    expect(asked.statusCode).toBe(302);
    const page = await app.inject({ url: String(asked.headers.location) });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain("renderPage");
  });
});
