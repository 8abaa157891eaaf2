import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { scheduledTasks } from "../db/schema";

/** Adds the tasks this process knows and the database does not yet; existing rows keep their tick. */
export async function registerTasks(db: Db, tasks: { name: string; nextRunAt: Date }[]): Promise<void> {
  if (tasks.length === 0) return;
  await db.insert(scheduledTasks).values(tasks).onConflictDoNothing({ target: scheduledTasks.name });
}

function dueAt(now: Date) {
  return and(
    lte(scheduledTasks.nextRunAt, now),
    or(isNull(scheduledTasks.leaseUntil), lte(scheduledTasks.leaseUntil, now)),
  );
}

/** The names of the given tasks whose tick is due and that no live lease holds (a cheap read per poll). */
export async function dueTaskNames(db: Db, names: string[], now: Date): Promise<string[]> {
  const rows = await db
    .select({ name: scheduledTasks.name })
    .from(scheduledTasks)
    .where(and(inArray(scheduledTasks.name, names), dueAt(now)))
    .orderBy(scheduledTasks.nextRunAt, scheduledTasks.name);
  return rows.map((r) => r.name);
}

/**
 * Claims one task's due tick under a lease, in one statement: `FOR UPDATE SKIP LOCKED` keeps a
 * second process off the row while it claims, and the lease keeps it off while the task runs.
 * Returns the tick claimed, or undefined when the task is not due or another process has it.
 */
export async function claimTask(
  db: Db,
  opts: { name: string; now: Date; leaseUntil: Date; owner: string },
): Promise<{ tick: Date; failures: number } | undefined> {
  const due = db
    .select({ name: scheduledTasks.name })
    .from(scheduledTasks)
    .where(and(eq(scheduledTasks.name, opts.name), dueAt(opts.now)))
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(scheduledTasks)
    .set({ leaseUntil: opts.leaseUntil, leaseOwner: opts.owner })
    .where(inArray(scheduledTasks.name, due))
    .returning({ tick: scheduledTasks.nextRunAt, failures: scheduledTasks.failures });
  return row;
}

/**
 * Ends a run: the next tick, the outcome, the lease released. Only the lease holder may; false
 * when the lease ran out and another run took the task over meanwhile.
 */
export async function finishTask(
  db: Db,
  opts: { name: string; owner: string; startedAt: Date; nextRunAt: Date; error: string | null },
): Promise<boolean> {
  const rows = await db
    .update(scheduledTasks)
    .set({
      nextRunAt: opts.nextRunAt,
      leaseUntil: null,
      leaseOwner: null,
      lastRunAt: opts.startedAt,
      lastError: opts.error,
      failures: opts.error === null ? 0 : sql`${scheduledTasks.failures} + 1`,
    })
    .where(and(eq(scheduledTasks.name, opts.name), eq(scheduledTasks.leaseOwner, opts.owner)))
    .returning({ name: scheduledTasks.name });
  return rows.length > 0;
}

export async function taskRow(db: Db, name: string) {
  const [row] = await db.select().from(scheduledTasks).where(eq(scheduledTasks.name, name));
  return row;
}
