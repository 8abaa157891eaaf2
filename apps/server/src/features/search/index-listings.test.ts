// The jobs view's search in the index (ADR 072), on the relevance corpus, built (listing slots in
// freshness order) and then with changes on top (appended slots merged in by day): the four
// orders hold what they promise, count the same listings, and the map counts those listings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_SORTS, type TSearchSort } from "@jobatlas/contract";
import { addDays, todayInZurich } from "../../lib/dates";
import { insertSearchCorpus, SEARCH_CORPUS } from "../../test/fixtures/search-corpus";
import { testContext } from "../../test/test-context";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { buildJob, buildListing } from "../../test/factories";
import { MemoryIndex } from "./memory-index";
import type { ListingResult, SearchCriteria } from "./search.index";

const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
const SWITZERLAND = { north: 47.9, south: 45.8, east: 10.5, west: 5.9 };
const ZURICH = { lat: 47.3723, lng: 8.54245 };
const ALL = { limit: 100, offset: 0 };

let database: TestDatabase;
let employerIds: Map<string, number>;
let today: string;

beforeAll(async () => {
  database = await createTestDatabase();
  today = todayInZurich(new Date());
  ({ employerIds } = await insertSearchCorpus(database.db, SEARCH_CORPUS, today));
});

afterAll(async () => {
  await database?.close();
});

const CRITERIA: SearchCriteria[] = [
  { query: "" },
  { query: "Informatik" },
  { query: "", near: { ...ZURICH, radiusKm: 60 } },
  { query: "Pflege", near: { ...ZURICH, radiusKm: 200 } },
  { query: "", employmentTypes: ["part_time"], workloadMin: 50 },
  { query: "", sectors: ["J62", "Q86"], viewport: SWITZERLAND },
];

const salaryOf = (item: ListingResult) => item.salaryMax ?? item.salaryMin;

/** What each order promises, for one answer. */
function expectOrdered(sort: TSearchSort, items: ListingResult[], criteria: SearchCriteria) {
  const pairs = items.slice(1).map((item, i) => [items[i]!, item] as const);
  for (const [a, b] of pairs) {
    if (sort === "date")
      expect(a.publishedOn! >= b.publishedOn!, `${a.publishedOn} before ${b.publishedOn}`).toBe(true);
    if (sort === "distance" && criteria.near) expect(a.distanceKm!).toBeLessThanOrEqual(b.distanceKm!);
    if (sort === "salary") {
      const [x, y] = [salaryOf(a), salaryOf(b)];
      expect(x === null && y !== null, "a listing without salary before one with").toBe(false);
      if (x !== null && y !== null) expect(x).toBeGreaterThanOrEqual(y);
    }
  }
}

async function checkOrders(index: MemoryIndex) {
  for (const criteria of CRITERIA) {
    const answers = new Map<TSearchSort, ListingResult[]>();
    let count: number | undefined;
    for (const sort of SEARCH_SORTS) {
      const found = await index.searchListings(criteria, ALL, sort);
      expect(found.countCapped).toBe(false);
      count ??= found.count;
      expect(found.count, `${sort} ${JSON.stringify(criteria)}`).toBe(count);
      expect(found.items).toHaveLength(found.count);
      expectOrdered(sort, found.items, criteria);
      answers.set(sort, found.items);
      // A page is the same part of the whole order.
      const page = await index.searchListings(criteria, { limit: 3, offset: 2 }, sort);
      expect(page.items.map((i) => i.id)).toEqual(found.items.slice(2, 5).map((i) => i.id));
    }
    const ids = (sort: TSearchSort) => answers.get(sort)!.map((i) => i.id);
    for (const sort of SEARCH_SORTS) expect(new Set(ids(sort))).toEqual(new Set(ids("relevance")));
    if (!criteria.near) expect(ids("distance")).toEqual(ids("relevance"));
    if (criteria.query === "" && !criteria.near) expect(ids("relevance")).toEqual(ids("date"));
    // The map's clusters count these listings, the cached country-wide grid as the viewport's own.
    const mapCriteria = { ...criteria, viewport: criteria.viewport ?? SWITZERLAND };
    const placed = (await index.searchListings(mapCriteria, ALL, "relevance")).count;
    const clusters = await index.clusters(mapCriteria, 8, "listings");
    expect(clusters.reduce((n, c) => n + c.count, 0)).toBe(placed);
    expect(clusters).toEqual(await index.viewportClusters(mapCriteria, 8, "listings"));
  }
}

describe(`the jobs view's search in the index (${engine})`, () => {
  it("orders a built index's listings by relevance, date, distance and salary, and the map counts them", async () => {
    const index = new MemoryIndex(testContext(database.db), { mapSliceMs: 0 });
    await index.build();
    await checkOrders(index);

    const informatik = await index.searchListings({ query: "Informatik" }, ALL, "relevance");
    const employers = await index.searchEmployers({ query: "Informatik" }, ALL);
    // The employers' walk lists the employers of these listings first, in the listings' order.
    const firstEmployers = [...new Set(informatik.items.map((i) => i.employer.id))];
    expect(employers.items.slice(0, firstEmployers.length).map((e) => e.id)).toEqual(firstEmployers);
    const item = informatik.items[0]!;
    expect(item.place).toMatchObject({ postal_code: expect.any(String), city: expect.any(String) });
    expect(item.employer).toMatchObject({ name: expect.any(String), slug: expect.any(String) });
    await index.close();
  });

  it("merges listings appended by changes in by day, and the map follows them", async () => {
    const index = new MemoryIndex(testContext(database.db), { mapSliceMs: 0 });
    await index.build();
    const orgId = [...employerIds.values()][0]!;
    const job = await buildJob(database.db, { organizationId: orgId, title: "Quokkapfleger/in" });
    const fresh = await buildListing(database.db, {
      job,
      publishedOn: today,
      salaryMin: 500_000,
      salaryMax: 600_000,
    });
    const older = await buildListing(database.db, { job, publishedOn: addDays(today, -30) });
    await index.applyChanges([orgId]);

    const byDate = await index.searchListings({ query: "" }, ALL, "date");
    expect(byDate.items[0]!.publishedOn).toBe(today);
    expect(byDate.items.map((i) => i.id)).toContain(fresh.id);
    expect(byDate.items.at(-1)!.id).toBe(older.id);
    expect((await index.searchListings({ query: "" }, ALL, "salary")).items[0]!.id).toBe(fresh.id);
    expect((await index.searchListings({ query: "Quokkapfleger" }, ALL, "date")).items.map((i) => i.id)).toEqual([
      fresh.id,
      older.id,
    ]);
    await checkOrders(index);
    await index.close();
  });
});
