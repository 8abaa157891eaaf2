import { searchSearch } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { REGION_BOUNDS } from "./region-bounds.data";
import {
  apiFilters,
  clustersInside,
  filterCount,
  formatWorkload,
  normalize,
  placeBounds,
  regionBoundsOf,
  regionOf,
  viewportOf,
  widen,
  wideningsOf,
  sortOf,
  sortsOf,
  viewOf,
  withLocation,
  withoutFilters,
  withRegion,
  withSort,
  withView,
  withViewport,
  zoomedOut,
} from "./search-state";

/** What the route hands the page: the URL's params parsed leniently by the contract. */
const parse = (params: Record<string, unknown>) => searchSearch.parse(params);

describe("the URL's search params as search state", () => {
  it("reads a shared link with every filter, and leaves out what does not parse", () => {
    const state = parse({
      query: "Koch",
      north: 47.1,
      east: "7.6",
      south: 46.8,
      west: 7.2,
      location: "3011 Bern",
      radius: 10,
      sectors: ["I56", "XX"],
      liked: "true",
      employment_types: "full_time,part_time",
      remote_types: ["hybrid"],
      workload_min: "80",
      salary_min: "abc",
      languages: ["de", "fr"],
      welcome: "",
    });
    expect(state).toMatchObject({
      query: "Koch",
      north: 47.1,
      east: 7.6,
      location: "3011 Bern",
      radius: 10,
      sectors: undefined, // one unknown code voids the list (spec §5: codes from the list only)
      liked: true,
      employment_types: ["full_time", "part_time"],
      workload_min: 80,
      salary_min: undefined,
      welcome: true,
    });
    expect(viewportOf(state)).toEqual([7.2, 46.8, 7.6, 47.1]);
  });

  it("has a viewport only with all four sides, north above south and east of west", () => {
    expect(viewportOf(parse({ north: 47, east: 8, south: 46 }))).toBeUndefined();
    expect(viewportOf(parse({ north: 46, east: 8, south: 47, west: 7 }))).toBeUndefined();
    expect(viewportOf(parse({ north: 47, east: 7, south: 46, west: 8 }))).toBeUndefined();
    expect(viewportOf(parse({ north: 95, east: 8, south: 46, west: 7 }))).toBeUndefined();
  });

  it("keeps only what narrows the search", () => {
    expect(normalize({ query: "", liked: false, sectors: [], seeker_profile: true, radius: 25 })).toEqual({
      seeker_profile: true,
      radius: 25,
    });
  });
});

describe("changing the search", () => {
  const base = parse({ query: "Pflege", location: "8001 Zürich", radius: 50, sectors: ["Q86"] });

  it("a map move sets the viewport, rounded for the URL, and keeps the rest", () => {
    const moved = withViewport(base, [7.123456789, 46.9, 7.5, 47.00004]);
    expect(moved).toMatchObject({
      west: 7.1235,
      south: 46.9,
      east: 7.5,
      north: 47,
      query: "Pflege",
      location: "8001 Zürich",
    });
    expect(withViewport(moved, undefined)).toEqual(base);
  });

  it("a place replaces the viewport; removing it drops the radius too", () => {
    const moved = withViewport(base, [7, 46, 8, 47]);
    const bern = withLocation(moved, "3011 Bern");
    expect(bern).toEqual({ query: "Pflege", location: "3011 Bern", radius: 50, sectors: ["Q86"] });
    expect(withLocation(bern, "  ")).toEqual({ query: "Pflege", sectors: ["Q86"] });
  });

  it("a region limits the search to its cantons and shows its box; panning or a place ends it (ADR 073)", () => {
    const east = withRegion(base, "east");
    expect(east.region).toBe("east");
    expect(viewportOf(east)).toBeUndefined();
    expect(east.location).toBeUndefined();
    expect(east.radius).toBeUndefined();
    expect(regionOf(east)).toBe("east");
    expect(regionBoundsOf(east)).toEqual(REGION_BOUNDS.east);
    expect(apiFilters(east)).toMatchObject({ query: "Pflege", region: "east" });
    expect(apiFilters(east).location).toBeUndefined();
    // The map moved by the user: a search of the view.
    const panned = withViewport(east, [9, 47, 9.5, 47.5]);
    expect(panned.region).toBeUndefined();
    expect(regionOf(panned)).toBeUndefined();
    expect(apiFilters(panned)).toMatchObject({ west: 9, south: 47, east: 9.5, north: 47.5 });
    expect(apiFilters(panned).region).toBeUndefined();
    expect(withLocation(east, "9000 St. Gallen").region).toBeUndefined();
    expect(wideningsOf(east)).toContain("everywhere");
    expect(widen(east, "everywhere").region).toBeUndefined();
    const everywhere = withRegion(east, "switzerland");
    expect(everywhere.region).toBeUndefined();
    expect(viewportOf(everywhere)).toBeUndefined();
    expect(regionOf(everywhere)).toBe("switzerland");
    expect(apiFilters(parse({ region: "switzerland" })).region).toBeUndefined();
    expect(regionOf(base)).toBeUndefined(); // around a place
    expect(regionOf(withViewport(base, [7, 46, 8, 47]))).toBeUndefined(); // a map section of its own
    expect(parse({ region: "mars" }).region).toBeUndefined(); // a bad value is ignored
  });

  it("counts and removes the filters, not keywords, place or ranking", () => {
    const state = parse({ ...base, liked: true, workload_min: 60, languages: ["it"], seeker_profile: true });
    expect(filterCount(state)).toBe(4);
    expect(withoutFilters(state)).toEqual({
      query: "Pflege",
      location: "8001 Zürich",
      radius: 50,
      seeker_profile: true,
    });
  });
});

