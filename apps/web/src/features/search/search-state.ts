import { SEARCH_DEFAULT_RADIUS_KM } from "@jobatlas/contract/core";
import {
  type TRegion,
  type TSearchSearch,
  type TSearchSort,
  type TSearchView,
  type TLocationSuggestion,
} from "@jobatlas/contract";
import { circleBounds, roundBounds, sameBounds, scaleBounds, unionBounds, type TBounds } from "@/components/map/bounds";
import { REGION_BOUNDS } from "./region-bounds.data";

/**
 * The search page's state is its URL (spec §2 `search`, contract `searchSearch`): every search is
 * a link, reload and back keep it. These pure functions read and change it; the page navigates
 * to what they return.
 */
export type SearchState = TSearchSearch;

/**
 * The search page writes its full URL (path and query) here, in sessionStorage, whenever it
 * changes: the company page's "back to results" reads it (features/companies/back-to-results.ts).
 */
export const LAST_SEARCH_KEY = "jobatlas:lastSearch";

/** The four sides as a box, when all four are there and make one (north above south, east of west). */
export function viewportOf(state: SearchState): TBounds | undefined {
  const { west, south, east, north } = state;
  if (west === undefined || south === undefined || east === undefined || north === undefined) return undefined;
  if (north <= south || east <= west) return undefined;
  if (Math.abs(north) > 90 || Math.abs(south) > 90 || Math.abs(east) > 180 || Math.abs(west) > 180) return undefined;
  return [west, south, east, north];
}

/** Drops empty lists, false flags and empty strings, so the URL holds only what narrows the search. */
export function normalize(state: SearchState): SearchState {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined || value === false || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as SearchState;
}

/**
 * The map shows `bounds` (rounded for the URL; undefined clears the viewport). A region ends
 * with it: panning after choosing one searches the view, not the cantons (ADR 073).
 */
export function withViewport(state: SearchState, bounds: TBounds | undefined): SearchState {
  const box = bounds && roundBounds(bounds);
  return normalize({ ...state, region: undefined, west: box?.[0], south: box?.[1], east: box?.[2], north: box?.[3] });
}

/**
 * A place chosen from the suggestions (its label, e.g. "3011 Bern") or none: the search is then
 * around it within the radius, so the viewport no longer narrows it.
 */
export function withLocation(state: SearchState, label: string | undefined): SearchState {
  const location = label?.trim() || undefined;
  return normalize({
    ...withViewport(state, undefined),
    location,
    radius: location ? state.radius : undefined,
    // Nearest first needs a place: without one the list is by relevance, and so is the URL.
    sort: !location && state.sort === "distance" ? undefined : state.sort,
  });
}

/** What the page lists: employers unless the URL says jobs (ADR 072). */
export function viewOf(state: SearchState): TSearchView {
  return state.view ?? "employers";
}

/** The jobs view's order: relevance unless the URL says otherwise; distance only with a place. */
export function sortOf(state: SearchState): TSearchSort {
  const sort = state.sort ?? "relevance";
  return sort === "distance" && !state.location ? "relevance" : sort;
}

/** The sorts the jobs view offers for a state: distance only with a place. */
export function sortsOf(state: SearchState): TSearchSort[] {
  return state.location ? ["relevance", "date", "distance", "salary"] : ["relevance", "date", "salary"];
}

/** Employers or jobs; the default view and sort stay out of the URL, and the employers view has no sort. */
export function withView(state: SearchState, view: TSearchView): SearchState {
  return normalize({
    ...state,
    view: view === "employers" ? undefined : view,
    sort: view === "employers" ? undefined : state.sort,
  });
}

export function withSort(state: SearchState, sort: TSearchSort): SearchState {
  return normalize({ ...state, sort: sort === "relevance" ? undefined : sort });
}

/**
 * A region of docs/domain.md §4: the search is limited to its cantons (the `region` param, ADR
 * 073) and the map shows its box; the whole of Switzerland limits nothing. Place and viewport go.
 */
export function withRegion(state: SearchState, region: TRegion): SearchState {
  const cleared = withViewport({ ...state, location: undefined, radius: undefined }, undefined);
  return normalize({ ...cleared, region: region === "switzerland" ? undefined : region });
}

/** The region the search is limited to (no region, viewport or place: the whole of Switzerland). */
export function regionOf(state: SearchState): TRegion | undefined {
  if (state.region) return state.region;
  return viewportOf(state) || state.location ? undefined : "switzerland";
}

