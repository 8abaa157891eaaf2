import { timingSafeEqual } from "node:crypto";
import { constants, PerformanceObserver } from "node:perf_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Counter, Gauge, Histogram, prometheusContentType, Registry } from "prom-client";
import type { AppContext } from "../context";
import { NotAuthenticatedError, NotFoundError } from "../errors";
import { readBacklogs, type Backlogs } from "./metrics.repo";
import { routeLabel } from "./request-context";

/** Upper bounds (seconds) of the latency histogram: 5 ms to 10 s, around the 100 ms p99 target. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The backlogs are read from the database with this bound, so a slow database cannot hang a scrape. */
const BACKLOG_TIMEOUT_MS = 2000;

export const METRICS_CONTENT_TYPE = prometheusContentType;

let processRegistry: Registry | undefined;

/**
 * The process's metrics, one set however many apps the process runs (the tests build several):
 * prom-client's default metrics (CPU, memory, event-loop delay since the last scrape at 20 ms
 * resolution, handles, heap spaces, GC durations), whose observers cannot be stopped, and the V8
 * heap under the names /metrics has always had.
 */
function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const heap = (name: string, help: string, read: (memory: NodeJS.MemoryUsage) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(process.memoryUsage()));
      },
    });
  heap("nodejs_heap_used_bytes", "V8 heap in use, bytes.", (m) => m.heapUsed);
  heap("nodejs_heap_total_bytes", "V8 heap allocated, bytes.", (m) => m.heapTotal);
  processRegistry = registry;
  return registry;
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weakcb",
};

/**
 * The garbage collector's pauses of this process by kind (V8's scavenges are "minor", its
 * mark-compacts "major"): so a stall of the event loop can be told apart from slow code.
 * Hand-written next to prom-client's `nodejs_gc_duration_seconds`, which counts only the first
 * collection of each batch the observer is given (20 of 95 minor collections measured, ADR 081).
 */
