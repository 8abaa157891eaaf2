/**
 * The search benchmark (issue 8 §7): `npm run bench:search -- [--engine postgres|pglite]
 * [--dataset national|20k] [--skip-load] [--save] [--duration 15] [--only search,map8,…] [--profile]
 * [--build-limit 1800] [--processes 2] [--start build|snapshot]`.
 *
 * 1. Loads the data set (load.ts; skipped with --skip-load, then bench_meta says what is there).
 * 2. Starts the real server in a child process (`node --max-old-space-size=4096 --import tsx
 *    apps/server/src/main.ts`, APP_ENV=production) and records the time until /capi/health
 *    answers 200 (the index build), the longest health answer meanwhile (does the build block
 *    the process?), and the server's RSS from /proc/<pid>/status.
 *    With `--processes 2` (PostgreSQL only) it starts two such servers on two ports, each with its
 *    own index, as two instances behind a load balancer would run (ADR 031).
 * 3. Drives it over HTTP from this process with autocannon, every scenario at 1 and 16
 *    connections (with two processes, 16 connections are split 8 + 8 and 1 goes to the first), with URL mixes from scenarios.ts; on PostgreSQL also the plain full-text
 *    baseline (baseline-server.ts, a second child process) with the keyword + viewport mix.
 *    `--start build` (the default) builds the index from the database: on PostgreSQL it first
 *    deletes the index snapshots and, once the index is built, waits for the snapshot the server
 *    then writes (so that write does not share the scenarios' CPU); PGlite runs with snapshots
 *    off. `--start snapshot` (PostgreSQL) starts from the snapshot a build left, as every instance
 *    but the first does in production (issue 12 §1: within 20 s).
 * 4. On PostgreSQL, times edits: a listing title changed through SQL until /capi/search/employers
 *    finds the new word.
 * 5. Prints the table and writes bench/results/search-latest.md (this engine's section; the other
 *    engine's is kept), and with --save also bench/results/search-<date>-<engine>.md. A hand-written
 *    diagnosis in bench/search/notes-<engine>.md, when present, is appended under "Notes".
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, getPriority, loadavg } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import { REPO_ROOT } from "../../apps/server/src/config";
import type { AppContext } from "../../apps/server/src/context";
import { PGLITE_EXTENSIONS } from "../../apps/server/src/db/client";
import { MemoryIndex } from "../../apps/server/src/features/search/memory-index";
import { SNAPSHOT_MAX_AGE_SECONDS } from "../../apps/server/src/features/search/search.snapshot";
import { Random } from "../../apps/server/src/seed/random";
import { DATASETS, type DatasetSpec } from "./generate";
import { DEFAULT_DATABASE_URL, DEFAULT_PGLITE_DIR, load, type LoadMeta } from "./load";
import { buildMixes, queryMix, type Mixes, type QueryClass } from "./scenarios";

type Engine = "postgres" | "pglite";

interface Options {
  engine: Engine;
  dataset: DatasetSpec;
  skipLoad: boolean;
  save: boolean;
  /** Seconds per scenario and concurrency. */
  duration: number;
  only?: Set<string>;
  profile: boolean;
  /** Seconds to wait for /capi/health 200 before giving up. */
  buildLimit: number;
  /** Server processes, each with its own index (PostgreSQL only: one process may open a PGlite directory). */
  processes: number;
  /** How the servers get their index: a build from the database, or the snapshot a build left (PostgreSQL). */
  start: "build" | "snapshot";
  databaseUrl: string;
  dataDir: string;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const engine = (value("--engine") ?? "postgres") as Engine;
  if (engine !== "postgres" && engine !== "pglite") throw new Error("--engine postgres|pglite");
  const datasetName = (value("--dataset") ?? (engine === "postgres" ? "national" : "20k")) as DatasetSpec["name"];
  const dataset = DATASETS[datasetName];
  if (!dataset) throw new Error("--dataset national|20k");
  const processes = Number(value("--processes") ?? 1);
  if (!(processes === 1 || processes === 2)) throw new Error("--processes 1|2");
  if (processes > 1 && engine === "pglite")
    throw new Error("--processes 2 needs PostgreSQL (PGlite allows one process)");
  const start = (value("--start") ?? "build") as Options["start"];
  if (start !== "build" && start !== "snapshot") throw new Error("--start build|snapshot");
  if (start === "snapshot" && engine !== "postgres") throw new Error("--start snapshot needs PostgreSQL");
  const only = value("--only");
  return {
    engine,
    dataset,
    skipLoad: argv.includes("--skip-load"),
    save: argv.includes("--save"),
    duration: Number(value("--duration") ?? 15),
    only: only ? new Set(only.split(",")) : undefined,
    profile: argv.includes("--profile"),
    buildLimit: Number(value("--build-limit") ?? 1800),
    start,
    processes: Number(value("--processes") ?? 1),
    databaseUrl: process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
    dataDir: value("--data-dir") ?? DEFAULT_PGLITE_DIR,
  };
}

