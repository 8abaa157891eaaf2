/**
 * Benchmarks (`npm run bench`): starts the real server in-process on a fresh embedded database
 * with the demo data, sends each scenario's requests from a bounded number of concurrent clients
 * over loopback, and prints latency percentiles and throughput. The working tree stays as it was:
 * `npm run bench -- --save` writes the results to bench/results/ (the committed record of a
 * measurement), and nothing else does. Later issues add their scenarios to SCENARIOS with the
 * target they must meet.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app";
import { loadConfig, REPO_ROOT } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { DEMO_ACCOUNTS, seedDemoDataIfEmpty } from "../apps/server/src/seed";
import { developmentSignInLink } from "../apps/server/src/features/auth/auth.service";
import type { AppContext } from "../apps/server/src/context";
import { listings } from "../apps/server/src/db/schema";
import { eq } from "drizzle-orm";

/** The session cookie of the demo seeker, signed in the way a browser does (link → check-token). */
async function signInAsDemoSeeker(baseUrl: string, ctx: AppContext): Promise<string> {
  const link = await developmentSignInLink(ctx, DEMO_ACCOUNTS[0]!.email);
  const token = link?.split("/").pop();
  const csrf = "bench-csrf-token-0123456789abcdefghijklmnopq";
  const res = await fetch(`${baseUrl}/capi/check-token`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `csrftoken=${csrf}`, "x-csrftoken": csrf },
    body: JSON.stringify({ token }),
  });
  const session = /sessionid=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  if (!session) throw new Error(`could not sign in the demo seeker (${res.status})`);
  return `sessionid=${session}`;
}

interface Scenario {
  name: string;
  path: string;
  /** Send the demo seeker's session cookie: every API call then resolves the session in the database. */
  signedIn?: boolean;
  /** Target for the 95th percentile in milliseconds, from the issue that set it. */
  p95TargetMs: number;
  /** Send a person's browser's user agent (a listing's view is counted only for one, ADR 089). */
  browser?: boolean;
}

/** A desktop Chrome's user agent: `isbot` lets it through, so each listing read counts a view. */
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const SCENARIOS: Scenario[] = [
  { name: "session status", path: "/capi/status", p95TargetMs: 20 },
  // Two indexed queries (session, memberships); PGlite runs them one at a time on one thread, so at
  // 16 concurrent clients it queues: measured p95 28 ms on PGlite, 13 ms on PostgreSQL (2026-11-22).
  { name: "session status, signed in", path: "/capi/status", signedIn: true, p95TargetMs: 30 },
  { name: "profile, signed in", path: "/capi/profile", signedIn: true, p95TargetMs: 20 },
  { name: "page with settings node", path: "/de/search", p95TargetMs: 20 },
  { name: "readiness (database ping)", path: "/readyz", p95TargetMs: 20 },
  // The public company profile with its response record (issue 29: one query over the
  // organisation's applications and kept outcomes); the company page and the wizard read it.
  { name: "company profile", path: "/capi/companies/1", p95TargetMs: 30 },
  // A listing's page (ADR 089: each read counts a view, written after the answer): the API call
  // and the page the server draws, `{listing}` and `{company}` an active demo listing's.
  { name: "listing", path: "/capi/listings/{listing}", browser: true, p95TargetMs: 30 },
  { name: "listing page, drawn", path: "/de/company/{company}/job/{listing}", browser: true, p95TargetMs: 60 },
];
/** `--only=<word>`: run the scenarios whose name has the word (e.g. `--only=listing`). */
const ONLY = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Write the results to bench/results/ (a new record to commit); without it, a run only prints them. */
const SAVE = process.argv.includes("--save");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function runScenario(baseUrl: string, scenario: Scenario, cookie: string) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const res = await fetch(baseUrl + scenario.path, {
          headers: {
            ...(scenario.signedIn ? { cookie } : {}),
            ...(scenario.browser ? { "user-agent": BROWSER_AGENT } : {}),
          },
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  return {
    scenario: scenario.name,
    path: scenario.path,
    requests: latencies.length,
    failures,
    rps: Math.round(latencies.length / seconds),
    p50: +percentile(latencies, 50).toFixed(2),
    p95: +p95.toFixed(2),
    p99: +percentile(latencies, 99).toFixed(2),
    p95TargetMs: scenario.p95TargetMs,
    meetsTarget: p95 <= scenario.p95TargetMs && failures === 0,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "jobatlas-bench-"));
  const config = loadConfig({
    ...process.env,
    APP_ENV: "production",
    PUBLIC_URL: process.env.PUBLIC_URL ?? "http://127.0.0.1",
    SECRET_KEY: process.env.SECRET_KEY ?? "benchmark-secret-key-0123456789abcdefghij",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    PORT: "0",
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await database.migrate();
  await seedDemoDataIfEmpty(database.db, { config });
  const app = await buildApp({ config: { ...config, isProduction: false }, database });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  const cookie = await signInAsDemoSeeker(baseUrl, { db: database.db, now: () => new Date(), config });
  try {
    const results = [];
    const [active] = await database.db
      .select({ listing: listings.id, company: listings.organizationId })
      .from(listings)
      .where(eq(listings.status, "active"))
      .orderBy(listings.id)
      .limit(1);
    const withIds = (p: string) =>
      p.replace("{listing}", String(active?.listing)).replace("{company}", String(active?.company));
    for (const chosen of SCENARIOS.filter((s) => !ONLY || s.name.includes(ONLY))) {
      const scenario = { ...chosen, path: withIds(chosen.path) };
      await runScenario(baseUrl, { ...scenario }, cookie); // warm-up pass, discarded
      results.push(await runScenario(baseUrl, scenario, cookie));
    }
    console.table(results);
    if (SAVE) {
      const file = path.join(
        REPO_ROOT,
        "bench/results",
        `${new Date().toISOString().slice(0, 10)}-${database.engine}.json`,
      );
      writeFileSync(
        file,
        JSON.stringify({ engine: database.engine, requests: REQUESTS, concurrency: CONCURRENCY, results }, null, 2) +
          "\n",
      );
      console.log(`Written to ${path.relative(REPO_ROOT, file)}`);
    } else {
      console.log("Not saved (npm run bench -- --save writes them to bench/results/).");
    }
    if (results.some((r) => !r.meetsTarget)) process.exitCode = 1;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
