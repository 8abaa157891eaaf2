/**
 * Loads the search benchmark's data set (generate.ts) into a fresh database:
 * - PostgreSQL (`DATABASE_URL`, default postgres://postgres@127.0.0.1:5432/jobatlas_bench): the
 *   database is dropped and created again (its name must start with `jobatlas_bench`, so `test`
 *   or a real database is never touched), the app's migrations run, the four tables are filled by
 *   four parallel `COPY … FROM STDIN` while the rows are generated, and the baseline's full-text
 *   side table and GIN index are built (baseline.ts);
 * - PGlite: a new data directory (default bench/.data/pglite-20k, the server's DATA_DIR), filled
 *   by `COPY … FROM '/dev/blob'` in slices.
 * Triggers and foreign-key checks are off during the load (`session_replication_role = replica`):
 * the generator writes consistent ids, and the search change feed has nothing to follow yet.
 * What was loaded, with the load times, goes into the table bench_meta for run.ts.
 *
 *   node --import tsx bench/search/load.ts [--engine postgres|pglite] [--dataset national|20k] [--no-baseline]
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { REPO_ROOT } from "../../apps/server/src/config";
import { PGLITE_EXTENSIONS, fromPglite, openDatabase } from "../../apps/server/src/db/client";
import { todayInZurich } from "../../apps/server/src/lib/dates";
import { BASELINE_CONFIG_SQL, BASELINE_FILL_SQL, BASELINE_INDEX_SQL, BASELINE_TABLE_SQL } from "./baseline";
import { CopyIn } from "./copy";
import {
  COLUMNS,
  DATASETS,
  DatasetGenerator,
  TABLES,
  type DatasetSpec,
  type DatasetStats,
  type TableName,
} from "./generate";

export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/jobatlas_bench";
export const DEFAULT_PGLITE_DIR = path.join(REPO_ROOT, "bench/.data/pglite-20k");

export interface LoadMeta {
  dataset: DatasetSpec;
  engine: "postgres" | "pglite";
  today: string;
  loadedAt: string;
  stats: DatasetStats;
  /** Seconds. */
  timings: { copy: number; finish: number; baselineFill?: number; baselineIndex?: number; total: number };
}

const META_SQL = "CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value jsonb NOT NULL)";
const SEQUENCE_SQL = TABLES.map(
  (t) => `SELECT setval(pg_get_serial_sequence('${t}', 'id'), coalesce((SELECT max(id) FROM ${t}), 1))`,
).join(";\n");

function seconds(since: number): number {
  return +((performance.now() - since) / 1000).toFixed(1);
}

function copySql(table: TableName, source: string): string {
  return `COPY ${table} (${COLUMNS[table].join(", ")}) FROM ${source}`;
}

function progress(generator: DatasetGenerator, started: number) {
  const rows = generator.stats.rows;
  const share = rows.organizations / generator.spec.organizations;
  process.stdout.write(
    `\r  ${(share * 100).toFixed(0).padStart(3)} %  ${rows.organizations.toLocaleString("en")} organisations, ${rows.listings.toLocaleString("en")} listings, ${seconds(started)} s   `,
  );
}

/** The database name of a PostgreSQL URL, refusing any that is not a benchmark database. */
function benchDatabase(url: string): { name: string; admin: string } {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  if (!/^jobatlas_bench\w*$/.test(name))
    throw new Error(
      `refusing to load into "${name}": the benchmark drops and recreates its database, whose name must start with jobatlas_bench`,
    );
  u.pathname = "/postgres";
  return { name, admin: u.toString() };
}