export class GcPauses {
  private readonly kinds = new Map<string, { runs: number; seconds: number; maxSeconds: number }>();
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) this.observe(entry);
  });

  start(): void {
    this.observer.observe({ entryTypes: ["gc"] });
  }

  stop(): void {
    this.observer.disconnect();
  }

  /** A "gc" performance entry: its pause in ms, and its kind in `detail` (Node ≥ 16). */
  observe(entry: { duration: number; detail?: unknown }): void {
    const kind = GC_KINDS[(entry.detail as { kind?: number } | undefined)?.kind ?? -1] ?? "other";
    const seconds = entry.duration / 1000;
    const totals = this.kinds.get(kind) ?? { runs: 0, seconds: 0, maxSeconds: 0 };
    totals.runs += 1;
    totals.seconds += seconds;
    totals.maxSeconds = Math.max(totals.maxSeconds, seconds);
    this.kinds.set(kind, totals);
  }

  /** The lines of a scrape; the longest pause counts from the scrape before, like the event-loop lag. */
  render(): string[] {
    const all = [...this.kinds.entries()].sort(([a], [b]) => a.localeCompare(b));
    const lines = [
      "# HELP nodejs_gc_runs_total Garbage collections, by kind.",
      "# TYPE nodejs_gc_runs_total counter",
      ...all.map(([kind, t]) => `nodejs_gc_runs_total{kind="${kind}"} ${t.runs}`),
      "# HELP nodejs_gc_pause_seconds_total Time the garbage collector held the main thread, by kind, seconds.",
      "# TYPE nodejs_gc_pause_seconds_total counter",
      ...all.map(([kind, t]) => `nodejs_gc_pause_seconds_total{kind="${kind}"} ${t.seconds}`),
      "# HELP nodejs_gc_pause_max_seconds Longest garbage-collection pause since the last scrape, by kind, seconds.",
      "# TYPE nodejs_gc_pause_max_seconds gauge",
      ...all.map(([kind, t]) => `nodejs_gc_pause_max_seconds{kind="${kind}"} ${t.maxSeconds}`),
    ];
    for (const totals of this.kinds.values()) totals.maxSeconds = 0;
    return lines;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics (ADR 035): with METRICS_TOKEN set, only a scraper sending it as a bearer
 * token; without it, anybody in development and test (they listen on loopback only) and nobody in
 * production (404, as if there were no such path), so it is never open to the internet by default.
 */
function checkAccess(request: FastifyRequest, config: AppContext["config"]): void {
  if (config.metricsToken) {
    const header = request.headers.authorization ?? "";
    const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? "";
    if (!sameSecret(given, config.metricsToken)) throw new NotAuthenticatedError("notAuthenticated");
    return;
  }
  if (config.isProduction) throw new NotFoundError("routeNotFound");
}

const BACKLOG_GAUGES: Record<keyof Backlogs, [name: string, help: string]> = {
  outboxPending: ["jobatlas_outbox_pending_mails", "Mails in the outbox not sent yet (all instances)."],
  outboxDue: ["jobatlas_outbox_due_mails", "Pending mails whose next attempt is due now."],
  outboxFailed: ["jobatlas_outbox_failed_mails", "Mails given up after the last attempt."],
  outboxOldestPendingSeconds: [
    "jobatlas_outbox_oldest_pending_age_seconds",
    "Age of the oldest mail not sent yet; 0 when none waits.",
  ],
  scheduledTasksDue: ["jobatlas_scheduler_due_tasks", "Scheduled tasks whose tick is due and that no run holds."],
  scheduledTasksFailing: ["jobatlas_scheduler_failing_tasks", "Scheduled tasks whose last run failed."],
  jobAlertPublicationsPending: [
    "jobatlas_job_alert_pending_publications",
    "Published listings the job-alert matcher has not taken yet.",
  ],
};

/**
 * GET /metrics in the Prometheus text format (ADR 035, prom-client since ADR 081): request counts
 * and latency histograms per route pattern, the outbox and scheduler backlogs from the database,
 * and process metrics. Outside /capi (not part of the API document) and outside the pages.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext; search: { readonly ready: boolean } }) => {
    const registry = new Registry();
    const registers = [registry];
    const labelNames = ["method", "route", "status_class"] as const;
    const requests = new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status class.",
      labelNames,
      registers,
    });
    const durations = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from the request's arrival to its answer, by method, route pattern and status class.",
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const databaseUp = new Gauge({
      name: "jobatlas_metrics_database_up",
      help: "1 when the backlogs below could be read from the database for this scrape, else 0 (they are left out).",
      registers,
    });
    // A registry of their own: left out of a scrape for which they could not be read.
    const backlogRegistry = new Registry();
    const backlogGauges = Object.entries(BACKLOG_GAUGES).map(
      ([key, [name, help]]) =>
        [key as keyof Backlogs, new Gauge({ name, help, registers: [backlogRegistry] })] as const,
    );
    new Gauge({
      name: "jobatlas_search_index_ready",
      help: "1 once this instance's search index is built and answers searches (until then they answer 503).",
      registers,
      collect() {
        this.set(opts.search.ready ? 1 : 0);
      },
    });
    new Gauge({
      name: "jobatlas_build_info",
      help: "The running version and Node.js version.",
      labelNames: ["version", "node"] as const,
      registers,
    }).set({ version: opts.ctx.config.version, node: process.version }, 1);
    const processWide = processMetrics();
    const gc = new GcPauses();
    gc.start();
    app.addHook("onClose", async () => gc.stop());

    app.addHook("onResponse", async (request, reply) => {
      const labels = {
        method: request.method,
        route: routeLabel(request),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      checkAccess(request, opts.ctx.config);
      let timer: NodeJS.Timeout | undefined;
      const backlogs = await Promise.race([
        readBacklogs(opts.ctx.db, opts.ctx.now()),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), BACKLOG_TIMEOUT_MS);
        }),
      ])
        .catch((err: unknown) => {
          request.log.warn({ err: err instanceof Error ? err.message : String(err) }, "metrics: backlogs unreadable");
          return undefined;
        })
        .finally(() => clearTimeout(timer));
      databaseUp.set(backlogs ? 1 : 0);
      if (backlogs) for (const [key, gauge] of backlogGauges) gauge.set(backlogs[key]);
      const texts = await Promise.all(
        [registry, ...(backlogs ? [backlogRegistry] : []), processWide].map((r) => r.metrics()),
      );
      const body = [...texts, `${gc.render().join("\n")}\n`].join("\n");
      return reply.type(METRICS_CONTENT_TYPE).header("cache-control", "no-store").send(body);
    });
  },
);
