import type { Config } from "./config";
import type { Db } from "./db/client";
import { readsFromPrimary } from "./db/read-routing";
import type { SearchIndex } from "./features/search/search.index";

/**
 * What services need from the outside: the database, the time (tests move it) and the config.
 * Every service takes it first; inside a transaction its `db` is the transaction.
 */
export interface AppContext {
  db: Db;
  /**
   * The database for public reads (company, listing and job pages, widgets, sitemaps): the replica
   * when DATABASE_READ_URL is set, except for a client that wrote within READ_YOUR_WRITES_MS (the
   * primary then). Absent (contexts built by hand, tests) means `db`: read it as `ctx.read ?? ctx.db`.
   * Never for a read that decides a write: that reads `db`.
   */
  read?: Db;
  now: () => Date;
  config: Config;
}

/**
 * The services' context. With a `replica`, `read` is chosen per request (db/read-routing.ts);
 * spreading the context (`{ ...ctx, now }`) fixes the choice of the moment, which is the request's.
 */
export function createContext(opts: { db: Db; replica?: Db; now: () => Date; config: Config }): AppContext {
  const { db, replica, now, config } = opts;
  const ctx = { db, now, config } as AppContext;
  Object.defineProperty(ctx, "read", {
    enumerable: true,
    get: () => (replica && !readsFromPrimary() ? replica : db),
  });
  return ctx;
}

/** A transaction handle; repos accept it wherever they accept the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Runs `work` in one transaction: the services it calls get a context whose `db` is that transaction. */
export function inTransaction<T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>): Promise<T> {
  // A transaction reads what it wrote: its reads, public or not, stay in it.
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx, read: tx }));
}

/** Cookies are `Secure` when users reach us over https. */
export function usesSecureCookies(config: Pick<Config, "publicUrl">): boolean {
  return config.publicUrl.startsWith("https://");
}

/** The options of every feature's route plugin. */
export interface RoutesOptions {
  ctx: AppContext;
  /** The search engine this process answers searches from (features/search). */
  search: SearchIndex;
}
