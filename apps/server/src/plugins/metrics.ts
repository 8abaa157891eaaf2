import { timingSafeEqual } from "node:crypto";
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../context";
import { NotAuthenticatedError, NotFoundError } from "../errors";
import { readBacklogs, type Backlogs } from "./metrics.repo";
import { routeLabel } from "./request-context";

/** Upper bounds (seconds) of the latency histogram: 5 ms to 10 s, around the 100 ms p99 target. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The backlogs are read from the database with this bound, so a slow database cannot hang a scrape. */
const BACKLOG_TIMEOUT_MS = 2000;

export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

interface Series {
  labels: string;
  count: number;
  sum: number;
  buckets: number[];
}

/** A label value in the text format: backslash, quote and newline escaped. */
function labelValue(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

function labelsOf(labels: Record<string, string>): string {
  return Object.entries(labels)
    .map(([name, value]) => `${name}="${labelValue(value)}"`)
    .join(",");
}

/** Request counts and latencies per method, route and status class, kept in this process. */
export class RequestMetrics {
  private readonly series = new Map<string, Series>();

  observe(labels: { method: string; route: string; status_class: string }, seconds: number): void {
    const key = labelsOf(labels);
    let series = this.series.get(key);
    if (!series) {
      series = { labels: key, count: 0, sum: 0, buckets: LATENCY_BUCKETS.map(() => 0) };
      this.series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) if (seconds <= LATENCY_BUCKETS[i]!) series.buckets[i]! += 1;
  }

  render(): string[] {
    const lines = [
      "# HELP http_requests_total HTTP requests answered, by method, route pattern and status class.",
      "# TYPE http_requests_total counter",
    ];
    const all = [...this.series.values()].sort((a, b) => a.labels.localeCompare(b.labels));
    for (const s of all) lines.push(`http_requests_total{${s.labels}} ${s.count}`);
    lines.push(
      "# HELP http_request_duration_seconds Time from the request's arrival to its answer, by method, route pattern and status class.",
      "# TYPE http_request_duration_seconds histogram",
    );
    for (const s of all) {
      LATENCY_BUCKETS.forEach((le, i) =>
        lines.push(`http_request_duration_seconds_bucket{${s.labels},le="${le}"} ${s.buckets[i]}`),
      );
      lines.push(`http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`);
      lines.push(`http_request_duration_seconds_sum{${s.labels}} ${s.sum}`);
      lines.push(`http_request_duration_seconds_count{${s.labels}} ${s.count}`);
    }
    return lines;
  }
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

function gauge(name: string, help: string, value: number, type: "gauge" | "counter" = "gauge"): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name} ${value}`];
}

function backlogLines(backlogs: Backlogs | undefined): string[] {
  const lines = gauge(
    "jobatlas_metrics_database_up",
    "1 when the backlogs below could be read from the database for this scrape, else 0 (they are left out).",
    backlogs ? 1 : 0,
  );
  if (!backlogs) return lines;
  return [
    ...lines,
    ...gauge(
      "jobatlas_outbox_pending_mails",
      "Mails in the outbox not sent yet (all instances).",
      backlogs.outboxPending,
    ),
    ...gauge("jobatlas_outbox_due_mails", "Pending mails whose next attempt is due now.", backlogs.outboxDue),
    ...gauge("jobatlas_outbox_failed_mails", "Mails given up after the last attempt.", backlogs.outboxFailed),
    ...gauge(
      "jobatlas_outbox_oldest_pending_age_seconds",
      "Age of the oldest mail not sent yet; 0 when none waits.",
      backlogs.outboxOldestPendingSeconds,
    ),
    ...gauge(
      "jobatlas_scheduler_due_tasks",
      "Scheduled tasks whose tick is due and that no run holds.",
      backlogs.scheduledTasksDue,
    ),
    ...gauge(
      "jobatlas_scheduler_failing_tasks",
      "Scheduled tasks whose last run failed.",
      backlogs.scheduledTasksFailing,
    ),
    ...gauge(
      "jobatlas_job_alert_pending_publications",
      "Published listings the job-alert matcher has not taken yet.",
      backlogs.jobAlertPublicationsPending,
    ),
  ];
}

function processLines(loop: ReturnType<typeof monitorEventLoopDelay>, version: string): string[] {
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  // The histogram counts since the last scrape (reset below), like prom-client's event-loop metrics.
  const lag = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
  const lines = [
    ...gauge("process_resident_memory_bytes", "Resident memory size in bytes.", memory.rss),
    ...gauge("nodejs_heap_used_bytes", "V8 heap in use, bytes.", memory.heapUsed),
    ...gauge("nodejs_heap_total_bytes", "V8 heap allocated, bytes.", memory.heapTotal),
    ...gauge("nodejs_external_memory_bytes", "Memory of C++ objects bound to JavaScript, bytes.", memory.external),
    ...gauge("process_cpu_user_seconds_total", "User CPU time spent, seconds.", cpu.user / 1e6, "counter"),
    ...gauge("process_cpu_system_seconds_total", "System CPU time spent, seconds.", cpu.system / 1e6, "counter"),
    ...gauge(
      "process_start_time_seconds",
      "Start time of the process since the Unix epoch, seconds.",
      Math.round(Date.now() / 1000 - process.uptime()),
    ),
    ...gauge("nodejs_eventloop_lag_mean_seconds", "Mean event-loop delay since the last scrape.", lag(loop.mean)),
    ...gauge(
      "nodejs_eventloop_lag_p99_seconds",
      "99th percentile of the event-loop delay since the last scrape.",
      lag(loop.percentile(99)),
    ),
    ...gauge("nodejs_eventloop_lag_max_seconds", "Longest event-loop delay since the last scrape.", lag(loop.max)),
    "# HELP jobatlas_build_info The running version and Node.js version.",
    "# TYPE jobatlas_build_info gauge",
    `jobatlas_build_info{${labelsOf({ version, node: process.version })}} 1`,
  ];
  loop.reset();
  return lines;
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

/**
 * GET /metrics in the Prometheus text format (ADR 035): request counts and latency histograms per
 * route pattern, the outbox and scheduler backlogs from the database, and process metrics. Outside
 * /capi (not part of the API document) and outside the pages.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: AppContext; search: { readonly ready: boolean } }) => {
    const requests = new RequestMetrics();
    const loop = monitorEventLoopDelay({ resolution: 20 });
    loop.enable();
    const gc = new GcPauses();
    gc.start();
    app.addHook("onClose", async () => {
      loop.disable();
      gc.stop();
    });

    app.addHook("onResponse", async (request, reply) => {
      requests.observe(
        {
          method: request.method,
          route: routeLabel(request),
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
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
      const search = gauge(
        "jobatlas_search_index_ready",
        "1 once this instance's search index is built and answers searches (until then they answer 503).",
        opts.search.ready ? 1 : 0,
      );
      const body = [
        ...requests.render(),
        ...backlogLines(backlogs),
        ...search,
        ...processLines(loop, opts.ctx.config.version),
        ...gc.render(),
      ].join("\n");
      return reply.type(METRICS_CONTENT_TYPE).header("cache-control", "no-store").send(`${body}\n`);
    });
  },
);