// --- targets (issue 8 §7) ----------------------------------------------------------------------

interface Target {
  /** Requests per second at 16 connections. */
  minRps?: number;
  maxP99?: number;
}

interface ScenarioDef {
  key: keyof Mixes | "baseline";
  label: string;
  mix: keyof Mixes;
  targets: Record<Engine, Target>;
}

const SCENARIOS: ScenarioDef[] = [
  {
    key: "search",
    label: "keyword + viewport",
    mix: "search",
    targets: { postgres: { minRps: 1000, maxP99: 50 }, pglite: { minRps: 1000, maxP99: 20 } },
  },
  {
    key: "third",
    label: "keyword in ~1/3 of listings",
    mix: "third",
    targets: { postgres: { maxP99: 100 }, pglite: {} },
  },
  { key: "map8", label: "map, zoom 8", mix: "map8", targets: { postgres: { maxP99: 50 }, pglite: { maxP99: 20 } } },
  { key: "map12", label: "map, zoom 12", mix: "map12", targets: { postgres: { maxP99: 50 }, pglite: { maxP99: 20 } } },
  { key: "radius", label: "location + radius", mix: "radius", targets: { postgres: {}, pglite: {} } },
  { key: "company", label: "company page", mix: "company", targets: { postgres: {}, pglite: {} } },
  { key: "listing", label: "listing page", mix: "listing", targets: { postgres: {}, pglite: {} } },
  {
    key: "baseline",
    label: "baseline: PG full-text, keyword + viewport",
    mix: "search",
    targets: { postgres: {}, pglite: {} },
  },
];
const BUILD_TARGET_S = 90;
/** Issue 12 §1: a new instance serves search at national scale within 20 s of its start (from the snapshot). */
const SNAPSHOT_START_TARGET_S = 20;
const RSS_TARGET_MB = 2500;
const FRESHNESS_TARGET_MS = 2000;

// --- measuring ---------------------------------------------------------------------------------

interface Measurement {
  key: string;
  label: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  timeouts: number;
  /** Connection errors other than timeouts. */
  errors: number;
  statuses: Record<string, number>;
  target: Target;
  /** CPU the server process used, in cores (CPU seconds per second); NaN for the baseline. */
  serverCores: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Drives the servers with the URL mix for `seconds`: the connections are split over the servers
 * (one autocannon each, at the same time; a single connection goes to the first), and the
 * latencies of all are counted together.
 */
async function drive(baseUrls: string[], urls: string[], connections: number, seconds: number, offset = 0) {
  let next = offset;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const targets = baseUrls.slice(0, Math.max(1, Math.min(baseUrls.length, connections)));
  const results = await Promise.all(
    targets.map(
      (baseUrl, i) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const share = Math.floor(connections / targets.length) + (i < connections % targets.length ? 1 : 0);
          const instance = autocannon(
            {
              url: baseUrl,
              connections: share,
              duration: seconds,
              timeout: 10,
              requests: [
                { method: "GET", setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length]! }) },
              ],
            },
            (err, res) => (err ? reject(err) : resolve(res)),
          );
          instance.on("response", (_client, statusCode, _bytes, responseTime) => {
            latencies.push(responseTime);
            statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
          });
        }),
    ),
  );
  const sum = (f: (r: autocannon.Result) => number) => results.reduce((n, r) => n + f(r), 0);
  const result = { non2xx: sum((r) => r.non2xx), timeouts: sum((r) => r.timeouts), errors: sum((r) => r.errors) };
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    statuses,
  };
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat (clock ticks of 1/100 s). */
function readCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function readRssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

// --- child processes ---------------------------------------------------------------------------

interface Child {
  process: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

function logFile(name: string) {
  const dir = path.join(REPO_ROOT, "bench/.data");
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dir, ".gitignore"))) writeFileSync(path.join(dir, ".gitignore"), "*\n");
  return createWriteStream(path.join(dir, name));
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    const exited = once(child, "exit");
    const timeout = sleep(15_000).then(() => child.kill("SIGKILL"));
    await Promise.race([exited, timeout]);
  };
}

/** A web build is required in production mode; a stub index.html stands in when none is there. */
function webDistDir(): string {
  const built = path.join(REPO_ROOT, "apps/web/dist");
  if (existsSync(path.join(built, "index.html"))) return built;
  const stub = path.join(REPO_ROOT, "bench/.data/web-stub");
  mkdirSync(stub, { recursive: true });
  writeFileSync(
    path.join(stub, "index.html"),
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Jobatlas</title><!--app-settings--></head><body><div id="root"></div></body></html>\n',
  );
  return stub;
}

