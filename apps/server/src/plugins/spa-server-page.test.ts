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
import { securityHeadersPlugin } from "./security-headers";
import { spaPlugin, WIDGET_THEME_SCRIPT, type SpaOptions } from "./spa";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function buildSpa(serverPage: SpaOptions["serverPage"], routes?: (app: FastifyInstance) => void) {
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
  await app.register(securityHeadersPlugin, { httpsPublicUrl: false });
  routes?.(app);
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

describe("widget pages", () => {
  /** The spa with a stand-in for GET /capi/widgets/{org_id}: org 7 is enterprise with a dark setting, 8 is free. */
  async function buildWidgetSpa(answer?: () => never) {
    const asked: string[] = [];
    const built = await buildSpa(undefined, (app) => {
      app.get("/capi/widgets/:org_id", async (request, reply) => {
        asked.push(request.url);
        answer?.();
        const { org_id } = request.params as { org_id: string };
        const { theme } = request.query as { theme?: string };
        if (org_id === "7") return { id: 7, name: "Seven", logo_url: null, theme: theme ?? "dark" };
        if (org_id === "8") return { id: 8, name: "Eight", logo_url: null, theme: "auto" };
        return reply.status(404).send({ type: "NotFound", detail: "x" });
      });
    });
    return { ...built, asked };
  }

  it("are served in the theme the API gives, from the first paint, and any site may frame them", async () => {
    const { app, asked } = await buildWidgetSpa();
    const dark = await app.inject({ url: "/de/widget/listings/7" });
    expect(dark.statusCode).toBe(200);
    expect(dark.body).toContain('<html lang="de" data-widget-theme="dark">');
    // The theme script comes right after the settings node, before any app code.
    expect(dark.body).toMatch(new RegExp(`id="${APP_SETTINGS_NODE_ID}"[^<]*</script>${WIDGET_THEME_SCRIPT}`));
    expect(dark.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(dark.headers["content-security-policy"]).not.toContain("frame-ancestors 'none'");
    expect(dark.headers["x-frame-options"]).toBeUndefined();

    const light = await app.inject({ url: "/en/widget/jobs/7?theme=light&x=1" });
    expect(light.body).toContain('<html lang="en" data-widget-theme="light">');
    const free = await app.inject({ url: "/de/widget/jobs/8?theme=dark" });
    expect(free.body).toContain('<html lang="de" data-widget-theme="auto">');
    // A theme that is none of the three is no theme (spec §5: lenient search params).
    await app.inject({ url: "/de/widget/jobs/7?theme=%3Cb%3E" });
    expect(asked).toEqual([
      "/capi/widgets/7",
      "/capi/widgets/7?theme=light",
      "/capi/widgets/8?theme=dark",
      "/capi/widgets/7",
    ]);
  });

  it("of an unknown organisation answer 404 with the page (the widget says it is not available)", async () => {
    const { app, asked } = await buildWidgetSpa();
    for (const url of [
      "/de/widget/listings/99",
      "/de/widget/jobs/abc",
      "/de/widget/jobs/..%2F..%2Fcapi",
      "/de/widget/jobs/0",
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('data-widget-theme="auto"');
      expect(res.body, url).toContain(`id="${APP_SETTINGS_NODE_ID}"`);
    }
    // Only a whole number is asked about.
    expect(asked).toEqual(["/capi/widgets/99"]);
  });

  it("still load when the API fails: 503, drawn in the visitor's theme, the error logged", async () => {
    const { app, logs } = await buildWidgetSpa(() => {
      throw new Error("connection refused");
    });
    const res = await app.inject({ url: "/de/widget/listings/7" });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('data-widget-theme="auto"');
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(logs.some((line) => line.level === 50 && line.msg === "the widget's theme could not be read")).toBe(true);
  });

  it("are the only pages besides the embedded listing page that other sites may frame", async () => {
    const { app } = await buildWidgetSpa();
    const framable = [
      "/de/widget/listings/7",
      "/en/widget/jobs/8?theme=dark",
      "/de/company/1/job/2?iframe",
      "/de/company/1/job/2?iframe=",
      "/de/company/1/job/2?iframe=1",
      "/en/company/1/job/2?b=1&iframe=true",
    ];
    for (const url of framable) {
      const res = await app.inject({ url });
      expect(res.headers["content-security-policy"], url).toContain("frame-ancestors *");
      expect(res.headers["x-frame-options"], url).toBeUndefined();
    }
    const unframable = [
      "/de/company/1/job/2",
      "/de/company/1/job/2?iframe=0",
      "/de/company/1/job/2?iframe=no",
      "/de/company/1?iframe=1",
      "/de/search?iframe=1",
      "/de/widget/listings/7/more",
      "/de/org/acme/widgets",
      "/capi/widgets/7",
    ];
    for (const url of unframable) {
      const res = await app.inject({ url });
      if (!url.startsWith("/capi/"))
        expect(res.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
    }
  });
});
