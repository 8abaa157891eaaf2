/**
 * The in-process search index (ADR 012: design B of the five it compares):
 * every active listing and every organisation in typed-array columns, with postings per field.
 *
 * - Listing slots are numbered newest first at the build, so walking a bitset in slot order walks
 *   by freshness. Changes append new slots (and new organisation slots) and tombstone the old
 *   ones; when the appended part grows large the whole index is rebuilt and swapped in.
 * - Fields: title; head (title, company name, keywords, sector labels in four languages, the
 *   place and canton); body (the job's texts); org (name, keywords, sector labels, all its places).
 * - Ranking tiers: all words in the title, then in the head, then employers matched by their
 *   organisation only, then anywhere in the listing; inside a tier newest first, distance to
 *   `near` breaking ties of a day, listings the seeker profile boosts first.
 */
import { createHash } from "node:crypto";
import Supercluster from "supercluster";
import {
  INDUSTRIES,
  MAP_MAX_FEATURES,
  SEARCH_COUNT_CAP,
  type TListingHit,
  type TMapCluster,
  type TPlace,
} from "@jobatlas/contract";
import type { AppContext } from "../../context";
import {
  andInto,
  andNotInto,
  type Bitset,
  Column,
  Field,
  forEachBit,
  hasBit,
  newBitset,
  orInto,
  PostingsBuilder,
  setBit,
} from "./postings";
import { CANTON_NAMES, placeNames } from "./places";
import { boxAround, type Box, cellOf, CellLists, cellRange, type CellRange, inBox, intersect } from "./spatial";
import { loadByZoom } from "./supercluster-stages";
import * as repo from "./search.repo";
import type {
  EmployerResult,
  EmployerResults,
  IndexSnapshots,
  Point,
  SearchCriteria,
  SearchIndex,
  Viewport,
} from "./search.index";
import { type SnapshotSection, SnapshotFormatError, SnapshotReader } from "./snapshot-format";
import { IndexTermizer } from "./index-terms";
import { analyzeQuery, foldText, type QueryWord, type SearchLanguage, STEM_MARKER } from "./text";
import { createTypoVocabulary, typoCandidates, type TypoVocabulary } from "./typos";

/** Organisations (and twice as many addresses) per read of a build: each batch is indexed in one go, then other requests run. */
const BUILD_BATCH = 1000;
/**
 * Listings per read of a build: with their 2–4 kB of text they take ~0.2 ms each, so 250 keep a
 * stretch near 50 ms (1,000 held the event loop for 150–400 ms at national scale).
 */
const LISTING_BUILD_BATCH = 250;
/** Prefix expansions of the word being typed, the most frequent first. */
const MAX_PREFIX_EXPANSIONS = 30;
/** Words in fewer listings than this are looked up with typo alternatives too. */
const RARE_WORD_BELOW = 5;
/**
 * Typo alternatives must be in at least this many listings or organisations (so a typo in one ad
 * does not become a "correction"); small data sets, where every word is rare, take every word.
 */
function typoVocabularyFrom(listings: number): number {
  return listings < 1000 ? 1 : 3;
}
const MAX_TYPO_ALTERNATIVES = 3;
const LISTINGS_PER_EMPLOYER = 3;
/**
 * A map grid not used for this long is dropped; every change empties the cache anyway, so this
 * only bounds how long an unused grid holds memory.
 */
const MAP_CACHE_MS = 60_000;
/**
 * An uncached map grid is computed in slices of about this long with other requests in between,
 * so one broad search's grid (tens to hundreds of ms at national scale) delays only its own answer.
 */
const MAP_SLICE_MS = 8;
/** Bitset slots walked between two looks at the clock. */
const MAP_SLICE_SLOTS = 8192;
/** Grid cells (~40 bytes each; two cached points count as one) kept over all cached map grids. */
const MAP_CACHE_CELLS = 2_500_000;
/** A region's grid is computed only up to this many cells (else the viewport is gridded alone). */
const MAX_COUNTRY_GRID_CELLS = 1 << 20;
/** Map regions are blocks of this many cells a side (2^6: whole cells of six coarser levels). */
const REGION_CELLS = 64;
const REGION_LEVELS = 7;
/** Clause bitsets kept per build (31 KB per listing field, 75 KB for organisations at national scale). */
const CLAUSE_CACHE_ENTRIES = 512;
/** Query texts whose clauses are kept (a few hundred bytes each). */
const QUERY_CLAUSES_ENTRIES = 5000;
/**
 * Organisations and listing hits per snapshot section, and address rows per slice of a restore:
 * parsing and turning such a part into records takes ~10–40 ms, then other requests run (one
 * section of 600,000 organisations took 1.7 s to parse and 2.8 s with its records). The three
 * address columns (~700,000 strings each) are still parsed whole, ~0.1–0.3 s each.
 */
const SNAPSHOT_ROWS_PER_SECTION = 16_384;
/** Organisations visited before the rest are narrowed to the viewport's grid cells. */
const ORG_NARROW_AFTER = 256;
/** Areas are widened to blocks of this many grid cells a side, so nearby viewports share their slot sets. */
const AREA_SNAP_CELLS = 2;
/**
 * Slot sets of areas kept (31 KB for listings, 75 KB for organisations at national scale; 19 MB at
 * most): the viewports of a map panned around a few cities snap to some hundred cell ranges.
 */
const AREA_CACHE_ENTRIES = 256;
const SECTOR_TERM = "#s:";
const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "temporary", "other"] as const;
const REMOTE_TYPES = ["on_site", "hybrid", "remote"] as const;
const CONTENT_LANGUAGES = ["de", "fr", "it", "en"] as const;
const SECTOR_LABELS = new Map<string, string>(
  INDUSTRIES.map((i) => [i.code, `${i.labels.de} ${i.labels.en} ${i.labels.fr} ${i.labels.it}`]),
);

/** The counts a snapshot's sections are checked against. */
interface SnapshotMeta {
  /** Organisations and listing hits per section (`orgs.0`, `orgs.1`, …; `listings.hits.0`, …). */
  rowsPerSection: number;
  orgs: number;
  addresses: number;
  listings: number;
  baseListings: number;
  baseOrgs: number;
}

interface OrgRecord {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  sectors: string[];
  keywords: string[];
  alive: boolean;
  /** Its addresses: slots addressStart .. addressStart + addressCount. */
  addressStart: number;
  addressCount: number;
  /** Its listing slots, newest first. */
  listingSlots: number[];
}

