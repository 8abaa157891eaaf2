// Map grids at national scale take tens to hundreds of milliseconds to compute (issue 12 §2: the
// load test's p99 followed them), so an uncached grid is computed in slices with other requests
// in between, shared by the requests that need it at once, and not kept when the data changed
// while it was computed. Here every step of the computation pauses (mapSliceMs 0).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { todayInZurich } from "../../lib/dates";
import { organizations } from "../../db/schema";
import { insertSearchCorpus, SEARCH_CORPUS } from "../../test/fixtures/search-corpus";
import { testContext } from "../../test/test-context";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { MemoryIndex } from "./memory-index";
import type { SearchCriteria } from "./search.index";

const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
const SWITZERLAND = { north: 47.9, south: 45.8, east: 10.5, west: 5.9 };

let database: TestDatabase;
let employerIds: Map<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ employerIds } = await insertSearchCorpus(database.db, SEARCH_CORPUS, todayInZurich(new Date())));
});

afterAll(async () => {
  await database?.close();
});

async function builtIndex(): Promise<MemoryIndex> {
  const index = new MemoryIndex(testContext(database.db), { mapSliceMs: 0 });
  await index.build();
  return index;
}

/** Employers on the map: the ids of single employers, and the sum of all counts. */
function summary(clusters: { count: number; company_id?: number }[]) {
  return {
    total: clusters.reduce((n, c) => n + c.count, 0),
    ids: clusters.flatMap((c) => (c.company_id === undefined ? [] : [c.company_id])).sort((a, b) => a - b),
  };
}

describe(`map grids computed in slices (${engine})`, () => {
  it("lets other work run while an uncached grid is computed, and answers as the viewport's own grid", async () => {
    const index = await builtIndex();
    const criteria: SearchCriteria = { query: "Informatik", viewport: SWITZERLAND };
    let ticks = 0;
    let ticking = true;
    const tick = () => {
      ticks++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const clusters = await index.clusters(criteria, 8);
    ticking = false;
    expect(ticks).toBeGreaterThan(1);
    expect(clusters.length).toBeGreaterThan(0);
    expect(clusters).toEqual(await index.viewportClusters(criteria, 8));
    await index.close();
  });

  it("computes a grid once for the requests that need it at the same time", async () => {
    const index = await builtIndex();
    const map = (index as unknown as { map: { matchedPoints: () => unknown } }).map;
    const matched = vi.spyOn(map, "matchedPoints");
    const criteria: SearchCriteria = { query: "Software", viewport: SWITZERLAND };
    const answers = await Promise.all([
      index.clusters(criteria, 8),
      index.clusters(criteria, 8),
      index.clusters(criteria, 8),
    ]);
    expect(matched).toHaveBeenCalledTimes(1);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(summary(answers[0]!).total).toBeGreaterThan(0);
    await index.close();
  });

  it("does not keep a grid computed while the data changed: the next request shows the change", async () => {
    const index = await builtIndex();
    const criteria: SearchCriteria = { query: "Quokkawerk", viewport: SWITZERLAND };
    const renamed = employerIds.get("limmatSoftware")!;
    await database.db
      .update(organizations)
      .set({ name: "Quokkawerk Software AG" })
      .where(eq(organizations.id, renamed));
    // The change is applied while the grid of the old data is being computed (after its walk).
    const internals = (index as unknown as { map: { matchedPoints: (...args: unknown[]) => Promise<unknown> } }).map;
    const walk = internals.matchedPoints.bind(internals);
    const matched = vi.spyOn(internals, "matchedPoints").mockImplementationOnce(async (...args) => {
      const points = await walk(...args);
      await index.applyChanges([renamed]);
      return points;
    });
    expect(summary(await index.clusters(criteria, 8)).total).toBe(0);
    expect(matched).toHaveBeenCalledTimes(1);
    expect(summary(await index.clusters(criteria, 8))).toEqual({ total: 1, ids: [renamed] });
    await index.close();
  });
});
