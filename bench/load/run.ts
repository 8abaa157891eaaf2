/**
 * The load and soak test (issue 12 §2): `npm run loadtest -- [--duration 30m] [--peak-seconds 90]
 * [--rate N] [--skip-load] [--keep-cluster] [--save] [--render file.json]`. Not part of `npm test`.
 *
 * 1. Starts the cluster (cluster.ts: scripts/cluster.mjs on ports of its own: PostgreSQL primary +
 *    streaming replica, Redis, two app instances from dist/main.js, nginx), after filling the
 *    primary with the search benchmark's national data set (prepare.ts; skipped when bench_meta
 *    says it is there, or with --skip-load). A cluster already answering on its nginx port (left by
 *    --keep-cluster) is reused.
 * 2. Makes 5,000 seekers and mints their sign-in tokens (data.ts) and samples active listings.
 * 3. Peak: the mix (mix.ts) at rising fixed rates, 10 s a step (×1.4 from 40 req/s), until a
 *    step is not sustained (achieved < 95 % of offered, or errors ≥ 0.1 %); the peak is the last
 *    sustained step's achieved rate. --rate N skips this and runs the soak at N.
 * 4. Soak: half the peak for --duration (default 30 min), from this process with autocannon
 *    (drive.ts) through nginx; each instance's RSS, heap and CPU from its /metrics every 15 s.
 * 5. Prints and (with --save) writes bench/results/loadtest-<date>.md and loadtest-latest.md
 *    (report.ts); the measured numbers also go to bench/.data/loadtest-last.json, which
 *    `--render` turns into the report again (after editing bench/load/notes.md).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { REPO_ROOT } from "../../apps/server/src/config";
import { DATASETS, type DatasetSpec } from "../search/generate";
import { CLUSTER, nginxUrl, primaryUrl, sampleInstance, startCluster, type InstanceSample } from "./cluster";
import { ensureSeekers, loadedMeta, mintTokens, sampleListings } from "./data";
import { Recorder, startPhase } from "./drive";
import { CALL_LABELS, KINDS, Sources, apportion, type Call, type LaneKind } from "./mix";
import { renderReport, type LoadResult, type StepResult } from "./report";
import { failuresIn, statsOf, window } from "./stats";

interface Options {
  /** Seconds of the soak. */
  duration: number;
  /** Longest the peak ramp may take, seconds. */
  peakSeconds: number;
  stepSeconds: number;
  peakFrom: number;
  peakFactor: number;
  rate?: number;
  skipLoad: boolean;
  keepCluster: boolean;
  save: boolean;
  render?: string;
  dataset: DatasetSpec["name"];
}

/** "30m", "90s", "1h", or seconds. */
function parseDuration(text: string): number {
  const m = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(text.trim());
  if (!m) throw new Error(`not a duration: ${text} (30m, 90s, 1h)`);
  return Number(m[1]) * (m[2] === "h" ? 3600 : m[2] === "m" ? 60 : 1);
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const dataset = (value("--dataset") ?? "national") as DatasetSpec["name"];
  if (!DATASETS[dataset]) throw new Error("--dataset national|20k");
  const rate = value("--rate");
  return {
    duration: parseDuration(value("--duration") ?? "30m"),
    peakSeconds: parseDuration(value("--peak-seconds") ?? "90"),
    stepSeconds: parseDuration(value("--step-seconds") ?? "10"),
    peakFrom: Number(value("--peak-from") ?? 20),
    peakFactor: Number(value("--peak-factor") ?? 1.25),
    rate: rate ? Number(rate) : undefined,
    skipLoad: argv.includes("--skip-load"),
    keepCluster: argv.includes("--keep-cluster"),
    save: argv.includes("--save"),
    render: value("--render"),
    dataset,
  };
}

const fmt = (n: number, digits = 1) =>
  Number.isFinite(n) ? n.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits }) : "—";

/** The commit measured: BENCH_COMMIT (a copy made by bench/search/snapshot.sh has no .git), else HEAD. */
function codeVersion(): string {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  const git = (...args: string[]) => spawnSync("git", args, { cwd: REPO_ROOT, encoding: "utf8" }).stdout?.trim() ?? "";
  const head = git("rev-parse", "--short", "HEAD");
  if (!head) return "an unknown commit";
  const dirty = git("status", "--porcelain", "--", "apps/server", "packages/contract").length > 0;
  return `${head}${dirty ? " plus uncommitted server changes" : ""}`;
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: primaryUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string; sb: string }>(
      "SELECT current_setting('server_version') AS v, current_setting('shared_buffers') AS sb",
    );
    return `${rows[0]?.v} (shared_buffers ${rows[0]?.sb})`;
  } finally {
    await client.end();
  }
}