const DAY_MS = 86_400_000;
function dayNumber(date: string | null): number {
  return date === null ? 0 : Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

function inViewport(v: Viewport, lat: number, lng: number): boolean {
  return lat <= v.north && lat >= v.south && lng <= v.east && lng >= v.west;
}

/** A query as OR-groups of terms, ANDed; a hyphenated word is its joined form OR all its parts. */
type Clause = { terms: string[] } | { all: Clause[]; or: string[] };

/** The fields a clause is looked up in, with a key for the clause cache. */
interface FieldSet {
  key: string;
  of(data: IndexData): Field[];
}
const TITLE_FIELDS: FieldSet = { key: "t", of: (d) => [d.title] };
const HEAD_FIELDS: FieldSet = { key: "h", of: (d) => [d.head] };
const ANY_FIELDS: FieldSet = { key: "hb", of: (d) => [d.head, d.body] };
const ORG_FIELDS: FieldSet = { key: "o", of: (d) => [d.org] };

/** One build of the index; a compaction builds a new one and swaps it in. */
class IndexData {
  readonly orgs: OrgRecord[] = [];
  readonly orgSlotById = new Map<number, number>();
  readonly addressLat = Column.float64();
  readonly addressLng = Column.float64();
  readonly addressPostalCode: string[] = [];
  readonly addressCity: string[] = [];
  /** The canton's code, indexed with the place and its names. */
  readonly addressCanton: string[] = [];

  readonly listingId = Column.int32();
  readonly listingOrg = Column.int32();
  readonly listingLat = Column.float64();
  readonly listingLng = Column.float64();
  readonly listingHasPlace = Column.uint8();
  readonly listingDay = Column.int32();
  readonly listingEmployment = Column.uint8();
  readonly listingRemote = Column.uint8();
  readonly listingWorkloadMax = Column.uint8();
  readonly listingSalary = Column.int32();
  /** Bit per content language (de, fr, it, en) the listing needs. */
  readonly listingLanguages = Column.uint8();
  readonly listingAlive = Column.uint8();
  readonly listingHits: TListingHit[] = [];
  /** Listing and organisation slots of the build per grid cell (appended slots are not in them). */
  listingCells!: CellLists;
  orgCells!: CellLists;
  /** Bitsets of query clauses per field set, least recently used first; emptied by every change. */
  readonly clauseCache = new Map<string, Bitset>();
  /** The clauses of query texts (do not modify); emptied by every change. */
  readonly queryClauses = new Map<string, Clause[]>();
  private aliveListingBits?: Bitset;
  private aliveOrgBits?: Bitset;
  private readonly areaCache = new Map<string, Bitset>();

  title!: Field;
  head!: Field;
  body!: Field;
  org!: Field;
  /** Slots the build covered; slots from here on were appended by changes. */
  baseListings = 0;
  baseOrgs = 0;
  /** Unstemmed words, sorted, for the prefix of the word being typed. */
  vocabulary: string[] = [];
  vocabularyFrequency = new Int32Array(0);
  /** Words first seen after the build (prefix lookups scan them too). */
  readonly appendedWords = new Set<string>();
  typoVocabulary: TypoVocabulary = createTypoVocabulary([]);
  readonly typoMemo = new Map<string, string[]>();
  readonly titleCounts = new Map<string, number>();
  private titleSuggestions: { title: string; folded: string; count: number }[] | undefined;
  private orgHeadMemo = new Map<number, number[]>();
  /**
   * One copy of each repeated string and sector list (postal codes, localities, cantons; the
   * sectors of 600,000 organisations are a few thousand distinct lists): fewer live objects.
   */
  private readonly interned = new Map<string, string>();
  private readonly sectorLists = new Map<string, string[]>();
  private intern(value: string): string {
    const known = this.interned.get(value);
    if (known !== undefined) return known;
    this.interned.set(value, value);
    return value;
  }
  /** Term ids of the current termizer: emptied when it is replaced. */
  private sectorTermsMemo = new Map<string, number[]>();
  private placeTermsMemo = new Map<string, number[]>();
  /** Numbers the terms; replaced by a fresh one after the build (changes are few). */
  private termizer = new IndexTermizer();

  // Builders are only set while the build runs.
  private builders?: { title: PostingsBuilder; head: PostingsBuilder; body: PostingsBuilder; org: PostingsBuilder };

  /**
   * The index as it is now, as snapshot sections (ADR 040), taken without an await: what changes
   * later is copied here (liveness, appended postings, appended words); the rest is referenced and
   * encoded later, as it never changes (the build's postings and vocabulary, the columns' first
   * `length` values, organisation records and listing hits, which are only appended to).
   */
  snapshotSections(rowsPerSection: number): SnapshotSection[] {
    const orgs = this.orgs.slice();
    const addressCount = this.addressLat.length;
    const listingCount = this.listingId.length;
    const listingStarts = new Int32Array(orgs.length + 1);
    orgs.forEach((org, slot) => (listingStarts[slot + 1] = listingStarts[slot]! + org.listingSlots.length));
    const listingSlots = new Int32Array(listingStarts[orgs.length]!);
    orgs.forEach((org, slot) => listingSlots.set(org.listingSlots, listingStarts[slot]!));
    const meta: SnapshotMeta = {
      rowsPerSection,
      orgs: orgs.length,
      addresses: addressCount,
      listings: listingCount,
      baseListings: this.baseListings,
      baseOrgs: this.baseOrgs,
    };
    const columns = <T extends Int32Array | Float64Array | Uint8Array>(column: Column<T>, length: number) =>
      column.data.subarray(0, length) as T;
    const fields = (["title", "head", "body", "org"] as const).map((name) => ({ name, ...this[name].snapshotParts() }));
    const termIds = fields[0]!.base.termIds;
    const appendedWords = [...this.appendedWords];
    const postalCodes = this.addressPostalCode.slice(0, addressCount);
    const cities = this.addressCity.slice(0, addressCount);
    const cantons = this.addressCanton.slice(0, addressCount);
    const hits = this.listingHits.slice(0, listingCount);
    const vocabulary = this.vocabulary;
    return [
      { name: "meta", json: () => meta },
      ...chunks(orgs.length, rowsPerSection).map(([from, to], i) => ({
        name: `orgs.${i}`,
        json: () => orgs.slice(from, to).map((o) => [o.id, o.slug, o.name, o.logoUrl, o.sectors, o.keywords]),
      })),
      { name: "orgs.alive", data: Uint8Array.from(orgs, (o) => (o.alive ? 1 : 0)) },
      { name: "orgs.addressStart", data: Int32Array.from(orgs, (o) => o.addressStart) },
      { name: "orgs.addressCount", data: Int32Array.from(orgs, (o) => o.addressCount) },
      { name: "orgs.listingStarts", data: listingStarts },
      { name: "orgs.listingSlots", data: listingSlots },
      { name: "addresses.lat", data: columns(this.addressLat, addressCount) },
      { name: "addresses.lng", data: columns(this.addressLng, addressCount) },
      { name: "addresses.postalCode", json: () => postalCodes },
      { name: "addresses.city", json: () => cities },
      { name: "addresses.canton", json: () => cantons },
      { name: "listings.id", data: columns(this.listingId, listingCount) },
      { name: "listings.org", data: columns(this.listingOrg, listingCount) },
      { name: "listings.lat", data: columns(this.listingLat, listingCount) },
      { name: "listings.lng", data: columns(this.listingLng, listingCount) },
      { name: "listings.hasPlace", data: columns(this.listingHasPlace, listingCount) },
      { name: "listings.day", data: columns(this.listingDay, listingCount) },
      { name: "listings.employment", data: columns(this.listingEmployment, listingCount) },
      { name: "listings.remote", data: columns(this.listingRemote, listingCount) },
      { name: "listings.workloadMax", data: columns(this.listingWorkloadMax, listingCount) },
      { name: "listings.salary", data: columns(this.listingSalary, listingCount) },
      { name: "listings.languages", data: columns(this.listingLanguages, listingCount) },
      { name: "listings.alive", data: this.listingAlive.data.slice(0, listingCount) },
      ...chunks(hits.length, rowsPerSection).map(([from, to], i) => ({
        name: `listings.hits.${i}`,
        json: () => hits.slice(from, to),
      })),
      {
        name: "terms",
        json: () => {
          const terms = new Array<string>(termIds.size);
          for (const [term, id] of termIds) terms[id] = term;
          return terms;
        },
      },
      ...fields.flatMap((field): SnapshotSection[] => [
        { name: `${field.name}.offsets`, data: field.base.offsets },
        { name: `${field.name}.bytes`, data: field.base.bytes },
        { name: `${field.name}.counts`, data: field.base.counts },
        { name: `${field.name}.appended`, json: () => field.appended },
      ]),
      { name: "vocabulary", json: () => vocabulary },
      { name: "vocabulary.frequency", data: this.vocabularyFrequency },
      { name: "vocabulary.appended", json: () => appendedWords },
    ];
  }

  /**
   * The index a snapshot holds, with what is not in it (grid cells, typo vocabulary, title
   * counts) computed again; yields between the large sections. Throws SnapshotFormatError when
   * the parts do not fit together.
   */
  static async fromSnapshot(snapshot: SnapshotReader): Promise<IndexData> {
    const data = new IndexData();
    const meta = snapshot.json<SnapshotMeta>("meta");
    const expect = (what: string, actual: number, wanted: number) => {
      if (actual !== wanted) throw new SnapshotFormatError(`${what}: ${actual} instead of ${wanted}`);
    };
    if (!Number.isInteger(meta.rowsPerSection) || meta.rowsPerSection < 1)
      throw new SnapshotFormatError(`rows per section: ${meta.rowsPerSection}`);
    const alive = snapshot.u8("orgs.alive");
    const addressStart = snapshot.i32("orgs.addressStart");
    const addressCount = snapshot.i32("orgs.addressCount");
    const listingStarts = snapshot.i32("orgs.listingStarts");
    const listingSlots = snapshot.i32("orgs.listingSlots");
    for (const [what, length] of [
      ["organisation flags", alive.length],
      ["organisation addresses", addressStart.length],
      ["organisation address counts", addressCount.length],
      ["organisation listing starts", listingStarts.length - 1],
    ] as const)
      expect(what, length, meta.orgs);
    expect("organisation listings", listingStarts[meta.orgs]!, listingSlots.length);
    for (const [i, [from, to]] of chunks(meta.orgs, meta.rowsPerSection).entries()) {
      const rows = snapshot.json<[number, string, string, string | null, string[], string[]][]>(`orgs.${i}`);
      expect(`organisations ${from}–${to}`, rows.length, to - from);
      for (let slot = from; slot < to; slot++) {
        const [id, slug, name, logoUrl, sectors, keywords] = rows[slot - from]!;
        data.orgs.push({
          id,
          slug,
          name,
          logoUrl,
          sectors: data.sectorList(sectors),
          keywords,
          alive: alive[slot] === 1,
          addressStart: addressStart[slot]!,
          addressCount: addressCount[slot]!,
          listingSlots: Array.from(listingSlots.subarray(listingStarts[slot]!, listingStarts[slot + 1]!)),
        });
        if (alive[slot] === 1) data.orgSlotById.set(id, slot);
      }
      await yieldToRequests();
    }

    const fill = <T extends Int32Array | Float64Array | Uint8Array>(column: Column<T>, values: T, length: number) => {
      expect("column", values.length, length);
      column.data = values;
      column.length = values.length;
    };
    fill(data.addressLat, snapshot.f64("addresses.lat"), meta.addresses);
    fill(data.addressLng, snapshot.f64("addresses.lng"), meta.addresses);
    for (const [name, target] of [
      ["addresses.postalCode", data.addressPostalCode],
      ["addresses.city", data.addressCity],
      ["addresses.canton", data.addressCanton],
    ] as const) {
      const values = snapshot.json<string[]>(name);
      expect(name, values.length, meta.addresses);
      for (let i = 0; i < values.length; i++) {
        if (i > 0 && i % meta.rowsPerSection === 0) await yieldToRequests();
        target.push(data.intern(values[i]!));
      }
    }
    await yieldToRequests();

    fill(data.listingId, snapshot.i32("listings.id"), meta.listings);
    fill(data.listingOrg, snapshot.i32("listings.org"), meta.listings);
    fill(data.listingLat, snapshot.f64("listings.lat"), meta.listings);
    fill(data.listingLng, snapshot.f64("listings.lng"), meta.listings);
    fill(data.listingHasPlace, snapshot.u8("listings.hasPlace"), meta.listings);
    fill(data.listingDay, snapshot.i32("listings.day"), meta.listings);
    fill(data.listingEmployment, snapshot.u8("listings.employment"), meta.listings);
    fill(data.listingRemote, snapshot.u8("listings.remote"), meta.listings);
    fill(data.listingWorkloadMax, snapshot.u8("listings.workloadMax"), meta.listings);
    fill(data.listingSalary, snapshot.i32("listings.salary"), meta.listings);
    fill(data.listingLanguages, snapshot.u8("listings.languages"), meta.listings);
    fill(data.listingAlive, snapshot.u8("listings.alive"), meta.listings);
    for (const [i, [from, to]] of chunks(meta.listings, meta.rowsPerSection).entries()) {
      const hits = snapshot.json<TListingHit[]>(`listings.hits.${i}`);
      expect(`listing hits ${from}–${to}`, hits.length, to - from);
      hits.forEach((hit, j) => {
        data.listingHits.push(hit);
        if (data.listingAlive.data[from + j] === 1)
          data.titleCounts.set(hit.title, (data.titleCounts.get(hit.title) ?? 0) + 1);
      });
      await yieldToRequests();
    }

    const terms = snapshot.json<string[]>("terms");
    const termIds = new Map<string, number>();
    for (let id = 0; id < terms.length; id++) termIds.set(terms[id]!, id);
    expect("distinct terms", termIds.size, terms.length);
    await yieldToRequests();
    data.baseListings = meta.baseListings;
    data.baseOrgs = meta.baseOrgs;
    for (const name of ["title", "head", "body", "org"] as const) {
      const offsets = snapshot.i32(`${name}.offsets`);
      const bytes = snapshot.u8(`${name}.bytes`);
      const counts = snapshot.i32(`${name}.counts`);
      expect(`${name} offsets`, offsets.length, terms.length + 1);
      expect(`${name} counts`, counts.length, terms.length);
      expect(`${name} postings`, offsets[terms.length]!, bytes.length);
      const baseSize = name === "org" ? meta.baseOrgs : meta.baseListings;
      data[name] = Field.restore(
        { termIds, offsets, bytes, counts },
        baseSize,
        snapshot.json<[string, number[]][]>(`${name}.appended`),
      );
      await yieldToRequests();
    }
    data.vocabulary = snapshot.json<string[]>("vocabulary");
    data.vocabularyFrequency = snapshot.i32("vocabulary.frequency");
    expect("vocabulary frequencies", data.vocabularyFrequency.length, data.vocabulary.length);
    for (const word of snapshot.json<string[]>("vocabulary.appended")) data.appendedWords.add(word);
    const typoFrom = typoVocabularyFrom(data.baseListings);
    data.typoVocabulary = createTypoVocabulary(
      data.vocabulary.filter((_, i) => data.vocabularyFrequency[i]! >= typoFrom),
    );
    await yieldToRequests();
    data.buildCells();
    return data;
  }

  /** Forgets what was computed from the data as it was (after every change). */
  changed() {
    this.areaCache.clear();
    this.clauseCache.clear();
    this.queryClauses.clear();
    this.aliveListingBits = undefined;
    this.aliveOrgBits = undefined;
  }

  /** Live listing slots (do not modify). */
  aliveListings(): Bitset {
    if (!this.aliveListingBits) {
      const size = this.listingId.length;
      const bits = newBitset(size);
      const alive = this.listingAlive.data;
      for (let slot = 0; slot < size; slot++) if (alive[slot]) setBit(bits, slot);
      this.aliveListingBits = bits;
    }
    return this.aliveListingBits;
  }

  /**
   * The listing or organisation slots placed in a range of grid cells, and every appended one
   * (they are not in the cells): a superset of those in an area; do not modify.
   */
  areaBits(kind: "listings" | "orgs", range: CellRange): Bitset {
    const key = `${kind}:${range.x0}:${range.x1}:${range.y0}:${range.y1}`;
    let bits = this.areaCache.get(key);
    if (bits) this.areaCache.delete(key);
    else {
      const listings = kind === "listings";
      const size = listings ? this.listingId.length : this.orgs.length;
      bits = newBitset(size);
      (listings ? this.listingCells : this.orgCells).setBitsIn(range, bits);
      for (let slot = listings ? this.baseListings : this.baseOrgs; slot < size; slot++) setBit(bits, slot);
      if (this.areaCache.size >= AREA_CACHE_ENTRIES) this.areaCache.delete(this.areaCache.keys().next().value!);
    }
    this.areaCache.set(key, bits); // most recently used last
    return bits;
  }

  /** Live organisation slots (do not modify). */
  aliveOrgs(): Bitset {
    if (!this.aliveOrgBits) {
      const bits = newBitset(this.orgs.length);
      this.orgs.forEach((org, slot) => org.alive && setBit(bits, slot));
      this.aliveOrgBits = bits;
    }
    return this.aliveOrgBits;
  }

  /** The grid cells of the build's listings (those with a place) and organisation addresses. */
  private buildCells() {
    const listings = this.baseListings;
    const pairs = { cells: new Int32Array(listings), items: new Int32Array(listings), length: 0 };
    for (let slot = 0; slot < listings; slot++) {
      if (this.listingHasPlace.data[slot] !== 1) continue;
      pairs.cells[pairs.length] = cellOf(this.listingLat.data[slot]!, this.listingLng.data[slot]!);
      pairs.items[pairs.length++] = slot;
    }
    this.listingCells = CellLists.build(pairs);
    const addresses = this.addressLat.length;
    const orgPairs = { cells: new Int32Array(addresses), items: new Int32Array(addresses), length: 0 };
    for (let slot = 0; slot < this.baseOrgs; slot++) {
      const org = this.orgs[slot]!;
      for (let a = org.addressStart; a < org.addressStart + org.addressCount; a++) {
        orgPairs.cells[orgPairs.length] = cellOf(this.addressLat.data[a]!, this.addressLng.data[a]!);
        orgPairs.items[orgPairs.length++] = slot;
      }
    }
    this.orgCells = CellLists.build(orgPairs);
  }

  startBuild() {
    this.builders = {
      title: new PostingsBuilder(),
      head: new PostingsBuilder(),
      body: new PostingsBuilder(),
      org: new PostingsBuilder(),
    };
  }

  private addTerm(field: "title" | "head" | "body" | "org", id: number, slot: number) {
    if (this.builders) this.builders[field].add(id, slot);
    else {
      const term = this.termizer.terms[id]!;
      this[field].append(term, slot);
      if (!term.startsWith(STEM_MARKER) && !term.startsWith("#") && !this.inVocabulary(term)) {
        this.appendedWords.add(term);
      }
    }
  }

  /** Lays the postings out and builds the vocabularies, yielding between steps so requests keep being answered. */
  async finishBuild() {
    const builders = this.builders!;
    this.builders = undefined;
    this.orgHeadMemo = new Map();
    this.baseListings = this.listingId.length;
    this.baseOrgs = this.orgs.length;
    const { termIds, terms } = this.termizer;
    this.title = new Field(await builders.title.finish(termIds, terms.length), this.baseListings);
    this.head = new Field(await builders.head.finish(termIds, terms.length), this.baseListings);
    this.body = new Field(await builders.body.finish(termIds, terms.length), this.baseListings);
    this.org = new Field(await builders.org.finish(termIds, terms.length), this.baseOrgs);
    this.termizer = new IndexTermizer();
    this.sectorTermsMemo = new Map();
    this.placeTermsMemo = new Map();
    await yieldToRequests();
    this.buildCells();
    await yieldToRequests();
    const frequency = new Map<string, number>();
    for (const term of terms) {
      if (term.startsWith(STEM_MARKER) || term.startsWith("#")) continue;
      const count = Math.max(
        this.head.baseFrequency(term),
        this.body.baseFrequency(term),
        this.org.baseFrequency(term),
      );
      if (count > 0) frequency.set(term, count);
    }
    await yieldToRequests();
    this.vocabulary = [...frequency.keys()].sort();
    await yieldToRequests();
    this.vocabularyFrequency = Int32Array.from(this.vocabulary, (term) => frequency.get(term) ?? 0);
    this.typoVocabulary = createTypoVocabulary(
      this.vocabulary.filter((t) => (frequency.get(t) ?? 0) >= typoVocabularyFrom(this.baseListings)),
    );
  }

  /** Adds an organisation with its addresses (in id order); returns its slot. */
  addOrganization(row: repo.IndexedOrganizationRow, addresses: repo.IndexedAddressRow[]): number {
    const slot = this.orgs.length;
    const record: OrgRecord = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      logoUrl: row.logoUrl,
      sectors: this.sectorList(row.sectors),
      keywords: row.keywords,
      alive: true,
      addressStart: this.addressLat.length,
      addressCount: addresses.length,
      listingSlots: [],
    };
    const places = new Set<number>();
    for (const address of addresses) {
      this.addressLat.push(address.lat);
      this.addressLng.push(address.lng);
      this.addressPostalCode.push(this.intern(address.postalCode));
      this.addressCity.push(this.intern(address.city));
      this.addressCanton.push(this.intern(address.canton));
      for (const id of this.placeTerms(address.city, address.postalCode, address.canton)) places.add(id);
    }
    this.orgs.push(record);
    this.orgSlotById.set(row.id, slot);
    const text = `${row.name} ${row.keywords.join(" ")}`;
    this.termizer.forEachTermId(text, undefined, (id) => this.addTerm("org", id, slot));
    for (const id of places) this.addTerm("org", id, slot);
    for (const sector of row.sectors) for (const id of this.sectorTerms(sector)) this.addTerm("org", id, slot);
    return slot;
  }

  private sectorList(sectors: string[]): string[] {
    const key = sectors.join(",");
    const known = this.sectorLists.get(key);
    if (known) return known;
    this.sectorLists.set(key, sectors);
    return sectors;
  }

  /**
   * A place's terms: the locality with its names in other languages, the postal code, the
   * canton's code and names. A few thousand places among 700,000 addresses: analysed once each.
   */
  private placeTerms(city: string, postalCode: string, canton: string): number[] {
    const key = `${city}\u0000${postalCode}\u0000${canton}`;
    let terms = this.placeTermsMemo.get(key);
    if (!terms) {
      const unique = new Set<number>();
      const text = `${placeNames(city)} ${postalCode} ${cantonNames(canton)}`;
      this.termizer.forEachTermId(text, undefined, (id) => unique.add(id));
      terms = [...unique];
      this.placeTermsMemo.set(key, terms);
    }
    return terms;
  }

  /** A sector's label terms in the four languages and its code term: 88 codes, analysed once each. */
  private sectorTerms(code: string): number[] {
    let terms = this.sectorTermsMemo.get(code);
    if (!terms) {
      const unique = new Set<number>([this.termizer.idOf(SECTOR_TERM + code)]);
      this.termizer.forEachTermId(SECTOR_LABELS.get(code) ?? "", undefined, (id) => unique.add(id));
      terms = [...unique];
      this.sectorTermsMemo.set(code, terms);
    }
    return terms;
  }

  /** The head terms an organisation gives each of its listings (name, keywords, sectors), all languages. */
  private orgHeadTerms(orgSlot: number): number[] {
    let terms = this.orgHeadMemo.get(orgSlot);
    if (!terms) {
      const org = this.orgs[orgSlot]!;
      const unique = new Set<number>();
      this.termizer.forEachTermId(`${org.name} ${org.keywords.join(" ")}`, undefined, (id) => unique.add(id));
      for (const sector of org.sectors) for (const id of this.sectorTerms(sector)) unique.add(id);
      terms = [...unique];
      if (this.builders) this.orgHeadMemo.set(orgSlot, terms);
    }
    return terms;
  }

  /** Adds a listing of an organisation already added; returns its slot. */
  addListing(row: repo.IndexedListingRow, addressSlotById: Map<number, number>): number {
    const orgSlot = this.orgSlotById.get(row.organizationId);
    if (orgSlot === undefined) return -1;
    const org = this.orgs[orgSlot]!;
    const slot = this.listingId.length;
    // The work place, else ('by agreement') the organisation's first address, else no place at all.
    const addressSlot =
      (row.addressId !== null ? addressSlotById.get(row.addressId) : undefined) ??
      (org.addressCount > 0 ? org.addressStart : undefined);
    this.listingId.push(row.id);
    this.listingOrg.push(orgSlot);
    this.listingLat.push(addressSlot === undefined ? 0 : this.addressLat.data[addressSlot]!);
    this.listingLng.push(addressSlot === undefined ? 0 : this.addressLng.data[addressSlot]!);
    this.listingHasPlace.push(addressSlot === undefined ? 0 : 1);
    this.listingDay.push(dayNumber(row.publishedOn));
    this.listingEmployment.push(EMPLOYMENT_TYPES.indexOf(row.employmentType));
    this.listingRemote.push(REMOTE_TYPES.indexOf(row.remoteType));
    this.listingWorkloadMax.push(row.workloadMax);
    this.listingSalary.push(row.salaryMax ?? row.salaryMin ?? -1);
    const required = row.requiredLanguages.length > 0 ? row.requiredLanguages : [row.language];
    this.listingLanguages.push(
      required.reduce((mask, l) => mask | (1 << CONTENT_LANGUAGES.indexOf(l as SearchLanguage)), 0),
    );
    this.listingAlive.push(1);
    this.listingHits.push({
      id: row.id,
      title: row.title,
      workload_min: row.workloadMin,
      workload_max: row.workloadMax,
      employment_type: row.employmentType,
      remote_type: row.remoteType,
      published_on: row.publishedOn,
    });
    org.listingSlots.push(slot);
    this.titleCounts.set(row.title, (this.titleCounts.get(row.title) ?? 0) + 1);
    this.titleSuggestions = undefined;

    const language = row.language;
    const addTitle = (id: number) => {
      this.addTerm("title", id, slot);
      this.addTerm("head", id, slot);
    };
    this.termizer.forEachTermId(row.title, language, addTitle);
    for (const term of this.orgHeadTerms(orgSlot)) this.addTerm("head", term, slot);
    if (addressSlot !== undefined && row.addressId !== null) {
      const place = this.placeTerms(
        this.addressCity[addressSlot]!,
        this.addressPostalCode[addressSlot]!,
        this.addressCanton[addressSlot]!,
      );
      for (const id of place) this.addTerm("head", id, slot);
    }
    const body = [row.jobTitle, row.roleAndResponsibilities, row.requirements, row.teamDescription, row.benefits].join(
      "\n",
    );
    // The hot loop of a build: straight into the builder while building.
    const bodyBuilder = this.builders?.body;
    if (bodyBuilder) this.termizer.forEachTermId(body, language, (id) => bodyBuilder.add(id, slot));
    else this.termizer.forEachTermId(body, language, (id) => this.addTerm("body", id, slot));
    return slot;
  }

  removeOrganization(orgSlot: number) {
    const org = this.orgs[orgSlot]!;
    org.alive = false;
    for (const slot of org.listingSlots) {
      this.listingAlive.data[slot] = 0;
      const title = this.listingHits[slot]!.title;
      const count = (this.titleCounts.get(title) ?? 1) - 1;
      if (count <= 0) this.titleCounts.delete(title);
      else this.titleCounts.set(title, count);
    }
    this.titleSuggestions = undefined;
    this.orgSlotById.delete(org.id);
  }

  suggestTitles(prefix: string, limit: number): string[] {
    this.titleSuggestions ??= [...this.titleCounts]
      .map(([title, count]) => ({ title, folded: foldText(title), count }))
      .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
    const words = foldText(prefix)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (words.length === 0) return [];
    const found: string[] = [];
    for (const entry of this.titleSuggestions) {
      const titleWords = entry.folded.split(/[^\p{L}\p{N}]+/u);
      if (words.every((w) => titleWords.some((t) => t.startsWith(w)))) found.push(entry.title);
      if (found.length >= limit) break;
    }
    return found;
  }

  /** The first vocabulary position not before `word`. */
  private vocabularyPosition(word: string): number {
    const words = this.vocabulary;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (words[mid]! < word) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private inVocabulary(word: string): boolean {
    return this.head.inBase(word) || this.body.inBase(word) || this.org.inBase(word);
  }

  /** Vocabulary words starting with `prefix`, the most frequent first. */
  prefixExpansions(prefix: string): string[] {
    const words = this.vocabulary;
    const low = this.vocabularyPosition(prefix);
    const candidates: { term: string; frequency: number }[] = [];
    for (let i = low; i < words.length && words[i]!.startsWith(prefix); i++) {
      if (words[i] !== prefix) candidates.push({ term: words[i]!, frequency: this.vocabularyFrequency[i]! });
    }
    for (const word of this.appendedWords) {
      if (word !== prefix && word.startsWith(prefix)) candidates.push({ term: word, frequency: 1 });
    }
    candidates.sort((a, b) => b.frequency - a.frequency);
    return candidates.slice(0, MAX_PREFIX_EXPANSIONS).map((c) => c.term);
  }

  frequency(term: string): number {
    return Math.max(this.head.frequency(term), this.body.frequency(term)) + this.org.frequency(term);
  }

  typoAlternatives(word: string): string[] {
    let found = this.typoMemo.get(word);
    if (!found) {
      const candidates = typoCandidates(word, this.typoVocabulary);
      const best = candidates[0]?.distance;
      found = candidates
        .filter((c) => c.distance === best)
        .sort((a, b) => this.frequency(b.term) - this.frequency(a.term))
        .slice(0, MAX_TYPO_ALTERNATIVES)
        .map((c) => c.term);
      if (this.typoMemo.size > 10_000) this.typoMemo.clear();
      this.typoMemo.set(word, found);
    }
    return found;
  }
}

/** Everything a search computes before walking: the tier bitsets and the filters. */
interface Plan {
  data: IndexData;
  criteria: SearchCriteria;
  /** Undefined: no words, every live listing matches (in one tier). */
  tiers?: { title: Bitset; head: Bitset; body: Bitset };
  /** Without words: the live listings (in the viewport's grid cells when few are); do not modify. */
  allListings?: Bitset;
  /**
   * Organisations matched by the org field (all live ones without words); undefined when listing
   * filters exclude them. A scratch bitset of this request: narrowing it to the area is allowed.
   */
  orgMatches?: Bitset;
  /** The viewport (and the box around `near`) that results must lie in; undefined without either. */
  area?: Box;
  /** The grid cells of the area, widened to blocks. */
  areaCells?: CellRange;
  /** A box around `near`: points outside it need no distance computed. */
  nearBox?: Box;
  sectorBits?: Bitset;
  boostBits?: Bitset;
  languageMask: number;
  employmentMask: number;
  remoteMask: number;
}

export class MemoryIndex implements SearchIndex {
  private data?: IndexData;
  private building?: Promise<void>;
  /** Organisations changed while a rebuild ran: applied to the new data before it is swapped in. */
  private changedDuringBuild?: Set<number>;
  /** Country-wide cluster grids per query, filters and cell size (levels coarser by 2 each); least recently used first. */
  private mapCache = new Map<string, MapGrid>();
  private mapCacheCells = 0;
  /** Grids being computed, by generation and key: requests that need the same one at once share it. */
  private mapComputing = new Map<string, Promise<MapGrid | undefined>>();
  /** Bumped whenever the cache is emptied: a grid computed across a change is answered, not kept. */
  private mapGeneration = 0;
  /**
   * Bitsets reused by every request (no allocation per request). Safe because a search plans and
   * walks without awaiting in between, so two requests never hold them at once.
   */
  private readonly scratch = new Map<string, Bitset>();

  private scratchBits(name: string, size: number): Bitset {
    const words = (size + 31) >>> 5;
    let bits = this.scratch.get(name);
    if (!bits || bits.length !== words) {
      bits = new Uint32Array(words);
      this.scratch.set(name, bits);
    } else bits.fill(0);
    return bits;
  }
  private allAddresses?: AddressClusters;
  /** Counts applied changes: a rebuild of allAddresses knows whether it missed any. */
  private addressChanges = 0;

  constructor(
    private readonly ctx: AppContext,
    /**
     * Tests lower orgNarrowAfter so small corpora take the narrowing step too, mapSliceMs
     * (0: a pause at every step) so their small map grids are computed in slices too, and
     * snapshotRowsPerSection so their snapshots have several sections.
     */
    private readonly options: { orgNarrowAfter?: number; mapSliceMs?: number; snapshotRowsPerSection?: number } = {},
  ) {}

  private closed = false;
  /** Data restored from a snapshot, not yet caught up with the change feed: not served. */
  private restoring = false;

  get ready(): boolean {
    return this.data !== undefined && !this.restoring;
  }

  readonly snapshots: IndexSnapshots = {
    version: snapshotVersion(),
    capture: () =>
      this.ready && !this.building
        ? this.data!.snapshotSections(this.options.snapshotRowsPerSection ?? SNAPSHOT_ROWS_PER_SECTION)
        : undefined,
    restore: (bytes, catchUp) => this.restoreFrom(bytes, catchUp),
  };

  /** Starts from a snapshot instead of a build (ADR 040); served once `catchUp` has applied what changed since. */
  private async restoreFrom(bytes: Uint8Array, catchUp: () => Promise<void>): Promise<{ [step: string]: number }> {
    if (this.data || this.building) throw new Error("the search index holds data already");
    const started = Date.now();
    const data = await IndexData.fromSnapshot(new SnapshotReader(bytes, this.snapshots.version));
    const readMs = Date.now() - started;
    const addressClusters = await buildAddressClusters(data);
    const clustersMs = Date.now() - started - readMs;
    if (this.closed) throw new SearchIndexClosedError();
    this.restoring = true;
    this.data = data;
    this.allAddresses = addressClusters;
    this.clearMapCache();
    this.scratch.clear();
    try {
      await catchUp();
      return { readMs, clustersMs, catchUpMs: Date.now() - started - readMs - clustersMs };
    } catch (err) {
      if (this.data === data) {
        this.data = undefined;
        this.allAddresses = undefined;
      }
      throw err;
    } finally {
      this.restoring = false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.building?.catch(() => {});
  }

  build(): Promise<void> {
    this.building ??= this.buildData().finally(() => (this.building = undefined));
    return this.building;
  }

  private async buildData(): Promise<void> {
    const { db } = this.ctx;
    const changedDuringBuild = new Set<number>();
    this.changedDuringBuild = changedDuringBuild;
    const data = new IndexData();
    data.startBuild();
    const addressSlotById = new Map<number, number>();
    // Organisations by id, merged with their addresses (both read in organisation order).
    let pendingAddresses: repo.IndexedAddressRow[] = [];
    let addressCursor = { organizationId: 0, id: 0 };
    let addressesDone = false;
    const addressesOf = async (organizationId: number): Promise<repo.IndexedAddressRow[]> => {
      const found: repo.IndexedAddressRow[] = [];
      for (;;) {
        while (pendingAddresses.length > 0 && pendingAddresses[0]!.organizationId < organizationId)
          pendingAddresses.shift();
        while (pendingAddresses.length > 0 && pendingAddresses[0]!.organizationId === organizationId)
          found.push(pendingAddresses.shift()!);
        if (pendingAddresses.length > 0 || addressesDone) return found;
        const batch = await repo.addressesAfter(db, addressCursor, BUILD_BATCH * 2);
        if (batch.length < BUILD_BATCH * 2) addressesDone = true;
        const last = batch[batch.length - 1];
        if (last) addressCursor = { organizationId: last.organizationId, id: last.id };
        pendingAddresses = batch;
      }
    };
    // Each next batch is read while this one is indexed: PostgreSQL works on another core meanwhile
    // (PGlite, on this thread, only has the read queued ahead). A build that stops (the index is
    // closed) waits for the read under way, so the database is not closed under it.
    let ahead: Promise<unknown> = Promise.resolve();
    try {
      let nextOrgs = prefetch(repo.organizationsAfter(db, 0, BUILD_BATCH));
      ahead = nextOrgs;
      for (;;) {
        const batch = await nextOrgs;
        const more = batch.length === BUILD_BATCH;
        if (more) ahead = nextOrgs = prefetch(repo.organizationsAfter(db, batch[batch.length - 1]!.id, BUILD_BATCH));
        for (const row of batch) {
          const addresses = await addressesOf(row.id);
          const start = data.addressLat.length;
          data.addOrganization(row, addresses);
          addresses.forEach((a, i) => addressSlotById.set(a.id, start + i));
        }
        if (!more) break;
        await this.yieldUnlessClosed();
      }
      let nextListings = prefetch(repo.activeListingsAfter(db, undefined, LISTING_BUILD_BATCH));
      ahead = nextListings;
      for (;;) {
        const batch = await nextListings;
        const more = batch.length === LISTING_BUILD_BATCH;
        const last = batch[batch.length - 1];
        if (more && last)
          ahead = nextListings = prefetch(
            repo.activeListingsAfter(db, { publishedOn: last.publishedOn, id: last.id }, LISTING_BUILD_BATCH),
          );
        for (const row of batch) data.addListing(row, addressSlotById);
        if (!more) break;
        await this.yieldUnlessClosed();
      }
    } finally {
      await ahead.catch(() => {});
    }
    await data.finishBuild();
    // Changes that came while building, or while these are applied, go to the new data too; the
    // swap follows the last check with no await in between, so none can slip past it.
    while (changedDuringBuild.size > 0) {
      const changed = [...changedDuringBuild];
      changedDuringBuild.clear();
      await this.applyTo(data, changed);
    }
    this.changedDuringBuild = undefined;
    const addressClusters = await buildAddressClusters(data);
    this.data = data;
    this.clearMapCache();
    this.scratch.clear();
    this.allAddresses = addressClusters;
  }

  /** Between build batches: other requests run; a closing server stops the build here. */
  private async yieldUnlessClosed(): Promise<void> {
    await yieldToRequests();
    if (this.closed) throw new SearchIndexClosedError();
  }

  async applyChanges(organizationIds: readonly number[]): Promise<void> {
    const ids = [...new Set(organizationIds)];
    if (ids.length === 0) return;
    for (const id of ids) this.changedDuringBuild?.add(id);
    if (this.data) await this.applyTo(this.data, ids);
    this.clearMapCache();
    this.addressChanges++;
    if (this.allAddresses) this.allAddresses.dirty = true;
    const data = this.data;
    if (
      data &&
      !this.building &&
      (data.listingId.length - data.baseListings > Math.max(5000, data.baseListings / 10) ||
        data.orgs.length - data.baseOrgs > Math.max(10_000, data.baseOrgs / 10))
    ) {
      void this.build().catch(() => {}); // compaction; the old data serves until it is done (or the server closes)
    }
  }

  private async applyTo(data: IndexData, ids: number[]): Promise<void> {
    const { db } = this.ctx;
    const [organizations, addresses, listings] = await Promise.all([
      repo.organizationsByIds(db, ids),
      repo.addressesOfOrganizations(db, ids),
      repo.activeListingsOfOrganizations(db, ids),
    ]);
    for (const id of ids) {
      const slot = data.orgSlotById.get(id);
      if (slot !== undefined) data.removeOrganization(slot);
    }
    const addressSlotById = new Map<number, number>();
    for (const organization of organizations) {
      const own = addresses.filter((a) => a.organizationId === organization.id);
      const start = data.addressLat.length;
      data.addOrganization(organization, own);
      own.forEach((a, i) => addressSlotById.set(a.id, start + i));
    }
    // Appended listings keep newest-first order among themselves; the walk merges them by day.
    for (const listing of listings) data.addListing(listing, addressSlotById);
    data.changed();
  }

  private clearMapCache() {
    this.mapCache.clear();
    this.mapCacheCells = 0;
    this.mapGeneration++;
  }

  async searchEmployers(criteria: SearchCriteria, page: { limit: number; offset: number }): Promise<EmployerResults> {
    const plan = this.plan(criteria);
    const { data } = plan;
    const wanted = Math.max(page.offset + page.limit, SEARCH_COUNT_CAP + 1);
    const order: number[] = [];
    const pageListings = new Map<number, number[]>();
    const { marks: seen, mark } = orgSeenMarks(data.orgs.length);
    const take = (orgSlot: number, listingSlot: number | undefined): boolean => {
      if (seen[orgSlot] !== mark) {
        seen[orgSlot] = mark;
        order.push(orgSlot);
        const index = order.length - 1;
        if (index >= page.offset && index < page.offset + page.limit) pageListings.set(orgSlot, []);
      }
      if (listingSlot !== undefined) {
        const listed = pageListings.get(orgSlot);
        if (listed && listed.length < LISTINGS_PER_EMPLOYER) listed.push(listingSlot);
      }
      return order.length < wanted || pageListings.size < page.limit;
    };
    this.walk(plan, take);
    const count = Math.min(order.length, SEARCH_COUNT_CAP);
    const reference = criteria.near ?? centreOf(criteria.viewport);
    const items = order.slice(page.offset, page.offset + page.limit).map((orgSlot) => {
      const listings = (pageListings.get(orgSlot) ?? []).map((slot) => data.listingHits[slot]!);
      return this.employerResult(data, orgSlot, reference, listings);
    });
    return { items, count, countCapped: order.length > SEARCH_COUNT_CAP };
  }

  /** Visits matching listings and organisations in rank order until `take` returns false. */
  private walk(plan: Plan, take: (orgSlot: number, listingSlot: number | undefined) => boolean): void {
    const { data, tiers } = plan;
    if (!tiers) {
      if (!this.walkListings(plan, undefined, take)) return;
      this.walkOrganizations(plan, take);
      return;
    }
    if (!this.walkListings(plan, tiers.title, take)) return;
    if (!this.walkListings(plan, tiers.head, take)) return;
    if (!this.walkOrganizations(plan, take)) return;
    this.walkListings(plan, tiers.body, take);
    void data;
  }

  private walkOrganizations(plan: Plan, take: (orgSlot: number, listingSlot: number | undefined) => boolean): boolean {
    return this.forEachMatchedOrganization(plan, (orgSlot) => {
      if (!this.organizationPasses(plan, orgSlot)) return true;
      return take(orgSlot, undefined);
    });
  }

  /**
   * Visits plan.orgMatches in slot order until visit returns false. With a viewport or radius,
   * after the first ORG_NARROW_AFTER the rest are narrowed to organisations with an address in
   * the area's grid cells (a common word matches organisations all over the country); a rare
   * word is not worth that step.
   */
  private forEachMatchedOrganization(plan: Plan, visit: (orgSlot: number) => boolean): boolean {
    const { orgMatches, data, areaCells } = plan;
    if (!orgMatches) return true;
    const size = data.orgs.length;
    let visited = 0;
    let narrowed = areaCells === undefined;
    let from = 0;
    for (;;) {
      let resumeAt = -1;
      const completed = forEachBit(orgMatches, from, size, (orgSlot) => {
        if (!narrowed && ++visited > (this.options.orgNarrowAfter ?? ORG_NARROW_AFTER)) {
          resumeAt = orgSlot;
          return false;
        }
        return visit(orgSlot);
      });
      if (resumeAt < 0) return completed;
      narrowed = true;
      andInto(orgMatches, data.areaBits("orgs", areaCells!));
      from = resumeAt;
    }
  }

  /** Walks a tier (every live listing when undefined): boosted listings first, each part newest first. */
  private walkListings(
    plan: Plan,
    tier: Bitset | undefined,
    take: (orgSlot: number, listingSlot: number | undefined) => boolean,
  ): boolean {
    const { data, boostBits } = plan;
    const bits = tier ?? plan.allListings ?? data.aliveListings();
    if (!boostBits) return this.walkByFreshness(plan, bits, take);
    const boosted = bits.slice();
    andInto(boosted, boostBits);
    if (!this.walkByFreshness(plan, boosted, take)) return false;
    const rest = bits.slice();
    andNotInto(rest, boostBits);
    return this.walkByFreshness(plan, rest, take);
  }

  private walkByFreshness(
    plan: Plan,
    bits: Bitset,
    take: (orgSlot: number, listingSlot: number | undefined) => boolean,
  ): boolean {
    const { data, criteria } = plan;
    const day = data.listingDay.data;
    const near = criteria.near;
    // Appended slots are not in freshness order: sort the matching ones and merge them in by day.
    const appended: number[] = [];
    forEachBit(bits, data.baseListings, data.listingId.length, (slot) => {
      if (this.listingPasses(plan, slot)) appended.push(slot);
    });
    appended.sort((a, b) => day[b]! - day[a]! || a - b);
    let nextAppended = 0;
    let bucket: number[] = [];
    let bucketDay = Number.NaN;
    let going = true;
    const flush = () => {
      if (near) {
        // Each listing's distance once, not twice per comparison (a day of a city's radius holds thousands).
        const lat = data.listingLat.data;
        const lng = data.listingLng.data;
        const distance = slotScratch(data.listingId.length);
        for (const slot of bucket) distance[slot] = distanceKm(near.lat, near.lng, lat[slot]!, lng[slot]!);
        bucket.sort((a, b) => distance[a]! - distance[b]!);
      }
      for (const slot of bucket) {
        if (!take(data.listingOrg.data[slot]!, slot)) {
          going = false;
          break;
        }
      }
      bucket = [];
    };
    const emit = (slot: number): boolean => {
      if (!near) {
        going = take(data.listingOrg.data[slot]!, slot);
        return going;
      }
      if (day[slot] !== bucketDay) {
        flush();
        bucketDay = day[slot]!;
      }
      if (going) bucket.push(slot);
      return going;
    };
    forEachBit(bits, 0, data.baseListings, (slot) => {
      if (!this.listingPasses(plan, slot)) return true;
      while (nextAppended < appended.length && day[appended[nextAppended]!]! >= day[slot]!) {
        if (!emit(appended[nextAppended++]!)) return false;
      }
      return emit(slot);
    });
    while (going && nextAppended < appended.length) emit(appended[nextAppended++]!);
    if (going && near) flush();
    return going;
  }

  private listingPasses(plan: Plan, slot: number): boolean {
    const { data, criteria } = plan;
    if (data.listingAlive.data[slot] !== 1) return false;
    if (criteria.viewport || criteria.near) {
      if (data.listingHasPlace.data[slot] !== 1) return false;
      const lat = data.listingLat.data[slot]!;
      const lng = data.listingLng.data[slot]!;
      if (criteria.viewport && !inViewport(criteria.viewport, lat, lng)) return false;
      if (
        criteria.near &&
        (!inBox(plan.nearBox!, lat, lng) ||
          distanceKm(criteria.near.lat, criteria.near.lng, lat, lng) > criteria.near.radiusKm)
      )
        return false;
    }
    if (plan.employmentMask && !((plan.employmentMask >> data.listingEmployment.data[slot]!) & 1)) return false;
    if (plan.remoteMask && !((plan.remoteMask >> data.listingRemote.data[slot]!) & 1)) return false;
    if (criteria.workloadMin !== undefined && data.listingWorkloadMax.data[slot]! < criteria.workloadMin) return false;
    if (criteria.salaryMin !== undefined && data.listingSalary.data[slot]! < criteria.salaryMin) return false;
    if (plan.languageMask && (data.listingLanguages.data[slot]! & ~plan.languageMask) !== 0) return false;
    if (plan.sectorBits && !hasBit(plan.sectorBits, slot)) return false;
    if (criteria.organizationIds && !criteria.organizationIds.has(data.orgs[data.listingOrg.data[slot]!]!.id))
      return false;
    return true;
  }

  private organizationPasses(plan: Plan, orgSlot: number): boolean {
    const { data, criteria } = plan;
    const org = data.orgs[orgSlot]!;
    if (!org.alive) return false;
    if (criteria.organizationIds && !criteria.organizationIds.has(org.id)) return false;
    if (
      criteria.sectors &&
      criteria.sectors.length > 0 &&
      !org.sectors.some((s) => criteria.sectors!.includes(s as never))
    )
      return false;
    if (criteria.viewport || criteria.near) return this.hasPlaceInArea(plan, org);
    return true;
  }

  private hasPlaceInArea(plan: Plan, org: OrgRecord): boolean {
    const { data } = plan;
    for (let a = org.addressStart; a < org.addressStart + org.addressCount; a++) {
      if (this.placeInArea(plan, data.addressLat.data[a]!, data.addressLng.data[a]!)) return true;
    }
    return false;
  }

  private placeInArea(plan: Plan, lat: number, lng: number): boolean {
    const { criteria } = plan;
    if (criteria.viewport && !inViewport(criteria.viewport, lat, lng)) return false;
    if (
      criteria.near &&
      (!inBox(plan.nearBox!, lat, lng) ||
        distanceKm(criteria.near.lat, criteria.near.lng, lat, lng) > criteria.near.radiusKm)
    )
      return false;
    return true;
  }

  private plan(criteria: SearchCriteria): Plan {
    const data = this.requireData();
    const size = data.listingId.length;
    const mask = <T extends string>(all: readonly T[], chosen: readonly T[] | undefined) =>
      (chosen ?? []).reduce((m, v) => m | (1 << all.indexOf(v)), 0);
    const plan: Plan = {
      data,
      criteria,
      languageMask: mask(CONTENT_LANGUAGES, criteria.languages),
      employmentMask: mask(EMPLOYMENT_TYPES, criteria.employmentTypes),
      remoteMask: mask(REMOTE_TYPES, criteria.remoteTypes),
    };
    if (criteria.near) plan.nearBox = boxAround(criteria.near.lat, criteria.near.lng, criteria.near.radiusKm);
    if (criteria.viewport) plan.area = intersect(criteria.viewport, plan.nearBox);
    else plan.area = plan.nearBox;
    if (plan.area) plan.areaCells = cellRange(plan.area, AREA_SNAP_CELLS);
    if (criteria.sectors && criteria.sectors.length > 0) {
      plan.sectorBits = newBitset(size);
      for (const sector of criteria.sectors) data.head.orTermInto(plan.sectorBits, SECTOR_TERM + sector);
    }
    if (criteria.boost && (criteria.boost.jobTitles.length > 0 || criteria.boost.sectors.length > 0)) {
      const boost = newBitset(size);
      for (const title of criteria.boost.jobTitles) {
        const words = analyzeQuery(`${title} `);
        if (words.length === 0) continue;
        orInto(
          boost,
          this.evaluateAll(
            data,
            TITLE_FIELDS,
            size,
            words.map((w) => ({ terms: this.exactTerms(data, w) })),
            newBitset(size),
          ),
        );
      }
      for (const sector of criteria.boost.sectors) data.head.orTermInto(boost, SECTOR_TERM + sector);
      plan.boostBits = boost;
    }
    const filtersListings =
      plan.languageMask !== 0 ||
      plan.employmentMask !== 0 ||
      plan.remoteMask !== 0 ||
      criteria.workloadMin !== undefined ||
      criteria.salaryMin !== undefined;
    const clauses = this.clauses(data, criteria.query);
    // The listings in the area's grid cells, when they are few: the walk then skips the others.
    let inArea: Bitset | undefined;
    if (plan.areaCells && data.listingCells.countIn(plan.areaCells) * 3 < data.baseListings)
      inArea = data.areaBits("listings", plan.areaCells);
    if (clauses.length === 0) {
      if (inArea) {
        plan.allListings = this.scratchBits("allListings", size);
        plan.allListings.set(inArea);
        andInto(plan.allListings, data.aliveListings());
      }
      if (!filtersListings) {
        plan.orgMatches = this.scratchBits("orgs", data.orgs.length);
        plan.orgMatches.set(data.aliveOrgs());
      }
      return plan;
    }
    const title = this.evaluateAll(data, TITLE_FIELDS, size, clauses, this.scratchBits("title", size));
    const head = this.evaluateAll(data, HEAD_FIELDS, size, clauses, this.scratchBits("head", size));
    const anywhere = this.evaluateAll(data, ANY_FIELDS, size, clauses, this.scratchBits("anywhere", size));
    andNotInto(head, title);
    andNotInto(anywhere, title);
    andNotInto(anywhere, head);
    if (inArea) {
      andInto(title, inArea);
      andInto(head, inArea);
      andInto(anywhere, inArea);
    }
    plan.tiers = { title, head, body: anywhere };
    if (!filtersListings)
      plan.orgMatches = this.evaluateAll(
        data,
        ORG_FIELDS,
        data.orgs.length,
        clauses,
        this.scratchBits("orgs", data.orgs.length),
      );
    return plan;
  }

  /** The query's words as clauses: each word with its spellings, stems, prefix expansions and typo alternatives. */
  private clauses(data: IndexData, query: string): Clause[] {
    // Stemming, prefix expansion and typo lookup, once per query text until the next change.
    const known = data.queryClauses.get(query);
    if (known) return known;
    const clauses = this.analyzeClauses(data, query);
    if (data.queryClauses.size >= QUERY_CLAUSES_ENTRIES) data.queryClauses.clear();
    data.queryClauses.set(query, clauses);
    return clauses;
  }

  private analyzeClauses(data: IndexData, query: string): Clause[] {
    const words = analyzeQuery(query);
    const clauses: Clause[] = [];
    for (const word of words) {
      const terms = this.exactTerms(data, word);
      if (word.isPrefix) terms.push(...data.prefixExpansions(word.term));
      const prefixFound = word.isPrefix && terms.length > 1 + word.spellings.length + word.stems.length;
      if (!prefixFound && /^\p{L}+$/u.test(word.term) && data.frequency(word.term) < RARE_WORD_BELOW) {
        terms.push(...data.typoAlternatives(word.term));
      }
      if (word.joinedFrom) {
        // The parts came as the words just before it: the joined form OR all of them.
        const parts = clauses.splice(clauses.length - word.joinedFrom.length, word.joinedFrom.length);
        clauses.push({ all: parts, or: terms });
      } else clauses.push({ terms });
    }
    return clauses;
  }

  private exactTerms(_data: IndexData, word: QueryWord): string[] {
    return [word.term, ...word.spellings, ...word.stems];
  }

  /** The slots where every clause matches (in any of the fields given), written into `target`. */
  private evaluateAll(data: IndexData, fields: FieldSet, size: number, clauses: Clause[], target: Bitset): Bitset {
    clauses.forEach((clause, i) => {
      const bits = this.clauseBits(data, fields, size, clause);
      if (i === 0) target.set(bits);
      else andInto(target, bits);
    });
    return target;
  }

  /**
   * The slots where a clause matches in any of the fields (do not modify): a word's spellings,
   * stems and prefix expansions OR-ed, kept per field set until the next change, as frequent
   * words and the word being typed come again and again.
   */
  private clauseBits(data: IndexData, fields: FieldSet, size: number, clause: Clause): Bitset {
    const key = `${fields.key}|${JSON.stringify(clause)}`;
    const cache = data.clauseCache;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key); // most recently used last
      cache.set(key, cached);
      return cached;
    }
    const bits = newBitset(size);
    const list = fields.of(data);
    const terms = "terms" in clause ? clause.terms : clause.or;
    for (const field of list) for (const term of terms) field.orTermInto(bits, term);
    if ("all" in clause) orInto(bits, this.evaluateAll(data, fields, size, clause.all, newBitset(size)));
    if (cache.size >= CLAUSE_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, bits);
    return bits;
  }

  async clusters(criteria: SearchCriteria, zoom: number): Promise<TMapCluster[]> {
    const data = this.requireData();
    const z = Math.max(0, Math.min(22, Math.floor(zoom)));
    const viewport = criteria.viewport ?? DEFAULT_VIEWPORT;
    const unfiltered =
      analyzeQuery(criteria.query).length === 0 &&
      !criteria.near &&
      !criteria.sectors?.length &&
      !criteria.organizationIds &&
      !criteria.employmentTypes?.length &&
      !criteria.remoteTypes?.length &&
      !criteria.languages?.length &&
      criteria.workloadMin === undefined &&
      criteria.salaryMin === undefined;
    if (unfiltered) {
      const fromAll = this.allAddressClusters(data, viewport, z);
      if (fromAll) return fromAll;
    }
    const { cell, snap } = mapGrid(criteria, zoom);
    // The grid of the matched places in the region of blocks of 64 × 64 cells that holds the
    // viewport answers every viewport of the same search inside it: panning and zooming out by a
    // step need no new walk over the matches. Blocks are whole cells of every coarser level used.
    const block = cell * REGION_CELLS;
    const snapped = snap(cell);
    const region: Viewport = {
      west: Math.floor(snapped.west / block) * block,
      south: Math.floor(snapped.south / block) * block,
      east: Math.ceil(snapped.east / block) * block,
      north: Math.ceil(snapped.north / block) * block,
    };
    const key = JSON.stringify([
      criteria.query,
      criteria.near,
      criteria.sectors,
      [...(criteria.organizationIds ?? [])],
      criteria.employmentTypes,
      criteria.remoteTypes,
      criteria.languages,
      criteria.workloadMin,
      criteria.salaryMin,
      criteria.boost ? 1 : 0,
      cell,
      region,
    ]);
    let grid = this.mapCache.get(key);
    if (grid) {
      this.mapCache.delete(key); // most recently used last
      this.mapCache.set(key, grid);
      grid.at = Date.now();
    } else grid = await this.computeMapGrid(key, { ...criteria, viewport: region }, cell);
    if (grid) {
      for (const level of grid.levels) {
        const clusters = level.clustersIn(grid.data, snap(level.cell), grid.mixed);
        if (clusters.length <= MAP_MAX_FEATURES) return clusters;
      }
    }
    // A zoom too fine for a country-wide grid: the viewport's own.
    return this.viewportClusters(criteria, zoom);
  }

  /**
   * The clusters of the grid of the viewport alone (the matches in it, walked for this request):
   * for zooms too fine for a country-wide grid, and the reference the tests hold the cached
   * country-wide grids to.
   */
  async viewportClusters(criteria: SearchCriteria, zoom: number): Promise<TMapCluster[]> {
    const data = this.requireData();
    const grid = mapGrid(criteria, zoom);
    const snap = grid.snap;
    let cell = grid.cell;
    const { points } = await this.matchedPoints({ ...criteria, viewport: snap(cell) }, false, this.mapSlicer());
    let clusters = gridClusters(data, points, snap(cell), cell);
    while (clusters.length > MAP_MAX_FEATURES) {
      cell *= 2;
      clusters = gridClusters(data, points, snap(cell), cell);
    }
    return clusters;
  }

  /**
   * The grids of a region (the matches in it walked in slices), shared with the requests that
   * need the same one meanwhile; kept unless the data changed while it was computed.
   */
  private computeMapGrid(key: string, criteria: SearchCriteria, cell: number): Promise<MapGrid | undefined> {
    const generation = this.mapGeneration;
    const computingKey = `${generation}:${key}`;
    let computing = this.mapComputing.get(computingKey);
    if (!computing) {
      computing = (async () => {
        const data = this.requireData();
        const slicer = this.mapSlicer();
        const { points, mixed } = await this.matchedPoints(criteria, true, slicer);
        const levels = await countryGridLevels(data, points, cell, slicer);
        if (!levels) return undefined;
        const cells =
          levels.reduce((n, level) => n + level.length, 0) + (mixed.listingLat.length + mixed.addressLat.length) / 2;
        const grid: MapGrid = { at: Date.now(), data, levels, mixed, cells };
        if (this.mapGeneration === generation) this.keepMapGrid(key, grid);
        return grid;
      })().finally(() => this.mapComputing.delete(computingKey));
      this.mapComputing.set(computingKey, computing);
    }
    return computing;
  }

  private mapSlicer(): Slicer {
    return new Slicer(this.options.mapSliceMs ?? MAP_SLICE_MS, () => {
      if (this.closed) throw new SearchIndexClosedError();
    });
  }

  private keepMapGrid(key: string, grid: MapGrid) {
    const now = Date.now();
    for (const [oldest, kept] of this.mapCache) {
      if (this.mapCacheCells + grid.cells <= MAP_CACHE_CELLS && now - kept.at < MAP_CACHE_MS) break;
      this.dropMapGrid(oldest);
    }
    this.mapCache.set(key, grid);
    this.mapCacheCells += grid.cells;
  }

  private dropMapGrid(key: string) {
    const entry = this.mapCache.get(key);
    if (!entry) return;
    this.mapCacheCells -= entry.cells;
    this.mapCache.delete(key);
  }

  /**
   * Every matched employer at each of its matching places: listings at theirs, organisations
   * without a matching listing at their addresses. For a country-wide grid (`forGrid`), the
   * organisations matched by their own fields that also have matching listings come apart: on a
   * map of a viewport without any of those listings, they stand at their addresses (as the list
   * shows them), which only the viewport decides.
   */
  private async matchedPoints(
    criteria: SearchCriteria,
    forGrid: boolean,
    slicer: Slicer,
  ): Promise<{ points: MapPoints; mixed: MixedOrgs }> {
    const plan = this.plan(criteria);
    const { data } = plan;
    // The plan's bitsets are scratch shared by all requests, and this walk awaits: own copies.
    const listingSets = plan.tiers
      ? [plan.tiers.title.slice(), plan.tiers.head.slice(), plan.tiers.body.slice()]
      : [(plan.allListings ?? data.aliveListings()).slice()];
    const orgMatches = plan.orgMatches?.slice();
    // Slots appended while this runs are not walked (their bitsets may not reach them).
    const listings = data.listingId.length;
    const orgs = data.orgs.length;
    const points = { org: Column.int32(), lat: Column.float64(), lng: Column.float64() };
    const hasListingPoint = new Uint8Array(orgs);
    const listingOrg = data.listingOrg.data;
    const listingLat = data.listingLat.data;
    const listingLng = data.listingLng.data;
    for (const bits of listingSets)
      await slicer.forEachBit(bits, listings, (slot) => {
        if (!this.listingPasses(plan, slot)) return;
        const orgSlot = listingOrg[slot]!;
        hasListingPoint[orgSlot] = 1;
        points.org.push(orgSlot);
        points.lat.push(listingLat[slot]!);
        points.lng.push(listingLng[slot]!);
      });
    const listingPoints = points.org.length;
    const mixedOrgs: number[] = [];
    if (orgMatches) {
      // The whole set is walked, so narrow it to the area's cells first (a superset of the
      // organisations with a place in the area; organizationPasses decides).
      if (plan.areaCells) andInto(orgMatches, data.areaBits("orgs", plan.areaCells));
      const addressLat = data.addressLat.data;
      const addressLng = data.addressLng.data;
      await slicer.forEachBit(orgMatches, orgs, (orgSlot) => {
        if (!this.organizationPasses(plan, orgSlot)) return;
        if (hasListingPoint[orgSlot]) {
          if (forGrid) mixedOrgs.push(orgSlot);
          return;
        }
        const org = data.orgs[orgSlot]!;
        for (let a = org.addressStart; a < org.addressStart + org.addressCount; a++) {
          if (!this.placeInArea(plan, addressLat[a]!, addressLng[a]!)) continue;
          points.org.push(orgSlot);
          points.lat.push(addressLat[a]!);
          points.lng.push(addressLng[a]!);
        }
      });
    }
    await slicer.pause();
    return { points, mixed: await this.mixedOrgs(plan, mixedOrgs, points, listingPoints, slicer) };
  }

  private async mixedOrgs(
    plan: Plan,
    orgs: number[],
    points: MapPoints,
    listingPoints: number,
    slicer: Slicer,
  ): Promise<MixedOrgs> {
    const { data } = plan;
    // Position + 1 of each mixed organisation, 0 for the others (zeroed again below).
    const position = orgScratch(data.orgs.length);
    orgs.forEach((org, i) => (position[org] = i + 1));
    const listingStart = new Int32Array(orgs.length + 1);
    const pointOrgs = points.org.data;
    if (orgs.length > 0)
      for (let p = 0; p < listingPoints; p++) {
        const i = position[pointOrgs[p]!]! - 1;
        if (i >= 0) listingStart[i + 1]!++;
      }
    for (let i = 0; i < orgs.length; i++) listingStart[i + 1]! += listingStart[i]!;
    const listingLat = new Float64Array(listingStart[orgs.length]!);
    const listingLng = new Float64Array(listingStart[orgs.length]!);
    const cursor = listingStart.slice(0, orgs.length);
    if (orgs.length > 0)
      for (let p = 0; p < listingPoints; p++) {
        const i = position[pointOrgs[p]!]! - 1;
        if (i < 0) continue;
        listingLat[cursor[i]!] = points.lat.data[p]!;
        listingLng[cursor[i]!++] = points.lng.data[p]!;
      }
    for (const org of orgs) position[org] = 0;
    const addressStart = new Int32Array(orgs.length + 1);
    const addressLat = Column.float64();
    const addressLng = Column.float64();
    const lat = data.addressLat.data;
    const lng = data.addressLng.data;
    for (let i = 0; i < orgs.length; i++) {
      const org = data.orgs[orgs[i]!]!;
      for (let a = org.addressStart; a < org.addressStart + org.addressCount; a++) {
        if (!this.placeInArea(plan, lat[a]!, lng[a]!)) continue;
        addressLat.push(lat[a]!);
        addressLng.push(lng[a]!);
      }
      addressStart[i + 1] = addressLat.length;
      if (i % 1024 === 1023) await slicer.pause();
    }
    return {
      orgs: Int32Array.from(orgs),
      listingStart,
      listingLat,
      listingLng,
      addressStart,
      addressLat: addressLat.data.slice(0, addressLat.length),
      addressLng: addressLng.data.slice(0, addressLng.length),
    };
  }

  /** Without words or filters the map shows every organisation address, clustered by supercluster. */
  private allAddressClusters(data: IndexData, viewport: Viewport, zoom: number): TMapCluster[] | undefined {
    const current = this.allAddresses;
    if (!current) return undefined; // (set with every build)
    // Rebuilding takes seconds at national scale: after changes, at most every 20 build times,
    // never inside a request (a zoom level at a time between requests); until it is done,
    // answers use the clusters there are. Changes during the rebuild leave the new one dirty.
    if (current.dirty && !current.rebuilding && Date.now() - current.builtAt > Math.max(2000, current.buildMs * 20)) {
      current.rebuilding = true;
      const changesBefore = this.addressChanges;
      void buildAddressClusters(data)
        .then((rebuilt) => {
          if (this.data !== data) return;
          rebuilt.dirty = this.addressChanges !== changesBefore;
          this.allAddresses = rebuilt;
        })
        .catch(() => {
          current.rebuilding = false;
        });
    }
    const found = current.clusters.getClusters([viewport.west, viewport.south, viewport.east, viewport.north], zoom);
    if (found.length > MAP_MAX_FEATURES) return undefined;
    return found.map((feature) => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties as AddressPointProperties & { cluster?: boolean; point_count?: number };
      if (properties.cluster && properties.mixed) return { lat, lng, count: properties.point_count ?? 0 };
      return { lat, lng, count: 1, company_id: data.orgs[properties.org]!.id };
    });
  }

  async employers(ids: readonly number[], near?: Point): Promise<EmployerResult[]> {
    const data = this.requireData();
    const found: EmployerResult[] = [];
    for (const id of ids) {
      const slot = data.orgSlotById.get(id);
      if (slot === undefined) continue;
      const org = data.orgs[slot]!;
      const listings = org.listingSlots.slice(0, LISTINGS_PER_EMPLOYER).map((s) => data.listingHits[s]!);
      found.push(this.employerResult(data, slot, near, listings));
    }
    return found;
  }

  async similarEmployers(id: number, limit: number): Promise<EmployerResult[]> {
    const data = this.requireData();
    const slot = data.orgSlotById.get(id);
    if (slot === undefined) return [];
    const org = data.orgs[slot]!;
    const score = new Map<number, number>();
    const add = (term: string, weight: number) => {
      const bits = newBitset(data.orgs.length);
      data.org.orTermInto(bits, term);
      forEachBit(bits, 0, data.orgs.length, (other) => {
        // Only employers with open listings: a suggestion with nothing to apply to is a dead end.
        if (other === slot) return;
        const candidate = data.orgs[other]!;
        if (candidate.alive && candidate.listingSlots.length > 0) score.set(other, (score.get(other) ?? 0) + weight);
      });
    };
    for (const sector of org.sectors) add(SECTOR_TERM + sector, 2);
    for (const keyword of org.keywords) for (const word of analyzeQuery(`${keyword} `)) add(word.term, 1);
    const home =
      org.addressCount > 0
        ? { lat: data.addressLat.data[org.addressStart]!, lng: data.addressLng.data[org.addressStart]! }
        : undefined;
    const distance = (other: number) => {
      const o = data.orgs[other]!;
      if (!home || o.addressCount === 0) return Number.POSITIVE_INFINITY;
      return distanceKm(
        home.lat,
        home.lng,
        data.addressLat.data[o.addressStart]!,
        data.addressLng.data[o.addressStart]!,
      );
    };
    // Best score first; nearer and then with open listings among equals. Scores are small integers.
    const best = [...score.entries()].sort((a, b) => b[1] - a[1]);
    const cutoff = best[Math.min(best.length, limit * 50) - 1]?.[1] ?? 0;
    const ranked = best
      .filter(([, s]) => s >= cutoff)
      .map(([other, s]) => ({ other, s, d: distance(other) }))
      .sort(
        (a, b) =>
          b.s - a.s || a.d - b.d || data.orgs[b.other]!.listingSlots.length - data.orgs[a.other]!.listingSlots.length,
      )
      .slice(0, limit);
    return ranked.map(({ other }) => {
      const o = data.orgs[other]!;
      return this.employerResult(
        data,
        other,
        home,
        o.listingSlots.slice(0, LISTINGS_PER_EMPLOYER).map((s) => data.listingHits[s]!),
      );
    });
  }

  async suggestJobTitles(prefix: string, limit: number): Promise<string[]> {
    return this.requireData().suggestTitles(prefix, limit);
  }

  private employerResult(
    data: IndexData,
    orgSlot: number,
    reference: Point | undefined,
    listings: TListingHit[],
  ): EmployerResult {
    const org = data.orgs[orgSlot]!;
    return {
      id: org.id,
      name: org.name,
      slug: org.slug,
      logoUrl: org.logoUrl,
      sectors: org.sectors,
      location: nearestPlace(data, org, reference),
      openListingsCount: org.listingSlots.length,
      listings,
    };
  }

  private requireData(): IndexData {
    if (!this.data || this.restoring) throw new SearchIndexNotReadyError();
    return this.data;
  }
}