describe("widening an empty search", () => {
  it("offers what narrows it: keywords, filters, a larger map section, everywhere", () => {
    const state = withViewport(parse({ query: "Uhrmacher", sectors: ["C26"] }), [7, 46.5, 7.5, 47]);
    expect(wideningsOf(state)).toEqual(["query", "filters", "zoomOut", "everywhere"]);
    expect(widen(state, "query").query).toBeUndefined();
    expect(widen(state, "filters").sectors).toBeUndefined();
    expect(viewportOf(widen(state, "zoomOut"))).toEqual([6.75, 46.25, 7.75, 47.25]);
    expect(viewportOf(widen(state, "everywhere"))).toBeUndefined();
    expect(wideningsOf(parse({}))).toEqual([]);
    expect(wideningsOf(parse({ location: "Chur" }))).toEqual(["everywhere"]);
  });

  it("zooms out no further than Switzerland and Liechtenstein", () => {
    expect(zoomedOut([5, 45, 11, 48])).toEqual(REGION_BOUNDS.switzerland);
    expect(wideningsOf(withViewport(parse({}), REGION_BOUNDS.switzerland))).toEqual(["everywhere"]);
  });
});

describe("the API's parameters", () => {
  it("sends the viewport only when whole, the radius only with a place (default 25 km), never welcome", () => {
    expect(apiFilters(parse({ north: 47, east: 8, welcome: true, liked: false }))).toEqual({});
    expect(apiFilters(parse({ location: "Chur", sectors: ["P85"], liked: true, radius: 10, west: 1 }))).toEqual({
      location: "Chur",
      radius: 10,
      sectors: ["P85"],
      liked: true,
    });
    expect(apiFilters(parse({ location: "Chur" })).radius).toBe(25);
    expect(apiFilters(parse({ radius: 10 })).radius).toBeUndefined();
    expect(apiFilters(withViewport(parse({ query: "Bau" }), [7, 46, 8, 47]))).toEqual({
      query: "Bau",
      west: 7,
      south: 46,
      east: 8,
      north: 47,
    });
  });
});

describe("the view and the sort (ADR 072)", () => {
  it("reads employers and relevance by default, and for values that do not fit", () => {
    expect(viewOf(parse({}))).toBe("employers");
    expect(viewOf(parse({ view: "jobs" }))).toBe("jobs");
    expect(viewOf(parse({ view: "map" }))).toBe("employers");
    expect(sortOf(parse({ view: "jobs" }))).toBe("relevance");
    expect(sortOf(parse({ view: "jobs", sort: "price" }))).toBe("relevance");
    expect(sortOf(parse({ view: "jobs", sort: "salary" }))).toBe("salary");
  });

  it("orders by distance only with a place, and offers it only then", () => {
    expect(sortOf(parse({ view: "jobs", sort: "distance" }))).toBe("relevance");
    expect(sortOf(parse({ view: "jobs", sort: "distance", location: "Bern" }))).toBe("distance");
    expect(sortsOf(parse({}))).not.toContain("distance");
    expect(sortsOf(parse({ location: "Bern" }))).toContain("distance");
    const near = parse({ view: "jobs", sort: "distance", location: "Bern" });
    expect(withLocation(near, undefined)).toEqual({ view: "jobs" });
    expect(withLocation(near, "Thun").sort).toBe("distance");
  });

  it("keeps the defaults out of the URL, and no sort in the employers view", () => {
    const jobs = withView(parse({ query: "Koch" }), "jobs");
    expect(jobs).toEqual({ query: "Koch", view: "jobs" });
    expect(withSort(jobs, "date")).toEqual({ query: "Koch", view: "jobs", sort: "date" });
    expect(withSort(withSort(jobs, "date"), "relevance")).toEqual(jobs);
    expect(withView(withSort(jobs, "salary"), "employers")).toEqual({ query: "Koch" });
  });

  it("never sends the view or the sort with the filters", () => {
    expect(apiFilters(parse({ view: "jobs", sort: "date", query: "Koch" }))).toEqual({ query: "Koch" });
  });
});

describe("helpers", () => {
  it("fits a place with its radius", () => {
    const [w, s, e, n] = placeBounds({ lat: 46.95, lng: 7.45, bbox: [7.4, 46.93, 7.5, 46.97] }, 25);
    expect(n - s).toBeCloseTo(50 / 111.32, 3);
    expect(w).toBeCloseTo(7.45 - 25 / (111.32 * Math.cos((46.95 * Math.PI) / 180)), 6);
    expect(e).toBeGreaterThan(7.75);
  });

  it("keeps the map's clusters inside the viewport, all of them without one", () => {
    const clusters = [
      { lat: 46.95, lng: 7.45, count: 3 },
      { lat: 47.5, lng: 7.45, count: 1, company_id: 9 },
      { lat: 46.95, lng: 8.2, count: 2 },
    ];
    expect(clustersInside(clusters, [7, 46.5, 8, 47.2])).toEqual([clusters[0]]);
    expect(clustersInside(clusters, undefined)).toEqual(clusters);
  });

  it("formats a workload range the Swiss way", () => {
    expect(formatWorkload(80, 100)).toBe("80–100\u00a0%");
    expect(formatWorkload(100, 100)).toBe("100\u00a0%");
  });
});
