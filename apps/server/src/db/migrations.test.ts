import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { buildJob, buildListing } from "../test/factories";
import { createTestDatabase } from "../test/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe(`migrations (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("creates the core tables", async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["addresses", "jobs", "listings", "organizations", "questionnaires", "questions"]),
    );
  });

  it("enables unaccent and pg_trgm", async () => {
    const extensions = await rows<{ extname: string }>(sql`select extname from pg_extension`);
    expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(["unaccent", "pg_trgm"]));
    const [probe] = await rows<{ plain: string; similar: number }>(
      sql`select unaccent('Zürich Genève Bündner') as plain, similarity('Zuerich', 'Zurich') as similar`,
    );
    expect(probe?.plain).toBe("Zurich Geneve Bundner");
    expect(probe?.similar).toBeGreaterThan(0.3);
  });

  it("matches text accent- and case-insensitively through the jobatlas text-search configurations", async () => {
    const [match] = await rows<{ simple: boolean; german: boolean }>(sql`
      select to_tsvector('jobatlas_simple', 'Pâtissier à GENÈVE') @@ to_tsquery('jobatlas_simple', 'geneve & patissier') as simple,
             to_tsvector('jobatlas_german', 'Bäckerei in Zürich') @@ to_tsquery('jobatlas_german', 'backerei') as german`);
    expect(match).toEqual({ simple: true, german: true });
  });

  it("is idempotent: migrating again changes nothing", async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await database.migrate();
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(after).toEqual(before);
    expect(before[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it("enforces the listing's integrity rules in the database too", async () => {
    const job = await buildJob(database.db, { title: "Koch" });
    await expect(buildListing(database.db, { job, workloadMin: 80, workloadMax: 100 })).resolves.toMatchObject({
      workloadMin: 80,
    });
    await expect(
      buildListing(database.db, { job, title: "Koch 80%", workloadMin: 90, workloadMax: 80 }),
    ).rejects.toMatchObject({ cause: { constraint: "listings_workload_range" } });
  });
});