export class SearchIndexClosedError extends Error {
  constructor() {
    super("the search index was closed during its build");
  }
}

export class SearchIndexNotReadyError extends Error {
  constructor() {
    super("the search index is still being built");
  }
}

/** "ZH Zürich Zurich Zurigo": the code and the canton's names in the four languages. */
function cantonNames(canton: string): string {
  return `${canton} ${CANTON_NAMES[canton] ?? ""}`;
}

interface AddressPointProperties {
  org: number;
  /** In a cluster: whether it holds more than one employer. */
  mixed: boolean;
}

interface AddressClusters {
  clusters: Supercluster<AddressPointProperties, AddressPointProperties>;
  builtAt: number;
  buildMs: number;
  dirty: boolean;
  rebuilding?: boolean;
}

/**
 * Every organisation address for supercluster, one point per employer and postal code (two
 * addresses of one employer in one town are one place on a map); a cluster of one employer's
 * places is that employer.
 */
function addressClusterInput(data: IndexData) {
  const started = Date.now();
  const features: Supercluster.PointFeature<AddressPointProperties>[] = [];
  data.orgs.forEach((org, orgSlot) => {
    if (!org.alive) return;
    const postalCodes = new Set<string>();
    for (let a = org.addressStart; a < org.addressStart + org.addressCount; a++) {
      if (postalCodes.has(data.addressPostalCode[a]!)) continue;
      postalCodes.add(data.addressPostalCode[a]!);
      features.push({
        type: "Feature",
        properties: { org: orgSlot, mixed: false },
        geometry: { type: "Point", coordinates: [data.addressLng.data[a]!, data.addressLat.data[a]!] },
      });
    }
  });
  const clusters = new Supercluster<AddressPointProperties, AddressPointProperties>({
    radius: 60,
    maxZoom: ADDRESS_MAX_ZOOM,
    map: (properties) => ({ org: properties.org, mixed: false }),
    reduce: (accumulated, properties) => {
      if (properties.mixed || accumulated.org !== properties.org) accumulated.mixed = true;
    },
  });
  return { clusters, features, started };
}