/** Sign-in tokens a phase spends: one per sign-in flow (three requests), with a margin. */
function tokensFor(rate: number, seconds: number): number {
  const flowsPerSecond = apportion(rate).get("signin")! / 3;
  return Math.ceil(flowsPerSecond * seconds * 1.25) + 200;
}

async function rampToPeak(options: Options, sources: Sources): Promise<{ steps: StepResult[]; peak: number }> {
  const steps: StepResult[] = [];
  let rate = options.peakFrom;
  const maxSteps = Math.max(1, Math.floor(options.peakSeconds / options.stepSeconds));
  const planned = Array.from({ length: maxSteps }, (_, i) => Math.round(options.peakFrom * options.peakFactor ** i));
  sources.useTokens(
    await mintTokens(
      primaryUrl(),
      planned.reduce((n, r) => n + tokensFor(r, options.stepSeconds), 0),
      3,
    ),
  );
  let peak = NaN;
  for (let i = 0; i < maxSteps; i++) {
    rate = planned[i]!;
    const recorder = new Recorder();
    const phase = startPhase(nginxUrl(), rate, options.stepSeconds, sources, recorder);
    await phase.done;
    // Lanes start over the first second and stop a step later: [2 s, end − 1 s) is where every
    // client sends its one request a second, so the count there is the achieved rate.
    const from = 2;
    const to = options.stepSeconds - 1;
    const samples = window(recorder, from, to);
    const stats = statsOf(samples, to - from, failuresIn(recorder, from, to));
    const offered = [...phase.connections.values()].reduce((a, b) => a + b, 0);
    const errorRate = stats.requests ? stats.errors / stats.requests : 1;
    const sustained = stats.rps >= 0.95 * offered && errorRate < 0.001;
    steps.push({
      offered,
      achieved: stats.rps,
      p50: stats.p50,
      p99: stats.p99,
      errors: stats.errors,
      errorRate,
      sustained,
    });
    console.log(
      `  step ${String(i + 1).padStart(2)}: offered ${String(offered).padStart(4)} req/s, achieved ${fmt(stats.rps, 0).padStart(4)}, p50 ${fmt(stats.p50).padStart(6)} ms, p99 ${fmt(stats.p99).padStart(7)} ms, errors ${stats.errors} (${fmt(errorRate * 100, 2)} %) ${sustained ? "sustained" : "NOT sustained"}`,
    );
    if (!sustained) break;
    peak = stats.rps;
  }
  return { steps, peak };
}

/**
 * The minute (from 0) a /metrics sample speaks for: each holds the longest stall since the sample
 * before, 15 s earlier, so one taken just after a minute's end still speaks for that minute.
 */
function minuteOf(at: number): number {
  return at > 0 ? Math.max(0, Math.floor((at - 1) / 60)) : -1; // the sample at 0 speaks for the time before
}

/** The longest of the samples' stalls (event loop, or major GC pause), if any sample has one. */
function longest(samples: InstanceSample[], of: "loopLagMaxMs" | "gcMajorMaxMs"): number | undefined {
  const stalls = samples.map((s) => s[of]).filter((ms): ms is number => Number.isFinite(ms));
  return stalls.length > 0 ? Math.max(...stalls) : undefined;
}

