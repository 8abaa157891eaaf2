/**
 * One build of the search index's data (memory-index.ts says which part holds what): listing and
 * address columns, organisation records, the postings per field, the vocabulary with its typo
 * and prefix lookups, and the title suggestions; a build adds organisations and listings, then
 * lays the postings out; changes append and tombstone.
 */
import type { TListingHit } from "@jobatlas/contract";
import { type Bitset, Column, Field, newBitset, PostingsBuilder, setBit } from "./postings";
import { CANTON_NAMES, placeNames } from "./places";
import { CellLists, cellOf, type CellRange } from "./spatial";
import type * as repo from "./search.repo";
import { occupationTermsOfTitle, occupationWords } from "./occupations";
import { IndexTermizer } from "./index-terms";
import type { QueryClauses } from "./index-query";
import {
  AREA_CACHE_ENTRIES,
  CONTENT_LANGUAGES,
  EMPLOYMENT_TYPES,
  MAX_PREFIX_EXPANSIONS,
  MAX_TYPO_ALTERNATIVES,
  REMOTE_TYPES,
  SECTOR_LABELS,
  SECTOR_TERM,
  typoVocabularyFrom,
} from "./index-config";
import { foldText, type SearchLanguage, STEM_MARKER } from "./text";
import { createTypoVocabulary, typoCandidates, type TypoVocabulary } from "./typos";

/** An organisation in the index: its indexed row, whether it is still there, and where its addresses and listings are. */
export interface OrgRecord extends repo.IndexedOrganizationRow {
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

/** One build of the index; a compaction builds a new one and swaps it in. */
export class IndexData {
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
  /** The address slot of its place (its work place, else the organisation's first address); -1 without (ADR 073). */
  readonly listingAddress = Column.int32();
  readonly listingDay = Column.int32();
  readonly listingEmployment = Column.uint8();
  readonly listingRemote = Column.uint8();
  readonly listingWorkloadMax = Column.uint8();
  readonly listingSalary = Column.int32();
  /** The jobs view's columns (ADR 072): the salary's ends (-1: not given); the place is listingAddress. */
  readonly listingSalaryMin = Column.int32();
  readonly listingSalaryMax = Column.int32();
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
  readonly queryClauses = new Map<string, QueryClauses>();
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
  /** (package-internal: the snapshot restore interns with it too) */
  intern(value: string): string {
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
  /** (package-internal: the snapshot restore computes them again) */
  buildCells() {
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

  /** One copy of each sector list (package-internal: the snapshot restore shares them too). */
  sectorList(sectors: string[]): string[] {
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

  /** What the jobs view shows of a listing beyond its hit: both ends of its salary. */
  private addJobsViewColumns(row: repo.IndexedListingRow) {
    this.listingSalaryMin.push(row.salaryMin ?? -1);
    this.listingSalaryMax.push(row.salaryMax ?? -1);
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
    this.listingAddress.push(addressSlot ?? -1);
    this.listingDay.push(dayNumber(row.publishedOn));
    this.listingEmployment.push(EMPLOYMENT_TYPES.indexOf(row.employmentType));
    this.listingRemote.push(REMOTE_TYPES.indexOf(row.remoteType));
    this.listingWorkloadMax.push(row.workloadMax);
    this.listingSalary.push(row.salaryMax ?? row.salaryMin ?? -1);
    this.addJobsViewColumns(row);
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
    for (const term of occupationTermsOfTitle(row.title)) addTitle(this.termizer.idOf(term));
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

  /**
   * The words of a listing's title, without gender marks and qualifications (at most 255): the
   * title length of the ranking (ADR 071). Counted when first asked and remembered, so it is not
   * part of a build or a snapshot.
   */
  titleWords(slot: number): number {
    if (this.titleWordCounts.length <= slot) {
      const grown = new Uint8Array(Math.max(slot + 1, this.titleWordCounts.length * 2, 1024));
      grown.set(this.titleWordCounts);
      this.titleWordCounts = grown;
    }
    let count = this.titleWordCounts[slot]!;
    if (count === 0) {
      count = Math.min(255, Math.max(1, occupationWords(this.listingHits[slot]!.title).length));
      this.titleWordCounts[slot] = count;
    }
    return count;
  }
  private titleWordCounts = new Uint8Array(0);

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

/** "ZH Zürich Zurich Zurigo": the code and the canton's names in the four languages. */
function cantonNames(canton: string): string {
  return `${canton} ${CANTON_NAMES[canton] ?? ""}`;
}

export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