const ADDRESS_MAX_ZOOM = 16;

/** The clusters of every organisation address, built a zoom level at a time with other requests in between. */
async function buildAddressClusters(data: IndexData): Promise<AddressClusters> {
  const { clusters, features, started } = addressClusterInput(data);
  await loadByZoom(clusters, features, yieldToRequests);
  return { clusters, builtAt: Date.now(), buildMs: Date.now() - started, dirty: false };
}

function centreOf(viewport: Viewport | undefined): Point | undefined {
  return viewport
    ? { lat: (viewport.north + viewport.south) / 2, lng: (viewport.east + viewport.west) / 2 }
    : undefined;
}

function nearestPlace(data: IndexData, org: OrgRecord, reference: Point | undefined): TPlace | null {
  if (org.addressCount === 0) return null;
  let best = org.addressStart;
  if (reference) {
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let a = org.addressStart; a < org.addressStart + org.addressCount; a++) {
      const d = distanceKm(reference.lat, reference.lng, data.addressLat.data[a]!, data.addressLng.data[a]!);
      if (d < bestDistance) {
        bestDistance = d;
        best = a;
      }
    }
  }
  return {
    city: data.addressCity[best]!,
    postal_code: data.addressPostalCode[best]!,
    lat: data.addressLat.data[best]!,
    lng: data.addressLng.data[best]!,
  };
}

