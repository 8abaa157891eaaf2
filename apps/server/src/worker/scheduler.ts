/**
 * The one scheduler (ADR 009): every periodic job of the server (data retention today; listing
 * lifecycle, job alerts and digests to come) is a ScheduledTask here, whatever number of server
 * processes share the database. Each task is a row in `scheduled_tasks` whose `next_run_at` is the
 * tick due next. A poll claims a due tick under a lease (`FOR UPDATE SKIP LOCKED`, the outbox's
 * pattern), runs the task and sets the next tick, so two processes never run the same tick. A
 * process that dies mid-run leaves the lease to run out, and the same tick runs again: at least
 * once, so every task must be idempotent. A failed run is logged and retried at the next tick.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { redactForLog } from "../lib/db-errors";
import type { WorkerLog } from "./outbox-worker";
import { createPoller } from "./poller";

/** An error as logged and stored in last_error: no query parameters (they may hold addresses), bounded. */
function describeError(err: unknown): string {
  const { message, code, causeMessage } = redactForLog(err);
  return [code, message, causeMessage].filter(Boolean).join(": ").slice(0, 500);
}
import { claimTask, dueTaskNames, finishTask, registerTasks } from "./scheduler.repo";

/** When a task is due. */
export interface Schedule {
  /** The first tick of a task the database does not know yet. */
  first(now: Date): Date;
  /** The tick after `tick`, for a run that ended at `now`: the first one later than now (missed ticks are not made up one by one). */
  next(tick: Date, now: Date): Date;
}

/** Every n minutes, counted from the task's first tick; the first runs at once. */
export function everyMinutes(minutes: number): Schedule {
  const step = minutes * 60_000;
  if (!(step > 0)) throw new Error(`everyMinutes(${minutes}): the interval must be positive`);
  return {
    first: (now) => now,
    next(tick, now) {
      const skipped = Math.max(0, Math.floor((now.getTime() - tick.getTime()) / step));
      return new Date(tick.getTime() + (skipped + 1) * step);
    },
  };
}

/** The offset of a time zone at an instant, in ms (local wall time minus UTC). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time in a time zone (a time the clock skips comes an hour later). */
function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string) {
  const wall = Date.UTC(year, month, day, hour, minute);
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** Once a day at a wall-clock time, by default in Europe/Zurich (docs/domain.md §3: business dates). */
export function dailyAt(time: `${number}:${number}`, timeZone = "Europe/Zurich"): Schedule {
  const [hour = NaN, minute = NaN] = time.split(":").map(Number);
  if (!(hour >= 0 && hour < 24 && minute >= 0 && minute < 60)) throw new Error(`dailyAt(${time}): not a time of day`);
  const after = (moment: Date): Date => {
    const local = new Date(moment.getTime() + zoneOffsetMs(moment, timeZone));
    for (let day = 0; ; day++) {
      const candidate = zonedInstant(
        local.getUTCFullYear(),
        local.getUTCMonth(),
        local.getUTCDate() + day,
        hour,
        minute,
        timeZone,
      );
      if (candidate.getTime() > moment.getTime()) return candidate;
    }
  };
  return { first: after, next: (tick, now) => after(tick.getTime() > now.getTime() ? tick : now) };
}

export interface TaskContext {
  /** The scheduler's clock (tests move it); services take it as AppContext.now. */
  now: () => Date;
  /** The tick this run is for: the same tick may run again after a crash, so key any effect on it. */
  tick: Date;
  log: WorkerLog;
}

/** A log whose every line carries `bindings` (WorkerLog has no child loggers). */
function withBindings(log: WorkerLog, bindings: Record<string, string>): WorkerLog {
  return {
    info: (obj, msg) => log.info({ ...bindings, ...obj }, msg),
    warn: (obj, msg) => log.warn({ ...bindings, ...obj }, msg),
    error: (obj, msg) => log.error({ ...bindings, ...obj }, msg),
  };
}

export interface ScheduledTask {
  /** Unique and stable: the task's row in `scheduled_tasks`. */
  name: string;
  schedule: Schedule;
  /** How long a run may take before another process may run the same tick (default 10 minutes). */
  leaseMs?: number;
  /** Must be idempotent: a tick runs at least once. */
  run(ctx: TaskContext): Promise<void>;
}

export interface TaskRun {
  task: string;
  tick: Date;
  error?: string;
}

export interface Scheduler {
  /** Runs every due task once (one at a time); runs of one scheduler never overlap. */
  runOnce(): Promise<TaskRun[]>;
  /** Polls every pollIntervalMs until stop(). */
  start(): void;
  /** Stops polling and waits for the run in flight; no task starts after it (runOnce then runs nothing). */
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 10 * 60_000;

export function createScheduler(opts: {
  db: Db;
  log: WorkerLog;
  tasks: ScheduledTask[];
  now?: () => Date;
  pollIntervalMs?: number;
}): Scheduler {
  const { db, log, tasks } = opts;
  const now = opts.now ?? (() => new Date());
  const pollIntervalMs = opts.pollIntervalMs ?? 5000;
  const byName = new Map(tasks.map((t) => [t.name, t]));
  if (byName.size !== tasks.length) throw new Error("scheduled task names must be unique");
  let stopping = false;
  let registered: Promise<void> | undefined;

  async function runTask(task: ScheduledTask, runs: TaskRun[]): Promise<void> {
    const claimedAt = now();
    const owner = randomUUID();
    const leaseUntil = new Date(claimedAt.getTime() + (task.leaseMs ?? DEFAULT_LEASE_MS));
    const claimed = await claimTask(db, { name: task.name, now: claimedAt, leaseUntil, owner });
    if (!claimed) return; // another process has it, or ran it since we looked
    const { tick } = claimed;
    let error: string | null = null;
    try {
      // Every line the task logs names the task, its tick and this run (ADR 035).
      await task.run({ now, tick, log: withBindings(log, { task: task.name, tick: tick.toISOString(), run: owner }) });
    } catch (err) {
      error = describeError(err);
    }
    const nextRunAt = task.schedule.next(tick, now());
    // If this throws (or the process dies first), the lease runs out and the same tick runs again.
    const finished = await finishTask(db, { name: task.name, owner, startedAt: claimedAt, nextRunAt, error });
    const context = { task: task.name, tick: tick.toISOString(), nextRunAt: nextRunAt.toISOString() };
    if (error !== null) {
      log.error(
        { ...context, failures: claimed.failures + 1, error },
        "scheduled task failed; it runs again at the next tick",
      );
    }
    if (!finished) log.warn(context, "scheduled task outlasted its lease; another run may have taken the tick over");
    runs.push({ task: task.name, tick, ...(error === null ? {} : { error }) });
  }

  async function runDue(): Promise<TaskRun[]> {
    registered ??= registerTasks(
      db,
      tasks.map((t) => ({ name: t.name, nextRunAt: t.schedule.first(now()) })),
    ).catch((err: unknown) => {
      registered = undefined;
      throw err;
    });
    await registered;
    const runs: TaskRun[] = [];
    for (const name of await dueTaskNames(db, [...byName.keys()], now())) {
      if (stopping) break;
      const task = byName.get(name);
      if (task) await runTask(task, runs);
    }
    return runs;
  }

  const poller = createPoller({
    run: runDue,
    nextDelayMs: () => pollIntervalMs,
    // The database was unreachable: leases run out and ticks stay due; keep polling.
    onError: (err) => log.error({ error: describeError(err) }, "scheduler poll failed"),
  });
  return {
    ...poller,
    stop() {
      stopping = true; // no further task starts in the run in flight
      return poller.stop();
    },
  };
}
