/**
 * The two corpora the relevance set is judged on, each in a fresh PGlite database of its own:
 * - demo: the demo data the product ships (seedDemoDataIfEmpty, as the tests and bench/run.ts);
 * - national: the search benchmark's 20k data set (bench/search/generate.ts, loaded by
 *   bench/search/load.ts), the same titles and texts as the national 250k set.
 * Every active listing (what the search index holds) is identified by the role its title was made
 * from (catalogue.ts) and placed where the index places it; one that cannot be identified stops
 * the run.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../../apps/server/src/config";
import { openDatabase, type Database } from "../../apps/server/src/db/client";
import { seedDemoDataIfEmpty } from "../../apps/server/src/seed";
import { DATASETS } from "../search/generate";
import { loadPglite } from "../search/load";
import { titleLookup, withoutWorkload } from "./catalogue";

export type CorpusName = "demo" | "national";

export interface JudgedListing {
  id: number;
  title: string;
  organization: string;
  city: string | null;
  /** Where the search index places the listing: its address, else its employer's first address. */
  lat: number | null;
  lng: number | null;
  /** The role keys its title comes from (usually one). */
  keys: Set<string>;
}

export interface Corpus {
  name: CorpusName;
  database: Database;
  dataDir: string;
  listings: Map<number, JudgedListing>;
  /** Listing ids by role key. */
  byKey: Map<string, number[]>;
  /** Seconds to create the database. */
  loadSeconds: number;
}

interface ListingRow {
  id: number;
  title: string;
  organization: string;
  city: string | null;
  lat: number | null;
  lng: number | null;
}

async function activeListings(database: Database): Promise<ListingRow[]> {
  // Both engines' drivers answer { rows }: PGlite's Results and node-postgres's QueryResult.
  const result = (await database.db.execute(sql`
    select l.id, l.title, o.name as organization,
      coalesce(a.city, f.city) as city, coalesce(a.lat, f.lat) as lat, coalesce(a.lng, f.lng) as lng
    from listings l
    join organizations o on o.id = l.organization_id
    left join addresses a on a.id = l.address_id
    left join lateral (
      select x.city, x.lat, x.lng from addresses x where x.organization_id = l.organization_id order by x.id limit 1
    ) f on true
    where l.status = 'active'
    order by l.id`)) as unknown as { rows: ListingRow[] };
  return result.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
  }));
}

/** Identifies every active listing by its title; throws listing the ones it cannot. */
export async function judgeListings(name: CorpusName, database: Database): Promise<Pick<Corpus, "listings" | "byKey">> {
  const lookup = titleLookup(name);
  const listings = new Map<number, JudgedListing>();
  const byKey = new Map<string, number[]>();
  const unknown: string[] = [];
  for (const row of await activeListings(database)) {
    const keys = lookup.get(withoutWorkload(row.title));
    if (!keys) {
      unknown.push(`${row.id}: ${row.title}`);
      continue;
    }
    listings.set(row.id, { ...row, keys });
    for (const key of keys) byKey.set(key, [...(byKey.get(key) ?? []), row.id]);
  }
  if (unknown.length > 0)
    throw new Error(
      `${name}: ${unknown.length} listings whose role the title does not tell:\n  ${unknown.slice(0, 20).join("\n  ")}`,
    );
  if (listings.size === 0) throw new Error(`${name}: no active listings`);
  return { listings, byKey };
}

export async function openDemoCorpus(): Promise<Corpus> {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), "jobatlas-relevance-demo-"));
  const config = loadConfig({
    APP_ENV: "test",
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
  });
  // Always PGlite (no databaseUrl), whatever DATABASE_URL says: a fresh database of the bench's own.
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemoDataIfEmpty(database.db, { config });
  const judged = await judgeListings("demo", database);
  return { name: "demo", database, dataDir, ...judged, loadSeconds: (performance.now() - started) / 1000 };
}

/**
 * The 20k data set in PGlite: loaded into a new temporary directory, or `reuseDir` when given (a
 * directory bench/search/load.ts --engine pglite --dataset 20k filled before).
 */
export async function openNationalCorpus(reuseDir?: string): Promise<Corpus> {
  const started = performance.now();
  const dataDir = reuseDir ?? mkdtempSync(path.join(tmpdir(), "jobatlas-relevance-national-"));
  if (!reuseDir) await loadPglite(DATASETS["20k"], dataDir);
  const database = await openDatabase({ dataDir });
  const judged = await judgeListings("national", database);
  return { name: "national", database, dataDir, ...judged, loadSeconds: (performance.now() - started) / 1000 };
}