let slotScratchArray = new Float64Array(0);
/** A number per listing slot for a synchronous step, which sets what it reads (not zeroed). */
function slotScratch(size: number): Float64Array {
  if (slotScratchArray.length < size) slotScratchArray = new Float64Array(Math.ceil(size * 1.25));
  return slotScratchArray;
}

let orgMarksArray = new Uint32Array(0);
let orgMark = 0;
/**
 * Marks of "organisation already seen" for one synchronous walk: a slot holding the returned mark
 * was seen. A new mark per walk instead of a Set (a walk counting to 1,000 employers visits
 * thousands of listings) or clearing 600,000 entries.
 */
function orgSeenMarks(size: number): { marks: Uint32Array; mark: number } {
  if (orgMarksArray.length < size) {
    orgMarksArray = new Uint32Array(Math.ceil(size * 1.25));
    orgMark = 0;
  }
  if (++orgMark === 0xffffffff) {
    orgMarksArray.fill(0);
    orgMark = 1;
  }
  return { marks: orgMarksArray, mark: orgMark };
}

let orgScratchArray = new Int32Array(0);
/**
 * A zeroed array of a number per organisation slot, shared by the map's grid steps instead of one
 * of 600,000 entries allocated per step: each use is synchronous and zeroes what it set.
 */
