import { buildApp } from "./app";
import type { AppContext } from "./context";
import { redactForLog } from "./lib/db-errors";
import { startupBanner } from "./banner";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase } from "./db/client";
import { DEMO_ACCOUNTS, demoAccountLanding, seedDemoDataIfEmpty } from "./db/seed";
import { demoSignInLines } from "./features/auth/auth.service";
import { createOutboxWorker, createSmtpTransport, type MailTransport, type OutboxWorker } from "./worker/outbox-worker";
import { createScheduler } from "./worker/scheduler";
import { scheduledTasks } from "./worker/tasks";

function readConfig(): Config {
  try {
    return loadConfig();
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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty(database.db);
    if (seeded) console.log(`Demo data seeded: ${seeded.organizations} organisations, ${seeded.listings} listings.`);
  }

  const ctx: AppContext = { db: database.db, now: () => new Date(), config };
  const app = await buildApp({ config, database, now: ctx.now });
  let worker: OutboxWorker | undefined;
  const scheduler = createScheduler({
    db: database.db,
    log: app.log.child({ component: "scheduler" }),
    tasks: scheduledTasks(ctx),
  });
  let transport: MailTransport | undefined;
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
    await Promise.all([worker?.stop(), scheduler.stop()]);
    transport?.close();
    await app.close(); // waits for in-flight requests, then closes the database (onClose hook)
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  const listening = await app.listen({ port: config.port, host: config.host });

  // The first tick of what is due runs now, so whatever it logs comes before the banner.
  await scheduler.runOnce().catch((err: unknown) => {
    app.log.error({ err: redactForLog(err) }, "scheduler: first run failed");
  });
  if (closing) return;
  scheduler.start();

  if (config.smtpUrl) {
    transport = createSmtpTransport(config.smtpUrl, { from: config.mailFrom });
    worker = createOutboxWorker({ db: database.db, transport, log: app.log.child({ component: "outbox-worker" }) });
    worker.start();
  } else if (config.isProduction) {
    app.log.warn("SMTP_URL is not set: mails are queued in the outbox but NOT delivered");
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
  console.log(startupBanner({ config, address, demoSignInLines: demoSignInLinesShown }));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