export async function loadPostgres(
  spec: DatasetSpec,
  databaseUrl: string,
  options: { baseline: boolean },
): Promise<LoadMeta> {
  const started = performance.now();
  const { name, admin } = benchDatabase(databaseUrl);
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminClient.query(`CREATE DATABASE ${name}`);
  await adminClient.end();

  const database = await openDatabase({ databaseUrl, dataDir: "/nonexistent" });
  await database.migrate();
  await database.close();
  console.log(`database ${name} created and migrated (${seconds(started)} s)`);

  // --- the four tables, generated and copied side by side ---
  const copyStarted = performance.now();
  const today = todayInZurich();
  const generator = new DatasetGenerator(spec, today);
  const clients = await Promise.all(
    TABLES.map(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query("SET session_replication_role = replica; SET synchronous_commit = off");
      return client;
    }),
  );
  const copies = await Promise.all(TABLES.map((t, i) => CopyIn.start(clients[i]!, copySql(t, "STDIN"))));
  let lastReport = 0;
  for (const batch of generator.batches()) {
    await Promise.all(TABLES.map((t, i) => (batch[t].length > 0 ? copies[i]!.write(batch[t]) : undefined)));
    if (performance.now() - lastReport > 2000) {
      progress(generator, copyStarted);
      lastReport = performance.now();
    }
  }
  const copied = await Promise.all(copies.map((c) => c.end()));
  progress(generator, copyStarted);
  console.log(`\n  COPY done: ${TABLES.map((t, i) => `${t} ${copied[i]!.toLocaleString("en")}`).join(", ")}`);
  const copySeconds = seconds(copyStarted);

  const finishStarted = performance.now();
  const client = clients[0]!;
  await client.query(SEQUENCE_SQL);
  await Promise.all(TABLES.map((t, i) => clients[i]!.query(`VACUUM ANALYZE ${t}`)));
  await Promise.all(clients.slice(1).map((c) => c.end()));
  const finishSeconds = seconds(finishStarted);
  console.log(`  sequences set, tables vacuumed and analysed (${finishSeconds} s)`);

  const timings: LoadMeta["timings"] = { copy: copySeconds, finish: finishSeconds, total: 0 };
  if (options.baseline) Object.assign(timings, await buildBaseline(databaseUrl, spec));
  timings.total = seconds(started);
  const meta: LoadMeta = {
    dataset: spec,
    engine: "postgres",
    today,
    loadedAt: new Date().toISOString(),
    stats: generator.stats,
    timings,
  };
  await client.query(META_SQL);
  await client.query("INSERT INTO bench_meta VALUES ('load', $1)", [JSON.stringify(meta)]);
  await client.end();
  return meta;
}

/** The plain full-text baseline: tsvectors in two parallel sessions, then the GIN index. */
async function buildBaseline(
  databaseUrl: string,
  spec: DatasetSpec,
): Promise<{ baselineFill: number; baselineIndex: number }> {
  const started = performance.now();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    options: "-c synchronous_commit=off -c maintenance_work_mem=512MB",
  });
  try {
    for (const sql of BASELINE_CONFIG_SQL) await pool.query(sql);
    await pool.query(BASELINE_TABLE_SQL);
    const sessions = 2;
    const slice = 5000;
    let next = 1;
    await Promise.all(
      Array.from({ length: sessions }, async () => {
        while (next <= spec.listings) {
          const from = next;
          next += slice;
          await pool.query(BASELINE_FILL_SQL, [from, from + slice - 1]);
          process.stdout.write(
            `\r  baseline tsvectors: ${Math.min(next - 1, spec.listings).toLocaleString("en")} listings, ${seconds(started)} s   `,
          );
        }
      }),
    );
    const baselineFill = seconds(started);
    console.log(`\n  baseline tsvectors computed (${baselineFill} s)`);
    const indexStarted = performance.now();
    for (const sql of BASELINE_INDEX_SQL) await pool.query(sql);
    const baselineIndex = seconds(indexStarted);
    console.log(`  baseline GIN and bbox index built (${baselineIndex} s)`);
    return { baselineFill, baselineIndex };
  } finally {
    await pool.end();
  }
}

