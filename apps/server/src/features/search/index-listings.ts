/**
 * The jobs view's search (ADR 072; memory-index.ts says which part holds what): the listings the
 * employers' walk visits — the title, head and body tiers, or every live listing without words —
 * without the employers matched by their own fields only, in one of four orders:
 *
 * - relevance: the walk's own order (tier, then boosted first, newest first, distance within a day);
 * - date: newest first over all tiers at once (slot order, appended slots merged in by day);
 * - distance: nearest `near` first, ties in relevance order (relevance without `near`);
 * - salary: the upper end of the range (else the lower) highest first, ties and the listings
 *   without a salary (last) in relevance order.
 *
 * Relevance and date stop walking once the page and the capped count are known, as the employers'
 * search does; distance and salary walk every match (a radius bounds the first) and sort packed
 * numeric keys, one typed-array sort instead of a comparator per pair.
 */
import { SEARCH_COUNT_CAP, type TSearchSort } from "@jobatlas/contract";
import type { IndexData } from "./index-data";
import { distanceKm, type ExactMatches, type IndexQuery, type Plan } from "./index-query";
import { type Bitset, newBitset, orInto } from "./postings";
import type { ListingResult, ListingResults, SearchCriteria } from "./search.index";

/** Relevance positions take the low bits of a sort key (4 million listings, far above national scale). */
const POSITION_BITS = 2 ** 22;

export function searchListings(
  query: IndexQuery,
  data: IndexData,
  criteria: SearchCriteria,
  page: { limit: number; offset: number },
  sort: TSearchSort,
): ListingResults {
  const plan = query.plan(data, criteria);
  const wanted = Math.max(page.offset + page.limit, SEARCH_COUNT_CAP + 1);
  let slots: ArrayLike<number>;
  let matched: number;
  if (sort === "date") {
    const found: number[] = [];
    query.walkByFreshness(plan, matchedListings(plan), (_org, slot) => found.push(slot!) < wanted);
    slots = found;
    matched = found.length;
  } else if ((sort === "distance" && criteria.near) || sort === "salary") {
    const all: number[] = [];
    walkByRelevance(query, plan, (slot) => {
      all.push(slot);
      return true;
    });
    slots = sort === "salary" ? bySalary(data, all, page) : byDistance(data, criteria.near!, all, page);
    matched = all.length;
  } else {
    const found: number[] = [];
    walkByRelevance(query, plan, (slot) => found.push(slot) < wanted);
    slots = found;
    matched = found.length;
  }
  const items: ListingResult[] = [];
  for (let i = page.offset; i < Math.min(slots.length, page.offset + page.limit); i++)
    items.push(listingResult(data, slots[i]!, criteria));
  return { items, count: Math.min(matched, SEARCH_COUNT_CAP), countCapped: matched > SEARCH_COUNT_CAP };
}

/** The walk of the employers' search over listings only: title, head, body tier (or all live listings). */
function walkByRelevance(query: IndexQuery, plan: Plan, take: (slot: number) => boolean): void {
  const { tiers, exact } = plan;
  const walks = tiers
    ? [
        [tiers.title, exact?.title],
        [tiers.head, exact?.head],
        [tiers.body, undefined],
      ]
    : [[undefined, undefined]];
  for (const [tier, exactMatches] of walks as [Bitset | undefined, ExactMatches | undefined][])
    if (!query.walkListings(plan, tier, (_org, slot) => take(slot!), exactMatches)) return;
}

/** Every matching listing slot, whatever its tier (do not modify: the plan's own set without words). */
function matchedListings(plan: Plan) {
  if (!plan.tiers) return plan.allListings ?? plan.data.aliveListings();
  const bits = newBitset(plan.data.listingId.length);
  orInto(bits, plan.tiers.title);
  orInto(bits, plan.tiers.head);
  orInto(bits, plan.tiers.body);
  return bits;
}

/** The first `offset + limit` of `all` (slots in relevance order) by salary, highest first; those without last. */
function bySalary(data: IndexData, all: number[], page: { limit: number; offset: number }): number[] {
  const salary = data.listingSalary.data;
  const keys: number[] = [];
  for (let position = 0; position < all.length; position++) {
    const value = salary[all[position]!]!;
    // Highest salary first, then relevance: descending keys with the position inverted.
    if (value >= 0) keys.push(value * POSITION_BITS + (POSITION_BITS - 1 - position));
  }
  const sorted = Float64Array.from(keys).sort().reverse();
  const end = page.offset + page.limit;
  const out: number[] = [];
  for (let i = 0; i < sorted.length && out.length < end; i++)
    out.push(all[POSITION_BITS - 1 - (sorted[i]! % POSITION_BITS)]!);
  for (let position = 0; position < all.length && out.length < end; position++)
    if (salary[all[position]!]! < 0) out.push(all[position]!);
  return out;
}

/** The first `offset + limit` of `all` (slots in relevance order) nearest `near` first, to the metre. */
function byDistance(
  data: IndexData,
  near: { lat: number; lng: number },
  all: number[],
  page: { limit: number; offset: number },
): number[] {
  const lat = data.listingLat.data;
  const lng = data.listingLng.data;
  const keys = new Float64Array(all.length);
  for (let position = 0; position < all.length; position++) {
    const slot = all[position]!;
    const metres = Math.round(distanceKm(near.lat, near.lng, lat[slot]!, lng[slot]!) * 1000);
    keys[position] = metres * POSITION_BITS + position;
  }
  keys.sort();
  const end = Math.min(keys.length, page.offset + page.limit);
  const out: number[] = [];
  for (let i = 0; i < end; i++) out.push(all[keys[i]! % POSITION_BITS]!);
  return out;
}

function listingResult(data: IndexData, slot: number, criteria: SearchCriteria): ListingResult {
  const hit = data.listingHits[slot]!;
  const org = data.orgs[data.listingOrg.data[slot]!]!;
  const address = data.listingAddress.data[slot]!;
  const salaryMin = data.listingSalaryMin.data[slot]!;
  const salaryMax = data.listingSalaryMax.data[slot]!;
  const near = criteria.near;
  return {
    id: hit.id,
    title: hit.title,
    employer: { id: org.id, name: org.name, slug: org.slug, logoUrl: org.logoUrl },
    place:
      address < 0
        ? null
        : {
            city: data.addressCity[address]!,
            postal_code: data.addressPostalCode[address]!,
            lat: data.addressLat.data[address]!,
            lng: data.addressLng.data[address]!,
          },
    workloadMin: hit.workload_min,
    workloadMax: hit.workload_max,
    employmentType: hit.employment_type,
    remoteType: hit.remote_type,
    salaryMin: salaryMin < 0 ? null : salaryMin,
    salaryMax: salaryMax < 0 ? null : salaryMax,
    publishedOn: hit.published_on,
    distanceKm:
      near && data.listingHasPlace.data[slot] === 1
        ? distanceKm(near.lat, near.lng, data.listingLat.data[slot]!, data.listingLng.data[slot]!)
        : null,
  };
}
