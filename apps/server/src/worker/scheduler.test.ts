import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { fromPgPool, type Database } from "../db/client";
import { scheduledTasks } from "../db/schema";
import { testClock } from "../test/clock";
import { databaseUrlFor } from "../test/database-url";
import { createTestDatabase } from "../test/test-database";
import type { WorkerLog } from "./outbox-worker";
import { createScheduler, dailyAt, everyMinutes, type ScheduledTask } from "./scheduler";
import { taskRow } from "./scheduler.repo";

const MINUTE = 60_000;
const START = new Date("2026-03-02T08:00:00.000Z");

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(scheduledTasks);
});

function captureLog(): WorkerLog & { lines: { level: string; obj: Record<string, unknown>; msg: string }[] } {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    info: (obj, msg) => void lines.push({ level: "info", obj: obj as Record<string, unknown>, msg }),
    warn: (obj, msg) => void lines.push({ level: "warn", obj: obj as Record<string, unknown>, msg }),
    error: (obj, msg) => void lines.push({ level: "error", obj: obj as Record<string, unknown>, msg }),
  };
}

/** A task that records the ticks it ran for. */
function recordingTask(name = "count", minutes = 10, extra: Partial<ScheduledTask> = {}) {
  const ticks: string[] = [];
  const task: ScheduledTask = {
    name,
    schedule: everyMinutes(minutes),
    run: async ({ tick }) => void ticks.push(tick.toISOString()),
    ...extra,
  };
  return { task, ticks };
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe(`scheduler (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("runs a task once per tick, at its first start and then every interval", async () => {
    const clock = testClock(START);
    const { task, ticks } = recordingTask();
    const scheduler = createScheduler({ db: database.db, log: captureLog(), tasks: [task], now: clock.now });

    expect((await scheduler.runOnce()).map((r) => r.task)).toEqual(["count"]);
    expect(await scheduler.runOnce()).toEqual([]); // the same tick again: nothing
    clock.advanceMinutes(9);
    expect(await scheduler.runOnce()).toEqual([]);
    clock.advanceMinutes(1);
    await scheduler.runOnce();
    await scheduler.runOnce();
    expect(ticks).toEqual(["2026-03-02T08:00:00.000Z", "2026-03-02T08:10:00.000Z"]);

    const row = await taskRow(database.db, "count");
    expect(row).toMatchObject({ nextRunAt: new Date("2026-03-02T08:20:00.000Z"), leaseUntil: null, lastError: null });
    expect(row?.lastRunAt).toEqual(new Date("2026-03-02T08:10:00.000Z"));
  });

  it("after a long pause runs the missed ticks once, not one by one", async () => {
    const clock = testClock(START);
    const { task, ticks } = recordingTask();
    const scheduler = createScheduler({ db: database.db, log: captureLog(), tasks: [task], now: clock.now });
    await scheduler.runOnce();
    clock.advanceMinutes(95); // the server was down for nine ticks
    await scheduler.runOnce();
    await scheduler.runOnce();
    expect(ticks).toEqual(["2026-03-02T08:00:00.000Z", "2026-03-02T08:10:00.000Z"]);
    expect((await taskRow(database.db, "count"))?.nextRunAt).toEqual(new Date("2026-03-02T09:40:00.000Z"));
  });

  it("runs a tick exactly once when two schedulers on the same database poll at the same time", async () => {
    // On PostgreSQL the second scheduler has its own connection pool, as a second server process would.
    const source = inject("testDatabase");
    let second = database;
    if (source.engine === "postgres") {
      const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = databaseUrlFor(source.adminUrl, result.rows[0]?.name ?? "");
      second = fromPgPool(new pg.Pool({ connectionString: url, max: 4 }));
    }
    try {
      const clock = testClock(START);
      const runs: string[] = [];
      const task = (who: string): ScheduledTask => ({
        name: "once",
        schedule: everyMinutes(1),
        // Slow enough that the two runs would overlap if both claimed the tick.
        run: async ({ tick }) => {
          runs.push(`${tick.toISOString()} ${who}`);
          await new Promise((r) => setTimeout(r, 30));
        },
      });
      const a = createScheduler({ db: database.db, log: captureLog(), tasks: [task("a")], now: clock.now });
      const b = createScheduler({ db: second.db, log: captureLog(), tasks: [task("b")], now: clock.now });
      for (let minute = 0; minute < 10; minute++) {
        await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
        clock.advanceMinutes(1);
      }
      const ticks = runs.map((r) => r.split(" ")[0]);
      expect(ticks).toHaveLength(10);
      expect(new Set(ticks).size).toBe(10);
    } finally {
      if (second !== database) await second.close();
    }
  });

  it("names the task, its tick and the run on every line the task logs", async () => {
    const clock = testClock(START);
    const log = captureLog();
    const task: ScheduledTask = {
      name: "chatty",
      schedule: everyMinutes(10),
      run: async ({ log: taskLog }) => taskLog.info({ moved: 2 }, "did things"),
    };
    const scheduler = createScheduler({ db: database.db, log, tasks: [task], now: clock.now });
    await scheduler.runOnce();
    clock.advanceMinutes(10);
    await scheduler.runOnce();
    expect(log.lines.map((l) => l.obj)).toEqual([
      { task: "chatty", tick: "2026-03-02T08:00:00.000Z", run: expect.stringMatching(/^[0-9a-f-]{36}$/), moved: 2 },
      { task: "chatty", tick: "2026-03-02T08:10:00.000Z", run: expect.stringMatching(/^[0-9a-f-]{36}$/), moved: 2 },
    ]);
    expect(log.lines[0]!.obj.run).not.toBe(log.lines[1]!.obj.run);
  });

  it("logs a failed run and retries it at the next tick, not before", async () => {
    const clock = testClock(START);
    const log = captureLog();
    let failNext = true;
    const ticks: string[] = [];
    const task: ScheduledTask = {
      name: "flaky",
      schedule: everyMinutes(10),
      run: async ({ tick }) => {
        ticks.push(tick.toISOString());
        if (failNext) {
          failNext = false;
          throw new Error("connection reset by peer");
        }
      },
    };
    const scheduler = createScheduler({ db: database.db, log, tasks: [task], now: clock.now });

    expect(await scheduler.runOnce()).toEqual([{ task: "flaky", tick: START, error: "connection reset by peer" }]);
    expect(log.lines).toEqual([
      {
        level: "error",
        msg: "scheduled task failed; it runs again at the next tick",
        obj: {
          task: "flaky",
          tick: "2026-03-02T08:00:00.000Z",
          nextRunAt: "2026-03-02T08:10:00.000Z",
          failures: 1,
          error: "connection reset by peer",
        },
      },
    ]);
    expect(await taskRow(database.db, "flaky")).toMatchObject({
      lastError: "connection reset by peer",
      failures: 1,
      leaseUntil: null,
    });

    clock.advanceMinutes(5);
    expect(await scheduler.runOnce()).toEqual([]);
    clock.advanceMinutes(5);
    expect(await scheduler.runOnce()).toEqual([{ task: "flaky", tick: new Date("2026-03-02T08:10:00.000Z") }]);
    expect(ticks).toEqual(["2026-03-02T08:00:00.000Z", "2026-03-02T08:10:00.000Z"]);
    expect(await taskRow(database.db, "flaky")).toMatchObject({ lastError: null, failures: 0 });
    expect(log.lines).toHaveLength(1);
  });

  it("runs a crashed tick again once its lease has run out, and never while the lease holds", async () => {
    const clock = testClock(START);
    const ticks: string[] = [];
    // Scheduler A's run never ends: a process frozen or killed mid-run, its lease never released.
    const hanging: ScheduledTask = {
      name: "crashy",
      schedule: everyMinutes(10),
      leaseMs: 3 * MINUTE,
      run: async ({ tick }) => {
        ticks.push(`a ${tick.toISOString()}`);
        await new Promise(() => {});
      },
    };
    const a = createScheduler({ db: database.db, log: captureLog(), tasks: [hanging], now: clock.now });
    void a.runOnce();
    await expect.poll(() => ticks.length).toBe(1);
    expect(await taskRow(database.db, "crashy")).toMatchObject({
      leaseUntil: new Date("2026-03-02T08:03:00.000Z"),
      lastRunAt: null,
    });

    const { task, ticks: bTicks } = recordingTask("crashy", 10, { leaseMs: 3 * MINUTE });
    const b = createScheduler({ db: database.db, log: captureLog(), tasks: [task], now: clock.now });
    clock.advanceMinutes(2);
    expect(await b.runOnce()).toEqual([]); // A still holds the lease
    clock.advanceMinutes(1);
    expect(await b.runOnce()).toEqual([{ task: "crashy", tick: START }]); // the same tick, again
    expect(bTicks).toEqual(["2026-03-02T08:00:00.000Z"]);
    expect(await taskRow(database.db, "crashy")).toMatchObject({
      nextRunAt: new Date("2026-03-02T08:10:00.000Z"),
      leaseUntil: null,
      lastRunAt: new Date("2026-03-02T08:03:00.000Z"),
    });
  });

  it("warns when a run outlasted its lease and another run took the tick over", async () => {
    const clock = testClock(START);
    const gate = deferred();
    const logA = captureLog();
    const slow: ScheduledTask = {
      name: "slow",
      schedule: everyMinutes(10),
      leaseMs: MINUTE,
      run: () => gate.promise,
    };
    const a = createScheduler({ db: database.db, log: logA, tasks: [slow], now: clock.now });
    const running = a.runOnce();
    await expect.poll(async () => (await taskRow(database.db, "slow"))?.leaseUntil).toBeTruthy();
    clock.advanceMinutes(2);
    const { task } = recordingTask("slow", 10, { leaseMs: MINUTE });
    const b = createScheduler({ db: database.db, log: captureLog(), tasks: [task], now: clock.now });
    expect(await b.runOnce()).toHaveLength(1);
    gate.resolve();
    await running;
    expect(logA.lines.map((l) => [l.level, l.msg])).toEqual([
      ["warn", "scheduled task outlasted its lease; another run may have taken the tick over"],
    ]);
    // B's outcome stands: the next tick is B's, A did not move it again.
    expect((await taskRow(database.db, "slow"))?.nextRunAt).toEqual(new Date("2026-03-02T08:10:00.000Z"));
  });

  it("polls while started, and stop() waits for the run in flight and starts no other", async () => {
    const clock = testClock(START);
    const gate = deferred();
    const order: string[] = [];
    const first: ScheduledTask = {
      name: "a-first",
      schedule: everyMinutes(10),
      run: async () => {
        order.push("first started");
        await gate.promise;
        order.push("first finished");
      },
    };
    const { task: second, ticks: secondTicks } = recordingTask("b-second");
    const scheduler = createScheduler({
      db: database.db,
      log: captureLog(),
      tasks: [first, second],
      now: clock.now,
      pollIntervalMs: 10,
    });
    scheduler.start();
    await expect.poll(() => order).toEqual(["first started"]);

    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false); // still waiting for the run in flight
    gate.resolve();
    await stopping;
    expect(order).toEqual(["first started", "first finished"]);
    expect(await taskRow(database.db, "a-first")).toMatchObject({ leaseUntil: null, lastError: null });
    // Due too, but the scheduler was stopping: it stays due for the next process.
    expect(secondTicks).toEqual([]);
    expect((await taskRow(database.db, "b-second"))?.nextRunAt).toEqual(START);
  });

  it("keeps a task's tick when a process with another interval starts, and hands each run the clock", async () => {
    const clock = testClock(START);
    const seen: Date[] = [];
    const task: ScheduledTask = {
      name: "clocked",
      schedule: everyMinutes(10),
      run: async ({ now }) => void seen.push(now()),
    };
    await createScheduler({ db: database.db, log: captureLog(), tasks: [task], now: clock.now }).runOnce();
    clock.advanceMinutes(3);
    const other = createScheduler({
      db: database.db,
      log: captureLog(),
      tasks: [{ ...task, schedule: everyMinutes(1) }],
      now: clock.now,
    });
    expect(await other.runOnce()).toEqual([]); // registering again does not move the tick
    expect(seen).toEqual([START]);
  });
});

describe("schedules", () => {
  it("everyMinutes: the first tick at once, then on the grid of the first", () => {
    const every = everyMinutes(10);
    expect(every.first(START)).toEqual(START);
    expect(every.next(START, new Date("2026-03-02T08:00:02Z"))).toEqual(new Date("2026-03-02T08:10:00Z"));
    expect(every.next(START, new Date("2026-03-02T08:10:00Z"))).toEqual(new Date("2026-03-02T08:20:00Z"));
    expect(every.next(START, new Date("2026-03-02T10:05:00Z"))).toEqual(new Date("2026-03-02T10:10:00Z"));
    expect(() => everyMinutes(0)).toThrow();
  });

  it("dailyAt: the next wall-clock time in Europe/Zurich, across the changes to and from summer time", () => {
    const at6 = dailyAt("06:00");
    // Winter (UTC+1): 06:00 is 05:00Z.
    expect(at6.first(new Date("2026-03-02T04:59:00Z"))).toEqual(new Date("2026-03-02T05:00:00Z"));
    expect(at6.first(new Date("2026-03-02T05:00:00Z"))).toEqual(new Date("2026-03-03T05:00:00Z"));
    // Summer time starts on 29 March 2026: 06:00 is then 04:00Z.
    expect(at6.next(new Date("2026-03-28T05:00:00Z"), new Date("2026-03-28T05:00:01Z"))).toEqual(
      new Date("2026-03-29T04:00:00Z"),
    );
    // And ends on 25 October 2026.
    expect(at6.next(new Date("2026-10-24T04:00:00Z"), new Date("2026-10-24T04:00:01Z"))).toEqual(
      new Date("2026-10-25T05:00:00Z"),
    );
    // Just before midnight in Zurich, the next 00:30 is the next local day.
    expect(dailyAt("00:30").first(new Date("2026-06-30T22:10:00Z"))).toEqual(new Date("2026-06-30T22:30:00Z"));
    expect(() => dailyAt("25:00")).toThrow();
  });
});
