import { buildApp } from "./app";
import { createContext } from "./context";
import { startupBanner } from "./banner";
import { ConfigError, loadConfig } from "./config";
import { DEMO_ACCOUNTS, demoAccountLanding, seedDemoDataIfEmpty } from "./seed";
import { DEMO_LINK_TTL_HOURS, demoSignInLines } from "./features/auth/auth.service";
import { developmentLogStream } from "./plugins/request-context";
import {
  checkPortFree,
  listenError,
  loadEnvFile,
  openCheckedDatabase,
  recordStart,
  refuseProductionDatabase,
} from "./startup";
import { createBackgroundWork } from "./worker/background";

/** How long the development banner waits at most for the search index to be built. */
const STARTUP_WAIT_MS = 120_000;

async function main() {
  // Before any work: the environment (and .env), the port, the databases, the mode (ADR 062).
  loadEnvFile();
  const config = loadConfig();
  await checkPortFree({ host: config.host, port: config.port, variable: "PORT" });
  const database = await openCheckedDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.timeouts.statementMs,
    variable: "DATABASE_URL",
  });
  // Public reads go to the replica when there is one (ADR 037); the background work stays on the primary.
  const readDatabase = config.databaseReadUrl
    ? await openCheckedDatabase({
        databaseUrl: config.databaseReadUrl,
        dataDir: config.dataDir,
        statementTimeoutMs: config.timeouts.statementMs,
        variable: "DATABASE_READ_URL",
      })
    : undefined;
  await refuseProductionDatabase(database, config);
  await database.migrate();
  await recordStart(database, config, new Date());
  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty(database.db, { config });
    if (seeded)
      console.log(
        `Demo data seeded: ${seeded.organizations} organisations, ${seeded.listings} listings, ${seeded.applications} applications.`,
      );
  }
  const ctx = createContext({ db: database.db, now: () => new Date(), config });
  // Development logs human-readable lines; production (and test) JSON lines (ADR 035, 058).
  const logStream = config.env === "development" ? await developmentLogStream() : undefined;
  let searchSettled: () => void = () => {};
  const searchReady = new Promise<void>((resolve) => (searchSettled = resolve));
  const app = await buildApp({
    config,
    database,
    readDatabase,
    now: ctx.now,
    logStream,
    onSearchSettled: searchSettled,
  });
  // The scheduler and the outbox worker, unless they run as a process of their own (npm run worker).
  const background = config.runWorker ? createBackgroundWork({ ctx, config, log: app.log }) : undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const forced = setTimeout(() => {
      app.log.error("shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000);
    forced.unref();
    // The workers first: a mail in flight is marked sent, a scheduled task finishes its tick,
    // before the database closes.
    await background?.stop();
    await app.close(); // waits for in-flight requests, then closes the database (onClose hook)
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  const listening = await app.listen({ port: config.port, host: config.host }).catch((err: unknown) => {
    // Taken since the check above (another server started in between): the same one line.
    throw listenError(err, { host: config.host, port: config.port, variable: "PORT" }) ?? err;
  });

  await background?.start();
  if (closing) return;

  // In development the banner waits for the search index's start-up (its lines come first), so it
  // stays the last thing printed until the first request (at most STARTUP_WAIT_MS).
  if (config.env === "development") {
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([searchReady, new Promise((resolve) => (waited = setTimeout(resolve, STARTUP_WAIT_MS)))]);
    clearTimeout(waited);
    if (closing) return;
  }
  const demoSignInLinesShown =
    config.env === "development"
      ? await demoSignInLines(
          ctx,
          DEMO_ACCOUNTS.map((a) => ({ email: a.email, landing: demoAccountLanding(a) })),
        )
      : [];
  // Last: the banner (PORT=0 listens on a free port, which only the listening address names).
  const address = config.port === 0 ? listening : config.publicUrl;
  console.log(
    startupBanner({
      config,
      address,
      demoSignInLines: demoSignInLinesShown,
      demoLinkHours: DEMO_LINK_TTL_HOURS,
    }),
  );
}

main().catch((err: unknown) => {
  // A bad value or a start that cannot go on is one line; anything else keeps its stack.
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
