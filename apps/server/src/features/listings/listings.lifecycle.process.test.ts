/**
 * Two worker processes on one PostgreSQL database run the listing lifecycle at the same time
 * (apps/server/test/lifecycle-worker.child.ts): every due listing is published once and every ended one archived
 * once, with exactly one activity each. PGlite opens a data directory in one process only, so
 * there the in-process test (listings.lifecycle.test.ts) is the whole story.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { REPO_ROOT } from "../../config";
import { activities, listings } from "../../db/schema";
import { buildJob, buildListing, buildOrganization, type Listing } from "../../test/factories";
import { databaseUrlFor } from "../../test/database-url";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const CHILD = path.join(REPO_ROOT, "apps/server/test/lifecycle-worker.child.ts");

function runWorker(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], { env: { PATH: process.env.PATH, ...env } });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

describe("the listing lifecycle in two worker processes", { timeout: 60_000 }, () => {
  it("publishes and archives each listing exactly once, with one activity each", async () => {
    const source = inject("testDatabase");
    if (source.engine !== "postgres") return expect(database.url).toBeUndefined();
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = databaseUrlFor(source.adminUrl, result.rows[0]?.name ?? "");

    const changedAt = new Date("2026-05-03T10:00:00Z");
    const due: Listing[] = [];
    const ended: Listing[] = [];
    const held: Listing[] = [];
    const add = async (org: { organization: { id: number } }, columns: Partial<Listing>) => {
      const job = await buildJob(database.db, { organization: org });
      return buildListing(database.db, {
        job,
        locationByAgreement: true,
        createdAt: changedAt,
        updatedAt: changedAt,
        ...columns,
      });
    };
    for (const plan of ["enterprise", "pro", "recruiter"] as const) {
      const org = await buildOrganization(database.db, { plan });
      for (let i = 0; i < 15; i++) {
        due.push(await add(org, { status: "planned", publishedOn: "2026-05-04", endsOn: "2026-06-02" }));
        ended.push(await add(org, { status: "active", publishedOn: "2026-04-03", endsOn: "2026-05-03" }));
      }
    }
    // A free organisation: two places, four due listings; two go live, two wait (noted once).
    const free = await buildOrganization(database.db, { plan: "free" });
    for (let i = 0; i < 4; i++) {
      const listing = await add(free, { status: "planned", publishedOn: "2026-05-04", endsOn: "2026-06-02" });
      (i < 2 ? due : held).push(listing);
    }

    // Monday 4 May 2026, 09:00 in Zurich; both start on the same instant.
    const env = {
      DATABASE_URL: url,
      LIFECYCLE_NOW: "2026-05-04T07:00:00Z",
      LIFECYCLE_RUNS: "3",
      LIFECYCLE_START_AT: String(Date.now() + 4000),
    };
    const [a, b] = await Promise.all([runWorker(env), runWorker(env)]);
    expect(a.code, a.output).toBe(0);
    expect(b.code, b.output).toBe(0);

    const ids = [...due, ...ended, ...held].map((l) => l.id);
    const written = await database.db
      .select({ id: activities.sourceId, verb: activities.verb, actor: activities.actorUserId })
      .from(activities)
      .where(and(eq(activities.sourceType, "listing"), inArray(activities.sourceId, ids)))
      .orderBy(asc(activities.sourceId));
    const byVerb = (verb: string) =>
      written
        .filter((w) => w.verb === verb)
        .map((w) => w.id)
        .sort((x, y) => x - y);
    const sorted = (rows: Listing[]) => rows.map((l) => l.id).sort((x, y) => x - y);
    expect(byVerb("published")).toEqual(sorted(due));
    expect(byVerb("expired")).toEqual(sorted(ended));
    expect(byVerb("postponed")).toEqual(sorted(held));
    expect(written).toHaveLength(ids.length);
    expect(written.every((w) => w.actor === null)).toBe(true);

    const statuses = await database.db
      .select({ id: listings.id, status: listings.status })
      .from(listings)
      .where(inArray(listings.id, ids));
    const status = new Map(statuses.map((s) => [s.id, s.status]));
    for (const l of due) expect(status.get(l.id)).toBe("active");
    for (const l of ended) expect(status.get(l.id)).toBe("archived");
    for (const l of held) expect(status.get(l.id)).toBe("planned");
  });
});
