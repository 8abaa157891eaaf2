import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { fromPglite, fromPgPool, PGLITE_EXTENSIONS, type Database } from "../db/client";
import { databaseUrlFor } from "./database-url";

/**
 * A fresh, migrated database of its own for a test file: a copy of the run's template
 * (PostgreSQL) or of its migrated dump (PGlite). Closing it drops the copy.
 */
export type TestDatabase = Database & {
  /** The connection string of the copy on PostgreSQL (for tests that need a second connection). */
  url?: string;
};

export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject("testDatabase");
  if (source.engine === "pglite") {
    const dump = new Blob([readFileSync(source.dumpPath)]);
    return fromPglite(await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS }));
  }
  const name = `jobatlas_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(source.adminUrl, name);
  const database = fromPgPool(new pg.Pool({ connectionString: url, max: 4 }));
  const close = database.close;
  let dropped: Promise<void> | undefined;
  const drop = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: source.adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
    await cleanup.end();
  };
  return { ...database, url, close: () => (dropped ??= drop()) };
}
