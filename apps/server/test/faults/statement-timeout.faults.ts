/**
 * A statement that cannot finish (here: blocked by a lock held elsewhere) is cancelled by
 * PostgreSQL's statement_timeout (DB_STATEMENT_TIMEOUT_MS): the request answers 503
 * ServiceUnavailable instead of holding its connection, and the next one is served normally.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createFaultDatabase, recordFigures, sql, startApp, warmUp, type AppProc } from "./harness";

const TIMEOUT_MS = 1500;

describe("statement timeout", () => {
  let app: AppProc;
  let db: string;
  let companyId: number;

  beforeAll(async () => {
    db = await createFaultDatabase("faults_statement_timeout");
    app = await startApp({ DATABASE_URL: db, SEED_DEMO_DATA: "true", DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) });
    const [row] = await sql<{ id: number }>(db, "select id from organizations order by id limit 1");
    companyId = row?.id ?? 0;
  });

  afterAll(async () => {
    await app?.kill();
  });

  it("answers 503 once the statement times out, and serves again at once", async () => {
    const page = () => call(`${app.base}/capi/companies/${companyId}`, {}, 20_000);
    await warmUp([page]);
    const locker = new pg.Client({ connectionString: db });
    await locker.connect();
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE organizations IN ACCESS EXCLUSIVE MODE");
    let blocked: Awaited<ReturnType<typeof page>>[];
    try {
      blocked = await Promise.all(Array.from({ length: 3 }, page));
    } finally {
      await locker.query("COMMIT");
      await locker.end();
    }
    for (const outcome of blocked) {
      expect(outcome).toMatchObject({ status: 503, type: "ServiceUnavailable" });
      expect(outcome.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      expect(outcome.ms).toBeLessThan(TIMEOUT_MS + 2000);
    }
    const after = await page();
    expect(after.status).toBe(200);
    expect(after.ms).toBeLessThan(1000);
    const slowest = Math.max(...blocked.map((o) => o.ms));
    recordFigures(`Statement timeout (DB_STATEMENT_TIMEOUT_MS=${TIMEOUT_MS} in the test)`, [
      {
        figure: "requests blocked by a lock held elsewhere",
        measured: `${blocked.map((o) => `${o.status} ${o.type ?? ""}`.trim()).join(", ")}; slowest ${slowest} ms`,
        target: "503 ServiceUnavailable after the timeout",
        pass: true,
      },
      {
        figure: "next request once the lock is gone",
        measured: `${after.status} in ${after.ms} ms`,
        target: "200, fast",
        pass: true,
      },
    ]);
  });
});
