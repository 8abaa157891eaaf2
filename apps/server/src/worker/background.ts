/**
 * The background work of a process: the scheduler of periodic tasks and, when SMTP_URL is set,
 * the outbox worker. The server runs it in-process unless RUN_WORKER=false; `npm run worker`
 * (worker/main.ts) runs only this. Any number of processes may run it at once: the scheduler and
 * the outbox claim their work under leases with `FOR UPDATE SKIP LOCKED` (ADR 006, 009, 037).
 */
import type { Config } from "../config";
import type { AppContext } from "../context";
import { redactForLog } from "../lib/db-errors";
import {
  createOutboxWorker,
  createSmtpTransport,
  type MailTransport,
  type OutboxWorker,
  type WorkerLog,
} from "./outbox-worker";
import { createScheduler } from "./scheduler";
import { scheduledTasks } from "./tasks";

export interface BackgroundWork {
  /** Runs the first tick of what is due, then polls; the outbox worker starts when SMTP is configured. */
  start(): Promise<void>;
  /** Stops polling and waits for the mail and the task in flight; nothing starts after it. */
  stop(): Promise<void>;
}

export function createBackgroundWork(opts: {
  ctx: AppContext;
  config: Pick<Config, "smtpUrl" | "mailFrom" | "isProduction">;
  log: WorkerLog & { child(bindings: object): WorkerLog };
}): BackgroundWork {
  const { ctx, config, log } = opts;
  const scheduler = createScheduler({
    db: ctx.db,
    log: log.child({ component: "scheduler" }),
    tasks: scheduledTasks(ctx),
  });
  let worker: OutboxWorker | undefined;
  let transport: MailTransport | undefined;
  let stopped = false;

  return {
    async start() {
      // The first tick of what is due runs now, so whatever it logs comes before the banner.
      await scheduler.runOnce().catch((err: unknown) => {
        log.error({ err: redactForLog(err) }, "scheduler: first run failed");
      });
      if (stopped) return;
      scheduler.start();
      if (config.smtpUrl) {
        transport = createSmtpTransport(config.smtpUrl, { from: config.mailFrom });
        worker = createOutboxWorker({ db: ctx.db, transport, log: log.child({ component: "outbox-worker" }) });
        worker.start();
      } else if (config.isProduction) {
        log.warn({}, "SMTP_URL is not set: mails are queued in the outbox but NOT delivered");
      }
    },
    async stop() {
      stopped = true;
      await Promise.all([worker?.stop(), scheduler.stop()]);
      transport?.close();
    },
  };
}