/** The box the map shows for a region search, if it is one. */
export function regionBoundsOf(state: SearchState): TBounds | undefined {
  return state.region && state.region !== "switzerland" ? REGION_BOUNDS[state.region] : undefined;
}

/** The radius the search uses around `location`. */
export function radiusOf(state: SearchState): number {
  return state.radius ?? SEARCH_DEFAULT_RADIUS_KM;
}

/** The filters beyond keywords and place (what "remove filters" removes). */
const FILTER_KEYS = [
  "sectors",
  "liked",
  "employment_types",
  "remote_types",
  "workload_min",
  "salary_min",
  "languages",
] as const satisfies readonly (keyof SearchState)[];

/** How many of the filters are set (the badge on the filters button). */
export function filterCount(state: SearchState): number {
  return FILTER_KEYS.filter((key) => {
    const value = state[key];
    return value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
  }).length;
}

export function withoutFilters(state: SearchState): SearchState {
  const out: SearchState = { ...state };
  for (const key of FILTER_KEYS) delete out[key];
  return normalize(out);
}

/** What an empty result can offer to widen the search, in the order it offers them. */
export type Widening = "query" | "filters" | "zoomOut" | "everywhere";

export function wideningsOf(state: SearchState): Widening[] {
  const out: Widening[] = [];
  if (state.query) out.push("query");
  if (filterCount(state) > 0) out.push("filters");
  const viewport = viewportOf(state);
  if (viewport && !sameBounds(zoomedOut(viewport), viewport)) out.push("zoomOut");
  if (viewport || state.location || regionBoundsOf(state)) out.push("everywhere");
  return out;
}

/** The viewport twice as wide and high, kept inside the box of Switzerland and Liechtenstein. */
export function zoomedOut(viewport: TBounds): TBounds {
  const [w, s, e, n] = scaleBounds(viewport, 2);
  const [cw, cs, ce, cn] = REGION_BOUNDS.switzerland;
  return [Math.max(w, cw), Math.max(s, cs), Math.min(e, ce), Math.min(n, cn)];
}

export function widen(state: SearchState, widening: Widening): SearchState {
  switch (widening) {
    case "query":
      return normalize({ ...state, query: undefined });
    case "filters":
      return withoutFilters(state);
    case "zoomOut": {
      const viewport = viewportOf(state);
      return viewport ? withViewport(state, zoomedOut(viewport)) : state;
    }
    case "everywhere":
      return withLocation(state, undefined);
  }
}

type QueryValue = string | number | boolean | readonly string[] | undefined;

/**
 * The parameters of GET /capi/search/employers, /capi/search/listings and /capi/search/map for a
 * state: the viewport only when whole, the radius only with a place, flags only when set, never
 * `welcome`, `view` or `sort` (the API is strict; the listings and the map take those apart).
 */
export function apiFilters(state: SearchState): Record<string, QueryValue> {
  const viewport = viewportOf(state);
  const filters: Record<string, QueryValue> = {
    query: state.query,
    west: viewport?.[0],
    south: viewport?.[1],
    east: viewport?.[2],
    north: viewport?.[3],
    location: state.location,
    radius: state.location ? radiusOf(state) : undefined,
    sectors: state.sectors,
    liked: state.liked || undefined,
    seeker_profile: state.seeker_profile || undefined,
    employment_types: state.employment_types,
    remote_types: state.remote_types,
    workload_min: state.workload_min,
    salary_min: state.salary_min,
    languages: state.languages,
    region: regionBoundsOf(state) ? state.region : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** Where the map goes for a place: its own box and the search radius around it. */
export function placeBounds(place: Pick<TLocationSuggestion, "lat" | "lng" | "bbox">, radiusKm: number): TBounds {
  return unionBounds(place.bbox, circleBounds(place.lat, place.lng, radiusKm));
}

/**
 * The clusters inside the search's viewport. The map's answer may reach a little beyond it (the
 * server aligns it to its grid); the map shows only what the list can list.
 */
export function clustersInside<C extends { lat: number; lng: number }>(
  clusters: readonly C[],
  viewport: TBounds | undefined,
): C[] {
  if (!viewport) return [...clusters];
  const [west, south, east, north] = viewport;
  return clusters.filter(({ lat, lng }) => lng >= west && lng <= east && lat >= south && lat <= north);
}

/** "80–100 %", or "100 %" when both ends are equal (Swiss job-ad style). */
export function formatWorkload(min: number, max: number): string {
  return min === max ? `${max}\u00a0%` : `${min}–${max}\u00a0%`;
}
