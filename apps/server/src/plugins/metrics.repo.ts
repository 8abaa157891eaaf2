import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { listingPublications, outbox, scheduledTasks } from "../db/schema";

/** The backlogs /metrics reports, read in one round trip (ADR 035). */
export interface Backlogs {
  outboxPending: number;
  /** Pending mails whose next attempt is due now: the worker's queue. */
  outboxDue: number;
  outboxFailed: number;
  /** Age of the oldest pending mail, 0 when none waits. */
  outboxOldestPendingSeconds: number;
  /** Scheduled tasks whose tick is due and not leased by a run. */
  scheduledTasksDue: number;
  /** Scheduled tasks whose last run failed. */
  scheduledTasksFailing: number;
  /** Published listings the job-alert matcher has not taken yet. */
  jobAlertPublicationsPending: number;
}

export async function readBacklogs(db: Db, now: Date): Promise<Backlogs> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select
      (select count(*) from ${outbox} where ${outbox.status} = 'pending') as "outboxPending",
      (select count(*) from ${outbox} where ${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= ${at}::timestamptz) as "outboxDue",
      (select count(*) from ${outbox} where ${outbox.status} = 'failed') as "outboxFailed",
      (select coalesce(extract(epoch from (${at}::timestamptz - min(${outbox.createdAt}))), 0)
         from ${outbox} where ${outbox.status} = 'pending') as "outboxOldestPendingSeconds",
      (select count(*) from ${scheduledTasks}
         where ${scheduledTasks.nextRunAt} <= ${at}::timestamptz
           and (${scheduledTasks.leaseUntil} is null or ${scheduledTasks.leaseUntil} < ${at}::timestamptz)) as "scheduledTasksDue",
      (select count(*) from ${scheduledTasks} where ${scheduledTasks.failures} > 0) as "scheduledTasksFailing",
      (select count(*) from ${listingPublications} where ${listingPublications.processedAt} is null) as "jobAlertPublicationsPending"
  `);
  const row = (result as unknown as { rows: Record<keyof Backlogs, string | number | null>[] }).rows[0];
  const num = (key: keyof Backlogs) => Math.max(0, Number(row?.[key] ?? 0));
  return {
    outboxPending: num("outboxPending"),
    outboxDue: num("outboxDue"),
    outboxFailed: num("outboxFailed"),
    outboxOldestPendingSeconds: num("outboxOldestPendingSeconds"),
    scheduledTasksDue: num("scheduledTasksDue"),
    scheduledTasksFailing: num("scheduledTasksFailing"),
    jobAlertPublicationsPending: num("jobAlertPublicationsPending"),
  };
}
