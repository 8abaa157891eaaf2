/** Processes and clients for the fault tests: app and worker processes as in production, a database each. */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "@jobatlas/contract";
import { REPO_ROOT } from "../../src/config";
import { appendFigures, type Figure } from "./figures";
import type { FaultCluster } from "./pg-cluster";

export function cluster(): FaultCluster {
  return inject("faultCluster");
}

/** Keeps a scenario's measured figures for the results file (FAULTS_SAVE=1). */
export function recordFigures(scenario: string, figures: Figure[]): void {
  appendFigures(cluster(), scenario, figures);
}

/** A fresh database on the throwaway cluster; its URL. */
export async function createFaultDatabase(name: string): Promise<string> {
  const c = cluster();
  const admin = new pg.Client({ connectionString: c.url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  return `postgres://postgres@127.0.0.1:${c.port}/${name}`;
}

/** One query on its own connection (not the app's pool). */
export async function sql<T = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Proc {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

function startProcess(script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, script)], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      APP_ENV: "test",
      LOG_LEVEL: "info",
      SEED_DEMO_DATA: "false",
      SECRET_KEY: "faults-".padEnd(40, "k"),
      WEB_DIST_DIR: "apps/server/src/test/fixtures/web-dist",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    kill: async (signal = "SIGKILL") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface AppProc extends Proc {
  base: string;
}

/** The server (main.ts) on a free port; resolves once it answers /capi/health. */
export async function startApp(env: Record<string, string>): Promise<AppProc> {
  const port = await freePort();
  const proc = startProcess("apps/server/src/main.ts", { PORT: String(port), RUN_WORKER: "false", ...env });
  const base = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (proc.child.exitCode !== null) throw new Error(`server exited:\n${proc.output()}`);
      const res = await fetch(`${base}/capi/health`).catch(() => undefined);
      return res?.status === 200;
    },
    "the server to be ready",
    60_000,
  );
  return { ...proc, base };
}

export function startWorker(env: Record<string, string>): Proc {
  return startProcess("apps/server/src/worker/main.ts", env);
}

export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface Outcome {
  status: number; // 0: no answer (connection refused or reset)
  type?: string;
  ms: number;
  /** The answer's JSON, when it was JSON. */
  json?: unknown;
  setCookies?: string[];
}

const CSRF = randomBytes(32).toString("base64url");

/** A request that gives up after `timeoutMs` (status -1): a hang is an outcome, not a stuck test. */
export async function call(
  url: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  timeoutMs = 8_000,
): Promise<Outcome> {
  const started = Date.now();
  try {
    const res = await fetch(url, {
      method: init.method ?? "GET",
      headers: {
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        cookie: [`${CSRF_COOKIE}=${CSRF}`, init.cookie].filter(Boolean).join("; "),
        [CSRF_HEADER]: CSRF,
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const type = (json as { type?: unknown } | undefined)?.type;
    return {
      status: res.status,
      type: typeof type === "string" ? type : undefined,
      ms: Date.now() - started,
      json,
      setCookies: res.headers.getSetCookie(),
    };
  } catch (err) {
    if (process.env.FAULTS_DEBUG) console.log("fetch failed:", err, (err as { cause?: unknown }).cause);
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    return { status: timedOut ? -1 : 0, ms: Date.now() - started };
  }
}

/**
 * Repeats the requests until each answers fast: right after it is ready, a fresh process still
 * builds in the background (search index, map clusters) and answers slowly, which would blur the
 * timings the tests assert.
 */
export async function warmUp(requests: (() => Promise<Outcome>)[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const outcomes = await Promise.all(requests.map((request) => request()));
    if (outcomes.every((o) => o.status > 0 && o.status < 300 && o.ms < 300)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not settle within the warm-up");
}
