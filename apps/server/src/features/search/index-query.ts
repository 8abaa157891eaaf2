/**
 * The search index's queries (memory-index.ts says which part holds what): a search's plan (its
 * words as clauses, their bitsets per tier, the filters), the walk in rank order, and the
 * employer look-ups; all only read an IndexData.
 */
import { SEARCH_COUNT_CAP, type TListingHit, type TPlace } from "@jobatlas/contract";
import {
  AREA_SNAP_CELLS,
  CLAUSE_CACHE_ENTRIES,
  CONTENT_LANGUAGES,
  EMPLOYMENT_TYPES,
  LISTINGS_PER_EMPLOYER,
  ORG_NARROW_AFTER,
  QUERY_CLAUSES_ENTRIES,
  RARE_WORD_BELOW,
  REMOTE_TYPES,
  SECTOR_TERM,
} from "./index-config";
import type { IndexData, OrgRecord } from "./index-data";
import { andInto, andNotInto, type Bitset, type Field, forEachBit, hasBit, newBitset, orInto } from "./postings";
import type { EmployerResult, EmployerResults, Point, SearchCriteria, Viewport } from "./search.index";
import { boxAround, type Box, cellRange, type CellRange, inBox, intersect } from "./spatial";
import { analyzeQuery, type QueryWord } from "./text";

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

export function inViewport(v: Viewport, lat: number, lng: number): boolean {
  return lat <= v.north && lat >= v.south && lng <= v.east && lng >= v.west;
}

/** A query as OR-groups of terms, ANDed; a hyphenated word is its joined form OR all its parts. */
export type Clause = { terms: string[] } | { all: Clause[]; or: string[] };

/** The fields a clause is looked up in, with a key for the clause cache. */
interface FieldSet {
  key: string;
  of(data: IndexData): Field[];
}
const TITLE_FIELDS: FieldSet = { key: "t", of: (d) => [d.title] };
const HEAD_FIELDS: FieldSet = { key: "h", of: (d) => [d.head] };
const ANY_FIELDS: FieldSet = { key: "hb", of: (d) => [d.head, d.body] };
const ORG_FIELDS: FieldSet = { key: "o", of: (d) => [d.org] };

/** Everything a search computes before walking: the tier bitsets and the filters. */
export interface Plan {
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

/** Plans and walks the searches of one index, and answers its employer look-ups. */
export class IndexQuery {
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

  constructor(
    /** Tests lower it so small corpora take the narrowing step too. */
    private readonly orgNarrowAfter?: number,
  ) {}

  /** Drops the reused bitsets (after a build or restore, whose slots differ). */
  clearScratch() {
    this.scratch.clear();
  }

  searchEmployers(data: IndexData, criteria: SearchCriteria, page: { limit: number; offset: number }): EmployerResults {
    const plan = this.plan(data, criteria);
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
        if (!narrowed && ++visited > (this.orgNarrowAfter ?? ORG_NARROW_AFTER)) {
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

  listingPasses(plan: Plan, slot: number): boolean {
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

  organizationPasses(plan: Plan, orgSlot: number): boolean {
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

  placeInArea(plan: Plan, lat: number, lng: number): boolean {
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

  plan(data: IndexData, criteria: SearchCriteria): Plan {
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

  employers(data: IndexData, ids: readonly number[], near?: Point): EmployerResult[] {
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

  similarEmployers(data: IndexData, id: number, limit: number): EmployerResult[] {
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
