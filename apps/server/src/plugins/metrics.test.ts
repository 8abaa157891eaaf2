/**
 * GET /metrics (ADR 035) as Prometheus scrapes it, and the request id on every log line of a
 * request. The backlog numbers come from the database: this file runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config";
import { outbox, scheduledTasks } from "../db/schema";
import { insertOutboxMail } from "../features/mail/mail.repo";
import { buildEmptyOrganization, buildListing } from "../test/factories";
import { buildTestApp, waitForSearchIndex, type TestApp } from "../test/test-app";
import { constants } from "node:perf_hooks";
import { GcPauses, LATENCY_BUCKETS, METRICS_CONTENT_TYPE } from "./metrics";

const TOKEN = "metrics-token-0123456789abcdefghijklmnop";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A route that fails as a bug would: its error line must name the request.
  t.app.get("/test/boom", { schema: { hide: true } }, async () => {
    throw new Error("boom");
  });
});
afterAll(() => t.app.close());

/** The samples of a scrape: `name{labels}` → value; comments checked for each family. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.trim().split("\n")) {
    // prom-client separates the families by a blank line
    if (line === "") continue;
    if (line.startsWith("#")) {
      expect(line).toMatch(/^# (HELP|TYPE) [a-z0-9_]+ .+$/);
      continue;
    }
    const match = /^([a-z0-9_]+(?:\{.*\})?) (-?[\d.e+-]+|NaN|Nan|\+Inf)$/.exec(line);
    expect(match, line).not.toBeNull();
    samples.set(match![1]!, Number(match![2]));
  }
  return samples;
}

async function scrape(app: TestApp, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ url: "/metrics", headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe(METRICS_CONTENT_TYPE);
  expect(res.headers["cache-control"]).toBe("no-store");
  return { text: res.body, samples: parse(res.body) };
}

const mail = (to: string) => ({
  toEmail: to,
  language: "de" as const,
  template: "probe",
  subject: "s",
  text: "t",
  html: "<p>t</p>",
});

describe("GET /metrics", () => {
  it("counts requests and their latencies per route pattern, method and status class, never per raw URL", async () => {
    const token = "Zq3xT0kEn_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456";
    await t.app.inject({ url: `/capi/ztdi/results/${token}` });
    await t.app.inject({ url: `/capi/ztdi/results/${token}x` });
    await t.app.inject({ url: "/de/company/123456" });
    await t.app.inject({ url: "/en/company/654321" });
    await t.app.inject({ url: "/capi/status" });
    await t.app.inject({ url: "/capi/no/such/call" });
    await t.app.inject({ url: "/capi/search?q=x" });
    const { text, samples } = await scrape(t);
    expect(text).not.toContain(token);
    expect(text).not.toContain("123456");
    const ztdi = 'method="GET",route="/capi/ztdi/results/:token",status_class="4xx"';
    expect(samples.get(`http_requests_total{${ztdi}}`)).toBe(2);
    expect(samples.get(`http_requests_total{method="GET",route="/$lang/company/$companyId",status_class="4xx"}`)).toBe(
      2,
    );
    expect(samples.get(`http_requests_total{method="GET",route="/capi/status",status_class="2xx"}`)).toBe(1);
    // an unknown API path reached the pages' fallback, which refuses /capi paths
    expect(samples.get(`http_requests_total{method="GET",route="/*",status_class="4xx"}`)).toBe(2);
    expect(text).not.toContain('route="/$lang/search"');
    // a histogram Prometheus accepts: cumulative buckets ending in +Inf = count, and a sum
    const buckets = [...LATENCY_BUCKETS.map(String), "+Inf"].map(
      (le) => samples.get(`http_request_duration_seconds_bucket{le="${le}",${ztdi}}`) ?? -1,
    );
    expect(buckets.every((n, i) => n >= 0 && (i === 0 || n >= buckets[i - 1]!))).toBe(true);
    expect(buckets.at(-1)).toBe(2);
    expect(samples.get(`http_request_duration_seconds_count{${ztdi}}`)).toBe(2);
    expect(samples.get(`http_request_duration_seconds_sum{${ztdi}}`)).toBeGreaterThan(0);
  });

  it("reports the outbox, scheduler and job-alert backlogs from the database", async () => {
    const before = (await scrape(t)).samples;
    expect(before.get("jobatlas_metrics_database_up")).toBe(1);
    const pendingBefore = before.get("jobatlas_outbox_pending_mails")!;
    const publicationsBefore = before.get("jobatlas_job_alert_pending_publications")!;
    const db = t.database.db;
    const created = new Date(Date.now() - 90_000);
    await insertOutboxMail(db, { ...mail("a@example.ch"), createdAt: created });
    await insertOutboxMail(db, mail("b@example.ch"));
    const failed = await insertOutboxMail(db, mail("c@example.ch"));
    await db.update(outbox).set({ status: "failed" }).where(eq(outbox.id, failed));
    await db.insert(scheduledTasks).values([
      { name: "probe-due", nextRunAt: new Date(Date.now() - 60_000) },
      { name: "probe-leased", nextRunAt: new Date(Date.now() - 60_000), leaseUntil: new Date(Date.now() + 60_000) },
      { name: "probe-later", nextRunAt: new Date(Date.now() + 3_600_000), failures: 2 },
    ]);
    await buildListing(t, { organization: await buildEmptyOrganization(t) });

    const after = (await scrape(t)).samples;
    expect(after.get("jobatlas_outbox_pending_mails")).toBe(pendingBefore + 2);
    expect(after.get("jobatlas_outbox_due_mails")).toBeGreaterThanOrEqual(2);
    expect(after.get("jobatlas_outbox_failed_mails")).toBe((before.get("jobatlas_outbox_failed_mails") ?? 0) + 1);
    expect(after.get("jobatlas_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(89);
    expect(after.get("jobatlas_scheduler_due_tasks")).toBe((before.get("jobatlas_scheduler_due_tasks") ?? 0) + 1);
    expect(after.get("jobatlas_scheduler_failing_tasks")).toBe(
      (before.get("jobatlas_scheduler_failing_tasks") ?? 0) + 1,
    );
    expect(after.get("jobatlas_job_alert_pending_publications")).toBe(publicationsBefore + 1);
  });

  it("reports the process: memory, heap, CPU, event-loop lag, version, the search index", async () => {
    await waitForSearchIndex(t);
    const { samples, text } = await scrape(t);
    expect(samples.get("jobatlas_search_index_ready")).toBe(1);
    expect(samples.get("process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(samples.get("nodejs_heap_used_bytes")).toBeGreaterThan(1_000_000);
    expect(samples.get("process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(samples.get("nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(samples.get("nodejs_eventloop_lag_p99_seconds")).toBeLessThan(10);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    // Garbage for the young generation until a collection of it shows (the observer reports
    // after the fact; Node 24's larger young generation may not have filled up yet).
    await expect
      .poll(
        async () => {
          let garbage: { i: number }[] = [];
          for (let i = 0; i < 500_000; i++) {
            garbage.push({ i });
            if (garbage.length > 1000) garbage = [];
          }
          return (await scrape(t)).samples.get('nodejs_gc_runs_total{kind="minor"}') ?? 0;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    expect((await scrape(t)).samples.get('nodejs_gc_pause_seconds_total{kind="minor"}')).toBeGreaterThan(0);
    expect(text).toContain(`jobatlas_build_info{version="${t.config.version}",node="${process.version}"} 1`);
  });

  it("still answers when the backlogs cannot be read, saying so", async () => {
    await t.database.db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const { samples } = await scrape(t);
      expect(samples.get("jobatlas_metrics_database_up")).toBe(0);
      expect(samples.has("jobatlas_outbox_pending_mails")).toBe(false);
      expect(samples.get("process_resident_memory_bytes")).toBeGreaterThan(0);
    } finally {
      await t.database.db.execute(sql`alter table outbox_away rename to outbox`);
    }
    expect((await scrape(t)).samples.get("jobatlas_metrics_database_up")).toBe(1);
  });

  it("is outside the API and the pages", async () => {
    await t.app.ready();
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    expect(Object.keys(doc.paths).some((p) => p.includes("metrics"))).toBe(false);
    expect((await t.app.inject({ url: "/capi/metrics" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/metrics/" })).headers["content-type"]).not.toBe(METRICS_CONTENT_TYPE);
  });
});

describe("the garbage collector's pauses", () => {
  it("are counted and summed by kind; the longest counts from the scrape before", () => {
    const gc = new GcPauses();
    const pause = (kind: number, ms: number) => gc.observe({ duration: ms, detail: { kind } });
    pause(constants.NODE_PERFORMANCE_GC_MAJOR, 180);
    pause(constants.NODE_PERFORMANCE_GC_MAJOR, 40);
    pause(constants.NODE_PERFORMANCE_GC_MINOR, 3);
    const first = parse(gc.render().join("\n"));
    expect(first.get('nodejs_gc_runs_total{kind="major"}')).toBe(2);
    expect(first.get('nodejs_gc_pause_seconds_total{kind="major"}')).toBeCloseTo(0.22);
    expect(first.get('nodejs_gc_pause_max_seconds{kind="major"}')).toBeCloseTo(0.18);
    expect(first.get('nodejs_gc_pause_max_seconds{kind="minor"}')).toBeCloseTo(0.003);

    pause(constants.NODE_PERFORMANCE_GC_MAJOR, 25);
    const second = parse(gc.render().join("\n"));
    expect(second.get('nodejs_gc_runs_total{kind="major"}')).toBe(3);
    expect(second.get('nodejs_gc_pause_max_seconds{kind="major"}')).toBeCloseTo(0.025);
    expect(second.get('nodejs_gc_pause_max_seconds{kind="minor"}')).toBe(0);
  });
});

describe("who may read /metrics", () => {
  let production: TestApp;
  let productionWithToken: TestApp;
  beforeAll(async () => {
    [production, productionWithToken] = await Promise.all([
      buildTestApp({ APP_ENV: "production" }),
      buildTestApp({ APP_ENV: "production", METRICS_TOKEN: TOKEN }),
    ]);
  });
  afterAll(() => Promise.all([production?.app.close(), productionWithToken?.app.close()]));

  it("with METRICS_TOKEN, only a scraper sending it as a bearer token", async () => {
    // The token is checked before the mode: production stands for development and test too.
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await productionWithToken.app.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ type: "NotAuthenticated" });
    }
    await scrape(productionWithToken, { authorization: `Bearer ${TOKEN}` });
  });

  it("in production without METRICS_TOKEN, nobody: 404 as if there were no such path", async () => {
    const res = await production.app.inject({ url: "/metrics", headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: "NotFound" });
    expect(res.body).not.toContain("http_requests_total");
  });

  it("refuses a token too short to withstand guessing, or one a header cannot carry", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: `${TOKEN} with spaces` })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });
});

describe("the request id", () => {
  it("is kept from a well-formed X-Request-Id, else generated, echoed, and on every log line of the request", async () => {
    const before = t.logs.length;
    const given = await t.app.inject({ url: "/capi/status", headers: { "x-request-id": "lb-0123456789abcdef" } });
    expect(given.headers["x-request-id"]).toBe("lb-0123456789abcdef");
    for (const bad of ["short", "has spaces in it", "x".repeat(65), "semi;colon-12345"]) {
      const res = await t.app.inject({ url: "/capi/status", headers: { "x-request-id": bad } });
      expect(res.headers["x-request-id"], bad).toMatch(/^[0-9a-f-]{36}$/);
    }
    const lines = t.logs.slice(before);
    expect(lines.length).toBe(10);
    expect(lines.every((l) => typeof l.reqId === "string" && l.level === 30)).toBe(true);
    expect(lines.filter((l) => l.reqId === "lb-0123456789abcdef").map((l) => l.msg)).toEqual([
      "incoming request",
      "request completed",
    ]);
  });

  it("is on the error line of a failed request", async () => {
    const before = t.logs.length;
    const res = await t.app.inject({ url: "/test/boom", headers: { "x-request-id": "probe-0123456789" } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ type: "InternalError" });
    const lines = t.logs.slice(before);
    expect(lines.find((l) => l.level === 50)).toMatchObject({ reqId: "probe-0123456789", msg: "unhandled error" });
    expect(lines.every((l) => l.reqId === "probe-0123456789")).toBe(true);
  });
});