function orgScratch(size: number): Int32Array {
  if (orgScratchArray.length < size) orgScratchArray = new Int32Array(Math.ceil(size * 1.25));
  return orgScratchArray;
}

/** The map's first cell size for a zoom and viewport, and the viewport snapped outward to cells of a size. */
function mapGrid(criteria: SearchCriteria, zoom: number) {
  const z = Math.max(0, Math.min(22, Math.floor(zoom)));
  const viewport = criteria.viewport ?? DEFAULT_VIEWPORT;
  // The viewport snapped outward to the global grid: nearby viewports share cells.
  const snap = (c: number) => ({
    west: Math.floor(viewport.west / c) * c,
    south: Math.floor(viewport.south / c) * c,
    east: Math.ceil(viewport.east / c) * c,
    north: Math.ceil(viewport.north / c) * c,
  });
  let cell = 360 / 2 ** z / 4;
  // Too many cells for the viewport (a zoom that does not fit it): coarser cells.
  while (cellsOf(snap(cell), cell) > MAX_GRID_CELLS) cell *= 2;
  return { viewport, cell, snap };
}

const DEFAULT_VIEWPORT: Viewport = { north: 48.1, south: 45.7, east: 10.6, west: 5.9 };

/** Grids of more cells than this are made coarser first (the answer holds at most 500 anyway). */
const MAX_GRID_CELLS = 65_536;