async function soak(options: Options, sources: Sources, rate: number): Promise<Omit<LoadResult["soak"], "rate">> {
  const seconds = options.duration;
  const warmupSeconds = Math.min(300, seconds / 3);
  const windowSeconds = Math.min(300, seconds / 3);
  sources.useTokens(await mintTokens(primaryUrl(), tokensFor(rate, seconds), Math.ceil(seconds / 3600) + 2));
  const memory: InstanceSample[] = [];
  const sampleAll = async (at: number) => {
    for (const port of CLUSTER.appPorts) {
      const s = await sampleInstance(port, at);
      if (s) memory.push(s);
    }
  };
  const inMinute = (minute: number) => memory.filter((m) => minuteOf(m.at) === minute);
  await sampleAll(0);
  const recorder = new Recorder();
  const phase = startPhase(nginxUrl(), rate, seconds, sources, recorder);
  // The driver's own stalls delay the reading of responses, which autocannon counts as latency:
  // their longest per minute is reported beside the minute's p99.
  const driverLag = monitorEventLoopDelay({ resolution: 10 });
  driverLag.enable();
  const driverLagMaxMs: number[] = [];
  let ended = false;
  phase.done.then(
    () => (ended = true),
    () => (ended = true),
  );
  let lastMinute = 0;
  while (!ended) {
    await Promise.race([sleep(15_000), phase.done]);
    const at = (performance.now() - recorder.started) / 1000;
    if (!ended) await sampleAll(at);
    const minute = Math.floor(at / 60);
    if (minute > lastMinute) {
      driverLagMaxMs[lastMinute] = driverLag.max / 1e6;
      driverLag.reset();
    }
    if (minute > lastMinute && !ended) {
      lastMinute = minute;
      const s = statsOf(window(recorder, at - 60, at), 60, failuresIn(recorder, at - 60, at));
      const rss = CLUSTER.appPorts
        .map((p) => memory.filter((m) => m.port === p).at(-1))
        .map((m) => (m ? `${fmt(m.rssMb, 0)} MB` : "?"))
        .join(" / ");
      console.log(
        `  ${String(minute).padStart(2)} min: ${fmt(s.rps, 0)} req/s, p50 ${fmt(s.p50)} ms, p99 ${fmt(s.p99)} ms, errors ${s.errors}, RSS ${rss}, load ${fmt(loadavg()[0]!, 1)}, driver's longest stall ${fmt(driverLagMaxMs[minute - 1] ?? NaN, 0)} ms, instances' ${fmt(longest(inMinute(minute - 1), "loopLagMaxMs") ?? NaN, 0)} ms (major GC ${fmt(longest(inMinute(minute - 1), "gcMajorMaxMs") ?? NaN, 0)} ms)`,
      );
    }
  }
  await phase.done;
  driverLagMaxMs[lastMinute] ??= driverLag.max / 1e6;
  driverLag.disable();
  await sampleAll(seconds);

  const callStats = (Object.keys(CALL_LABELS) as Call[]).map((call) => {
    const kind: LaneKind = call === "signin-page" || call === "check-token" || call === "apply" ? "signin" : call;
    const failures = kind === "signin" ? 0 : failuresIn(recorder, 0, Infinity, [kind]);
    return { call, label: CALL_LABELS[call], stats: statsOf(window(recorder, 0, Infinity, call), seconds, failures) };
  });
  const groups = [...new Set(KINDS.map((k) => k.group))].map((group) => {
    const kinds = KINDS.filter((k) => k.group === group).map((k) => k.kind);
    const samples = kinds.flatMap((kind) =>
      kind === "signin"
        ? (["signin-page", "check-token", "apply"] as Call[]).flatMap((c) => window(recorder, 0, Infinity, c))
        : window(recorder, 0, Infinity, kind),
    );
    return { group, stats: statsOf(samples, seconds, failuresIn(recorder, 0, Infinity, kinds)) };
  });
  const mix = statsOf(window(recorder, 0, Infinity), seconds, recorder.failures.length);
  const first = statsOf(window(recorder, 0, windowSeconds), windowSeconds, failuresIn(recorder, 0, windowSeconds));
  const last = statsOf(
    window(recorder, seconds - windowSeconds, seconds + 30),
    windowSeconds,
    failuresIn(recorder, seconds - windowSeconds, seconds + 30),
  );
  const timeline = Array.from({ length: Math.ceil(seconds / 60) }, (_, m) => {
    const to = Math.min(seconds, (m + 1) * 60);
    const s = statsOf(window(recorder, m * 60, to), to - m * 60, failuresIn(recorder, m * 60, to));
    return {
      minute: m + 1,
      rps: s.rps,
      p50: s.p50,
      p95: s.p95,
      p99: s.p99,
      errors: s.errors,
      driverLagMaxMs: driverLagMaxMs[m],
      instanceLagMaxMs: longest(inMinute(m), "loopLagMaxMs"),
      instanceGcMaxMs: longest(inMinute(m), "gcMajorMaxMs"),
    };
  });
  return {
    seconds,
    warmupSeconds,
    windowSeconds,
    connections: Object.fromEntries(phase.connections) as Record<LaneKind, number>,
    perCall: callStats,
    groups,
    mix,
    first,
    last,
    timeline,
    memory,
    tokensUsed: sources.tokensUsed,
  };
}

function resultPaths(startedAt: string) {
  const date = startedAt.slice(0, 10);
  return {
    dated: path.join(REPO_ROOT, `bench/results/loadtest-${date}.md`),
    latest: path.join(REPO_ROOT, "bench/results/loadtest-latest.md"),
    json: path.join(REPO_ROOT, "bench/.data/loadtest-last.json"),
    draft: path.join(REPO_ROOT, "bench/.data/loadtest-last.md"),
  };
}

