// Search index snapshots (ADR 040), on PGlite and on PostgreSQL (DATABASE_URL): a snapshot gives
// back an index that answers exactly as the one it was taken of, also after changes applied on top
// of a build; a start from it finds what changed since; a snapshot that is broken, of another
// version, too old or of another database is not loaded (the index is built instead).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_SORTS } from "@jobatlas/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { todayInZurich } from "../../lib/dates";
import { listings, organizations, searchIndexSnapshots } from "../../db/schema";
import { type CorpusEmployer, insertSearchCorpus, PLACES, SEARCH_CORPUS } from "../../test/fixtures/search-corpus";
import { seededRandom } from "../../test/seeded-random";
import { testContext } from "../../test/test-context";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { RETENTION } from "../retention/retention.service";
import { MemoryIndex } from "./memory-index";
import type { SearchCriteria, SearchIndex } from "./search.index";
import { SNAPSHOT_MAX_AGE_SECONDS } from "./search.snapshot";
import { createSearchStarter } from "./search.start";
import { encodeSnapshot, SnapshotFormatError, SnapshotReader } from "./snapshot-format";

const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";

let database: TestDatabase;
let today: string;

/** A logger that keeps what was logged at warn and above. */
function testLog(): FastifyBaseLogger & { warnings: string[] } {
  const warnings: string[] = [];
  const log = {
    warnings,
    level: "info",
    fatal: () => {},
    error: (_obj: unknown, message?: string) => warnings.push(message ?? ""),
    warn: (_obj: unknown, message?: string) => warnings.push(message ?? ""),
    info: () => {},
    debug: () => {},
    trace: () => {},
    silent: () => {},
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { warnings: string[] };
}

async function snapshotBytes(index: MemoryIndex): Promise<Uint8Array> {
  const sections = index.snapshots.capture();
  if (!sections) throw new Error("no snapshot taken");
  const pieces: Uint8Array[] = [];
  for await (const piece of encodeSnapshot(index.snapshots.version, sections)) pieces.push(piece.slice());
  return Buffer.concat(pieces);
}

/** Starts an index as an instance would: from the stored snapshot if it can, else by building. */
async function startInstance() {
  const index = new MemoryIndex(testContext(database.db), { orgNarrowAfter: 2 });
  const log = testLog();
  const starter = createSearchStarter({ database, readDb: database.db, index, snapshotMinutes: 30, log });
  const how = await starter.start();
  return { index, starter, how, log };
}

/** Replaces every stored snapshot by one of an index built now. */
async function storeFreshSnapshot() {
  await database.db.delete(searchIndexSnapshots);
  const { starter } = await startInstance();
  const written = await starter.writeSnapshot({ minIntervalSeconds: 0 });
  await starter.stop();
  const [row] = await database.db.select().from(searchIndexSnapshots);
  expect(row, JSON.stringify(written)).toBeDefined();
  return row!;
}

async function names(index: SearchIndex, query: string, filters: Omit<SearchCriteria, "query"> = {}) {
  const result = await index.searchEmployers({ query, ...filters }, { limit: 100, offset: 0 });
  return result.items.map((item) => item.name);
}

/** Queries over the corpus's words: whole words, the word being typed, typos, pairs, with filters. */
function queries(): { query: string; filters: Omit<SearchCriteria, "query"> }[] {
  const random = seededRandom(40_040);
  const words = [
    ...new Set(
      SEARCH_CORPUS.flatMap((e) => [e.name, ...e.listings.map((l) => l.title)])
        .flatMap((text) => text.split(/[\s/(),]+/))
        .filter((w) => w.length >= 3),
    ),
  ];
  const pick = () => words[Math.floor(random() * words.length)]!;
  const typo = (w: string) => (w.length > 4 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w);
  const texts = [
    "",
    ...words.slice(0, 40).map((w) => `${w} `),
    ...Array.from({ length: 20 }, () => pick().slice(0, 4)),
    ...Array.from({ length: 15 }, () => `${typo(pick())} `),
    ...Array.from({ length: 20 }, () => `${pick()} ${pick().slice(0, 3)}`),
  ];
  const filters: Omit<SearchCriteria, "query">[] = [
    {},
    { viewport: { north: 47.6, south: 47.2, east: 8.9, west: 8.3 } },
    { near: { lat: 46.95, lng: 7.44, radiusKm: 40 } },
    { sectors: ["C21", "Q86"] },
    { employmentTypes: ["part_time"], workloadMin: 60 },
    { languages: ["fr"] },
    { boost: { jobTitles: ["Koch"], sectors: ["I55"] } },
  ];
  return texts.map((query, i) => ({ query, filters: filters[i % filters.length]! }));
}

/**
 * An index's answers to a fixed set of calls. `allAddresses`: with the map of every address (no
 * words, no filters), which an index rebuilds from its data a while after changes, not at once.
 */
async function answers(index: SearchIndex, ids: number[], allAddresses: boolean) {
  const out: unknown[] = [];
  for (const { query, filters } of queries()) {
    out.push(await index.searchEmployers({ query, ...filters }, { limit: 20, offset: 0 }));
    out.push(await index.searchEmployers({ query, ...filters }, { limit: 5, offset: 7 }));
    if (query === "" && Object.keys(filters).length === 0 && !allAddresses) continue;
    for (const zoom of [7, 10, 13]) out.push(await index.clusters({ query, ...filters }, zoom));
    // The jobs view (ADR 072): its orders read the columns of the place and the salary.
    for (const sort of SEARCH_SORTS) {
      const near = { lat: 47.37, lng: 8.54, radiusKm: 150 };
      out.push(await index.searchListings({ query, ...filters, near }, { limit: 20, offset: 0 }, sort));
    }
    out.push(await index.clusters({ query, ...filters }, 10, "listings"));
  }
  for (const prefix of ["Ko", "Pflege", "Inf", "dev"]) out.push(await index.suggestJobTitles(prefix, 10));
  for (const id of ids.slice(0, 8)) out.push(await index.similarEmployers(id, 5));
  out.push(await index.employers(ids, { lat: 47.37, lng: 8.54 }));
  return out;
}

beforeAll(async () => {
  database = await createTestDatabase();
  today = todayInZurich();
  await insertSearchCorpus(database.db, SEARCH_CORPUS, today);
});

afterAll(async () => {
  await database?.close();
});

describe(`search index snapshots (${engine})`, () => {
  it("gives back an index that answers every search, map, suggestion and similar-employer call as the one it was taken of", async () => {
    // Sections of 3 organisations and 3 listing hits, so the corpus spans several of each.
    const built = new MemoryIndex(testContext(database.db), { orgNarrowAfter: 2, snapshotRowsPerSection: 3 });
    await built.build();
    const sectionNames = built.snapshots.capture()!.map((section) => section.name);
    expect(sectionNames).toEqual(expect.arrayContaining(["orgs.0", "orgs.1", "orgs.2", "listings.hits.2"]));
    const ids = (await database.db.select({ id: organizations.id }).from(organizations)).map((r) => r.id);
    const restoredBuild = new MemoryIndex(testContext(database.db), { orgNarrowAfter: 2 });
    await restoredBuild.snapshots.restore(await snapshotBytes(built), async () => {});
    expect(await answers(restoredBuild, ids, true)).toEqual(await answers(built, ids, true));

    // Changes on top of the build (appended slots, a dead organisation, new words) are in it too.
    const [first, second] = await database.db
      .select({ id: organizations.id })
      .from(organizations)
      .orderBy(organizations.id)
      .limit(2);
    await database.db
      .update(organizations)
      .set({ name: "Quokkawerk Gipfelbau AG" })
      .where(eq(organizations.id, first!.id));
    await database.db.update(listings).set({ status: "archived" }).where(eq(listings.organizationId, second!.id));
    await built.applyChanges([first!.id, second!.id]);

    const restored = new MemoryIndex(testContext(database.db), { orgNarrowAfter: 2 });
    let servedWhileCatchingUp = true;
    await restored.snapshots.restore(await snapshotBytes(built), async () => {
      servedWhileCatchingUp = restored.ready;
    });
    expect(servedWhileCatchingUp).toBe(false);
    expect(restored.ready).toBe(true);

    expect(await answers(restored, ids, false)).toEqual(await answers(built, ids, false));
    expect(await names(restored, "Quokkawerk")).toEqual(["Quokkawerk Gipfelbau AG"]);
  });

  it("refuses a snapshot of another version or a broken layout", async () => {
    const built = new MemoryIndex(testContext(database.db));
    await built.build();
    const bytes = await snapshotBytes(built);
    expect(() => new SnapshotReader(bytes, "0-other")).toThrow(SnapshotFormatError);
    expect(() => new SnapshotReader(bytes.subarray(0, bytes.length - 100), built.snapshots.version)).toThrow(
      SnapshotFormatError,
    );
    const fresh = new MemoryIndex(testContext(database.db));
    await expect(fresh.snapshots.restore(bytes.subarray(0, bytes.length / 2), async () => {})).rejects.toThrow(
      SnapshotFormatError,
    );
    expect(fresh.ready).toBe(false);

    // A section of organisations missing from the middle.
    const sectioned = new MemoryIndex(testContext(database.db), { snapshotRowsPerSection: 2 });
    await sectioned.build();
    const withoutOne = sectioned.snapshots.capture()!.filter((section) => section.name !== "orgs.1");
    const pieces: Uint8Array[] = [];
    for await (const piece of encodeSnapshot(sectioned.snapshots.version, withoutOne)) pieces.push(piece.slice());
    await expect(fresh.snapshots.restore(Buffer.concat(pieces), async () => {})).rejects.toThrow(SnapshotFormatError);
    expect(fresh.ready).toBe(false);
  });

  it("starts a second instance from the stored snapshot, with the changes made after it", async () => {
    await storeFreshSnapshot();
    const [renamed] = await database.db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.name, SEARCH_CORPUS[3]!.name));
    await database.db
      .update(organizations)
      .set({ name: "Zebrastreifen Malerei AG" })
      .where(eq(organizations.id, renamed!.id));
    const added: CorpusEmployer = {
      key: "zirkus",
      name: "Zirkus Knieberg",
      sectors: ["R90"],
      addresses: [PLACES.zurich8001],
      listings: [{ title: "Trapezkünstlerin", language: "de", daysAgo: 0 }],
    };
    await insertSearchCorpus(database.db, [added], today);

    const { index, starter, how } = await startInstance();
    try {
      expect(how).toBe("restored");
      expect(await names(index, "Trapezkünstlerin")).toEqual(["Zirkus Knieberg"]);
      expect(await names(index, "Zebrastreifen")).toEqual(["Zebrastreifen Malerei AG"]);
      expect(await names(index, renamed!.name)).not.toContain(renamed!.name);
      // And it follows the feed from there: a change now is found too.
      await database.db.update(organizations).set({ name: "Okapi Gartenbau" }).where(eq(organizations.id, renamed!.id));
      await starter.feed!.poll();
      expect(await names(index, "Okapi")).toEqual(["Okapi Gartenbau"]);
    } finally {
      await starter.stop();
    }
  });

  it.each([
    [
      "a flipped byte",
      sql`update search_index_snapshot_parts set bytes = overlay(bytes placing '\\xff'::bytea from 200 for 1) where part = 0`,
    ],
    [
      "a truncated part",
      sql`update search_index_snapshot_parts set bytes = substring(bytes from 1 for 1000) where part = 0`,
    ],
    ["a lost part", sql`delete from search_index_snapshot_parts`],
    ["another version", sql`update search_index_snapshots set version = '0-older'`],
    [
      "an age beyond the change feed's",
      sql`update search_index_snapshots set created_at = now() - interval '21 hours'`,
    ],
    [
      "a change number this database never had",
      sql`update search_index_snapshots set change_seq = change_seq + 1000000`,
    ],
  ])("builds from the tables instead of loading a snapshot with %s", async (_case, corrupt) => {
    await storeFreshSnapshot();
    await database.db.execute(corrupt);
    const { index, starter, how } = await startInstance();
    try {
      expect(how).toBe("built");
      const everyone = await index.searchEmployers({ query: "" }, { limit: 1, offset: 0 });
      expect(everyone.count).toBeGreaterThanOrEqual(SEARCH_CORPUS.length);
    } finally {
      await starter.stop();
    }
  });

  it("keeps one snapshot, and writes none while a recent one holds every change", async () => {
    await storeFreshSnapshot();
    const { starter } = await startInstance();
    try {
      expect(await starter.writeSnapshot({ minIntervalSeconds: 0 })).toEqual({
        written: false,
        reason: "the newest one holds every change already",
      });
      expect(await starter.writeSnapshot({ minIntervalSeconds: 3600 })).toMatchObject({ written: false });
      await insertSearchCorpus(database.db, [{ ...SEARCH_CORPUS[0]!, key: "again" }], today);
      await starter.feed!.poll();
      expect(await starter.writeSnapshot({ minIntervalSeconds: 0 })).toMatchObject({ written: true });
      expect(await database.db.select({ id: searchIndexSnapshots.id }).from(searchIndexSnapshots)).toHaveLength(1);
    } finally {
      await starter.stop();
    }
  });

  it("loads no snapshot older than the change feed keeps its changes", () => {
    expect(SNAPSHOT_MAX_AGE_SECONDS).toBeLessThan(RETENTION.searchChangeDays * 86_400 - 3600);
  });
});
