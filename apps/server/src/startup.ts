/**
 * What a server (and the worker) checks before any work starts (ADR 062): the port is free, the
 * database answers, and a development or test server is not about to run on a database that a
 * production server has used. Each failure is one ConfigError line naming the variable.
 */
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { describeServerUrl } from "./banner";
import { ConfigError, type Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { productionStartedAt, recordServerStart } from "./startup.repo";

/**
 * Reads `.env` from the working directory when there is one (npm's scripts run in the repository's
 * root). Variables already set in the environment win over the file.
 */
export function loadEnvFile(file = path.resolve(".env")): void {
  if (!existsSync(file)) return;
  try {
    process.loadEnvFile(file);
  } catch (err) {
    throw new ConfigError(`Cannot start: ${file}: ${reasonOf(err)}`);
  }
}

/** An error's code (ECONNREFUSED) and message, on one line. */
function reasonOf(err: unknown): string {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  const text = (message ?? "").replace(/\s+/g, " ").trim();
  if (code && text && !text.includes(code)) return `${text} (${code})`;
  return text || code || String(err);
}

/** The one line for a failed listen (EADDRINUSE, EACCES, EADDRNOTAVAIL), naming the variable to change. */
export function listenError(
  err: unknown,
  opts: { host: string; port: number; variable: string },
): ConfigError | undefined {
  const code = (err as { code?: string } | undefined)?.code;
  const where = `${opts.host}:${opts.port}`;
  if (code === "EADDRINUSE")
    return new ConfigError(
      `Cannot start: ${opts.variable}: ${where} is already in use (stop what listens there, or choose another ${opts.variable})`,
    );
  if (code === "EACCES")
    return new ConfigError(
      `Cannot start: ${opts.variable}: no permission to listen on ${where} (ports below 1024 need privileges)`,
    );
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
    return new ConfigError(`Cannot start: HOST: ${opts.host} is not an address of this machine (${code})`);
  return undefined;
}

/** Fails with one line when the port cannot be listened on; PORT=0 (any free port) always can. */
export async function checkPortFree(opts: { host: string; port: number; variable: string }): Promise<void> {
  if (opts.port === 0) return;
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host: opts.host, port: opts.port, exclusive: true }, () => resolve());
  }).catch((err: unknown) => {
    throw listenError(err, opts) ?? err;
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * Opens the database and proves it answers: an unreachable server, a wrong password or a missing
 * database is one line naming `variable`, not a stack trace at the first migration.
 */
export async function openCheckedDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  statementTimeoutMs?: number;
  variable: "DATABASE_URL" | "DATABASE_READ_URL";
}): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase(opts);
  } catch (err) {
    const what = opts.databaseUrl ? opts.variable : "DATA_DIR";
    throw new ConfigError(`Cannot start: ${what}: cannot open the database: ${reasonOf(err)}`);
  }
  try {
    await database.ping();
  } catch (err) {
    await database.close().catch(() => {});
    const where = opts.databaseUrl ? `PostgreSQL at ${describeServerUrl(opts.databaseUrl)}` : "the embedded database";
    throw new ConfigError(`Cannot start: ${opts.variable}: cannot reach ${where}: ${reasonOf(err)}`);
  }
  return database;
}

/**
 * Before the migrations: a development or test server refuses a database on which a production
 * server has run (it would print sign-in links, show every mail in the dev mailbox and seed demo
 * accounts there). Production may start on any database.
 */
export async function refuseProductionDatabase(database: Database, config: Pick<Config, "env" | "databaseUrl">) {
  if (config.env === "production") return;
  const since = await productionStartedAt(database.db);
  if (!since) return;
  const which = config.databaseUrl
    ? `the database at ${describeServerUrl(config.databaseUrl)} (DATABASE_URL)`
    : "the embedded database in DATA_DIR";
  throw new ConfigError(
    `Cannot start: APP_ENV: ${config.env} mode refuses ${which}: a production server has used it since ${since.toISOString()} (use another database, or APP_ENV=production)`,
  );
}

/** After the migrations: records this start's mode, so development and test refuse the database later. */
export async function recordStart(database: Database, config: Pick<Config, "env">, now: Date): Promise<void> {
  await recordServerStart(database.db, config.env, now);
}
