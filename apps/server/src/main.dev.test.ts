import { spawn, type ChildProcessByStdio } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "./config";
import { eventually } from "./test/test-app";
import { createTestDatabase, type TestDatabase } from "./test/test-database";

const ON_POSTGRES = inject("testDatabase").engine === "postgres";

/**
 * `npm start` in development (issue 24 point 30, ADR 058): human-readable log lines, the banner
 * last until the first request, one line per request of the app and none for its plumbing.
 */
describe("the development server's output", () => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  let child: ChildProcessByStdio<null, Readable, Readable> | undefined;
  let output = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "jobatlas-dev-"));
    if (ON_POSTGRES) database = await createTestDatabase();
  });

  afterAll(async () => {
    child?.kill("SIGKILL");
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "prints readable lines, then the banner, and nothing after it until a request of the app",
    { timeout: 300_000 },
    async () => {
      child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "apps/server/src/main.ts")], {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH,
          PORT: "0",
          DATA_DIR: dataDir,
          APP_ENV: "development",
          SEED_DEMO_DATA: "false",
          LOG_LEVEL: "info",
          WEB_DIST_DIR: "apps/server/src/test/fixtures/web-dist",
          ...(database?.url ? { DATABASE_URL: database.url } : {}),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      await eventually(async () => expect(output).toContain("Stop it with Ctrl+C."), 240_000);
      const address = /Jobatlas is running at (http:\/\/\S+)/.exec(output)?.[1];
      expect(address).toBeDefined();

      // No JSON line anywhere; the server's own lines (listening, the search index) come before the banner.
      const lines = output.split("\n").filter((line) => line.trim() !== "");
      expect(lines.filter((line) => line.trim().startsWith("{"))).toEqual([]);
      const bannerAt = lines.findIndex((line) => line.startsWith("Jobatlas is running at"));
      const before = lines.slice(0, bannerAt).join("\n");
      expect(before).toMatch(/INFO.*Server listening at/);
      expect(before).toMatch(/INFO.*search index built/);
      expect(lines.at(-1)).toBe("Stop it with Ctrl+C.");

      // The app's plumbing (health, built assets) adds no line; its pages and API calls one line each.
      const printed = output.length;
      expect((await fetch(`${address}/capi/health`)).status).toBe(200);
      expect((await fetch(`${address}/healthz`)).status).toBe(200);
      expect((await fetch(`${address}/assets/app-abc123.js`)).status).toBe(200);
      const status = await fetch(`${address}/capi/status`);
      expect(status.status).toBe(200);
      await eventually(async () => expect(output.slice(printed)).toContain("GET /capi/status → 200"), 10_000);
      const after = output
        .slice(printed)
        .split("\n")
        .filter((line) => line.trim() !== "");
      expect(after.some((line) => /\/capi\/health|\/healthz|\/assets\//.test(line))).toBe(false);
      expect(after.filter((line) => line.includes("GET /capi/status"))).toHaveLength(1);
    },
  );
});
