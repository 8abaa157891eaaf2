/**
 * Every scheduled task takes effect once however many workers run (ADR 009, 037): two schedulers
 * with the server's real task list, each on connections of its own (on PostgreSQL a second pool,
 * as a second process has), poll at the same time; and when a lease runs out mid-run so that two
 * runs of the same task overlap, the data-retention task still deletes and counts each row once.
 * (The job alerts, the listing lifecycle and the outbox have their own two-worker tests.) ~3 s.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fromPgPool, type Database } from "../db/client";
import { retentionRuns, sessions } from "../db/schema";
import { purgeExpiredData } from "../features/retention/retention.service";
import { testClock } from "../test/clock";
import { databaseUrlFor } from "../test/database-url";
import { buildSession, buildUser } from "../test/factories";
import { testContext } from "../test/test-context";
import { createTestDatabase } from "../test/test-database";
import type { WorkerLog } from "./outbox-worker";
import { createScheduler } from "./scheduler";
import { scheduledTasks } from "./tasks";

let database: Database;
let second: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  second = database;
  const source = inject("testDatabase");
  if (source.engine === "postgres") {
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    second = fromPgPool(
      new pg.Pool({ connectionString: databaseUrlFor(source.adminUrl, result.rows[0]?.name ?? ""), max: 4 }),
    );
  }
});
afterAll(async () => {
  if (second !== database) await second.close();
  await database.close();
});

const quiet: WorkerLog = { info: () => {}, warn: () => {}, error: () => {} };

describe("the server's tasks with two workers", () => {
  it("run each due tick of each task once across two schedulers polling at the same time", async () => {
    const clock = testClock(new Date("2026-06-01T10:00:00Z"));
    const schedulers = [database, second].map((d) =>
      createScheduler({ db: d.db, log: quiet, tasks: scheduledTasks(testContext(d.db, clock.now)), now: clock.now }),
    );
    const names = scheduledTasks(testContext(database.db)).map((t) => t.name);
    const runTogether = async () => (await Promise.all(schedulers.map((s) => s.runOnce()))).flat();

    const first = await runTogether();
    expect(first.map((r) => r.task).sort()).toEqual([...names].sort());
    expect(first.filter((r) => r.error)).toEqual([]);

    // A minute on, the every-minute tasks are due again: once each, whichever scheduler takes them.
    clock.advanceMinutes(1);
    const next = await runTogether();
    expect(next.map((r) => r.task).sort()).toEqual([
      "job-alerts",
      "listing-lifecycle",
      "media-clean",
      "scheduled-rejections",
      "search-engine-notifications",
    ]);
    clock.advanceMinutes(9);
    const tenth = await runTogether();
    expect(tenth.map((r) => r.task).sort()).toEqual([...names].sort());
  });

  it("deletes and counts each expired row once when two data-retention runs overlap (a lease ran out)", async () => {
    const clock = testClock(new Date("2026-06-02T10:00:00Z"));
    const user = await buildUser(database.db);
    const ago = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000);
    for (let i = 0; i < 40; i++) {
      await buildSession(database.db, { user, tokenHash: `ended-${i}`, expiresAt: ago(i + 1) });
    }
    await buildSession(database.db, { user, tokenHash: "live", expiresAt: ago(-60) });
    const before = await database.db.select().from(retentionRuns);

    const counts = await Promise.all(
      [database, second, database, second].map((d) => purgeExpiredData(testContext(d.db, clock.now))),
    );
    expect(counts.reduce((sum, c) => sum + c.sessions, 0)).toBe(40);
    const left = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(left.map((s) => s.tokenHash)).toEqual(["live"]);
    const recorded = (await database.db.select().from(retentionRuns)).slice(before.length);
    expect(recorded.reduce((sum, run) => sum + Number((run.counts as Record<string, number>).sessions ?? 0), 0)).toBe(
      40,
    );
  });
});
