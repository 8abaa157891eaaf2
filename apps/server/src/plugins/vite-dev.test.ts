import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import type { ViteDevServer } from "./vite-dev";

/**
 * `npm run dev` (issue 25 §10, ADR 062): on a busy machine Vite's dev server took longer to start
 * than Fastify lets a plugin take, and the whole start failed with "Plugin did not start in time".
 * Vite now starts before any plugin, so no plugin timeout applies to it.
 */
describe("the server with Vite's dev server", () => {
  let database: TestDatabase | undefined;
  afterAll(async () => database?.close());

  it("starts when Vite takes longer than a plugin may, and serves pages through it", { timeout: 60_000 }, async () => {
    database = await createTestDatabase();
    const config = loadConfig({ APP_ENV: "test", VITE_DEV: "true", SEED_DEMO_DATA: "false", LOG_LEVEL: "silent" });
    const pluginTimeoutMs = 5_000;
    let closed = false;
    // A stand-in for Vite: at least longer than a plugin may take to start; passes every request on.
    const vite: ViteDevServer = {
      middlewares: (_req, _res, next) => next(),
      transformIndexHtml: async (_url, html) => html.replace("</head>", "<!--through vite--></head>"),
      close: async () => void (closed = true),
    };
    const startVite = () =>
      new Promise<ViteDevServer>((resolve) => setTimeout(() => resolve(vite), pluginTimeoutMs + 500));

    const app = await buildApp({ config, database, startVite, pluginTimeoutMs });
    await app.ready();
    const page = await app.inject("/en/search");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<!--through vite-->");
    await app.close();
    expect(closed).toBe(true);
  });
});
