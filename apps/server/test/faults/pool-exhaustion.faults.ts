/**
 * Issue 12 §3: every pool connection busy → 503 ServiceUnavailable after a bounded wait, not a
 * hang. Every connection of the pool (10) is held by a company page request blocked on a table lock
 * taken from outside; the requests beyond the pool wait at most POOL_WAIT_MS for a connection.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POOL_WAIT_MS } from "../../src/db/client";
import { call, createFaultDatabase, recordFigures, sql, startApp, warmUp, type AppProc } from "./harness";

const POOL_SIZE = 10;

describe("connection pool exhausted", () => {
  let app: AppProc;
  let db: string;
  let companyId: number;

  beforeAll(async () => {
    db = await createFaultDatabase("faults_pool");
    app = await startApp({ DATABASE_URL: db, SEED_DEMO_DATA: "true" });
    const [row] = await sql<{ id: number }>(db, "select id from organizations order by id limit 1");
    companyId = row?.id ?? 0;
  });

  afterAll(async () => {
    await app?.kill();
  });

  it("answers 503 within a bounded wait while every connection is held, and serves again once they are free", async () => {
    const page = () => call(`${app.base}/capi/companies/${companyId}`, {}, 20_000);
    await warmUp([page]);

    const locker = new pg.Client({ connectionString: db });
    await locker.connect();
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE organizations IN ACCESS EXCLUSIVE MODE");
    let held: Promise<Awaited<ReturnType<typeof page>>[]>;
    let extra: Awaited<ReturnType<typeof page>>[];
    try {
      // These take every connection and wait on the lock ...
      held = Promise.all(Array.from({ length: POOL_SIZE }, page));
      await new Promise((r) => setTimeout(r, 500));
      // ... so these find none free.
      extra = await Promise.all(Array.from({ length: 4 }, page));
      console.log("pool exhausted:", JSON.stringify(extra.map((o) => [o.status, o.type, o.ms])));
      for (const outcome of extra) {
        expect(outcome).toMatchObject({ status: 503, type: "ServiceUnavailable" });
        expect(outcome.ms).toBeGreaterThanOrEqual(POOL_WAIT_MS - 100);
        expect(outcome.ms).toBeLessThan(5000);
      }
    } finally {
      await locker.query("COMMIT");
      await locker.end();
    }
    // The held requests complete once the lock is gone (at least most: a few may have timed out
    // waiting for a connection the background work had), and the next one is served at once.
    const heldOutcomes = await held;
    expect(heldOutcomes.filter((o) => o.status === 200).length).toBeGreaterThanOrEqual(POOL_SIZE - 2);
    expect(heldOutcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    const after = await page();
    expect(after.status).toBe(200);
    expect(after.ms).toBeLessThan(1000);
    recordFigures(`Connection pool exhausted (${POOL_SIZE} connections held by a lock)`, [
      {
        figure: "requests beyond the pool",
        measured: extra.map((o) => `${o.status} in ${o.ms} ms`).join(", "),
        target: `503 ServiceUnavailable after ${POOL_WAIT_MS} ms, no hang`,
        pass: true,
      },
      {
        figure: "held requests once the lock is gone",
        measured: `${heldOutcomes.filter((o) => o.status === 200).length} of ${POOL_SIZE} × 200`,
        target: "complete",
        pass: true,
      },
      { figure: "next request", measured: `${after.status} in ${after.ms} ms`, target: "200, < 1000 ms", pass: true },
    ]);
  });
});