async function startServer(options: Options, n = 0): Promise<Child & { pid: number }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
    SECRET_KEY: "search-benchmark-secret-key-0123456789abcdef",
    WEB_DIST_DIR: webDistDir(),
  };
  if (options.engine === "postgres") env.DATABASE_URL = options.databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = options.dataDir;
    // Only the server may open the directory, so nothing could wait for a snapshot's write: none is written or read.
    env.SEARCH_SNAPSHOT_MINUTES = "0";
  }
  const profileDir = path.join(REPO_ROOT, "bench/.data/profiles");
  const args = [
    "--max-old-space-size=4096",
    ...(options.profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
    "--import",
    "tsx",
    "apps/server/src/main.ts",
  ];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const log = logFile(`server-${options.engine}${n > 0 ? `-${n + 1}` : ""}.log`);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  if (!child.pid) throw new Error("the server did not start");
  return { process: child, pid: child.pid, baseUrl: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

async function startBaseline(databaseUrl: string): Promise<Child> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/search/baseline-server.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.pipe(logFile("baseline-server.log"));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (data: Buffer) => {
      const url = /listening (\S+)/.exec(data.toString())?.[1];
      if (url) resolve(url);
    });
    child.on("exit", (code) =>
      reject(new Error(`the baseline server exited (${code}); see bench/.data/baseline-server.log`)),
    );
  });
  return { process: child, baseUrl, stop: stopper(child) };
}

interface BuildResult {
  /** Seconds from spawn until /capi/health answered 200. */
  seconds: number;
  /** Seconds until the server answered at all (listening, health 503). */
  listeningSeconds: number;
  /** The longest /capi/health answer while the index was built (ms). */
  longestHealthMs: number;
  /** After a build on PostgreSQL: seconds from /capi/health 200 until its snapshot was committed. */
  snapshotSeconds?: number;
}

async function waitUntilReady(server: Child & { pid: number }, limitSeconds: number): Promise<BuildResult> {
  const started = performance.now();
  let listeningSeconds = NaN;
  let longestHealthMs = 0;
  let lastReport = 0;
  while ((performance.now() - started) / 1000 < limitSeconds) {
    if (server.process.exitCode !== null)
      throw new Error(`the server exited (${server.process.exitCode}); see bench/.data/server-*.log`);
    const t0 = performance.now();
    try {
      const res = await fetch(`${server.baseUrl}/capi/health`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (Number.isNaN(listeningSeconds)) listeningSeconds = (t0 - started) / 1000;
      else longestHealthMs = Math.max(longestHealthMs, ms);
      if (res.status === 200)
        return { seconds: (performance.now() - started) / 1000, listeningSeconds, longestHealthMs };
    } catch {
      // not listening yet
    }
    if (performance.now() - lastReport > 5000) {
      const { rss } = readRssMb(server.pid);
      process.stdout.write(
        `\r  building the index: ${((performance.now() - started) / 1000).toFixed(0)} s, RSS ${rss.toFixed(0)} MB   `,
      );
      lastReport = performance.now();
    }
    await sleep(100);
  }
  throw new Error(`/capi/health did not answer 200 within ${limitSeconds} s`);
}

/**
 * `--start build`: no snapshot, so the servers build from the database. `--start snapshot`: there
 * must be one, left by an earlier build of this data set.
 */
async function prepareSnapshots(options: Options): Promise<void> {
  if (options.engine !== "postgres") return;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    if (options.start === "build") await client.query("DELETE FROM search_index_snapshots");
    else {
      // One the servers will take: of their version and young enough (else they would build, and
      // the report would call that a start from the snapshot).
      const version = new MemoryIndex({} as AppContext).snapshots.version;
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM search_index_snapshots WHERE version = $1 AND created_at > now() - make_interval(secs => $2)",
        [version, SNAPSHOT_MAX_AGE_SECONDS - 3600],
      );
      if (Number(rows[0]?.n) === 0)
        throw new Error(
          `--start snapshot: no index snapshot of version ${version} younger than ${SNAPSHOT_MAX_AGE_SECONDS / 3600 - 1} h; a run with --start build leaves one`,
        );
    }
  } finally {
    await client.end();
  }
}

/**
 * After a build: seconds until the snapshot the server writes next is committed. With two
 * processes the other one skips its own (one was written within the minute) or, if it started
 * writing at the same time, may still be writing while the first rows run.
 */
