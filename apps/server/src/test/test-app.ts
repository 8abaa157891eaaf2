import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { max } from "drizzle-orm";
import { buildApp, type AppDeps } from "../app";
import { loadConfig, type Config } from "../config";
import { searchChanges } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** The app's clock (the test clock passed in, else the real time); factories date their rows by it. */
  now: () => Date;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  /**
   * Resolves once the search index holds every change written so far (its change feed applied
   * them): what a test of "a change shows in search" waits for, however fast the machine is.
   */
  searchCaughtUp: () => Promise<void>;
}

/**
 * The real app on a fresh database of its own. Rate limits are raised so that tests of other
 * things never meet them; tests of the limits pass their own numbers in `env`.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<AppDeps, "now" | "searchIndex" | "redisCommandTimeoutMs"> = {},
): Promise<TestApp> {
  const config = loadConfig({
    APP_ENV: "test",
    LOG_LEVEL: "info",
    SEED_DEMO_DATA: "false",
    RATE_LIMIT_CLIENT_ERRORS: "10000",
    RATE_LIMIT_AUTH: "10000",
    RATE_LIMIT_PUBLIC: "10000",
    WEB_DIST_DIR: "apps/server/src/test/fixtures/web-dist",
    // Production needs both (ADR 062); the address is the one production had without it before.
    ...(env.APP_ENV === "production"
      ? { PUBLIC_URL: "http://localhost:3000", SECRET_KEY: "test-".padEnd(40, "k") }
      : {}),
    ...env,
  });
  const database = await createTestDatabase();
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const now = options.now ?? (() => new Date());
  let applied = -1;
  const waiting = new Set<{ through: number; resolve: () => void }>();
  const onSearchApplied = (through: number) => {
    applied = through;
    for (const waiter of waiting) {
      if (waiter.through > through) continue;
      waiting.delete(waiter);
      waiter.resolve();
    }
  };
  const searchCaughtUp = async () => {
    const [last] = await database.db.select({ seq: max(searchChanges.seq) }).from(searchChanges);
    const through = last?.seq ?? 0;
    if (applied >= through) return;
    await new Promise<void>((resolve) => waiting.add({ through, resolve }));
  };
  const app = await buildApp({ ...options, config, database, logStream: stream, now, onSearchApplied });
  return { app, database, config, now, logs, searchCaughtUp };
}

/** A valid CSRF cookie + header pair, as the web app sends them. */
export const CSRF_TOKEN = "test-csrf-token-0123456789abcdefghijklmnopq";
export const csrfHeaders = { cookie: `csrftoken=${CSRF_TOKEN}`, "x-csrftoken": CSRF_TOKEN } as const;

/** Headers of a JSON call from the web app: the CSRF pair and the content type. */
export const jsonHeaders = { ...csrfHeaders, "content-type": "application/json" } as const;

/** POSTs JSON as the web app does (CSRF cookie and header); `headers` go on top (a session, a language). */
export function postJson(t: Pick<TestApp, "app">, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, headers: { ...jsonHeaders, ...headers }, payload: payload as object });
}

/**
 * A browser for the API: JSON calls as the web app makes them, keeping the cookies the app sets
 * (session, code requester, known device) for its next calls, from one client address.
 */
export function testBrowser(t: Pick<TestApp, "app">, remoteAddress = "127.0.0.1") {
  const jar = new Map<string, string>([["csrftoken", CSRF_TOKEN]]);
  return {
    jar,
    remoteAddress,
    async post(url: string, payload: unknown, headers: Record<string, string> = {}) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { ...jsonHeaders, cookie, ...headers },
        payload: payload as object,
        remoteAddress,
      });
      for (const set of res.cookies as { name: string; value: string; maxAge?: number }[]) {
        if (set.maxAge === 0 || set.value === "") jar.delete(set.name);
        else jar.set(set.name, set.value);
      }
      return res;
    },
  };
}
export type TestBrowser = ReturnType<typeof testBrowser>;

/**
 * `headers` with the requester cookie the code request `res` set added to their cookies: a mailed
 * code is confirmed only with it (ADR 063).
 */
export function withCodeRequester<H extends Record<string, string>>(
  headers: H,
  res: { cookies: { name: string; value: string }[] },
): H & { cookie: string } {
  const requester = res.cookies.find((c) => c.name === "code_requester");
  if (!requester) throw new Error("the code request set no code_requester cookie");
  const cookie = [headers.cookie, `code_requester=${requester.value}`].filter(Boolean).join("; ");
  return { ...headers, cookie };
}

/**
 * Options of vi.waitFor for something that happens in the background (the search index catching up
 * with a write): the wait ends as soon as the check passes, and only a broken check waits this long
 * — just under the test's timeout (vitest.config.ts), not a guess at how fast the machine is.
 */
export const UNTIL_DONE = { timeout: 25_000, interval: 50 } as const;

/** Waits until the app's search index is built: GET /capi/health answers 200 (it answers 503 before). */
export async function waitForSearchIndex(t: Pick<TestApp, "app">, timeoutMs = 30_000): Promise<void> {
  await t.app.ready();
  const deadline = Date.now() + timeoutMs;
  while ((await t.app.inject("/capi/health")).statusCode !== 200) {
    if (Date.now() > deadline) throw new Error("the search index was not built in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Retries `check` until it passes or `withinMs` has passed (then its last error is thrown); returns the ms it took. */
export async function eventually(check: () => Promise<void>, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - started;
    } catch (err) {
      if (Date.now() - started > withinMs) throw err;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
