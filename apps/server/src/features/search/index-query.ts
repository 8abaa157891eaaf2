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
  RANK_WINDOW,
  RARE_WORD_BELOW,
  REMOTE_TYPES,
  SECTOR_TERM,
} from "./index-config";
import type { IndexData, OrgRecord } from "./index-data";
import { andInto, andNotInto, type Bitset, type Field, forEachBit, hasBit, newBitset, orInto } from "./postings";
import type { EmployerResult, EmployerResults, Point, SearchCriteria, SearchHelp, Viewport } from "./search.index";
import { boxAround, type Box, cellRange, type CellRange, inBox, intersect } from "./spatial";
import { occupationAncestry, occupationById } from "@jobatlas/contract/occupations";
import {
  isQualification,
  OCCUPATION_TERM,
  type OccupationSpan,
  occupationsOf,
  occupationSpans,
  occupationsOfTypo,
  withoutGenderMarks,
} from "./occupations";
import { type Places, places } from "./places";
import { analyzeQuery, foldText, type QueryWord } from "./text";

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

/**
 * A query's clauses, and the same with only exact terms (the words as typed, their umlaut
 * spellings, joined forms and occupation concepts; no stems, prefixes or typos): a listing that
 * matches those in a tier's fields ranks above one that needs a stem (ADR 071).
 */
export interface QueryClauses {
  clauses: Clause[];
  /** The words as typed (and their umlaut spellings, joined forms): no stems, prefixes, typos or concepts. */
  exact: Clause[];
  /** The same, or the occupation the words name. */
  concept: Clause[];
  /** A locality or postal code among the words ("Koch Bern"): results near it rank first. */
  place?: Point;
  /**
   * The languages of the occupation forms typed, as a mask of CONTENT_LANGUAGES (0: none or all):
   * listings in them rank first among equals ("infirmière" puts French ads before German ones).
   */
  languageMask: number;
  /** Help when nothing fits (ADR 075): the corrected query, and the occupations the words name. */
  help: QueryHelp;
}

/** What a search tells the seeker besides its results (ADR 075). */
export type QueryHelp = SearchHelp;

/** The fields a clause is looked up in, with a key for the clause cache. */
interface FieldSet {
  key: string;
  of(data: IndexData): Field[];
}
const TITLE_FIELDS: FieldSet = { key: "t", of: (d) => [d.title] };
const HEAD_FIELDS: FieldSet = { key: "h", of: (d) => [d.head] };
const ANY_FIELDS: FieldSet = { key: "hb", of: (d) => [d.head, d.body] };
const ORG_FIELDS: FieldSet = { key: "o", of: (d) => [d.org] };