function cellsOf(area: Viewport, cell: number): number {
  return (
    Math.max(1, Math.round((area.east - area.west) / cell)) * Math.max(1, Math.round((area.north - area.south) / cell))
  );
}

/** Employers per grid cell (each counted once per cell), at the centroid of their points; one employer carries its id. */
function gridClusters(
  data: IndexData,
  points: { org: Column<Int32Array>; lat: Column<Float64Array>; lng: Column<Float64Array> },
  area: Viewport,
  cell: number,
): TMapCluster[] {
  const columns = Math.max(1, Math.round((area.east - area.west) / cell));
  const rows = Math.max(1, Math.round((area.north - area.south) / cell));
  const cells = columns * rows;
  const count = new Int32Array(cells);
  const sumLat = new Float64Array(cells);
  const sumLng = new Float64Array(cells);
  const firstOrg = new Int32Array(cells);
  // The cell each organisation was last counted in (+1); one in several cells is also kept in a set.
  const orgCell = orgScratch(data.orgs.length);
  const inOtherCells = new Set<number>();
  const orgs = points.org.data;
  const lats = points.lat.data;
  const lngs = points.lng.data;
  for (let i = 0; i < points.org.length; i++) {
    const org = orgs[i]!;
    const x = Math.min(columns - 1, Math.max(0, Math.floor((lngs[i]! - area.west) / cell)));
    const y = Math.min(rows - 1, Math.max(0, Math.floor((lats[i]! - area.south) / cell)));
    const key = y * columns + x;
    const previous = orgCell[org]!;
    if (previous === key + 1) continue;
    if (previous !== 0) {
      const pair = org * MAX_GRID_CELLS + key;
      if (inOtherCells.has(pair)) continue;
      inOtherCells.add(pair);
      inOtherCells.add(org * MAX_GRID_CELLS + (previous - 1));
    }
    orgCell[org] = key + 1;
    if (count[key] === 0) firstOrg[key] = org;
    count[key]!++;
    sumLat[key]! += lats[i]!;
    sumLng[key]! += lngs[i]!;
  }
  for (let i = 0; i < points.org.length; i++) orgCell[orgs[i]!] = 0;
  const clusters: TMapCluster[] = [];
  for (let key = 0; key < cells; key++) {
    const n = count[key]!;
    if (n === 0) continue;
    const cluster: TMapCluster = { lat: sumLat[key]! / n, lng: sumLng[key]! / n, count: n };
    if (n === 1) cluster.company_id = data.orgs[firstOrg[key]!]!.id;
    clusters.push(cluster);
  }
  return clusters;
}

