import { execFile, spawn, type ChildProcessByStdio } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "./config";
import { openDatabase } from "./db/client";
import { scheduledTasks, serverModes } from "./db/schema";
import { buildApplication, buildOrganization } from "./test/factories";
import { createTestDatabase, type TestDatabase } from "./test/test-database";

const run = promisify(execFile);
const ON_POSTGRES = inject("testDatabase").engine === "postgres";

/**
 * The production build (ADR 037, ADR 065): `node scripts/build-server.mjs` compiles the server into
 * apps/server/dist, and scripts/build-artefact.mjs assembles the deployable artefact: the bundle, its
 * migrations, the postal codes (resources/), the widget script, the web build, and a package.json
 * whose `npm ci --omit=dev` installs the packages the bundle imports and nothing else. Here it is
 * assembled outside the repository, so nothing can come from the repository's node_modules, and
 * `node apps/server/dist/main.js` runs there without tsx. ~1 s to build, ~10 s to install (from
 * npm's cache), 5–15 s to start.
 */
describe("the production build", () => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  let artefact: string;
  let describedVersion: string;

  beforeAll(async () => {
    await run(process.execPath, [path.join(REPO_ROOT, "scripts/build-server.mjs")], { cwd: REPO_ROOT });
    artefact = mkdtempSync(path.join(tmpdir(), "jobatlas-artefact-"));
    await run(process.execPath, [path.join(REPO_ROOT, "scripts/build-artefact.mjs"), `--out=${artefact}`], {
      cwd: REPO_ROOT,
      env: { ...process.env, WEB_DIST_DIR: "apps/server/src/test/fixtures/web-dist" },
    });
    await run("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: artefact });
    // What scripts/build-server.mjs stamps: JOBATLAS_VERSION, else git describe, else "unknown".
    describedVersion =
      process.env.JOBATLAS_VERSION ||
      (await run("git", ["describe", "--tags", "--always", "--dirty"], { cwd: REPO_ROOT }).then(
        ({ stdout }) => stdout.trim() || "unknown",
        () => "unknown",
      ));
    dataDir = mkdtempSync(path.join(tmpdir(), "jobatlas-dist-"));
    // On PostgreSQL the built server migrates a fresh database of its own; else PGlite in dataDir.
    if (ON_POSTGRES) database = await createTestDatabase();
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (artefact) rmSync(artefact, { recursive: true, force: true });
  });

  function start(script: string, env: Record<string, string> = {}): ChildProcessByStdio<null, Readable, Readable> {
    return spawn(process.execPath, [path.join(artefact, "apps/server/dist", script)], {
      // Another working directory than the artefact: paths must come from the bundle, not the cwd.
      cwd: tmpdir(),
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: "false",
        LOG_LEVEL: "warn",
        APP_ENV: "test",
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
        // The web build copied into the artefact is the one served.
        expect(await (await fetch(`${address}/de/search`)).text()).toContain("<html");
        // The build's version (git describe when it was built), not "dev": in /metrics (open on
        // loopback in test mode) and in the OpenAPI document.
        expect(describedVersion).not.toBe("dev");
        const metrics = await (await fetch(`${address}/metrics`)).text();
        expect(metrics).toContain(`jobatlas_build_info{version="${describedVersion}",`);
        const openApi = (await (await fetch(`${address}/capi/openapi.json`)).json()) as { info: { version: string } };
        expect(openApi.info.version).toBe(describedVersion);
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

  /** The built server with only `env` (and PATH): how an operator starts it, nothing from the test defaults. */
  function startBare(env: Record<string, string>, cwd = tmpdir()): ChildProcessByStdio<null, Readable, Readable> {
    return spawn(process.execPath, [path.join(REPO_ROOT, "apps/server/dist/main.js")], {
      cwd,
      env: { PATH: process.env.PATH, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
  }

  /** Runs until the process exits: its exit code and the lines it printed. */
  async function runToExit(child: ChildProcessByStdio<null, Readable, Readable>) {
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await exitCode(child);
    const lines = (text: string) => text.split("\n").filter((line) => line.trim() !== "");
    return { code, stdout: lines(stdout), stderr: lines(stderr) };
  }

  const PUBLIC_URL = "https://jobs.example.ch";
  const SECRET_KEY = "build-test-".padEnd(40, "k");

  /**
   * Issue 25 §1 (ADR 062): `node dist/main.js` without APP_ENV printed "(development)", served the
   * dev mailbox, seeded the demo accounts and printed their sign-in links. Built, it is production
   * unless asked otherwise, and it marks the database, which development and test then refuse.
   */
  describe("without APP_ENV", () => {
    let own: TestDatabase | undefined;
    let ownDir: string;

    beforeAll(async () => {
      ownDir = mkdtempSync(path.join(tmpdir(), "jobatlas-dist-production-"));
      if (ON_POSTGRES) own = await createTestDatabase();
    });

    afterAll(async () => {
      await own?.close();
      rmSync(ownDir, { recursive: true, force: true });
    });

    const ownEnv = () => ({
      PORT: "0",
      DATA_DIR: ownDir,
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: "apps/server/src/test/fixtures/web-dist",
      ...(own?.url ? { DATABASE_URL: own.url } : {}),
    });

    it(
      "runs in production: no dev mailbox, no demo data, no sign-in links, and the database marked",
      { timeout: 90_000 },
      async () => {
        const child = startBare({ ...ownEnv(), PUBLIC_URL, SECRET_KEY });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        try {
          // PORT=0: the banner names the address it listens on.
          const address = await waitForOutput(child, /Jobatlas is running at (http:\/\/\S+) \(production\)/);
          expect((await fetch(`${address}/capi/debug/mail`)).status).toBe(404);
          expect(output).not.toContain("Demo data seeded");
          expect(output).not.toContain("Sign in as a demo account");
          expect(output).not.toContain("login-token");
          const exited = exitCode(child);
          child.kill("SIGTERM");
          expect(await exited).toBe(0);
        } finally {
          child.kill("SIGKILL");
        }
        const database = own ?? (await openDatabase({ dataDir: ownDir }));
        try {
          const modes = await database.db.select({ mode: serverModes.mode }).from(serverModes);
          expect(modes.map((m) => m.mode)).toEqual(["production"]);
        } finally {
          if (!own) await database.close();
        }
      },
    );

    it("then development and test refuse that database, with one line naming the reason", async () => {
      for (const mode of ["development", "test"]) {
        const { code, stderr, stdout } = await runToExit(startBare({ ...ownEnv(), APP_ENV: mode }));
        expect(code).toBe(1);
        expect(stderr).toHaveLength(1);
        expect(stderr[0]).toMatch(
          new RegExp(
            `^Cannot start: APP_ENV: ${mode} mode refuses the .*database.*: a production server has used it since \\d{4}-`,
          ),
        );
        expect(stdout).toEqual([]);
      }
    });
  });

  /**
   * Issue 25 §2 and §9 (ADR 062): production without PUBLIC_URL or SECRET_KEY, an empty value, a
   * URL of the wrong scheme, a port in use, an unreachable database: each is one line on stderr
   * naming the variable, exit code 1, and nothing done before (no database file, no output).
   */
  describe("a bad environment", () => {
    let badDir: string;
    beforeAll(() => void (badDir = mkdtempSync(path.join(tmpdir(), "jobatlas-dist-bad-"))));
    afterAll(() => rmSync(badDir, { recursive: true, force: true }));

    const good = () => ({ PORT: "0", DATA_DIR: path.join(badDir, "data"), PUBLIC_URL, SECRET_KEY });

    async function refused(env: Record<string, string | undefined>, cwd?: string): Promise<string> {
      const given = Object.fromEntries(Object.entries({ ...good(), ...env }).filter(([, v]) => v !== undefined));
      const { code, stderr, stdout } = await runToExit(startBare(given as Record<string, string>, cwd));
      expect(code).toBe(1);
      expect(stdout).toEqual([]);
      expect(stderr).toHaveLength(1);
      expect(existsSync(path.join(badDir, "data"))).toBe(false); // nothing opened, nothing migrated
      return stderr[0] ?? "";
    }

    it.concurrent.each([
      [{ PUBLIC_URL: undefined }, /^Invalid configuration: PUBLIC_URL: required in production/],
      [{ SECRET_KEY: undefined }, /^Invalid configuration: SECRET_KEY: required in production/],
      [
        { NODE_ENV: "production", APP_ENV: "development" },
        /^Invalid configuration: APP_ENV: .*contradicts NODE_ENV=production/,
      ],
      [{ PORT: "" }, /^Invalid configuration: PORT: is empty/],
      [{ READ_YOUR_WRITES_MS: "" }, /^Invalid configuration: READ_YOUR_WRITES_MS: is empty/],
      [
        { DATABASE_URL: "mysql://root@127.0.0.1/jobatlas" },
        /^Invalid configuration: DATABASE_URL: must start with postgres:\/\//,
      ],
      [
        { DATABASE_URL: "postgres://a@b/c", DATABASE_READ_URL: "mysql://a@b/c" },
        /^Invalid configuration: DATABASE_READ_URL: must start/,
      ],
      [
        { REDIS_URL: "http://127.0.0.1:6379" },
        /^Invalid configuration: REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
      ],
      [
        { SMTP_URL: "mail.example.ch:587" },
        /^Invalid configuration: SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
      ],
      [
        { PUBLIC_URL: "jobs.example.ch" },
        /^Invalid configuration: PUBLIC_URL: must start with http:\/\/ or https:\/\//,
      ],
      [{ MAP_STYLE_URL: "javascript:alert(1)" }, /^Invalid configuration: MAP_STYLE_URL: must start with http/],
    ])("%o: %s", async (env, line) => {
      expect(await refused(env)).toMatch(line);
    });

    it("a port in use names PORT", async () => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
      const { port } = taken.address() as net.AddressInfo;
      try {
        expect(await refused({ PORT: String(port) })).toBe(
          `Cannot start: PORT: 127.0.0.1:${port} is already in use (stop what listens there, or choose another PORT)`,
        );
      } finally {
        taken.close();
      }
    });

    it("an unreachable database names DATABASE_URL", { timeout: 30_000 }, async () => {
      const free = net.createServer();
      await new Promise<void>((resolve) => free.listen(0, "127.0.0.1", resolve));
      const { port } = free.address() as net.AddressInfo;
      await new Promise<void>((resolve) => free.close(() => resolve()));
      const line = await refused({ DATABASE_URL: `postgres://jobatlas:secret@127.0.0.1:${port}/jobatlas` });
      expect(line).toMatch(
        new RegExp(`^Cannot start: DATABASE_URL: cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}/jobatlas: `),
      );
      expect(line).not.toContain("secret");
    });

    it("reads .env from the working directory; variables already set win", async () => {
      const cwd = mkdtempSync(path.join(tmpdir(), "jobatlas-dotenv-"));
      try {
        writeFileSync(path.join(cwd, ".env"), "# as an operator writes it\nPORT=not-a-port\nLOG_LEVEL=loud\n");
        // LOG_LEVEL=loud in .env would be refused too: the environment's value wins.
        expect(await refused({ PORT: undefined, LOG_LEVEL: "warn" }, cwd)).toMatch(
          /^Invalid configuration: PORT: [^;]*$/,
        );
      } finally {
        rmSync(cwd, { recursive: true, force: true });
      }
    });
  });
});