/** Listings that match every clause of a query exactly: by its words, or by its words or occupations. */
export interface ExactMatches {
  words: Bitset;
  concepts: Bitset;
}

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
  /**
   * With words, per tier: the listings whose fields match every clause by the words as typed, and
   * by those or their occupations (ADR 071).
   */
  exact?: { title: ExactMatches; head: ExactMatches };
  /** Where distance counts in the score: the search's place, else a place named among its words. */
  rankPoint?: Point;
  /** The languages of the occupation forms typed (QueryClauses.languageMask). */
  rankLanguages?: number;
  /** The seeker profile's preferences besides titles and sectors, scored (ADR 071). */
  profile?: ProfileScoring;
  /** 1 for each organisation slot the seeker hid (criteria.excludedOrganizationIds); undefined for none. */
  excludedOrgs?: Uint8Array;
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
      const slots = pageListings.get(orgSlot) ?? [];
      const listings = slots.map((slot) => data.listingHits[slot]!);
      const place = this.matchedPlace(plan, orgSlot, slots, reference);
      return this.employerResult(data, orgSlot, reference, listings, place);
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
    if (!this.walkListings(plan, tiers.title, take, plan.exact?.title)) return;
    if (!this.walkListings(plan, tiers.head, take, plan.exact?.head)) return;
    if (!this.walkOrganizations(plan, take)) return;
    this.walkListings(plan, tiers.body, take, undefined);
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
  /** Also the jobs view's walk (index-listings.ts). */
  walkListings(
    plan: Plan,
    tier: Bitset | undefined,
    take: (orgSlot: number, listingSlot: number | undefined) => boolean,
    exact?: ExactMatches,
  ): boolean {
    const { data, boostBits } = plan;
    const bits = tier ?? plan.allListings ?? data.aliveListings();
    // A tier of a search with words is scored, and so is a search by the seeker profile; otherwise
    // the order is newest first.
    const walk = (part: Bitset) =>
      tier || plan.profile ? this.walkScored(plan, part, take, exact) : this.walkByFreshness(plan, part, take);
    if (!boostBits) return walk(bits);
    const boosted = bits.slice();
    andInto(boosted, boostBits);
    if (!walk(boosted)) return false;
    const rest = bits.slice();
    andNotInto(rest, boostBits);
    return walk(rest);
  }

  /**
   * A tier's first RANK_WINDOW listings (in freshness order) sorted by their score, then the rest
   * newest first (ADR 071). Scoring only a window keeps a search's cost bounded whatever the
   * number of matches; the listings a seeker looks at are in it.
   */
  private walkScored(
    plan: Plan,
    bits: Bitset,
    take: (orgSlot: number, listingSlot: number | undefined) => boolean,
    exact: ExactMatches | undefined,
  ): boolean {
    const { data } = plan;
    // One walk: the first RANK_WINDOW are held back, then given in score order, then the rest as they come.
    const window: number[] = [];
    let held = true;
    const giveWindow = (): boolean => {
      held = false;
      const scores = listingScores(plan, window, exact);
      const order = window.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
      for (const i of order) if (!take(data.listingOrg.data[window[i]!]!, window[i])) return false;
      return true;
    };
    let going = true;
    const completed = this.walkByFreshness(plan, bits, (orgSlot, slot) => {
      if (held) {
        if (window.length < RANK_WINDOW) {
          window.push(slot!);
          return true;
        }
        if (!giveWindow()) return (going = false);
      }
      return take(orgSlot, slot);
    });
    if (!going) return false;
    return held ? giveWindow() : completed;
  }

  walkByFreshness(
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
    if (plan.excludedOrgs && plan.excludedOrgs[data.listingOrg.data[slot]!] === 1) return false;
    if (criteria.cantons && !inCantons(data, criteria.cantons, data.listingAddress.data[slot]!)) return false;
    if (criteria.viewport || criteria.near) {
      if (data.listingHasPlace.data[slot] !== 1) return false;
      if (!this.placeInArea(plan, data.listingLat.data[slot]!, data.listingLng.data[slot]!)) return false;
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
    if (plan.excludedOrgs && plan.excludedOrgs[orgSlot] === 1) return false;
    if (criteria.organizationIds && !criteria.organizationIds.has(org.id)) return false;
    if (
      criteria.sectors &&
      criteria.sectors.length > 0 &&
      !org.sectors.some((s) => criteria.sectors!.includes(s as never))
    )
      return false;
    if (criteria.viewport || criteria.near || criteria.cantons) return this.hasPlaceInArea(plan, org);
    return true;
  }

  private hasPlaceInArea(plan: Plan, org: OrgRecord): boolean {
    for (let a = org.addressStart; a < org.addressStart + org.addressCount; a++) {
      if (this.addressInArea(plan, a)) return true;
    }
    return false;
  }

  /** Whether an organisation's address (its slot) is in the search's area and cantons. */
  addressInArea(plan: Plan, address: number): boolean {
    const { data, criteria } = plan;
    if (criteria.cantons && !inCantons(data, criteria.cantons, address)) return false;
    return this.placeInArea(plan, data.addressLat.data[address]!, data.addressLng.data[address]!);
  }

  /** Whether a point (a listing's or an address's) is in the search's viewport and radius. */
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

  plan(data: IndexData, asked: SearchCriteria): Plan {
    const size = data.listingId.length;
    const criteria = oneShape(asked);
    const mask = <T extends string>(all: readonly T[], chosen: readonly T[] | undefined) =>
      (chosen ?? []).reduce((m, v) => m | (1 << all.indexOf(v)), 0);
    // Every field set here, in one order: one object shape for every plan, so the walk's hot
    // property reads stay monomorphic (optional fields added later made them megamorphic).
    const plan: Plan = {
      data,
      criteria,
      tiers: undefined,
      allListings: undefined,
      orgMatches: undefined,
      area: undefined,
      areaCells: undefined,
      nearBox: undefined,
      sectorBits: undefined,
      boostBits: undefined,
      exact: undefined,
      rankPoint: undefined,
      rankLanguages: undefined,
      profile: undefined,
      excludedOrgs: excludedOrgMarks(data, criteria.excludedOrganizationIds),
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
        // The profile's job title as an occupation (any form, any language), and as its words.
        for (const id of occupationsOf(title)) data.title.orTermInto(boost, OCCUPATION_TERM + id);
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
    if (criteria.boost) plan.profile = this.profileScoring(data, criteria.boost, size);
    const filtersListings =
      plan.languageMask !== 0 ||
      plan.employmentMask !== 0 ||
      plan.remoteMask !== 0 ||
      criteria.workloadMin !== undefined ||
      criteria.salaryMin !== undefined;
    const {
      clauses,
      exact,
      concept,
      place,
      languageMask: formLanguages,
    } = this.clauses(data, criteria.query, criteria.similar === true);
    const rankPoint = criteria.near ?? place;
    if (rankPoint) plan.rankPoint = rankPoint;
    plan.rankLanguages = formLanguages;
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
    plan.exact = {
      title: {
        words: this.evaluateAll(data, TITLE_FIELDS, size, exact, this.scratchBits("exactTitle", size)),
        concepts: this.evaluateAll(data, TITLE_FIELDS, size, concept, this.scratchBits("conceptTitle", size)),
      },
      head: {
        words: this.evaluateAll(data, HEAD_FIELDS, size, exact, this.scratchBits("exactHead", size)),
        concepts: this.evaluateAll(data, HEAD_FIELDS, size, concept, this.scratchBits("conceptHead", size)),
      },
    };
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

  /** The profile's skills as listings that name one (title, head or body), and its other wishes as masks. */
  private profileScoring(data: IndexData, boost: NonNullable<SearchCriteria["boost"]>, size: number): ProfileScoring {
    const scoring: ProfileScoring = {
      remoteMask: (boost.remoteTypes ?? []).reduce((mask, type) => mask | (1 << REMOTE_TYPES.indexOf(type)), 0),
    };
    if (boost.workload) scoring.workload = boost.workload;
    if (boost.cantons && boost.cantons.size > 0) scoring.cantons = boost.cantons;
    if (boost.skills && boost.skills.length > 0) {
      const skills = newBitset(size);
      for (const skill of boost.skills) {
        const words = analyzeQuery(`${skill} `);
        if (words.length === 0) continue;
        const clauses = words.map((word) => ({ terms: this.exactTerms(data, word) }));
        orInto(skills, this.evaluateAll(data, ANY_FIELDS, size, clauses, newBitset(size)));
      }
      scoring.skills = skills;
    }
    return scoring;
  }

  /** The query's words as clauses: each word with its spellings, stems, prefix expansions and typo alternatives. */
  private clauses(data: IndexData, query: string, similar = false): QueryClauses {
    // Stemming, prefix expansion and typo lookup, once per query text until the next change.
    const key = similar ? `\u0001${query}` : query;
    const known = data.queryClauses.get(key);
    if (known) return known;
    const clauses = this.analyzeClauses(data, query, similar);
    if (data.queryClauses.size >= QUERY_CLAUSES_ENTRIES) data.queryClauses.clear();
    data.queryClauses.set(key, clauses);
    return clauses;
  }

  private analyzeClauses(data: IndexData, query: string, similar: boolean): QueryClauses {
    let words = analyzeQuery(withoutGenderMarks(query));
    // A qualification next to an occupation is optional ("Dipl. Pflegefachfrau" finds every nurse);
    // alone, or inside a hyphenated word, it is a word like any other.
    if (occupationSpans(words.filter((word) => !word.joinedFrom).map((word) => word.term)).length > 0) {
      const joined = new Set(words.flatMap((word) => word.joinedFrom ?? []));
      words = words.filter((word) => word.joinedFrom || joined.has(word.term) || !isQualification(word.term));
    }
    const clauses: Clause[] = [];
    const exact: Clause[] = [];
    // The words each clause covers, as [from, to) among the query's words (joined forms left out).
    const covers: [number, number][] = [];
    const plain: QueryWord[] = [];
    for (const word of words) {
      const terms = this.exactTerms(data, word);
      const exactTerms = [word.term, ...word.spellings];
      if (word.isPrefix) terms.push(...data.prefixExpansions(word.term));
      const prefixFound = word.isPrefix && terms.length > 1 + word.spellings.length + word.stems.length;
      if (!prefixFound && /^\p{L}+$/u.test(word.term) && data.frequency(word.term) < RARE_WORD_BELOW) {
        terms.push(...data.typoAlternatives(word.term));
      }
      if (word.joinedFrom) {
        // The parts came as the words just before it: the joined form OR all of them.
        const count = word.joinedFrom.length;
        const parts = clauses.splice(clauses.length - count, count);
        const exactParts = exact.splice(exact.length - count, count);
        const partCovers = covers.splice(covers.length - count, count);
        clauses.push({ all: parts, or: terms });
        exact.push({ all: exactParts, or: exactTerms });
        covers.push([partCovers[0]![0], partCovers[count - 1]![1]]);
      } else {
        covers.push([plain.length, plain.length + 1]);
        plain.push(word);
        clauses.push({ terms });
        exact.push({ terms: exactTerms });
      }
    }
    const concept = structuredClone(exact);
    const occupationWords = this.addOccupations(data, plain, clauses, concept, covers, similar);
    let place: ReturnType<Places["resolve"]>;
    plain.some(
      (word, i) => (place = !occupationWords.covered.has(i) ? namedPlace(word.term) : undefined) !== undefined,
    );
    const languageMask = occupationWords.languages.reduce(
      (mask, language) => mask | (1 << CONTENT_LANGUAGES.indexOf(language as (typeof CONTENT_LANGUAGES)[number])),
      0,
    );
    const didYouMean = this.corrected(data, query, plain, occupationWords.spans);
    const help: QueryHelp = {
      occupations: occupationWords.spans.map((span) => ({
        ids: span.ids,
        words:
          span.form ??
          plain
            .slice(span.start, span.end)
            .map((word) => word.term)
            .join(" "),
        similar: span.similar ?? [],
        widens: span.widens ?? false,
      })),
      ...(didYouMean !== undefined && { didYouMean }),
    };
    return {
      clauses,
      exact,
      concept,
      help,
      languageMask: languageMask === (1 << CONTENT_LANGUAGES.length) - 1 ? 0 : languageMask,
      ...(place && { place: { lat: place.lat, lng: place.lng } }),
    };
  }

  /**
   * The occupations the words name (ADR 070): the clauses of a form's words become "these words,
   * or the concept" (`pflegefachfrau OR #o:nurse`). A rare word that names none but is a typo
   * away from a one-word form (`pflegefachfrou`) gets that form's concept as well.
   */
  private addOccupations(
    data: IndexData,
    words: QueryWord[],
    clauses: Clause[],
    exact: Clause[],
    covers: [number, number][],
    similar: boolean,
  ): { covered: Set<number>; languages: string[]; spans: SearchedSpan[] } {
    // Copies: the spans get what was searched for them.
    const spans: SearchedSpan[] = occupationSpans(words.map((word) => word.term)).map((span) => ({ ...span }));
    words.forEach((word, i) => {
      if (spans.some((span) => span.start <= i && i < span.end)) return;
      if (data.frequency(word.term) >= RARE_WORD_BELOW) return;
      // A word being typed is a typo only when no word of the index starts with it.
      if (word.isPrefix && data.prefixExpansions(word.term).length > 0) return;
      const typo = occupationsOfTypo(word.term);
      if (typo) spans.push({ start: i, end: i + 1, ids: typo.ids, form: typo.form });
    });
    const covered = new Set<number>();
    const languages = new Set<string>();
    for (const span of spans) {
      for (let i = span.start; i < span.end; i++) covered.add(i);
      for (const language of span.languages ?? []) languages.add(language);
    }
    spans.sort((a, b) => b.start - a.start); // from the end: splicing keeps earlier positions
    for (const span of spans) {
      const first = covers.findIndex((cover) => cover[0] === span.start);
      const last = covers.findIndex((cover) => cover[1] === span.end);
      if (first < 0 || last < first) continue; // a joined word crosses the form's edge
      const searched = searchedConcepts(data, span.ids, similar);
      const concepts = searched.concepts.map((id) => OCCUPATION_TERM + id);
      span.similar = searched.similar;
      span.widens = searched.widens;
      for (const list of [clauses, exact]) {
        if (first === last) {
          const clause = list[first]!;
          list[first] =
            "terms" in clause
              ? { terms: [...clause.terms, ...concepts] }
              : { all: clause.all, or: [...clause.or, ...concepts] };
        } else {
          const group = list.splice(first, last - first + 1);
          list.splice(first, 0, { all: group, or: concepts });
        }
      }
      if (first !== last) covers.splice(first, last - first + 1, [span.start, span.end]);
    }
    spans.sort((a, b) => a.start - b.start);
    return { covered, languages: [...languages], spans: [...spans] };
  }

  /**
   * "Did you mean" (ADR 075): each word of letters that the index does not hold (nor its
   * spellings, stems or, while typed, a longer word) and that names no occupation, replaced by the
   * index's most frequent typo alternative, else the occupation form a typo away; undefined when
   * no word was replaced. Replaces whole words of the text as typed, so the rest stays as it was.
   */
  private corrected(
    data: IndexData,
    query: string,
    words: readonly QueryWord[],
    spans: readonly (OccupationSpan & { form?: string })[],
  ): string | undefined {
    const corrections = new Map<string, string>();
    words.forEach((word, i) => {
      if (!/^\p{L}+$/u.test(word.term)) return;
      if (spans.some((span) => span.form === undefined && span.start <= i && i < span.end)) return;
      if ([word.term, ...word.spellings, ...word.stems].some((term) => data.frequency(term) > 0)) return;
      if (word.isPrefix && data.prefixExpansions(word.term).length > 0) return;
      const alternative = data.typoAlternatives(word.term)[0] ?? occupationsOfTypo(word.term)?.form;
      if (alternative !== undefined && alternative !== word.term) corrections.set(word.term, alternative);
    });
    if (corrections.size === 0) return undefined;
    let replaced = false;
    const text = query.trim().replace(/[\p{L}\p{M}]+/gu, (typed) => {
      const correction = corrections.get(foldText(typed));
      if (correction === undefined) return typed;
      replaced = true;
      // Capitalised as typed: "Pflegefachfrou" → "Pflegefachfrau".
      return typed[0] !== typed[0]!.toLowerCase() ? correction[0]!.toUpperCase() + correction.slice(1) : correction;
    });
    return replaced ? text : undefined;
  }

  /** The help of a query (ADR 075), from the same analysis (and cache) as its clauses. */
  help(data: IndexData, query: string, similar = false): QueryHelp {
    if (query.trim() === "") return NO_HELP;
    return this.clauses(data, query, similar).help;
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

  /**
   * The card's place (ADR 073): the place of its matched listings, the nearest to the search's
   * centre when several (without a centre, the best one's); an employer matched by its own fields
   * alone, its address in the search's area nearest the centre. Undefined: any address will do.
   */
  private matchedPlace(
    plan: Plan,
    orgSlot: number,
    listingSlots: readonly number[],
    reference: Point | undefined,
  ): TPlace | undefined {
    const { data, criteria } = plan;
    const candidates = listingSlots.map((slot) => data.listingAddress.data[slot]!).filter((a) => a >= 0);
    if (candidates.length === 0 && (criteria.viewport || criteria.near || criteria.cantons)) {
      const org = data.orgs[orgSlot]!;
      for (let a = org.addressStart; a < org.addressStart + org.addressCount; a++)
        if (this.addressInArea(plan, a)) candidates.push(a);
    }
    if (candidates.length === 0) return undefined;
    return placeOf(data, nearestAddress(data, candidates, reference));
  }

  private employerResult(
    data: IndexData,
    orgSlot: number,
    reference: Point | undefined,
    listings: TListingHit[],
    place?: TPlace,
  ): EmployerResult {
    const org = data.orgs[orgSlot]!;
    return {
      id: org.id,
      name: org.name,
      slug: org.slug,
      logoUrl: org.logoUrl,
      sectors: org.sectors,
      location: place ?? nearestPlace(data, org, reference),
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

/** Whether an address slot (-1: none) lies in one of these cantons. */
function inCantons(data: IndexData, cantons: ReadonlySet<string>, address: number): boolean {
  return address >= 0 && cantons.has(data.addressCanton[address]!);
}

/**
 * The organisation slots the seeker hid, as marks per slot: a listing's check is one array read,
 * not a Set lookup by id. Undefined when none are hidden.
 */
function excludedOrgMarks(data: IndexData, ids: ReadonlySet<number> | undefined): Uint8Array | undefined {
  if (!ids || ids.size === 0) return undefined;
  const marks = new Uint8Array(data.orgs.length);
  for (const id of ids) {
    const slot = data.orgSlotById.get(id);
    if (slot !== undefined) marks[slot] = 1;
  }
  return marks;
}

/** Of these address slots, the nearest to `reference` (the first without one). */
function nearestAddress(data: IndexData, addresses: readonly number[], reference: Point | undefined): number {
  let best = addresses[0]!;
  if (!reference) return best;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const a of addresses) {
    const d = distanceKm(reference.lat, reference.lng, data.addressLat.data[a]!, data.addressLng.data[a]!);
    if (d < bestDistance) {
      bestDistance = d;
      best = a;
    }
  }
  return best;
}

function placeOf(data: IndexData, address: number): TPlace {
  return {
    city: data.addressCity[address]!,
    postal_code: data.addressPostalCode[address]!,
    lat: data.addressLat.data[address]!,
    lng: data.addressLng.data[address]!,
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

// The score of ADR 071: BM25 in the title with one occurrence per word (the words matched are the
// same for every listing of a tier, so only the title's length tells them apart), an exact match
// (the words as typed or their occupation) over a stem, freshness, and distance to a place.
const K1 = 1.2;
const B = 0.75;
/** Title words of an average listing title (without gender marks and qualifications). */
const AVERAGE_TITLE_WORDS = 3;
const EXACT_WEIGHT = 3;
const CONCEPT_WEIGHT = 1.5;
const LANGUAGE_WEIGHT = 0.5;
/** Each of the profile's wishes a listing meets: skills, workload, remote type, region. */
const PROFILE_WEIGHT = 0.5;
const FRESHNESS_DAYS = 30;
const DISTANCE_WEIGHT = 2;
const DISTANCE_KM = 10;

/** The scores of these listing slots, in their order (ADR 071). */
function listingScores(plan: Plan, slots: readonly number[], exact: ExactMatches | undefined): Float64Array {
  const { data } = plan;
  const day = data.listingDay.data;
  let newest = -Infinity;
  for (const slot of slots) newest = Math.max(newest, day[slot]!);
  const scores = new Float64Array(slots.length);
  slots.forEach((slot, i) => {
    const length = data.titleWords(slot);
    let score = ((K1 + 1) / (1 + K1 * (1 - B + (B * length) / AVERAGE_TITLE_WORDS))) * 1;
    if (exact && hasBit(exact.words, slot)) score += EXACT_WEIGHT;
    if (exact && hasBit(exact.concepts, slot)) score += CONCEPT_WEIGHT;
    if (plan.rankLanguages && (data.listingLanguages.data[slot]! & plan.rankLanguages) !== 0) score += LANGUAGE_WEIGHT;
    if (plan.profile) score += profileScore(plan.profile, data, slot);
    score += Math.exp(-(newest - day[slot]!) / FRESHNESS_DAYS);
    const near = plan.rankPoint;
    if (near)
      score +=
        DISTANCE_WEIGHT *
        Math.exp(
          -distanceKm(near.lat, near.lng, data.listingLat.data[slot]!, data.listingLng.data[slot]!) / DISTANCE_KM,
        );
    scores[i] = score;
  });
  return scores;
}

/** The place a query word names, if any: a locality (also spelled with ue for ü: `zuerich`) or a postal code. */
function namedPlace(word: string): ReturnType<Places["resolve"]> {
  if (word.length < 3) return undefined;
  return places().resolve(word) ?? places().resolve(word.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u"));
}

/** The seeker profile's wishes besides titles and sectors (SearchCriteria.boost), ready to score. */
export interface ProfileScoring {
  /** Listings naming one of the profile's skills. */
  skills?: Bitset;
  workload?: { min: number; max: number };
  remoteMask: number;
  cantons?: ReadonlySet<string>;
}

/** PROFILE_WEIGHT for each wish of the profile the listing meets. */
function profileScore(profile: ProfileScoring, data: IndexData, slot: number): number {
  let met = 0;
  if (profile.skills && hasBit(profile.skills, slot)) met++;
  if (profile.workload && data.listingWorkloadMax.data[slot]! >= profile.workload.min) met++;
  if (profile.remoteMask !== 0 && (profile.remoteMask & (1 << data.listingRemote.data[slot]!)) !== 0) met++;
  if (profile.cantons && inCantons(data, profile.cantons, data.listingAddress.data[slot]!)) met++;
  return met * PROFILE_WEIGHT;
}

/**
 * The criteria with every field present, in one order: callers build them with optional fields in
 * many combinations, and the walk reads them once per listing (one shape keeps those reads fast).
 */
function oneShape(criteria: SearchCriteria): SearchCriteria {
  return {
    query: criteria.query,
    viewport: criteria.viewport,
    near: criteria.near,
    sectors: criteria.sectors,
    organizationIds: criteria.organizationIds,
    excludedOrganizationIds: criteria.excludedOrganizationIds,
    cantons: criteria.cantons,
    employmentTypes: criteria.employmentTypes,
    remoteTypes: criteria.remoteTypes,
    workloadMin: criteria.workloadMin,
    salaryMin: criteria.salaryMin,
    languages: criteria.languages,
    similar: criteria.similar,
    boost: criteria.boost,
  };
}

const NO_HELP: QueryHelp = Object.freeze({ occupations: [] });

/** An occupation span of the query with what was searched for it (ADR 076). */
type SearchedSpan = OccupationSpan & { form?: string; similar?: string[]; widens?: boolean };

/**
 * The concepts the occupations a span of the query names are searched by (ADR 070, ADR 076): each
 * itself, or its nearest broader concept with listings (a hotel receptionist where only
 * receptionists are). When none has any, their related concepts with listings stand in
 * ("Schreiner" → Zimmermann); with `similar`, those join in. `widens`: related concepts with
 * listings were left out.
 */
function searchedConcepts(
  data: IndexData,
  ids: readonly string[],
  similar: boolean,
): { concepts: string[]; similar: string[]; widens: boolean } {
  const listed = (each: string) => data.title.frequency(OCCUPATION_TERM + each) > 0;
  const found = ids.map((id) => occupationAncestry(id).find(listed));
  const searched = found.filter((each) => each !== undefined);
  const related = [...new Set([...ids, ...searched].flatMap((each) => occupationById(each)?.related ?? []))].filter(
    (each) => listed(each) && !searched.includes(each),
  );
  if (searched.length > 0 && !similar)
    return { concepts: [...new Set(searched)], similar: [], widens: related.length > 0 };
  if (searched.length === 0 && related.length === 0) return { concepts: [...ids], similar: [], widens: false };
  return { concepts: [...new Set([...searched, ...related])], similar: related, widens: false };
}
