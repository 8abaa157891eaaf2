/**
 * Migrates one database per test run, which every test file then copies (docs/domain.md §1):
 * on PostgreSQL a template database, on PGlite a dump of a migrated data directory.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { fromPglite, fromPgPool, PGLITE_EXTENSIONS } from "../db/client";
import { databaseUrlFor } from "./database-url";

export type TestDatabaseSource =
  { engine: "postgres"; adminUrl: string; template: string } | { engine: "pglite"; dumpPath: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `jobatlas_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = fromPgPool(new pg.Pool({ connectionString: databaseUrlFor(adminUrl, template), max: 1 }));
    await database.migrate();
    await database.close();
    project.provide("testDatabase", { engine: "postgres", adminUrl, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir("none");
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), "jobatlas-test-"));
  const dumpPath = path.join(dir, "migrated.tar");
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("testDatabase", { engine: "pglite", dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}