export async function loadPglite(spec: DatasetSpec, dataDir: string): Promise<LoadMeta> {
  const started = performance.now();
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // bench/.data is never committed
  if (path.basename(path.dirname(dataDir)) === ".data")
    writeFileSync(path.join(path.dirname(dataDir), ".gitignore"), "*\n");
  const client = await PGlite.create(path.join(dataDir, "pglite"), { extensions: PGLITE_EXTENSIONS });
  await fromPglite(client).migrate();
  console.log(`PGlite ${dataDir} created and migrated (${seconds(started)} s)`);
  await client.exec("SET session_replication_role = replica");

  const copyStarted = performance.now();
  const today = todayInZurich();
  const generator = new DatasetGenerator(spec, today);
  const pending: Record<TableName, string[]> = { organizations: [], addresses: [], jobs: [], listings: [] };
  const sizes: Record<TableName, number> = { organizations: 0, addresses: 0, jobs: 0, listings: 0 };
  const flush = async (table: TableName) => {
    if (pending[table].length === 0) return;
    await client.query(copySql(table, "'/dev/blob'"), [], { blob: new Blob(pending[table]) });
    pending[table] = [];
    sizes[table] = 0;
  };
  let lastReport = 0;
  for (const batch of generator.batches()) {
    for (const table of TABLES) {
      pending[table].push(batch[table]);
      sizes[table] += batch[table].length;
      if (sizes[table] > 16_000_000) await flush(table);
    }
    if (performance.now() - lastReport > 2000) {
      progress(generator, copyStarted);
      lastReport = performance.now();
    }
  }
  for (const table of TABLES) await flush(table);
  progress(generator, copyStarted);
  const copySeconds = seconds(copyStarted);
  console.log(`\n  COPY done (${copySeconds} s)`);

  const finishStarted = performance.now();
  await client.exec("SET session_replication_role = origin");
  await client.exec(SEQUENCE_SQL);
  await client.exec("VACUUM ANALYZE");
  const finishSeconds = seconds(finishStarted);
  const meta: LoadMeta = {
    dataset: spec,
    engine: "pglite",
    today,
    loadedAt: new Date().toISOString(),
    stats: generator.stats,
    timings: { copy: copySeconds, finish: finishSeconds, total: seconds(started) },
  };
  await client.exec(META_SQL);
  await client.query("INSERT INTO bench_meta VALUES ('load', $1)", [JSON.stringify(meta)]);
  await client.close();
  console.log(`  sequences set, vacuumed and analysed (${finishSeconds} s)`);
  return meta;
}

function summary(meta: LoadMeta): string {
  const s = meta.stats;
  return [
    `loaded ${meta.dataset.name} into ${meta.engine} in ${meta.timings.total} s (COPY ${meta.timings.copy} s, finish ${meta.timings.finish} s${meta.timings.baselineFill !== undefined ? `, baseline tsvectors ${meta.timings.baselineFill} s, GIN ${meta.timings.baselineIndex} s` : ""})`,
    `  ${TABLES.map((t) => `${t} ${s.rows[t].toLocaleString("en")}`).join(", ")}`,
  ].join("\n");
}

export async function load(options: {
  engine: "postgres" | "pglite";
  dataset: DatasetSpec;
  databaseUrl?: string;
  dataDir?: string;
  baseline?: boolean;
}): Promise<LoadMeta> {
  const meta =
    options.engine === "postgres"
      ? await loadPostgres(options.dataset, options.databaseUrl ?? DEFAULT_DATABASE_URL, {
          baseline: options.baseline ?? true,
        })
      : await loadPglite(options.dataset, options.dataDir ?? DEFAULT_PGLITE_DIR);
  console.log(summary(meta));
  return meta;
}

function argument(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main() {
  const args = process.argv.slice(2);
  const engine = (argument(args, "--engine") ?? "postgres") as "postgres" | "pglite";
  if (engine !== "postgres" && engine !== "pglite") throw new Error("--engine postgres|pglite");
  const name = (argument(args, "--dataset") ?? (engine === "postgres" ? "national" : "20k")) as DatasetSpec["name"];
  const dataset = DATASETS[name];
  if (!dataset) throw new Error("--dataset national|20k");
  await load({
    engine,
    dataset,
    databaseUrl: process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
    dataDir: argument(args, "--data-dir"),
    baseline: !args.includes("--no-baseline"),
  });
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