type MapPoints = { org: Column<Int32Array>; lat: Column<Float64Array>; lng: Column<Float64Array> };

/** Organisations matched by their own fields that also have matching listings, in slot order, with both kinds of places. */
interface MapGrid {
  /** When it was last used. */
  at: number;
  /** The data it was computed from. */
  data: IndexData;
  levels: GridLevel[];
  mixed: MixedOrgs;
  /** Its size, as counted against MAP_CACHE_CELLS. */
  cells: number;
}

interface MixedOrgs {
  orgs: Int32Array;
  /** Organisation i's listing points: listingStart[i] .. listingStart[i + 1]. */
  listingStart: Int32Array;
  listingLat: Float64Array;
  listingLng: Float64Array;
  /** Its addresses that pass the search (the radius): addressStart[i] .. addressStart[i + 1]. */
  addressStart: Int32Array;
  addressLat: Float64Array;
  addressLng: Float64Array;
}

/**
 * The non-empty cells of a country-wide grid (global cell numbers, row by row from the south-west
 * as gridClusters numbers them), with what gridClusters computes per cell.
 */
class GridLevel {
  constructor(
    readonly cell: number,
    readonly length: number,
    private readonly x: Int32Array,
    private readonly y: Int32Array,
    private readonly count: Int32Array,
    private readonly lat: Float64Array,
    private readonly lng: Float64Array,
    private readonly firstOrg: Int32Array,
  ) {}

  /** gridClusters' answer for an area snapped to this level's cells. */
  clustersIn(data: IndexData, area: Viewport, mixed: MixedOrgs): TMapCluster[] {
    const columns = Math.max(1, Math.round((area.east - area.west) / this.cell));
    const rows = Math.max(1, Math.round((area.north - area.south) / this.cell));
    const x0 = Math.round(area.west / this.cell);
    const y0 = Math.round(area.south / this.cell);
    const keys: number[] = [];
    const count: number[] = [];
    const lat: number[] = [];
    const lng: number[] = [];
    const first: number[] = [];
    for (let i = 0; i < this.length; i++) {
      const x = this.x[i]! - x0;
      const y = this.y[i]! - y0;
      if (x < 0 || x >= columns || y < 0 || y >= rows) continue;
      keys.push(y * columns + x);
      count.push(this.count[i]!);
      lat.push(this.lat[i]!);
      lng.push(this.lng[i]!);
      first.push(this.firstOrg[i]!);
    }
    // Organisations with matching listings, none of them in the area: at their addresses in it.
    let added = false;
    let position: Map<number, number> | undefined;
    for (let i = 0; i < mixed.orgs.length; i++) {
      let listed = false;
      for (let p = mixed.listingStart[i]!; p < mixed.listingStart[i + 1]! && !listed; p++)
        listed = inViewport(area, mixed.listingLat[p]!, mixed.listingLng[p]!);
      if (listed) continue;
      const org = mixed.orgs[i]!;
      const counted: number[] = [];
      for (let a = mixed.addressStart[i]!; a < mixed.addressStart[i + 1]!; a++) {
        const pLat = mixed.addressLat[a]!;
        const pLng = mixed.addressLng[a]!;
        if (!inViewport(area, pLat, pLng)) continue;
        const x = Math.min(columns - 1, Math.max(0, Math.floor((pLng - area.west) / this.cell)));
        const y = Math.min(rows - 1, Math.max(0, Math.floor((pLat - area.south) / this.cell)));
        const key = y * columns + x;
        if (counted.includes(key)) continue;
        counted.push(key);
        position ??= new Map(keys.map((k, j) => [k, j]));
        let j = position.get(key);
        if (j === undefined) {
          j = keys.length;
          position.set(key, j);
          keys.push(key);
          count.push(0);
          lat.push(0);
          lng.push(0);
          first.push(org);
        }
        count[j]!++;
        lat[j]! += pLat;
        lng[j]! += pLng;
        added = true;
      }
    }
    const order = keys.map((_, j) => j);
    if (added) order.sort((a, b) => keys[a]! - keys[b]!);
    return order.map((j) => {
      const n = count[j]!;
      const cluster: TMapCluster = { lat: lat[j]! / n, lng: lng[j]! / n, count: n };
      if (n === 1) cluster.company_id = data.orgs[first[j]!]!.id;
      return cluster;
    });
  }
}

/**
 * The grids of a region's points at `cell` and each coarser size (×2, at most REGION_LEVELS) down
 * to the first of at most MAP_MAX_FEATURES cells, which answers any viewport in the region;
 * undefined when the finest one would have too many cells for a dense count.
 */
async function countryGridLevels(
  data: IndexData,
  points: MapPoints,
  cell: number,
  slicer: Slicer,
): Promise<GridLevel[] | undefined> {
  const levels: GridLevel[] = [];
  for (let c = cell; levels.length < REGION_LEVELS; c *= 2) {
    await slicer.pause();
    const level = countryGrid(data, points, c);
    if (!level) break;
    levels.push(level);
    if (level.length <= MAP_MAX_FEATURES) break;
  }
  return levels.length > 0 ? levels : undefined;
}

function countryGrid(data: IndexData, points: MapPoints, cell: number): GridLevel | undefined {
  const n = points.org.length;
  const lats = points.lat.data;
  const lngs = points.lng.data;
  const orgs = points.org.data;
  if (n === 0)
    return new GridLevel(
      cell,
      0,
      new Int32Array(0),
      new Int32Array(0),
      new Int32Array(0),
      new Float64Array(0),
      new Float64Array(0),
      new Int32Array(0),
    );
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const xs = new Int32Array(n);
  const ys = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const x = Math.floor(lngs[i]! / cell);
    const y = Math.floor(lats[i]! / cell);
    xs[i] = x;
    ys[i] = y;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const columns = maxX - minX + 1;
  const cells = columns * (maxY - minY + 1);
  if (cells > MAX_COUNTRY_GRID_CELLS) return undefined;
  const count = new Int32Array(cells);
  const sumLat = new Float64Array(cells);
  const sumLng = new Float64Array(cells);
  const firstOrg = new Int32Array(cells);
  // As in gridClusters: an employer counts once per cell, with its first point there.
  const orgCell = orgScratch(data.orgs.length);
  const inOtherCells = new Set<number>();
  let used = 0;
  for (let i = 0; i < n; i++) {
    const org = orgs[i]!;
    const key = (ys[i]! - minY) * columns + (xs[i]! - minX);
    const previous = orgCell[org]!;
    if (previous === key + 1) continue;
    if (previous !== 0) {
      const pair = org * cells + key;
      if (inOtherCells.has(pair)) continue;
      inOtherCells.add(pair);
      inOtherCells.add(org * cells + (previous - 1));
    }
    orgCell[org] = key + 1;
    if (count[key] === 0) {
      firstOrg[key] = org;
      used++;
    }
    count[key]!++;
    sumLat[key]! += lats[i]!;
    sumLng[key]! += lngs[i]!;
  }
  for (let i = 0; i < n; i++) orgCell[orgs[i]!] = 0;
  const x = new Int32Array(used);
  const y = new Int32Array(used);
  const counts = new Int32Array(used);
  const lat = new Float64Array(used);
  const lng = new Float64Array(used);
  const first = new Int32Array(used);
  let j = 0;
  for (let key = 0; key < cells; key++) {
    if (count[key] === 0) continue;
    x[j] = minX + (key % columns);
    y[j] = minY + Math.floor(key / columns);
    counts[j] = count[key]!;
    lat[j] = sumLat[key]!;
    lng[j] = sumLng[key]!;
    first[j] = firstOrg[key]!;
    j++;
  }
  return new GridLevel(cell, used, x, y, counts, lat, lng, first);
}

/**
 * Bump when what the index stores changes (its sections or their meaning): snapshots of another
 * version are not loaded (ADR 040).
 */
const SNAPSHOT_FORMAT = 3;
/** A probe of the text analysis: other words, stems or place and sector names make snapshots of another version. */
const ANALYSIS_PROBE =
  "Informatiker/in Software-Entwickler C++ .NET Bäckerei Straße Zürich Genève Ingénieure développeurs " +
  "infermiera cuochi engineers managing Pflegefachfrau HF 80-100% Biel/Bienne";

let snapshotVersionMemo: string | undefined;
function snapshotVersion(): string {
  if (!snapshotVersionMemo) {
    const termizer = new IndexTermizer();
    const analysed: string[][] = [];
    for (const language of [undefined, ...CONTENT_LANGUAGES]) {
      const ids: number[] = [];
      termizer.forEachTermId(ANALYSIS_PROBE, language, (id) => ids.push(id));
      analysed.push(ids.map((id) => termizer.terms[id]!));
    }
    const hash = createHash("sha256")
      .update(
        JSON.stringify([analysed, [...SECTOR_LABELS], CANTON_NAMES, placeNames("Genève"), placeNames("Biel/Bienne")]),
      )
      .digest("hex");
    snapshotVersionMemo = `${SNAPSHOT_FORMAT}-${hash.slice(0, 16)}`;
  }
  return snapshotVersionMemo;
}

/** [from, to) ranges of `size` rows covering `count` rows. */
function chunks(count: number, size: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (let from = 0; from < count; from += size) ranges.push([from, Math.min(count, from + size)]);
  return ranges;
}

/** A read started ahead of its use: a build that stops before awaiting it must not leave an unhandled rejection. */
function prefetch<T>(read: Promise<T>): Promise<T> {
  read.catch(() => {});
  return read;
}

export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Work cut into slices of a few milliseconds with the event loop's other requests in between. */
class Slicer {
  private sliceStart = performance.now();

  /** `check` runs after each pause and may throw to stop the work (a closing server). */
  constructor(
    private readonly sliceMs: number,
    private readonly check: () => void,
  ) {}

  async pause(): Promise<void> {
    if (performance.now() - this.sliceStart < this.sliceMs) return;
    await yieldToRequests();
    this.check();
    this.sliceStart = performance.now();
  }

  /** Visits the set slots below `to` in ascending order. */
  async forEachBit(bits: Bitset, to: number, visit: (slot: number) => void): Promise<void> {
    for (let from = 0; from < to; from += MAP_SLICE_SLOTS) {
      forEachBit(bits, from, Math.min(to, from + MAP_SLICE_SLOTS), visit);
      await this.pause();
    }
  }
}

export function createSearchIndex(ctx: AppContext): SearchIndex {
  return new MemoryIndex(ctx);
}
