import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { purgeExpiredData } from "../features/retention/retention.service";

export interface RetentionWorker {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs the data retention every interval (default 10 minutes, so spent links and codes do not
 * linger), in the server process like the outbox worker. A failed run is logged and tried again.
 */
export function createRetentionWorker(opts: {
  db: Db;
  log: FastifyBaseLogger;
  now?: () => Date;
  intervalMs?: number;
}): RetentionWorker {
  const interval = opts.intervalMs ?? 10 * 60 * 1000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      const purged = await purgeExpiredData({ db: opts.db, now: opts.now ?? (() => new Date()) });
      if (Object.values(purged).some((n) => n > 0)) opts.log.info({ purged }, "data retention");
    } catch (err) {
      opts.log.error({ err: err instanceof Error ? err.message : String(err) }, "data retention failed");
    }
  };
  return {
    start() {
      const tick = () => {
        running = run().finally(() => {
          running = undefined;
          if (timer) timer = setTimeout(tick, interval);
        });
      };
      timer = setTimeout(tick, 1000);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
