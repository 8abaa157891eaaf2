/** The load test's report (markdown): the soak per call and for the mix, the targets of issue 12 §2, the peak ramp. */
import type { InstanceSample } from "./cluster";
import { KINDS, type Call, type LaneKind } from "./mix";
import type { Stats } from "./stats";

export interface StepResult {
  offered: number;
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  errorRate: number;
  sustained: boolean;
}

export interface LoadResult {
  startedAt: string;
  finishedAt: string;
  environment: {
    commit: string;
    node: string;
    postgres: string;
    cores: number;
    loadStart: number[];
    loadEnd: number[];
  };
  dataset: { name: string; organizations: number; listings: number; loadedAt: string; loadSeconds: number };
  cluster: { reused: boolean; startSeconds?: number; appPorts: number[]; nginxPort: number };
  seekers: number;
  peak: { steps: StepResult[]; peak: number; saturated?: boolean; given?: number };
  soak: {
    rate: number;
    seconds: number;
    warmupSeconds: number;
    windowSeconds: number;
    connections: Record<LaneKind, number>;
    perCall: { call: Call; label: string; stats: Stats }[];
    groups: { group: string; stats: Stats }[];
    mix: Stats;
    first: Stats;
    last: Stats;
    timeline: {
      minute: number;
      rps: number;
      p50: number;
      p95: number;
      p99: number;
      errors: number;
      /** The load generator's longest event-loop stall in the minute (absent in older results). */
      driverLagMaxMs?: number;
      /** The app instances' longest event-loop stall in the minute (absent in older results). */
      instanceLagMaxMs?: number;
      /** The app instances' longest major GC pause in the minute (absent in older results). */
      instanceGcMaxMs?: number;
    }[];
    memory: InstanceSample[];
    tokensUsed: number;
  };
}

/** Targets of issue 12 §2 on this 2-core machine. */
export const TARGETS = { errorRate: 0.001, p99Ms: 100, driftPct: 20, memoryGrowthPct: 10 };

const fmt = (n: number, digits = 1) =>
  Number.isFinite(n) ? n.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits }) : "—";
const pct = (n: number, digits = 2) => `${fmt(n * 100, digits)} %`;
const mark = (pass: boolean) => (pass ? "pass" : "**miss**");
const minutes = (s: number) => (s % 60 === 0 ? `${s / 60} min` : `${fmt(s / 60, 1)} min`);

export interface InstanceMemory {
  port: number;
  start?: InstanceSample;
  warm?: InstanceSample;
  end?: InstanceSample;
  peakRssMb: number;
  growthPct: number;
  heapGrowthPct: number;
  cores: number;
  /** Major GC pauses during the soak: how many, and their sum (absent in older results). */
  gcMajorRuns: number;
  gcMajorSeconds: number;
}

export function memoryOf(result: LoadResult): InstanceMemory[] {
  return result.cluster.appPorts.map((port) => {
    const samples = result.soak.memory.filter((m) => m.port === port).sort((a, b) => a.at - b.at);
    const start = samples[0];
    const warm = samples.find((m) => m.at >= result.soak.warmupSeconds);
    const end = samples.at(-1);
    const growth = (a?: number, b?: number) => (a && b ? ((b - a) / a) * 100 : NaN);
    return {
      port,
      start,
      warm,
      end,
      peakRssMb: Math.max(...samples.map((m) => m.rssMb)),
      growthPct: growth(warm?.rssMb, end?.rssMb),
      heapGrowthPct: growth(warm?.heapMb, end?.heapMb),
      cores: start && end && end.at > start.at ? (end.cpuSeconds - start.cpuSeconds) / (end.at - start.at) : NaN,
      gcMajorRuns: (end?.gcMajorRuns ?? NaN) - (start?.gcMajorRuns ?? NaN),
      gcMajorSeconds: (end?.gcMajorSeconds ?? NaN) - (start?.gcMajorSeconds ?? NaN),
    };
  });
}

function statsRow(name: string, s: Stats, total: number, seconds: number): string {
  return `| ${name} | ${s.requests.toLocaleString("en")} | ${fmt(s.requests / seconds)} | ${pct(s.requests / total, 1)} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max, 0)} | ${s.errors}${s.requests ? ` (${pct(s.errors / s.requests)})` : ""} | ${s.refused || ""} |`;
}

