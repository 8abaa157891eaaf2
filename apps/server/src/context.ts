import type { Config } from "./config";
import type { Db } from "./db/client";

/** What services need from the outside: the database, the time (tests move it) and the config. */
export interface AppContext {
  db: Db;
  now: () => Date;
  config: Config;
}

/** A transaction handle; repos accept it wherever they accept the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
