/**
 * A worker process for listings.lifecycle.process.test.ts: opens the PostgreSQL database of
 * DATABASE_URL with a pool of its own, waits until LIFECYCLE_START_AT (epoch ms, so two processes
 * start together), then runs the listing lifecycle twice at once, LIFECYCLE_RUNS times more and
 * the scheduler's tasks once at the fixed clock LIFECYCLE_NOW, and prints its reports as one JSON line.
 */
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { createScheduler } from "../src/worker/scheduler";
import { scheduledTasks } from "../src/worker/tasks";
import { runListingLifecycle, type LifecycleReport } from "../src/features/listings/listings.service";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required");
const at = new Date(process.env.LIFECYCLE_NOW ?? "");
if (Number.isNaN(at.getTime())) throw new Error("LIFECYCLE_NOW must be an ISO time");
const runs = Number(process.env.LIFECYCLE_RUNS ?? "3");
const startAt = Number(process.env.LIFECYCLE_START_AT ?? "0");

const database = await openDatabase({ databaseUrl, dataDir: "" });
const ctx = { db: database.db, now: () => at, config: loadConfig({ APP_ENV: "test", SEED_DEMO_DATA: "false" }) };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
try {
  await database.db.execute("select 1"); // connected before the start line
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  // Two runs at once in this process (its pool has several connections), then more one by one,
  // then the scheduler's tick of every task, as a server process would run it.
  const reports: (LifecycleReport | string)[] = await Promise.all([runListingLifecycle(ctx), runListingLifecycle(ctx)]);
  for (let i = 0; i < runs; i++) reports.push(await runListingLifecycle(ctx));
  const scheduler = createScheduler({ db: database.db, log: quiet, tasks: scheduledTasks(ctx), now: ctx.now });
  for (const run of await scheduler.runOnce()) reports.push(`${run.task}${run.error ? ` failed: ${run.error}` : ""}`);
  process.stdout.write(`${JSON.stringify(reports)}\n`);
} finally {
  await database.close();
}
