/**
 * `npm run worker` (built: `node apps/server/dist/worker.js`): the outbox worker and the scheduler
 * as a process of their own, without the HTTP API — for servers started with RUN_WORKER=false.
 * WORKER_HEALTH_PORT opens /healthz and /readyz for an orchestrator. Needs DATABASE_URL: the
 * embedded database belongs to one process.
 */
import Fastify from "fastify";
import { ConfigError, loadConfig, type Config } from "../config";
import { createContext } from "../context";
import { openDatabase } from "../db/client";
import { healthPlugin } from "../plugins/health";
import { loggerOptions } from "../plugins/request-context";
import { createBackgroundWork } from "./background";

function readConfig(): Config {
  try {
    const config = loadConfig();
    if (!config.databaseUrl)
      throw new ConfigError(
        "Invalid configuration: DATABASE_URL: the worker process needs PostgreSQL (the embedded database belongs to the server's process)",
      );
    return config;
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.timeouts.statementMs,
  });
  // The tables the tasks use must exist; servers starting at the same time wait for one another.
  await database.migrate();
  const ctx = createContext({ db: database.db, now: () => new Date(), config });
  // The server's JSON log lines, secrets scrubbed the same way (ADR 035).
  const app = Fastify({ logger: loggerOptions(config.logLevel) });
  await app.register(healthPlugin, { database });
  app.addHook("onClose", async () => database.close());
  const background = createBackgroundWork({ ctx, config, log: app.log.child({ process: "worker" }) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "worker shutting down: finishing the mail and the task in flight");
    const forced = setTimeout(() => {
      app.log.error("shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000);
    forced.unref();
    await background.stop();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  if (config.workerHealthPort !== undefined) await app.listen({ port: config.workerHealthPort, host: config.host });
  else await app.ready();
  await background.start();
  if (closing) return;
  app.log.info({ smtp: Boolean(config.smtpUrl) }, "worker running: scheduler and outbox");
  // Polling timers do not hold the process; this keeps it alive until a signal.
  setInterval(() => {}, 1 << 30);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
