/**
 * `npm run worker` (built: `node apps/server/dist/worker.js`): the outbox worker and the scheduler
 * as a process of their own, without the HTTP API — for servers started with RUN_WORKER=false.
 * WORKER_HEALTH_PORT opens /healthz and /readyz for an orchestrator. Needs DATABASE_URL: the
 * embedded database belongs to one process.
 */
import Fastify from "fastify";
import { ConfigError, loadConfig, type Config } from "../config";
import { createContext } from "../context";
import { healthPlugin } from "../plugins/health";
import { loggerOptions } from "../plugins/request-context";
import { checkPortFree, listenError, loadEnvFile, openCheckedDatabase, refuseProductionDatabase } from "../startup";
import { createBackgroundWork } from "./background";

function readConfig(): Config {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new ConfigError(
      "Invalid configuration: DATABASE_URL: the worker process needs PostgreSQL (the embedded database belongs to the server's process)",
    );
  return config;
}

async function main() {
  // Before any work: the environment (and .env), the health port, the database, the mode (ADR 062).
  loadEnvFile();
  const config = readConfig();
  if (config.workerHealthPort !== undefined)
    await checkPortFree({ host: config.host, port: config.workerHealthPort, variable: "WORKER_HEALTH_PORT" });
  const database = await openCheckedDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.timeouts.statementMs,
    variable: "DATABASE_URL",
  });
  await refuseProductionDatabase(database, config);
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

  const healthPort = config.workerHealthPort;
  if (healthPort !== undefined)
    await app.listen({ port: healthPort, host: config.host }).catch((err: unknown) => {
      throw listenError(err, { host: config.host, port: healthPort, variable: "WORKER_HEALTH_PORT" }) ?? err;
    });
  else await app.ready();
  await background.start();
  if (closing) return;
  app.log.info({ smtp: Boolean(config.smtpUrl) }, "worker running: scheduler and outbox");
  // Polling timers do not hold the process; this keeps it alive until a signal.
  setInterval(() => {}, 1 << 30);
}

main().catch((err: unknown) => {
  // A bad value or a start that cannot go on is one line; anything else keeps its stack.
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
