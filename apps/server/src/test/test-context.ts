import type { AppContext } from "../context";
import { loadConfig } from "../config";
import type { Db } from "../db/client";

/** A service context on a test database, for tests that call services directly. */
export function testContext(db: Db, now: () => Date = () => new Date()): AppContext {
  return { db, now, config: loadConfig({ APP_ENV: "test", SEED_DEMO_DATA: "false" }) };
}
