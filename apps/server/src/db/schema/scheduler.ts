import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

/**
 * One row per scheduled task (ADR 009): `next_run_at` is the tick that is due next. A run claims
 * the row with a lease (`lease_until`, held by `lease_owner`); the holder sets the next tick when
 * it finishes. A lease that runs out (the process died mid-run) makes the same tick due again.
 */
export const scheduledTasks = pgTable("scheduled_tasks", {
  name: text("name").primaryKey(),
  nextRunAt: instant("next_run_at").notNull(),
  leaseUntil: instant("lease_until"),
  /** A random id per claim: only the run that holds the lease may finish it. */
  leaseOwner: text("lease_owner"),
  /** When the last finished run (successful or not) started. */
  lastRunAt: instant("last_run_at"),
  lastError: text("last_error"),
  /** Failed runs in a row; 0 after a success. */
  failures: integer("failures").notNull().default(0),
});