async function waitForSnapshot(databaseUrl: string, limitSeconds = 600): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    while ((performance.now() - started) / 1000 < limitSeconds) {
      const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM search_index_snapshots");
      if (Number(rows[0]?.n) > 0) return (performance.now() - started) / 1000;
      await sleep(500);
    }
    throw new Error(`no index snapshot was written within ${limitSeconds} s of the build`);
  } finally {
    await client.end();
  }
}

/** Sequential pass per query class: the country and the Zürich viewport, 3 times each. */
async function perClass(baseUrl: string, spec: DatasetSpec): Promise<Map<QueryClass, number[]>> {
  const byClass = new Map<QueryClass, number[]>();
  const viewports = [
    { north: 48.3, south: 45.3, east: 11.75, west: 4.7 },
    { north: 47.47, south: 47.28, east: 8.76, west: 8.32 },
  ];
  for (const { query, kind } of queryMix(spec))
    for (const vp of viewports)
      for (let i = 0; i < 3; i++) {
        const params = new URLSearchParams({
          query,
          ...Object.fromEntries(Object.entries(vp).map(([k, v]) => [k, String(v)])),
        });
        const t0 = performance.now();
        const res = await fetch(`${baseUrl}/capi/search/employers?${params}`);
        await res.arrayBuffer();
        const list = byClass.get(kind) ?? [];
        list.push(performance.now() - t0);
        byClass.set(kind, list);
      }
  return byClass;
}

/** Edits a listing title through SQL and polls the search until it finds the new word; ms per edit. */
async function freshness(baseUrls: string[], databaseUrl: string, listings: number, edits = 5): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const r = new Random(Date.now() >>> 0);
  const results: number[] = [];
  try {
    for (let e = 0; e < edits; e++) {
      const id = r.int(1, listings);
      const word = `frischwort${Array.from({ length: 8 }, () => String.fromCharCode(97 + r.int(0, 25))).join("")}`;
      const { rows } = await client.query<{ organization_id: string; title: string }>(
        "UPDATE listings SET title = title || ' ' || $2, updated_at = now() WHERE id = $1 RETURNING organization_id, title",
        [id, word],
      );
      const org = Number(rows[0]?.organization_id);
      const t0 = performance.now();
      let ms = Infinity;
      // Found once every server process finds it.
      const pending = new Set(baseUrls);
      while (performance.now() - t0 < 10_000) {
        for (const baseUrl of [...pending]) {
          const res = await fetch(`${baseUrl}/capi/search/employers?query=${word}`);
          const body = (await res.json()) as { items?: { id: number }[] };
          if (body.items?.some((item) => item.id === org)) pending.delete(baseUrl);
        }
        if (pending.size === 0) {
          ms = performance.now() - t0;
          break;
        }
        await sleep(20);
      }
      results.push(ms);
      await client.query(
        "UPDATE listings SET title = left(title, length(title) - length($2) - 1), updated_at = now() WHERE id = $1",
        [id, word],
      );
      await sleep(1500);
    }
  } finally {
    await client.end();
  }
  return results;
}

// --- the report --------------------------------------------------------------------------------

interface Report {
  options: Options;
  meta: LoadMeta;
  loadedNow: boolean;
  build: BuildResult;
  rssAfterBuildMb: number;
  peakRssMb: number;
  measurements: Measurement[];
  classes?: Map<QueryClass, number[]>;
  freshnessMs?: number[];
  startedAt: Date;
  environment: string;
  /** 1-minute load averages when the run started and when the measurements ended. */
  loadAtStart: number;
  loadAtEnd: number;
}

const fmt = (n: number, digits = 1) =>
  Number.isFinite(n) ? n.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits }) : "—";

function verdict(m: Measurement): { target: string; pass: boolean | null; misses: string[] } {
  const parts: string[] = [];
  const misses: string[] = [];
  const errors = m.non2xx + m.timeouts + m.errors;
  if (m.target.minRps !== undefined && m.connections > 1) {
    parts.push(`≥ ${m.target.minRps.toLocaleString("en")} req/s`);
    if (m.rps < m.target.minRps)
      misses.push(
        `${fmt(m.rps, 0)} req/s is ${fmt((100 * (m.target.minRps - m.rps)) / m.target.minRps, 0)} % below ${m.target.minRps.toLocaleString("en")}`,
      );
  }
  if (m.target.maxP99 !== undefined) {
    parts.push(`p99 ≤ ${m.target.maxP99} ms`);
    if (m.p99 > m.target.maxP99)
      misses.push(`p99 ${fmt(m.p99)} ms is ${fmt(m.p99 / m.target.maxP99)}× the ${m.target.maxP99} ms target`);
  }
  if (m.key !== "baseline") {
    parts.push("0 errors");
    if (errors > 0)
      misses.push(
        `${errors} errors (${Object.entries(m.statuses)
          .filter(([s]) => !s.startsWith("2"))
          .map(([s, n]) => `${n}× ${s}`)
          .concat(m.timeouts ? [`${m.timeouts} timeouts`] : [])
          .join(", ")})`,
      );
  }
  return { target: parts.join(", "), pass: m.key === "baseline" ? null : misses.length === 0, misses };
}

