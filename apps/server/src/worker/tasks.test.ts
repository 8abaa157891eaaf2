import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testContext } from "../test/test-context";
import type { Database } from "../db/client";
import { loginTokens, sessions } from "../db/schema";
import { buildSession, buildUser } from "../test/factories";
import { testClock } from "../test/clock";
import { createTestDatabase } from "../test/test-database";
import type { WorkerLog } from "./outbox-worker";
import { createScheduler } from "./scheduler";
import { scheduledTasks } from "./tasks";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the server's scheduled tasks", () => {
  it("purge what outlived the data policy at start and every 10 minutes", async () => {
    const db = database.db;
    const clock = testClock();
    const logged: { obj: object; msg: string }[] = [];
    const log: WorkerLog = { info: (obj, msg) => void logged.push({ obj, msg }), warn: () => {}, error: () => {} };
    const user = await buildUser(db, { emailVerifiedAt: clock.now() });
    const later = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);
    await buildSession(db, { user, tokenHash: "ended", expiresAt: later(-1) });
    await buildSession(db, { user, tokenHash: "live", expiresAt: later(24 * 60) });
    await db.insert(loginTokens).values({ tokenHash: "link", userId: user.id, expiresAt: later(5) });

    const scheduler = createScheduler({ db, log, tasks: scheduledTasks(testContext(db)), now: clock.now });
    // Other tasks (the listing lifecycle, every minute) run on their own schedules beside it.
    const retentionRuns = async () => (await scheduler.runOnce()).filter((run) => run.task === "data-retention");
    expect(await retentionRuns()).toEqual([{ task: "data-retention", tick: clock.now() }]);
    expect((await db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(["live"]);
    expect((await db.select().from(loginTokens)).map((t) => t.tokenHash)).toEqual(["link"]);
    expect(logged).toEqual([
      {
        // Every line a task logs names the task, its tick and the run (ADR 035).
        obj: {
          purged: expect.objectContaining({ sessions: 1, loginTokens: 0 }),
          task: "data-retention",
          tick: clock.now().toISOString(),
          run: expect.any(String),
        },
        msg: "data retention",
      },
    ]);

    // The link expires 5 minutes on; the next run, 10 minutes after the first, removes it.
    clock.advanceMinutes(9);
    expect(await retentionRuns()).toEqual([]);
    clock.advanceMinutes(1);
    expect(await retentionRuns()).toHaveLength(1);
    expect(await db.select().from(loginTokens)).toEqual([]);
  });
});
