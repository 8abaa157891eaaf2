import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database handle every repo receives; the same type for both engines. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
/** The longest a query waits for a free pool connection. */
export const POOL_WAIT_MS = 3000;
/** The advisory lock migrations hold on PostgreSQL ("jobatlas" in ASCII). */
const MIGRATION_LOCK_KEY = 0x6a6f6261746c6173n.toString();

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Cheap liveness probe for /readyz. */
  ping(): Promise<void>;
  /** Calls `onNotify` on each NOTIFY of the channel; resolves to a function that stops listening. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Closing twice (app shutdown after a test closed the database) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await client.query("select 1")),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: once(() => client.close()),
  };
}

export function fromPgPool(pool: pg.Pool): Database {
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: "postgres",
    migrate: async () => {
      // Several instances (and the worker) start at once against one database: one migrates, the
      // others wait on a session lock and then find nothing left to do.
      // The lock's connection is not the pool's: a pool of one must still have one to migrate with.
      // Migrations run on that connection, without the pool's statement timeout: building an index
      // on a large table may take minutes.
      const lock = new pg.Client({ ...pool.options, statement_timeout: 0 });
      await lock.connect();
      try {
        await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(lock, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.end(); // ends the session, which releases the lock
      }
    },
    ping: async () => void (await pool.query("select 1")),
    listen: async (channel, onNotify) => {
      // A connection of its own: LISTEN lasts as long as the session that issued it.
      const client = await pool.connect();
      let released = false;
      // The connection can drop (a restart, a failover): without a listener its error would end
      // the process. Listening then stops; callers poll as well, so nothing is missed.
      // Both listeners come off again when the connection goes back to the pool, which hands it
      // to other queries afterwards (and would collect one pair per LISTEN otherwise).
      const onNotification = (message: pg.Notification) => message.channel === channel && onNotify();
      const onError = () => {
        if (released) return;
        released = true;
        client.off("notification", onNotification);
        client.release(true);
      };
      client.on("error", onError);
      client.on("notification", onNotification);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        if (released) return;
        released = true;
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.off("notification", onNotification);
        client.off("error", onError);
        client.release();
      };
    },
    close: once(() => pool.end()),
  };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite database persisted in dataDir. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL's statement_timeout for the pool's connections (DB_STATEMENT_TIMEOUT_MS); none when left out. */
  statementTimeoutMs?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // A request waits at most this long for a connection (all busy, or the server unreachable),
      // then fails as unavailable (503) instead of hanging (ADR 039).
      connectionTimeoutMillis: POOL_WAIT_MS,
      // ... and a statement runs at most this long (a lock held elsewhere, a runaway query), then
      // fails as unavailable too and frees its connection.
      statement_timeout: opts.statementTimeoutMs,
    });
    // A connection the server drops (restart, failover) emits an error, idle (on the pool) or
    // checked out between two queries (on the client); unheard, it would end the process. The pool
    // discards such a connection on release and opens a new one when needed.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    return fromPgPool(pool);
  }
  const dir = path.join(opts.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}