function renderReport(report: Report): string {
  const { options, meta, build, measurements } = report;
  const s = meta.stats;
  const lines: string[] = [];
  const pct = (n: number) => `${((100 * n) / s.rows.listings).toFixed(1)} %`;
  lines.push(
    `## ${options.engine === "postgres" ? "PostgreSQL" : "PGlite"}${options.processes > 1 ? `, ${options.processes} server processes` : ""}, ${meta.dataset.name} data set (${s.rows.listings.toLocaleString("en")} listings)`,
  );
  lines.push("");
  lines.push(
    `Run ${report.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC; ${report.environment}; ${options.processes > 1 ? `**${options.processes} server processes** on two ports, each with its own index (16 connections split 8 + 8, 1 connection to the first; server CPU is their sum, RSS the larger one's; ADR 031); ` : ""}${options.start === "snapshot" ? "**the index restored from the snapshot a build left** (as every instance but the first starts in production; ADR 040); " : ""}${cpus().length} cores shared with other work (load average ${report.loadAtStart.toFixed(1)} at the start, ${report.loadAtEnd.toFixed(1)} at the end; benchmark and server at nice ${getPriority()}); ${options.duration} s per scenario and concurrency after a 2 s warm-up, autocannon in a second process (the benchmark's), URL mixes of bench/search/scenarios.ts.`,
  );
  lines.push("");
  lines.push(
    `Data (bench/search/generate.ts, seed ${meta.dataset.seed}, dates relative to ${meta.today}): ${s.rows.organizations.toLocaleString("en")} organisations, ${s.rows.addresses.toLocaleString("en")} addresses (${((100 * s.organizationsWithSeveralAddresses) / s.rows.organizations).toFixed(1)} % of organisations with 2–3), ${s.rows.listings.toLocaleString("en")} active listings (de ${pct(s.languages.de)}, fr ${pct(s.languages.fr)}, it ${pct(s.languages.it)}, en ${pct(s.languages.en)}; ${pct(s.withSalary)} with salary) by ${s.organizationsWithListings.toLocaleString("en")} employers; job texts ${Math.round(s.bodyChars.total / s.rows.listings).toLocaleString("en")} characters on average (${s.bodyChars.min.toLocaleString("en")}–${s.bodyChars.max.toLocaleString("en")}).`,
  );
  const t = meta.timings;
  lines.push(
    `Load (${meta.loadedAt.slice(0, 16).replace("T", " ")} UTC${report.loadedNow ? ", this run" : ""}): ${fmt(t.total)} s in all — generate + COPY ${fmt(t.copy)} s, sequences + VACUUM ANALYZE ${fmt(t.finish)} s${t.baselineFill !== undefined ? `, baseline tsvectors ${fmt(t.baselineFill)} s, baseline GIN + bbox index ${fmt(t.baselineIndex ?? NaN)} s` : ""}.`,
  );
  lines.push("");
  const mark = (pass: boolean | null) => (pass === null ? "" : pass ? "pass" : "**miss**");
  // the build and memory targets are set for PostgreSQL at national scale; on PGlite they are reported only
  const national = options.engine === "postgres" && meta.dataset.name === "national";
  const fromSnapshot = options.start === "snapshot";
  const buildPass = national ? build.seconds <= (fromSnapshot ? SNAPSHOT_START_TARGET_S : BUILD_TARGET_S) : null;
  const rssPass = national ? report.peakRssMb <= RSS_TARGET_MB : null;
  lines.push("| start and memory | measured | target | |");
  lines.push("|---|---|---|---|");
  lines.push(
    fromSnapshot
      ? `| start from the index snapshot: server start → /capi/health 200 | ${fmt(build.seconds)} s (listening after ${fmt(build.listeningSeconds)} s) | ${national ? `≤ ${SNAPSHOT_START_TARGET_S} s (issue 12 §1)` : "—"} | ${mark(buildPass)} |`
      : `| index build: server start → /capi/health 200 | ${fmt(build.seconds)} s (listening after ${fmt(build.listeningSeconds)} s${build.snapshotSeconds !== undefined ? `; its snapshot written ${fmt(build.snapshotSeconds)} s later, before the scenarios` : ""}) | ${national ? `≤ ${BUILD_TARGET_S} s` : "— (PostgreSQL, national: ≤ 90 s)"} | ${mark(buildPass)} |`,
  );
  lines.push(
    `| longest /capi/health answer during the ${fromSnapshot ? "start" : "build"} | ${fmt(build.longestHealthMs, 0)} ms | other calls keep answering | |`,
  );
  lines.push(
    `| server RSS after the build / peak (VmHWM) over the run | ${fmt(report.rssAfterBuildMb, 0)} / ${fmt(report.peakRssMb, 0)} MB | ${national ? `≤ ${RSS_TARGET_MB.toLocaleString("en")} MB` : "— (PostgreSQL, national: ≤ 2,500 MB)"} | ${mark(rssPass)} |`,
  );
  if (report.freshnessMs) {
    const f = report.freshnessMs;
    const worst = Math.max(...f);
    lines.push(
      `| edit (listing title through SQL) → found by /capi/search/employers, ${f.length} edits | ${f.map((ms) => fmt(ms, 0)).join(", ")} ms | ≤ ${FRESHNESS_TARGET_MS.toLocaleString("en")} ms | ${mark(worst <= FRESHNESS_TARGET_MS)} |`,
    );
  } else
    lines.push(
      `| edit → visible in search | ${options.engine === "pglite" ? "not measured: only the server may open a PGlite directory" : "not measured in this run (--only without freshness)"} | | |`,
    );
  lines.push("");

  const baseline = new Map(measurements.filter((m) => m.key === "baseline").map((m) => [m.connections, m]));
  lines.push(
    "| scenario | conn. | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | server CPU | target | | vs baseline |",
  );
  lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  const misses: string[] = [];
  for (const m of measurements) {
    const v = verdict(m);
    const b = baseline.get(m.connections);
    const ratio = m.key === "search" && b ? `${fmt(m.rps / b.rps)}× req/s, p99 ÷ ${fmt(b.p99 / m.p99)}` : "";
    const errors = m.non2xx + m.timeouts + m.errors;
    lines.push(
      `| ${m.label} | ${m.connections} | ${m.requests.toLocaleString("en")} | ${fmt(m.rps, 0)} | ${fmt(m.p50)} | ${fmt(m.p95)} | ${fmt(m.p99)} | ${fmt(m.max, 0)} | ${errors} | ${Number.isFinite(m.serverCores) ? `${fmt(m.serverCores, 2)} cores` : "—"} | ${v.target} | ${mark(v.pass)} | ${ratio} |`,
    );
    for (const miss of v.misses)
      misses.push(`- ${m.label}, ${m.connections} connection${m.connections > 1 ? "s" : ""}: ${miss}.`);
  }
  if (buildPass === false)
    misses.push(
      fromSnapshot
        ? `- start from the snapshot ${fmt(build.seconds)} s is ${fmt(build.seconds - SNAPSHOT_START_TARGET_S)} s over ${SNAPSHOT_START_TARGET_S} s.`
        : `- index build ${fmt(build.seconds)} s is ${fmt(build.seconds - BUILD_TARGET_S)} s over ${BUILD_TARGET_S} s.`,
    );
  if (rssPass === false)
    misses.push(
      `- RSS peak ${fmt(report.peakRssMb, 0)} MB is ${fmt(report.peakRssMb - RSS_TARGET_MB, 0)} MB over ${RSS_TARGET_MB} MB.`,
    );
  if (report.freshnessMs?.some((ms) => ms > FRESHNESS_TARGET_MS))
    misses.push(
      `- an edit took ${fmt(Math.max(...report.freshnessMs), 0)} ms to be found (target ${FRESHNESS_TARGET_MS} ms).`,
    );
  lines.push("");
  if (report.classes) {
    lines.push(
      "Sequential pass per query class (keyword + viewport, country and Zürich viewports, 3× each), p50 / max ms:",
    );
    lines.push("");
    lines.push(`| ${[...report.classes.keys()].join(" | ")} |`);
    lines.push(`|${[...report.classes.keys()].map(() => "---").join("|")}|`);
    lines.push(
      `| ${[...report.classes.values()]
        .map((ms) => {
          const sorted = Float64Array.from(ms).sort();
          return `${fmt(percentile(sorted, 50))} / ${fmt(sorted.at(-1) ?? NaN)}`;
        })
        .join(" | ")} |`,
    );
    lines.push("");
  }
  lines.push(misses.length ? `Misses:\n\n${misses.join("\n")}` : "Every target met.");
  const ownNotes = path.join(REPO_ROOT, `bench/search/notes-${sectionOf(options)}.md`);
  const notes = existsSync(ownNotes) ? ownNotes : path.join(REPO_ROOT, `bench/search/notes-${options.engine}.md`);
  if (existsSync(notes)) lines.push("", "### Notes", "", readFileSync(notes, "utf8").trim());
  return lines.join("\n") + "\n";
}

/** The sections of search-latest.md: one per engine, and PostgreSQL with two processes. */
type Section = Engine | "postgres-2p";
const SECTIONS: Section[] = ["postgres", "postgres-2p", "pglite"];

function sectionOf(options: Options): Section {
  return options.processes > 1 ? "postgres-2p" : options.engine;
}

/** search-latest.md holds one section per engine (and PostgreSQL with two processes); this run replaces its own. */
function writeLatest(engine: Section, section: string): string {
  const file = path.join(REPO_ROOT, "bench/results/search-latest.md");
  const sections: Record<Section, string> = { postgres: "", "postgres-2p": "", pglite: "" };
  if (existsSync(file)) {
    const old = readFileSync(file, "utf8");
    for (const e of SECTIONS) {
      const m = new RegExp(`<!-- ${e}:begin -->\\n([\\s\\S]*?)<!-- ${e}:end -->`).exec(old);
      if (m?.[1]) sections[e] = m[1];
    }
  }
  sections[engine] = section;
  const body = [
    "# Search benchmark: latest results",
    "",
    "Written by `npm run bench:search` (bench/search/run.ts); targets from issue 8 §7. Each engine's section is replaced by its own run.",
    "",
    ...SECTIONS.filter((e) => sections[e]).flatMap((e) => [
      `<!-- ${e}:begin -->`,
      sections[e].trimEnd(),
      `<!-- ${e}:end -->`,
      "",
    ]),
  ].join("\n");
  writeFileSync(file, body);
  return file;
}

// --- main --------------------------------------------------------------------------------------

async function readMeta(options: Options): Promise<LoadMeta> {
  if (options.engine === "postgres") {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ value: LoadMeta }>("SELECT value FROM bench_meta WHERE key = 'load'");
      if (!rows[0]) throw new Error("no bench_meta: load first (without --skip-load)");
      return rows[0].value;
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(path.join(options.dataDir, "pglite"), { extensions: PGLITE_EXTENSIONS });
  try {
    const { rows } = await client.query<{ value: LoadMeta }>("SELECT value FROM bench_meta WHERE key = 'load'");
    if (!rows[0]) throw new Error("no bench_meta: load first (without --skip-load)");
    return rows[0].value;
  } finally {
    await client.close();
  }
}

/** The commit measured: BENCH_COMMIT (a snapshot of a commit has no .git), else HEAD and whether the tree differs. */
function codeVersion(): string {
  if (process.env.BENCH_COMMIT) return `commit ${process.env.BENCH_COMMIT}`;
  const git = (...args: string[]) => spawnSync("git", args, { cwd: REPO_ROOT, encoding: "utf8" }).stdout?.trim() ?? "";
  const head = git("rev-parse", "--short", "HEAD");
  if (!head) return "an unknown commit";
  const dirty = git("status", "--porcelain", "--", "apps/server", "packages/contract").length > 0;
  return `commit ${head}${dirty ? " plus uncommitted server changes" : ""}`;
}

async function versions(options: Options): Promise<string> {
  const parts = [`code at ${codeVersion()}`, `Node ${process.version}`];
  if (options.engine === "postgres") {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ v: string; sb: string }>(
      "SELECT current_setting('server_version') AS v, current_setting('shared_buffers') AS sb",
    );
    await client.end();
    parts.push(`PostgreSQL ${rows[0]?.v} (shared_buffers ${rows[0]?.sb})`);
  } else parts.push("PGlite 0.5 (in the server process)");
  return parts.join(", ");
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const loadAtStart = loadavg()[0]!;
  const environment = await versions(options).catch(() => `${cpus().length} cores, Node ${process.version}`);
  let meta: LoadMeta;
  let loadedNow = false;
  if (options.skipLoad) meta = await readMeta(options);
  else {
    meta = await load({
      engine: options.engine,
      dataset: options.dataset,
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
    });
    loadedNow = true;
  }
  const spec = meta.dataset;
  const mixes = buildMixes(spec, { organizations: meta.stats.rows.organizations, listings: meta.stats.rows.listings });

  console.log(
    `starting ${options.processes > 1 ? `${options.processes} server processes` : "the server"} on ${options.engine} (${spec.name})…`,
  );
  await prepareSnapshots(options);
  const servers: (Child & { pid: number })[] = [];
  for (let n = 0; n < options.processes; n++) servers.push(await startServer(options, n));
  const server = servers[0]!;
  const serverUrls = servers.map((s) => s.baseUrl);
  const serverCpu = () => servers.reduce((sum, s) => sum + readCpuSeconds(s.pid), 0);
  const serverRss = () => {
    const each = servers.map((s) => readRssMb(s.pid));
    return { rss: Math.max(...each.map((e) => e.rss)), peak: Math.max(...each.map((e) => e.peak)) };
  };
  let baselineServer: Child | undefined;
  const measurements: Measurement[] = [];
  try {
    // With two processes: the later build, and the longest health answer of either.
    const builds = await Promise.all(servers.map((s) => waitUntilReady(s, options.buildLimit)));
    const build = builds.reduce((a, b) => ({
      seconds: Math.max(a.seconds, b.seconds),
      listeningSeconds: Math.max(a.listeningSeconds, b.listeningSeconds),
      longestHealthMs: Math.max(a.longestHealthMs, b.longestHealthMs),
    }));
    const rssAfterBuildMb = serverRss().rss;
    console.log(
      `\r  index ${options.start === "build" ? "built" : "restored from the snapshot"}: /capi/health 200 after ${fmt(build.seconds)} s (listening after ${fmt(build.listeningSeconds)} s, longest health answer ${fmt(build.longestHealthMs, 0)} ms), RSS ${fmt(rssAfterBuildMb, 0)} MB`,
    );
    if (options.engine === "postgres" && options.start === "build") {
      build.snapshotSeconds = await waitForSnapshot(options.databaseUrl);
      console.log(`  the snapshot the build left was written ${fmt(build.snapshotSeconds)} s later`);
    }

    if (
      options.engine === "postgres" &&
      meta.timings.baselineFill !== undefined &&
      (!options.only || options.only.has("baseline"))
    )
      baselineServer = await startBaseline(options.databaseUrl);

    console.log("  warm-up: 5 s at 8 connections");
    await drive(serverUrls, mixes.search, 8, 5);
    const classes = !options.only || options.only.has("search") ? await perClass(server.baseUrl, spec) : undefined;

    for (const scenario of SCENARIOS) {
      if (options.only && !options.only.has(scenario.key)) continue;
      const target = scenario.key === "baseline" ? baselineServer : server;
      if (!target) continue;
      const targetUrls = target === server ? serverUrls : [target.baseUrl];
      for (const connections of [1, 16]) {
        await drive(targetUrls, mixes[scenario.mix], 4, 2, 7919); // warm-up, discarded
        const cpuBefore = target === server ? serverCpu() : NaN;
        const result = await drive(targetUrls, mixes[scenario.mix], connections, options.duration);
        const m: Measurement = {
          key: scenario.key,
          label: scenario.label,
          connections,
          target: scenario.targets[options.engine],
          serverCores: (serverCpu() - cpuBefore) / options.duration,
          ...result,
        };
        measurements.push(m);
        const errors = m.non2xx + m.timeouts + m.errors;
        console.log(
          `  ${scenario.label.padEnd(44)} c${String(connections).padEnd(3)} ${fmt(m.rps, 0).padStart(7)} req/s  p50 ${fmt(m.p50).padStart(7)}  p95 ${fmt(m.p95).padStart(7)}  p99 ${fmt(m.p99).padStart(7)} ms  errors ${errors}  server CPU ${fmt(m.serverCores, 2)} cores  RSS ${fmt(serverRss().rss, 0)} MB`,
        );
      }
    }

    let freshnessMs: number[] | undefined;
    if (options.engine === "postgres" && (!options.only || options.only.has("freshness"))) {
      freshnessMs = await freshness(serverUrls, options.databaseUrl, meta.stats.rows.listings);
      console.log(`  edit → found: ${freshnessMs.map((ms) => fmt(ms, 0)).join(", ")} ms`);
    }
    const peakRssMb = serverRss().peak;
    const loadAtEnd = loadavg()[0]!;

    const section = renderReport({
      options,
      meta,
      loadedNow,
      build,
      rssAfterBuildMb,
      peakRssMb,
      measurements,
      classes,
      freshnessMs,
      startedAt,
      environment,
      loadAtStart,
      loadAtEnd,
    });
    console.log(`\n${section}`);
    const latest = writeLatest(sectionOf(options), section);
    console.log(`Written to ${path.relative(REPO_ROOT, latest)}`);
    if (options.save) {
      const dated = path.join(
        REPO_ROOT,
        `bench/results/search-${startedAt.toISOString().slice(0, 10)}-${sectionOf(options)}.md`,
      );
      writeFileSync(dated, `# Search benchmark, ${startedAt.toISOString().slice(0, 10)}\n\n${section}`);
      console.log(`Saved to ${path.relative(REPO_ROOT, dated)}`);
    }
  } finally {
    await baselineServer?.stop();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

await main();
