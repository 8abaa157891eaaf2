/**
 * How the page server uses what it learns about a page (`serverPage`, given by features/seo):
 * the status, the head in place of the template's title, and a failure that must not stop the app
 * from loading. The data behind it is tested in features/seo/seo.pages.test.ts.
 */
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import { APP_SETTINGS_NODE_ID } from "@jobatlas/contract";
import { csrfPlugin } from "./csrf";
import { errorHandlerPlugin } from "./error-handler";
import { spaPlugin, type SpaOptions } from "./spa";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function buildSpa(serverPage: SpaOptions["serverPage"]) {
  const logs: Record<string, unknown>[] = [];
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
  await app.register(spaPlugin, {
    distDir: "/nonexistent",
    requireBuild: false,
    settings: { publicUrl: "http://localhost", mapStyleUrl: null, version: "test", environment: "production" },
    serverPage,
  });
  return { app, logs };
}

describe("pages the server knows more about", () => {
  it("get the head in place of the template's title, and the status it gives", async () => {
    const seen: string[] = [];
    const { app } = await buildSpa(async (pathname, language) => {
      seen.push(`${language} ${pathname}`);
      if (pathname.endsWith("/gone")) return { status: 410 };
      if (pathname.endsWith("/7")) return { status: 200, headHtml: '<title>Seven · Jobatlas</title>\n<meta name="x">' };
      return undefined;
    });
    const page = await app.inject({ url: "/en/company/7?b=1" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Seven · Jobatlas</title>\n<meta name="x">');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body).toContain(`id="${APP_SETTINGS_NODE_ID}"`);
    expect(page.headers["cache-control"]).toBe("private, no-cache");

    const gone = await app.inject({ url: "/de/company/1/job/gone" });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain("<title>Jobatlas</title>");
    expect(gone.body).toContain(`id="${APP_SETTINGS_NODE_ID}"`);

    expect((await app.inject({ url: "/de/search" })).statusCode).toBe(200);
    // unknown paths are 404 without asking
    expect((await app.inject({ url: "/de/nope" })).statusCode).toBe(404);
    expect(seen).toEqual(["en /en/company/7", "de /de/company/1/job/gone", "de /de/search"]);
  });

  it("still load the app when the lookup fails: 503, not stored, the error logged", async () => {
    const { app, logs } = await buildSpa(async () => {
      throw new Error("connection refused");
    });
    const res = await app.inject({ url: "/de/company/1" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain(`id="${APP_SETTINGS_NODE_ID}"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(logs.some((line) => line.level === 50 && line.msg === "the page's head could not be read")).toBe(true);
  });
});
