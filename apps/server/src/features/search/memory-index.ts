/**
 * The in-process search index (ADR 012, after ../shared/research/search-engine.md, design B):
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
import * as repo from "./search.repo";
import type { EmployerResult, EmployerResults, Point, SearchCriteria, SearchIndex, Viewport } from "./search.index";
import { IndexTermizer } from "./index-terms";
import { analyzeQuery, foldText, type QueryWord, type SearchLanguage, STEM_MARKER } from "./text";
import { createTypoVocabulary, typoCandidates, type TypoVocabulary } from "./typos";

// Rows per read: each batch is analysed in one go (~0.2 s of 1,000 listings), then other requests run.
const BUILD_BATCH = 1000;
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
const MAP_CACHE_MS = 2000;
/** Map answers kept: each holds up to 500 clusters, so a few thousand at most. */
const MAP_CACHE_ENTRIES = 2_000;
const SECTOR_TERM = "#s:";
const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "temporary", "other"] as const;
const REMOTE_TYPES = ["on_site", "hybrid", "remote"] as const;
const CONTENT_LANGUAGES = ["de", "fr", "it", "en"] as const;
const SECTOR_LABELS = new Map<string, string>(
  INDUSTRIES.map((i) => [i.code, `${i.labels.de} ${i.labels.en} ${i.labels.fr} ${i.labels.it}`]),
);

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
  /** Term ids of the current termizer: emptied when it is replaced. */
  private sectorTermsMemo = new Map<string, number[]>();
  /** Numbers the terms; replaced by a fresh one after the build (changes are few). */
  private termizer = new IndexTermizer();

  // Builders are only set while the build runs.
  private builders?: { title: PostingsBuilder; head: PostingsBuilder; body: PostingsBuilder; org: PostingsBuilder };

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
      sectors: row.sectors,
      keywords: row.keywords,
      alive: true,
      addressStart: this.addressLat.length,
      addressCount: addresses.length,
      listingSlots: [],
    };
    const places: string[] = [];
    for (const address of addresses) {
      this.addressLat.push(address.lat);
      this.addressLng.push(address.lng);
      this.addressPostalCode.push(address.postalCode);
      this.addressCity.push(address.city);
      this.addressCanton.push(address.canton);
      places.push(
        `${placeNames(address.city)} ${address.postalCode} ${CANTON_NAMES[address.canton] ?? ""} ${address.canton}`,
      );
    }
    this.orgs.push(record);
    this.orgSlotById.set(row.id, slot);
    const text = [row.name, row.keywords.join(" "), ...places].join(" ");
    this.termizer.forEachTermId(text, undefined, (id) => this.addTerm("org", id, slot));
    for (const sector of row.sectors) for (const id of this.sectorTerms(sector)) this.addTerm("org", id, slot);
    return slot;
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
      const place = `${placeNames(this.addressCity[addressSlot]!)} ${this.addressPostalCode[addressSlot]} ${cantonNames(this.addressCanton[addressSlot]!)}`;
      this.termizer.forEachTermId(place, undefined, (id) => this.addTerm("head", id, slot));
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
  /** Organisations matched by the org field (all live ones without words); undefined when listing filters exclude them. */
  orgMatches?: Bitset;
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
  private mapCache = new Map<string, { at: number; clusters: TMapCluster[] }>();
  private allAddresses?: AddressClusters;

  constructor(private readonly ctx: AppContext) {}

  private closed = false;

  get ready(): boolean {
    return this.data !== undefined;
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
    let afterOrg = 0;
    for (;;) {
      const batch = await repo.organizationsAfter(db, afterOrg, BUILD_BATCH);
      for (const row of batch) {
        const addresses = await addressesOf(row.id);
        const start = data.addressLat.length;
        data.addOrganization(row, addresses);
        addresses.forEach((a, i) => addressSlotById.set(a.id, start + i));
      }
      if (batch.length < BUILD_BATCH) break;
      afterOrg = batch[batch.length - 1]!.id;
      await this.yieldUnlessClosed();
    }
    let afterListing: { publishedOn: string | null; id: number } | undefined;
    for (;;) {
      const batch = await repo.activeListingsAfter(db, afterListing, BUILD_BATCH);
      for (const row of batch) data.addListing(row, addressSlotById);
      if (batch.length < BUILD_BATCH) break;
      const last = batch[batch.length - 1]!;
      afterListing = { publishedOn: last.publishedOn, id: last.id };
      await this.yieldUnlessClosed();
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
    const addressClusters = buildAddressClusters(data);
    this.data = data;
    this.mapCache.clear();
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
    this.mapCache.clear();
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
  }

  async searchEmployers(criteria: SearchCriteria, page: { limit: number; offset: number }): Promise<EmployerResults> {
    const plan = this.plan(criteria);
    const { data } = plan;
    const wanted = Math.max(page.offset + page.limit, SEARCH_COUNT_CAP + 1);
    const order: number[] = [];
    const pageListings = new Map<number, number[]>();
    const seen = new Set<number>();
    const take = (orgSlot: number, listingSlot: number | undefined): boolean => {
      if (!seen.has(orgSlot)) {
        seen.add(orgSlot);
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
    const { orgMatches, data } = plan;
    if (!orgMatches) return true;
    return forEachBit(orgMatches, 0, data.orgs.length, (orgSlot) => {
      if (!this.organizationPasses(plan, orgSlot)) return true;
      return take(orgSlot, undefined);
    });
  }

  /** Walks a tier (every live listing when undefined): boosted listings first, each part newest first. */
  private walkListings(
    plan: Plan,
    tier: Bitset | undefined,
    take: (orgSlot: number, listingSlot: number | undefined) => boolean,
  ): boolean {
    const { data, boostBits } = plan;
    const size = data.listingId.length;
    let bits = tier;
    if (!bits) {
      bits = newBitset(size);
      const alive = data.listingAlive.data;
      for (let slot = 0; slot < size; slot++) if (alive[slot]) setBit(bits, slot);
    }
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
        const lat = data.listingLat.data;
        const lng = data.listingLng.data;
        bucket.sort(
          (a, b) => distanceKm(near.lat, near.lng, lat[a]!, lng[a]!) - distanceKm(near.lat, near.lng, lat[b]!, lng[b]!),
        );
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
      if (criteria.near && distanceKm(criteria.near.lat, criteria.near.lng, lat, lng) > criteria.near.radiusKm)
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
    if (criteria.viewport || criteria.near) return this.placesInArea(data, org, criteria).length > 0;
    return true;
  }

  /** The organisation's address slots inside the viewport and radius. */
  private placesInArea(data: IndexData, org: OrgRecord, criteria: SearchCriteria): number[] {
    const found: number[] = [];
    for (let a = org.addressStart; a < org.addressStart + org.addressCount; a++) {
      const lat = data.addressLat.data[a]!;
      const lng = data.addressLng.data[a]!;
      if (criteria.viewport && !inViewport(criteria.viewport, lat, lng)) continue;
      if (criteria.near && distanceKm(criteria.near.lat, criteria.near.lng, lat, lng) > criteria.near.radiusKm)
        continue;
      found.push(a);
    }
    return found;
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
            data.title,
            size,
            words.map((w) => ({ terms: this.exactTerms(data, w) })),
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
    if (clauses.length === 0) {
      if (!filtersListings) {
        plan.orgMatches = newBitset(data.orgs.length);
        data.orgs.forEach((org, slot) => org.alive && setBit(plan.orgMatches!, slot));
      }
      return plan;
    }
    const title = this.evaluateAll(data, data.title, size, clauses);
    const head = this.evaluateAll(data, data.head, size, clauses);
    const anywhere = this.evaluateAll(data, [data.head, data.body], size, clauses);
    andNotInto(head, title);
    andNotInto(anywhere, title);
    andNotInto(anywhere, head);
    plan.tiers = { title, head, body: anywhere };
    if (!filtersListings) plan.orgMatches = this.evaluateAll(data, data.org, data.orgs.length, clauses);
    return plan;
  }

  /** The query's words as clauses: each word with its spellings, stems, prefix expansions and typo alternatives. */
  private clauses(data: IndexData, query: string): Clause[] {
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

  /** The slots where every clause matches (in any of the fields given). */
  private evaluateAll(data: IndexData, fields: Field | Field[], size: number, clauses: Clause[]): Bitset {
    const list = Array.isArray(fields) ? fields : [fields];
    let result: Bitset | undefined;
    for (const clause of clauses) {
      const bits = this.evaluate(data, list, size, clause);
      if (result) andInto(result, bits);
      else result = bits;
    }
    return result ?? newBitset(size);
  }

  private evaluate(data: IndexData, fields: Field[], size: number, clause: Clause): Bitset {
    const bits = newBitset(size);
    const terms = "terms" in clause ? clause.terms : clause.or;
    for (const field of fields) for (const term of terms) field.orTermInto(bits, term);
    if ("all" in clause) orInto(bits, this.evaluateAll(data, fields, size, clause.all));
    return bits;
  }

  async clusters(criteria: SearchCriteria, zoom: number): Promise<TMapCluster[]> {
    const data = this.requireData();
    const z = Math.max(0, Math.min(22, Math.floor(zoom)));
    const viewport = criteria.viewport ?? { north: 48.1, south: 45.7, east: 10.6, west: 5.9 };
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
    let cell = 360 / 2 ** z / 4;
    // The viewport snapped outward to the global grid: nearby viewports share cells and cache entries.
    const snap = (c: number) => ({
      west: Math.floor(viewport.west / c) * c,
      south: Math.floor(viewport.south / c) * c,
      east: Math.ceil(viewport.east / c) * c,
      north: Math.ceil(viewport.north / c) * c,
    });
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
      z,
      snap(cell),
    ]);
    const cached = this.mapCache.get(key);
    const now = Date.now();
    if (cached && now - cached.at < MAP_CACHE_MS) return cached.clusters;
    if (cached) this.mapCache.delete(key);

    const snapped = snap(cell);
    const plan = this.plan({ ...criteria, viewport: snapped });
    // Every matched employer at each of its matching places: listings at theirs, organisations at their addresses.
    const points = { org: Column.int32(), lat: Column.float64(), lng: Column.float64() };
    const hasListingPoint = new Uint8Array(data.orgs.length);
    const addPoint = (orgSlot: number, lat: number, lng: number) => {
      points.org.push(orgSlot);
      points.lat.push(lat);
      points.lng.push(lng);
    };
    const addListings = (bits: Bitset | undefined) => {
      const visit = (slot: number) => {
        if (!this.listingPasses(plan, slot)) return true;
        const orgSlot = data.listingOrg.data[slot]!;
        hasListingPoint[orgSlot] = 1;
        addPoint(orgSlot, data.listingLat.data[slot]!, data.listingLng.data[slot]!);
        return true;
      };
      if (bits) forEachBit(bits, 0, data.listingId.length, visit);
      else for (let slot = 0; slot < data.listingId.length; slot++) visit(slot);
    };
    if (plan.tiers) {
      addListings(plan.tiers.title);
      addListings(plan.tiers.head);
      addListings(plan.tiers.body);
    } else addListings(undefined);
    if (plan.orgMatches) {
      forEachBit(plan.orgMatches, 0, data.orgs.length, (orgSlot) => {
        if (hasListingPoint[orgSlot] || !this.organizationPasses(plan, orgSlot)) return true;
        for (const a of this.placesInArea(data, data.orgs[orgSlot]!, plan.criteria)) {
          addPoint(orgSlot, data.addressLat.data[a]!, data.addressLng.data[a]!);
        }
        return true;
      });
    }
    // Too many cells for the viewport (a zoom that does not fit it) or too many features: coarser cells.
    while (cellsOf(snap(cell), cell) > MAX_GRID_CELLS) cell *= 2;
    let clusters = gridClusters(data, points, snap(cell), cell);
    while (clusters.length > MAP_MAX_FEATURES) {
      cell *= 2;
      clusters = gridClusters(data, points, snap(cell), cell);
    }
    // Full: the oldest entry goes (a Map iterates in insertion order).
    if (this.mapCache.size >= MAP_CACHE_ENTRIES) this.mapCache.delete(this.mapCache.keys().next().value!);
    this.mapCache.set(key, { at: now, clusters });
    return clusters;
  }

  /** Without words or filters the map shows every organisation address, clustered by supercluster. */
  private allAddressClusters(data: IndexData, viewport: Viewport, zoom: number): TMapCluster[] | undefined {
    const current = this.allAddresses ?? (this.allAddresses = buildAddressClusters(data));
    // Rebuilding costs ~1 s at national scale: after changes, at most every 20 build times, and
    // not inside a request: this answer uses the clusters there are.
    if (current.dirty && !current.rebuilding && Date.now() - current.builtAt > Math.max(2000, current.buildMs * 20)) {
      current.rebuilding = true;
      setImmediate(() => {
        if (this.data === data) this.allAddresses = buildAddressClusters(data);
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
        if (other !== slot && data.orgs[other]!.alive) score.set(other, (score.get(other) ?? 0) + weight);
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
    if (!this.data) throw new SearchIndexNotReadyError();
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
function buildAddressClusters(data: IndexData): AddressClusters {
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
    maxZoom: 16,
    map: (properties) => ({ org: properties.org, mixed: false }),
    reduce: (accumulated, properties) => {
      if (properties.mixed || accumulated.org !== properties.org) accumulated.mixed = true;
    },
  }).load(features);
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
  const orgCell = new Int32Array(data.orgs.length);
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

export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function createSearchIndex(ctx: AppContext): SearchIndex {
  return new MemoryIndex(ctx);
}
