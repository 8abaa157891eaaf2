/**
 * The cluster under load: scripts/cluster.mjs (ADR 037) as a child process, with a directory and
 * ports of its own so it never meets CI's `npm run cluster -- --check` (5440/5441, 3101/3102,
 * 8080) or the fault suite (5450): primary 5460, replica 5461, apps 3111 and 3112, nginx 8090,
 * under /tmp/jobatlas-loadtest. Its database is a benchmark database (jobatlas_bench_loadtest),
 * filled before the apps start by bench/load/prepare.ts (cluster.mjs --before-apps).
 *
 * The child runs detached with its output in CLUSTER_DIR/cluster.log, so `--keep-cluster` can
 * leave it running for the next run, which then finds nginx answering and reuses it.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { REPO_ROOT } from "../../apps/server/src/config";

export const CLUSTER = {
  dir: process.env.LOADTEST_CLUSTER_DIR ?? "/tmp/jobatlas-loadtest",
  primaryPort: 5460,
  appPorts: [3111, 3112],
  nginxPort: 8090,
  database: "jobatlas_bench_loadtest",
};
/** The bearer token the apps of this throwaway cluster want for /metrics (loopback only). */
export const METRICS_TOKEN = process.env.LOADTEST_METRICS_TOKEN ?? "loadtest-metrics-token-0123456789abcdefghij";

export const primaryUrl = () => `postgres://postgres@127.0.0.1:${CLUSTER.primaryPort}/${CLUSTER.database}`;
export const nginxUrl = () => `http://127.0.0.1:${CLUSTER.nginxPort}`;

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/capi/health`, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

export interface RunningCluster {
  /** Whether this run started it (and stops it, unless kept). */
  started: boolean;
  /** Seconds from the start of cluster.mjs until nginx served (builds, data load, index builds). */
  startSeconds?: number;
  pid?: number;
  stop(): Promise<void>;
}

/** Starts the cluster, or reuses one that already answers on the nginx port. */
export async function startCluster(options: {
  load: boolean;
  dataset: string;
  keep: boolean;
}): Promise<RunningCluster> {
  if (await healthy(nginxUrl())) {
    console.log(`[loadtest] a cluster already answers on ${nginxUrl()}: reusing it`);
    return { started: false, stop: async () => undefined };
  }
  mkdirSync(CLUSTER.dir, { recursive: true });
  const logPath = path.join(CLUSTER.dir, "cluster.log");
  const out = openSync(logPath, "w");
  const args = [
    path.join(REPO_ROOT, "scripts/cluster.mjs"),
    `--primary-port=${CLUSTER.primaryPort}`,
    `--app-ports=${CLUSTER.appPorts.join(",")}`,
    `--nginx-port=${CLUSTER.nginxPort}`,
    `--database=${CLUSTER.database}`,
    // each app builds the national search index before it is ready: about two minutes, more on a busy machine
    "--ready-timeout=900",
  ];
  if (options.load)
    args.push(
      `--before-apps=${process.execPath} --import tsx ${path.join(REPO_ROOT, "bench/load/prepare.ts")} --dataset ${options.dataset}`,
    );
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ["ignore", out, out],
    env: {
      ...process.env,
      CLUSTER_DIR: CLUSTER.dir,
      SEED_DEMO_DATA: "false",
      METRICS_TOKEN,
      // a web build of its own (the SPA page of the sign-in flow), apart from other runs' builds
      WEB_DIST_DIR: path.join(CLUSTER.dir, "web-dist"),
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // the national index needs the larger heap (README "Search")
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=4096`.trim(),
    },
  });
  closeSync(out);
  writeFileSync(path.join(CLUSTER.dir, "cluster.pid"), `${child.pid}\n`);
  console.log(`[loadtest] starting the cluster (pid ${child.pid}; its log: ${logPath})`);
  let shown = 0;
  const relay = () => {
    if (!existsSync(logPath)) return "";
    const text = readFileSync(logPath, "utf8");
    // only the cluster's own lines and the data load's, not every app log line
    for (const line of text.slice(shown).split("\n").slice(0, -1))
      if (/^\[(cluster|loadtest)\]|COPY|loaded |database /.test(line)) console.log(`  ${line}`);
    shown = text.lastIndexOf("\n") + 1;
    return text;
  };
  for (;;) {
    const text = relay();
    if (/\[cluster\] up: /.test(text)) break;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the cluster stopped before it was up (${child.exitCode ?? child.signalCode}); see ${logPath}`);
    }
    await sleep(1000);
  }
  const startSeconds = (performance.now() - started) / 1000;
  const stop = async () => {
    if (options.keep) {
      console.log(`[loadtest] the cluster keeps running (pid ${child.pid}; stop it with kill ${child.pid})`);
      child.unref();
      return;
    }
    if (child.exitCode !== null) return;
    process.kill(child.pid!, "SIGTERM");
    await Promise.race([new Promise((resolve) => child.once("exit", resolve)), sleep(60_000)]);
  };
  return { started: true, startSeconds, pid: child.pid, stop };
}

export interface InstanceSample {
  port: number;
  /** Seconds since the soak started. */
  at: number;
  rssMb: number;
  heapMb: number;
  cpuSeconds: number;
  outboxBacklog?: number;
  /** The instance's longest event-loop stall since the previous sample (its /metrics resets it). */
  loopLagMaxMs?: number;
  /** Its longest major (mark-compact) GC pause since the previous sample. */
  gcMajorMaxMs?: number;
  /** Its major GC pauses since it started: how many, and their sum in seconds. */
  gcMajorRuns?: number;
  gcMajorSeconds?: number;
}

/** One instance's memory and CPU from its /metrics (Prometheus text). */
export async function sampleInstance(port: number, at: number): Promise<InstanceSample | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5000),
    });
    if (res.status !== 200) return undefined;
    const text = await res.text();
    const value = (name: string) => {
      const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, "m").exec(text);
      return m ? Number(m[1]) : NaN;
    };
    const outbox = value("jobatlas_outbox_pending_mails");
    const lag = value("nodejs_eventloop_lag_max_seconds");
    const major = (name: string) => value(`${name}\\{kind="major"\\}`);
    const gcMax = major("nodejs_gc_pause_max_seconds");
    const gcRuns = major("nodejs_gc_runs_total");
    const gcSeconds = major("nodejs_gc_pause_seconds_total");
    return {
      port,
      at,
      rssMb: value("process_resident_memory_bytes") / 2 ** 20,
      heapMb: value("nodejs_heap_used_bytes") / 2 ** 20,
      cpuSeconds: value("process_cpu_user_seconds_total") + value("process_cpu_system_seconds_total"),
      ...(Number.isFinite(outbox) ? { outboxBacklog: outbox } : {}),
      ...(Number.isFinite(lag) ? { loopLagMaxMs: lag * 1000 } : {}),
      ...(Number.isFinite(gcMax) ? { gcMajorMaxMs: gcMax * 1000 } : {}),
      // No major GC yet: the family is there, its "major" series not.
      ...(Number.isFinite(gcRuns)
        ? { gcMajorRuns: gcRuns, gcMajorSeconds: gcSeconds }
        : text.includes("# TYPE nodejs_gc_runs_total")
          ? { gcMajorRuns: 0, gcMajorSeconds: 0 }
          : {}),
    };
  } catch {
    return undefined;
  }
}
