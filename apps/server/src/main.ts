import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase } from "./db/client";
import { DEMO_ACCOUNTS, demoAccountLanding, seedDemoDataIfEmpty } from "./db/seed";
import { demoSignInLines } from "./features/auth/auth.service";
import { createRetentionWorker } from "./worker/retention-worker";
import { createOutboxWorker, createSmtpTransport, type MailTransport, type OutboxWorker } from "./worker/outbox-worker";

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

  const app = await buildApp({ config, database });
  let worker: OutboxWorker | undefined;
  const retention = createRetentionWorker({ db: database.db, log: app.log.child({ component: "retention" }) });
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
    // The worker first: a mail in flight is marked sent before the database closes.
    await worker?.stop();
    await retention.stop();
    transport?.close();
    await app.close(); // waits for in-flight requests, then closes the database (onClose hook)
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
  retention.start();
  console.log(`Jobatlas is running at ${config.publicUrl} (${config.env}, ${database.engine})`);
  if (config.env === "development") {
    const ctx = { db: database.db, now: () => new Date(), config };
    const lines = await demoSignInLines(
      ctx,
      DEMO_ACCOUNTS.map((a) => ({ email: a.email, landing: demoAccountLanding(a) })),
    );
    if (lines.length > 0) console.log(`Sign in as a demo account (links valid 12 hours):\n${lines.join("\n")}`);
  }

  if (config.smtpUrl) {
    if (closing) return;
    transport = createSmtpTransport(config.smtpUrl, { from: config.mailFrom });
    worker = createOutboxWorker({ db: database.db, transport, log: app.log.child({ component: "outbox-worker" }) });
    worker.start();
  } else if (config.isProduction) {
    app.log.warn("SMTP_URL is not set: mails are queued in the outbox but NOT delivered");
  } else {
    console.log(`Mail is not sent (no SMTP_URL): read it in the dev mailbox at ${config.publicUrl}/en/debug/mail`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
