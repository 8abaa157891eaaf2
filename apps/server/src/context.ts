import type { Config } from "./config";
import type { Db } from "./db/client";
import type { SearchIndex } from "./features/search/search.index";

/**
 * What services need from the outside: the database, the time (tests move it) and the config.
 * Every service takes it first; inside a transaction its `db` is the transaction.
 */
export interface AppContext {
  db: Db;
  now: () => Date;
  config: Config;
}

/** A transaction handle; repos accept it wherever they accept the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Runs `work` in one transaction: the services it calls get a context whose `db` is that transaction. */
export function inTransaction<T>(ctx: AppContext, work: (tx: AppContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
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
