/**
 * Whether a listing fits a job alert (ADR 027): pure functions, so both engines and every worker
 * decide alike. Text goes through the search's own folding and stemming (features/search/text.ts):
 * every word of the alert's query must be found in the listing's title, its job's title, the
 * company's name or keywords (a hyphenated word also as its joined form); the last word is a whole
 * word here, not a prefix. The place is the listing's work place, or for a listing 'by agreement'
 * the organisation's address nearest the alert's point, within the radius by great-circle distance.
 */
import { analyzeForIndex, analyzeQuery, type QueryWord } from "../search/text";

export interface AlertCriteria {
  query: string;
  lat: number;
  lng: number;
  radiusKm: number;
  sectors: string[];
  workloadMin: number | null;
  workloadMax: number | null;
}

export interface ListingFacts {
  texts: string[];
  sectors: string[];
  workloadMin: number;
  workloadMax: number;
  /** The work place, or every address of the organisation for a listing 'by agreement'. */
  points: { lat: number; lng: number }[];
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The index terms of a listing's texts, as the search indexes them (stems of all four languages). */
export function listingTerms(texts: string[]): Set<string> {
  const terms = new Set<string>();
  for (const text of texts) for (const { term } of analyzeForIndex(text)) terms.add(term);
  return terms;
}

function wordFound(word: QueryWord, terms: Set<string>): boolean {
  return terms.has(word.term) || word.spellings.some((s) => terms.has(s)) || word.stems.some((s) => terms.has(s));
}

/** Analysed query words, memoised per query text (a batch matches many listings against the same alerts). */
const queryMemo = new Map<string, QueryWord[]>();
function queryWords(query: string): QueryWord[] {
  let words = queryMemo.get(query);
  if (!words) {
    // A trailing space: the last word is complete, not a prefix.
    words = analyzeQuery(`${query} `);
    if (queryMemo.size > 10_000) queryMemo.clear();
    queryMemo.set(query, words);
  }
  return words;
}

/** Every word of the query is in the terms; a joined hyphen word counts as found if it or all its parts are. */
export function textMatches(query: string, terms: Set<string>): boolean {
  const words = queryWords(query);
  const joined = words.filter((w) => w.joinedFrom !== undefined);
  const partsOfJoined = new Set<QueryWord>();
  for (const group of joined) {
    const parts = words.filter(
      (w) => w.joinedFrom === undefined && group.joinedFrom?.includes(w.term) && !partsOfJoined.has(w),
    );
    const groupParts = parts.slice(0, group.joinedFrom?.length ?? 0);
    groupParts.forEach((p) => partsOfJoined.add(p));
    if (!wordFound(group, terms) && !groupParts.every((p) => wordFound(p, terms))) return false;
  }
  return words.every((w) => w.joinedFrom !== undefined || partsOfJoined.has(w) || wordFound(w, terms));
}

/** Whether the listing fits the alert. `terms` are listingTerms(listing.texts), computed once per listing. */
export function listingMatches(alert: AlertCriteria, listing: ListingFacts, terms: Set<string>): boolean {
  if (!listing.points.some((point) => distanceKm(alert, point) <= alert.radiusKm)) return false;
  if (alert.sectors.length > 0 && !alert.sectors.some((s) => listing.sectors.includes(s))) return false;
  if (alert.workloadMin !== null || alert.workloadMax !== null) {
    const min = alert.workloadMin ?? 0;
    const max = alert.workloadMax ?? 100;
    if (listing.workloadMax < min || listing.workloadMin > max) return false;
  }
  return alert.query.trim() === "" || textMatches(alert.query, terms);
}
