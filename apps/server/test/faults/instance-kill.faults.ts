/**
 * Issue 12 §3: two server instances on one database, clients alternating between them; one
 * instance is killed (SIGKILL) mid-load. The other keeps serving; every write answered 201 is
 * stored; a write cut off by the kill is stored whole or not at all (a contact request is its
 * contact_messages row and its mail to sales in the outbox, written in one transaction).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createFaultDatabase, recordFigures, sql, startApp, warmUp, type AppProc, type Outcome } from "./harness";

interface Write extends Outcome {
  instance: 0 | 1;
  token: string;
  at: number;
}

describe("one of two instances killed mid-load", () => {
  let apps: AppProc[] = [];
  let db: string;

  beforeAll(async () => {
    db = await createFaultDatabase("faults_instances");
    const env = { DATABASE_URL: db, RATE_LIMIT_AUTH: "100000" };
    // One after the other: the first migrates (the second would wait on the migration lock anyway).
    apps = [await startApp(env)];
    apps.push(await startApp(env));
    await warmUp(apps.map((app) => () => call(`${app.base}/capi/search/employers?query=test`)));
  });

  afterAll(async () => {
    for (const app of apps) await app.kill();
  });

  it("keeps serving from the other instance, and leaves no write half-done", async () => {
    const writes: Write[] = [];
    const reads: (Outcome & { instance: 0 | 1; at: number })[] = [];
    let running = true;
    let n = 0;
    const client = async (offset: number) => {
      for (let i = offset; running; i++) {
        const instance = (i % 2) as 0 | 1;
        const base = apps[instance]?.base ?? "";
        const token = `kill-${++n}-${Date.now()}`;
        const at = Date.now();
        const body = { name: "Instance kill", email: "kill@example.ch", message: `Token ${token}` };
        writes.push({ instance, token, at, ...(await call(`${base}/capi/contact`, { method: "POST", body })) });
        const readAt = Date.now();
        reads.push({ instance, at: readAt, ...(await call(`${base}/capi/search/employers?query=test`)) });
      }
    };
    const clients = [0, 1, 0, 1].map((offset) => client(offset));
    await new Promise((r) => setTimeout(r, 2000));
    const killedAt = Date.now();
    await apps[0]?.kill("SIGKILL");
    await new Promise((r) => setTimeout(r, 3000));
    running = false;
    await Promise.all(clients);

    const survivor = [...writes, ...reads].filter((o) => o.instance === 1);
    const cut = writes.filter((w) => w.instance === 0 && w.status !== 201);
    const figures = {
      writes: writes.length,
      reads: reads.length,
      survivorRequests: survivor.length,
      survivorSlowestMs: Math.max(...survivor.map((o) => o.ms)),
      killedInstanceAfterKill: writes.filter((w) => w.instance === 0 && w.at + w.ms >= killedAt).length,
      cutWrites: cut.length,
      inFlightAtKill: writes.filter((w) => w.instance === 0 && w.at < killedAt && w.at + w.ms >= killedAt).length,
    };
    console.log("instance kill:", JSON.stringify(figures));

    // The survivor answered everything, before and after the kill, without a hang.
    expect(survivor.filter((o) => o.at > killedAt).length).toBeGreaterThan(10);
    expect(survivor.filter((o) => o.status !== 200 && o.status !== 201)).toEqual([]);
    expect(Math.max(...survivor.map((o) => o.ms))).toBeLessThan(5000);
    // The killed one failed cleanly: no answer at all (connection refused or cut), never a 5xx.
    expect(writes.filter((w) => w.instance === 0 && w.status !== 201 && w.status !== 0)).toEqual([]);

    // Nothing half-written: every contact request has its mail and every mail its request.
    const rows = await sql<{ token: string; mails: string }>(
      db,
      `select substring(m.message from 'kill-[0-9]+-[0-9]+') as token,
              (select count(*) from outbox o where o.template = 'sales_request' and o.text like '%' || m.message || '%') as mails
         from contact_messages m`,
    );
    expect(rows.filter((r) => Number(r.mails) !== 1)).toEqual([]);
    const [orphans] = await sql<{ count: string }>(
      db,
      `select count(*) from outbox o where o.template = 'sales_request'
          and not exists (select 1 from contact_messages m where o.text like '%' || m.message || '%')`,
    );
    expect(orphans?.count).toBe("0");
    // Every write answered 201 is stored.
    const stored = new Set(rows.map((r) => r.token));
    expect(writes.filter((w) => w.status === 201 && !stored.has(w.token))).toEqual([]);
    recordFigures("One of two instances killed mid-load (SIGKILL; four clients alternating writes and searches)", [
      {
        figure: "requests (writes / reads)",
        measured: `${figures.writes} / ${figures.reads}`,
        target: "",
        pass: true,
      },
      {
        figure: "survivor: requests, failures, slowest",
        measured: `${figures.survivorRequests}, 0, ${figures.survivorSlowestMs} ms`,
        target: "all answered, < 5000 ms",
        pass: true,
      },
      {
        figure: "writes in flight at the kill / refused by the dead instance after it",
        measured: `${figures.inFlightAtKill} / ${figures.cutWrites}, no 5xx`,
        target: "fail cleanly",
        pass: true,
      },
      {
        figure: "contact requests without their mail, mails without their request",
        measured: "0, 0",
        target: "0, 0 (nothing half-written)",
        pass: true,
      },
    ]);
  });
});
