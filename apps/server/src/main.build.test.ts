import { execFile, spawn, type ChildProcessByStdio } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "./config";
import { scheduledTasks } from "./db/schema";
import { buildApplication, buildOrganization } from "./test/factories";
import { createTestDatabase, type TestDatabase } from "./test/test-database";

const run = promisify(execFile);
const ON_POSTGRES = inject("testDatabase").engine === "postgres";

/**
 * The production build (ADR 037): `node scripts/build-server.mjs` compiles the server into
 * apps/server/dist, and `node apps/server/dist/main.js` runs without tsx, finding its migrations,
 * the postal codes (resources/) and the widget script from there. ~1 s to build, 5–15 s to start.
 */
describe("the production build", () => {
  let database: TestDatabase | undefined;
  let dataDir: string;

  beforeAll(async () => {
    await run(process.execPath, [path.join(REPO_ROOT, "scripts/build-server.mjs")], { cwd: REPO_ROOT });
    dataDir = mkdtempSync(path.join(tmpdir(), "jobatlas-dist-"));
    // On PostgreSQL the built server migrates a fresh database of its own; else PGlite in dataDir.
    if (ON_POSTGRES) database = await createTestDatabase();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function start(script: string, env: Record<string, string> = {}): ChildProcessByStdio<null, Readable, Readable> {
    return spawn(process.execPath, [path.join(REPO_ROOT, "apps/server/dist", script)], {
      // Another working directory than the repository: paths must come from the bundle, not the cwd.
      cwd: tmpdir(),
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: "false",
        LOG_LEVEL: "warn",
        APP_ENV: "test",
        WEB_DIST_DIR: "apps/server/src/test/fixtures/web-dist",
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
  }

  /** Resolves with the first match of `pattern` in the child's output; rejects when it exits first. */
  function waitForOutput(child: ChildProcessByStdio<null, Readable, Readable>, pattern: RegExp): Promise<string> {
    let output = "";
    return new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = pattern.exec(output);
        if (match) resolve(match[1] ?? match[0]);
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      child.on("exit", (code) => reject(new Error(`exited early with ${code}:\n${output}`)));
    });
  }

  function exitCode(child: ChildProcessByStdio<null, Readable, Readable>): Promise<number | null> {
    return new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  }

  it(
    "runs dist/main.js: migrates, builds the search index, answers, and stops on SIGTERM",
    { timeout: 90_000 },
    async () => {
      const child = start("main.js");
      try {
        const address = await waitForOutput(child, /Jobatlas is running at (http:\/\/\S+)/);
        // 503 until the index is built (from the postal codes in resources/ and the database);
        // however long that takes on this machine, the test's timeout is the only limit.
        let health = await fetch(`${address}/capi/health`);
        while (health.status !== 200) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          health = await fetch(`${address}/capi/health`);
        }
        expect(health.status).toBe(200);
        // Places come from resources/ch-li-postal-codes.csv, the embed script from beside its route.
        const places = await fetch(`${address}/capi/locations?query=8001`);
        expect(places.status).toBe(200);
        expect(JSON.stringify(await places.json())).toContain("Zürich");
        const widget = await fetch(`${address}/widget.js`);
        expect(widget.status).toBe(200);
        expect(await widget.text()).toContain("Jobatlas");
        // The application PDF's font comes from node_modules/source-sans, found from the bundle (it
        // is read at start, so on PGlite the start above proves it; here a PDF is drawn with it).
        if (database) {
          const owner = await buildOrganization(database.db);
          const application = await buildApplication(database.db, {
            organization: owner.organization,
            firstName: "Jelena",
            lastName: "Đurić-Łukasiewicz",
          });
          const pdf = await fetch(`${address}/capi/org/applications/${application.id}/pdf`, { headers: owner.headers });
          expect(pdf.status).toBe(200);
          const file = path.join(dataDir, "application.pdf");
          writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
          expect((await run("pdftotext", ["-enc", "UTF-8", file, "-"])).stdout).toContain("Jelena Đurić-Łukasiewicz");
        }

        const exited = exitCode(child);
        child.kill("SIGTERM");
        expect(await exited).toBe(0);
      } finally {
        child.kill("SIGKILL");
      }
    },
  );

  // The worker process needs PostgreSQL: the PGlite run checks it says so, the PostgreSQL run runs it.
  if (!ON_POSTGRES)
    it("dist/worker.js refuses the embedded database, naming DATABASE_URL", async () => {
      const child = start("worker.js");
      const exited = exitCode(child);
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      expect(await exited).toBe(1);
      expect(stderr).toContain("DATABASE_URL");
    });

  if (ON_POSTGRES)
    it(
      "with RUN_WORKER=false the server schedules nothing; dist/worker.js does, with a health port",
      { timeout: 90_000 },
      async () => {
        const db = (database as TestDatabase).db;
        const registeredTasks = async () =>
          (await db.select({ name: scheduledTasks.name }).from(scheduledTasks)).length;
        await db.delete(scheduledTasks); // the first test's server registered them
        const server = start("main.js", { RUN_WORKER: "false" });
        let worker: ChildProcessByStdio<null, Readable, Readable> | undefined;
        try {
          await waitForOutput(server, /Jobatlas is running/);
          expect(await registeredTasks()).toBe(0);

          worker = start("worker.js", { WORKER_HEALTH_PORT: "0", LOG_LEVEL: "info" });
          const healthAddress = await waitForOutput(worker, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
          await waitForOutput(worker, /worker running/);
          expect(await registeredTasks()).toBeGreaterThan(0);
          expect((await fetch(`${healthAddress}/readyz`)).status).toBe(200);

          const exited = exitCode(worker);
          worker.kill("SIGTERM");
          expect(await exited).toBe(0);
        } finally {
          worker?.kill("SIGKILL");
          server.kill("SIGKILL");
        }
      },
    );
});