export function renderReport(result: LoadResult, notes?: string): string {
  const { soak, environment: env } = result;
  const lines: string[] = [];
  const date = result.startedAt.slice(0, 16).replace("T", " ");
  lines.push(`# Load and soak test, ${result.startedAt.slice(0, 10)}`);
  lines.push("");
  lines.push(
    "Written by `npm run loadtest` (bench/load/run.ts; issue 12 §2, ADR 041). The mix from a second process (autocannon) through nginx to two app instances (`dist/main.js`) on a PostgreSQL primary with a streaming replica and Redis (`scripts/cluster.mjs`), at half the peak throughput measured first.",
  );
  lines.push("");
  lines.push(
    `Run ${date} UTC – ${result.finishedAt.slice(11, 16)} UTC, commit ${env.commit}, Node ${env.node}, PostgreSQL ${env.postgres}; ${env.cores} cores shared by the apps, nginx, PostgreSQL, Redis, the load generator and other work on the machine (load average ${env.loadStart.map((l) => fmt(l, 2)).join(" / ")} at the start, ${env.loadEnd.map((l) => fmt(l, 2)).join(" / ")} at the end; 1/5/15 min).`,
  );
  lines.push(
    `Data: the search benchmark's ${result.dataset.name} data set (${result.dataset.organizations.toLocaleString("en")} organisations, ${result.dataset.listings.toLocaleString("en")} listings; loaded ${result.dataset.loadedAt.slice(0, 16).replace("T", " ")} UTC in ${fmt(result.dataset.loadSeconds, 0)} s) and ${result.seekers.toLocaleString("en")} seekers. ${result.cluster.reused ? "The cluster was already running (an earlier run's --keep-cluster)." : `Cluster start (builds, data check or load, replica, two index builds one after the other): ${fmt(result.cluster.startSeconds ?? NaN, 0)} s.`}`,
  );
  lines.push("");

  // --- targets ---
  const mem = memoryOf(result);
  const errorRate = soak.mix.requests ? soak.mix.errors / soak.mix.requests : NaN;
  const drift = ((soak.last.p99 - soak.first.p99) / soak.first.p99) * 100;
  const worstGrowth = Math.max(...mem.map((m) => m.growthPct));
  const window = minutes(soak.windowSeconds);
  lines.push("## Targets");
  lines.push("");
  lines.push("| target | measured | margin | |");
  lines.push("|---|---|---|---|");
  lines.push(
    `| error rate < 0.1 % | ${pct(errorRate, 3)} (${soak.mix.errors} of ${soak.mix.requests.toLocaleString("en")}) | ${fmt((TARGETS.errorRate - errorRate) * 100, 3)} points | ${mark(errorRate < TARGETS.errorRate)} |`,
  );
  lines.push(
    `| p99 of the mix ≤ 100 ms | ${fmt(soak.mix.p99)} ms | ${fmt(TARGETS.p99Ms - soak.mix.p99)} ms | ${mark(soak.mix.p99 <= TARGETS.p99Ms)} |`,
  );
  lines.push(
    `| p99 drift, first ${window} → last ${window}, < 20 % | ${fmt(soak.first.p99)} → ${fmt(soak.last.p99)} ms: ${drift >= 0 ? "+" : ""}${fmt(drift)} % | ${fmt(TARGETS.driftPct - drift)} points | ${mark(drift < TARGETS.driftPct)} |`,
  );
  lines.push(
    `| RSS growth after the warm-up (${minutes(soak.warmupSeconds)}) < 10 %, each instance | ${mem.map((m) => `:${m.port} ${m.growthPct >= 0 ? "+" : ""}${fmt(m.growthPct)} %`).join(", ")} | ${fmt(TARGETS.memoryGrowthPct - worstGrowth)} points | ${mark(worstGrowth < TARGETS.memoryGrowthPct)} |`,
  );
  lines.push("");

  // --- the soak ---
  lines.push(
    `## Soak: ${soak.rate} req/s offered for ${minutes(soak.seconds)} (${result.peak.given ? "rate given with --rate" : `half the peak of ${fmt(result.peak.peak, 0)} req/s`})`,
  );
  lines.push("");
  const conns = KINDS.map((k) => `${k.kind} ${soak.connections[k.kind] ?? 0}`).join(", ");
  lines.push(
    `Virtual clients of one request a second each (${conns}); ${soak.tokensUsed.toLocaleString("en")} sign-ins. Latency is autocannon's, from the request written to the response read, through nginx.`,
  );
  lines.push("");
  lines.push("| call | requests | req/s | share | p50 ms | p95 ms | p99 ms | max ms | errors | refused |");
  lines.push("|---|---|---|---|---|---|---|---|---|---|");
  const total = soak.mix.requests;
  for (const { label, stats } of soak.perCall) lines.push(statsRow(label, stats, total, soak.seconds));
  for (const { group, stats } of soak.groups) lines.push(statsRow(`**${group}**`, stats, total, soak.seconds));
  lines.push(statsRow("**the mix**", soak.mix, total, soak.seconds));
  lines.push(statsRow(`the mix, first ${window}`, soak.first, soak.first.requests, soak.windowSeconds));
  lines.push(statsRow(`the mix, last ${window}`, soak.last, soak.last.requests, soak.windowSeconds));
  lines.push("");
  const statuses = Object.entries(soak.mix.statuses)
    .map(([status, n]) => `${status}: ${n.toLocaleString("en")}`)
    .join(", ");
  lines.push(
    `Statuses: ${statuses}; timeouts and connection errors: ${soak.mix.failures}. "refused" counts applications to a listing closed since it was sampled (400 listing_not_open), a business answer, not an error.`,
  );
  lines.push("");

  lines.push(
    "| instance | RSS at start | after warm-up | at the end | growth after warm-up | peak RSS | V8 heap after warm-up → end | CPU | major GC pauses |",
  );
  lines.push("|---|---|---|---|---|---|---|---|---|");
  for (const m of mem)
    lines.push(
      `| :${m.port} | ${fmt(m.start?.rssMb ?? NaN, 0)} MB | ${fmt(m.warm?.rssMb ?? NaN, 0)} MB | ${fmt(m.end?.rssMb ?? NaN, 0)} MB | ${m.growthPct >= 0 ? "+" : ""}${fmt(m.growthPct)} % | ${fmt(m.peakRssMb, 0)} MB | ${fmt(m.warm?.heapMb ?? NaN, 0)} → ${fmt(m.end?.heapMb ?? NaN, 0)} MB (${m.heapGrowthPct >= 0 ? "+" : ""}${fmt(m.heapGrowthPct)} %) | ${fmt(m.cores, 2)} cores | ${Number.isFinite(m.gcMajorRuns) ? `${fmt(m.gcMajorRuns, 0)}, ${fmt(m.gcMajorSeconds, 1)} s in all` : "—"} |`,
    );
  lines.push("");
  lines.push("Per minute (the mix):");
  lines.push("");
  lines.push(
    "| minute | req/s | p50 ms | p95 ms | p99 ms | errors | load generator's longest stall ms | instances' longest stall ms | instances' longest major GC pause ms |",
  );
  lines.push("|---|---|---|---|---|---|---|---|---|");
  const stall = (ms: number | undefined) => (ms === undefined ? "—" : fmt(ms, 0));
  for (const t of soak.timeline)
    lines.push(
      `| ${t.minute} | ${fmt(t.rps, 0)} | ${fmt(t.p50)} | ${fmt(t.p95)} | ${fmt(t.p99)} | ${t.errors} | ${stall(t.driverLagMaxMs)} | ${stall(t.instanceLagMaxMs)} | ${stall(t.instanceGcMaxMs)} |`,
    );
  lines.push("");

  // --- the peak ---
  if (result.peak.steps.length) {
    lines.push(
      `## Peak: ${fmt(result.peak.peak, 0)} req/s${result.peak.saturated ? "" : " (the ramp ended before saturation: a lower bound)"}`,
    );
    lines.push("");
    lines.push(
      "The same mix at rising fixed rates; a step is sustained when it achieves ≥ 95 % of the offered rate with < 0.1 % errors. The peak is the last sustained step's achieved rate.",
    );
    lines.push("");
    lines.push("| step | offered req/s | achieved req/s | p50 ms | p99 ms | errors | |");
    lines.push("|---|---|---|---|---|---|---|");
    result.peak.steps.forEach((s, i) =>
      lines.push(
        `| ${i + 1} | ${s.offered} | ${fmt(s.achieved, 0)} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${s.errors} (${pct(s.errorRate)}) | ${s.sustained ? "sustained" : "not sustained"} |`,
      ),
    );
    lines.push("");
  }
  if (notes) lines.push("## Notes", "", notes.trim(), "");
  return lines.join("\n");
}