function writeReport(result: LoadResult, save: boolean) {
  const notesPath = path.join(REPO_ROOT, "bench/load/notes.md");
  const notes = existsSync(notesPath) ? readFileSync(notesPath, "utf8") : undefined;
  const report = renderReport(result, notes);
  console.log(`\n${report}`);
  const paths = resultPaths(result.startedAt);
  mkdirSync(path.dirname(paths.draft), { recursive: true });
  if (!existsSync(path.join(path.dirname(paths.draft), ".gitignore")))
    writeFileSync(path.join(path.dirname(paths.draft), ".gitignore"), "*\n");
  writeFileSync(paths.draft, report);
  if (save) {
    writeFileSync(paths.dated, report);
    writeFileSync(paths.latest, report);
    console.log(`Saved to ${path.relative(REPO_ROOT, paths.dated)} and ${path.relative(REPO_ROOT, paths.latest)}`);
  } else console.log(`Written to ${path.relative(REPO_ROOT, paths.draft)} (--save writes bench/results/)`);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.render) {
    writeReport(JSON.parse(readFileSync(options.render, "utf8")) as LoadResult, options.save);
    return;
  }
  const startedAt = new Date().toISOString();
  const loadStart = loadavg();
  const cluster = await startCluster({ load: !options.skipLoad, dataset: options.dataset, keep: options.keepCluster });
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stopAll(130));
  process.on("SIGTERM", () => void stopAll(143));
  try {
    const meta = await loadedMeta(primaryUrl());
    if (!meta) throw new Error("the cluster's database holds no data set (bench_meta): run without --skip-load");
    const environment = {
      commit: codeVersion(),
      node: process.version,
      postgres: await postgresVersion(),
      cores: cpus().length,
      loadStart,
      loadEnd: [] as number[],
    };
    const seekers = await ensureSeekers(primaryUrl(), 5000);
    const listings = await sampleListings(primaryUrl(), 20_000);
    const sources = new Sources(
      meta.dataset,
      { organizations: meta.stats.rows.organizations, listings: meta.stats.rows.listings },
      { tokens: [], listings },
    );
    console.log(
      `[loadtest] ${meta.dataset.name} data set (${meta.stats.rows.organizations.toLocaleString("en")} organisations, ${meta.stats.rows.listings.toLocaleString("en")} listings), ${seekers.toLocaleString("en")} seekers, ${listings.length.toLocaleString("en")} listings to apply to`,
    );

    let peak: LoadResult["peak"];
    let rate: number;
    if (options.rate) {
      rate = options.rate;
      peak = { steps: [], peak: NaN, given: options.rate };
      console.log(`[loadtest] soak rate given: ${rate} req/s (no peak ramp)`);
    } else {
      console.log(
        `[loadtest] peak: the mix at rising rates, ${options.stepSeconds} s a step (×${options.peakFactor} from ${options.peakFrom} req/s)`,
      );
      const ramp = await rampToPeak(options, sources);
      if (!Number.isFinite(ramp.peak)) throw new Error("not even the first step was sustained: lower --peak-from");
      const saturated = ramp.steps.some((s) => !s.sustained);
      peak = { steps: ramp.steps, peak: ramp.peak, saturated };
      rate = Math.max(1, Math.round(ramp.peak / 2));
      console.log(
        `[loadtest] peak ${fmt(ramp.peak, 0)} req/s${saturated ? "" : " (the ramp ended before saturation: a lower bound)"}; soak at half: ${rate} req/s`,
      );
      await sleep(10_000); // let the queues of the saturated step drain
    }

    console.log(`[loadtest] soak: ${rate} req/s for ${fmt(options.duration / 60, 1)} min`);
    const soakResult = await soak(options, sources, rate);
    environment.loadEnd = loadavg();
    const result: LoadResult = {
      startedAt,
      finishedAt: new Date().toISOString(),
      environment,
      dataset: {
        name: meta.dataset.name,
        organizations: meta.stats.rows.organizations,
        listings: meta.stats.rows.listings,
        loadedAt: meta.loadedAt,
        loadSeconds: meta.timings.total,
      },
      cluster: {
        reused: !cluster.started,
        startSeconds: cluster.startSeconds,
        appPorts: CLUSTER.appPorts,
        nginxPort: CLUSTER.nginxPort,
      },
      seekers,
      peak,
      soak: { rate, ...soakResult },
    };
    const paths = resultPaths(startedAt);
    mkdirSync(path.dirname(paths.json), { recursive: true });
    writeFileSync(paths.json, JSON.stringify(result, null, 1));
    writeReport(result, options.save);
  } finally {
    await cluster.stop();
  }
}

await main();
