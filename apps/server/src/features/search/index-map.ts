/**
 * The search index's map (ADR 044; memory-index.ts says which part holds what): clusters of the
 * matched employers' places on grids, country-wide grids per search cached by region and
 * computed in slices, each viewport's own grid for finer zooms, and supercluster's clusters of
 * every organisation address for a map without words or filters.
 */
import Supercluster from "supercluster";
import { MAP_MAX_FEATURES, type TMapCluster } from "@jobatlas/contract";
import {
  ADDRESS_MAX_ZOOM,
  DEFAULT_VIEWPORT,
  MAP_CACHE_CELLS,
  MAP_CACHE_MS,
  MAP_SLICE_MS,
  MAP_SLICE_SLOTS,
  MAX_COUNTRY_GRID_CELLS,
  MAX_GRID_CELLS,
  REGION_CELLS,
  REGION_LEVELS,
} from "./index-config";
import { type IndexData, yieldToRequests } from "./index-data";
import { type IndexQuery, inViewport, type Plan } from "./index-query";
import { andInto, type Bitset, Column, forEachBit } from "./postings";
import type { ClusterCount, SearchCriteria, Viewport } from "./search.index";
import { loadByZoom } from "./supercluster-stages";
import { analyzeQuery } from "./text";

/** What the map needs of the index it draws. */
export interface MapSource {
  /** The data served; throws while there is none. */
  requireData(): IndexData;
  /** The data held (served or being caught up), if any: address clusters rebuilt for older data are dropped. */
  currentData(): IndexData | undefined;
  /** Throws once the index is closed: work in slices stops at its next pause. */
  checkOpen(): void;
}

/** The map of one index: its cache of grids and the clusters of all addresses. */
export class IndexMap {
  /** Country-wide cluster grids per query, filters and cell size (levels coarser by 2 each); least recently used first. */
  private mapCache = new Map<string, MapGrid>();
  private mapCacheCells = 0;
  /** Grids being computed, by generation and key: requests that need the same one at once share it. */
  private mapComputing = new Map<string, Promise<MapGrid | undefined>>();
  /** Bumped whenever the cache is emptied: a grid computed across a change is answered, not kept. */
  private mapGeneration = 0;
  /** The clusters of every organisation address, set with every build (or restore). */
  allAddresses?: AddressClusters;
  /** Counts applied changes: a rebuild of allAddresses knows whether it missed any. */
  private addressChanges = 0;

  constructor(
    private readonly source: MapSource,
    private readonly query: IndexQuery,
    /** Tests pass 0 (a pause at every step) so their small map grids are computed in slices too. */
    private readonly sliceMs?: number,
  ) {}

  /** Empties the cache of grids (after every change, build or restore). */
  clearCache() {
    this.mapCache.clear();
    this.mapCacheCells = 0;
    this.mapGeneration++;
  }

  /** After applied changes: the clusters of all addresses are out of date. */
  addressesChanged() {
    this.addressChanges++;
    if (this.allAddresses) this.allAddresses.dirty = true;
  }

  /**
   * `count`: employers, each once per cluster (the employers view), or listings, each at its place
   * (the jobs view, ADR 072): no organisation matched by its own fields alone, and never the
   * clusters of all addresses (they count employers).
   */
  async clusters(criteria: SearchCriteria, zoom: number, count: ClusterCount = "employers"): Promise<TMapCluster[]> {
    const data = this.source.requireData();
    const z = Math.max(0, Math.min(22, Math.floor(zoom)));
    const viewport = criteria.viewport ?? DEFAULT_VIEWPORT;
    const unfiltered =
      analyzeQuery(criteria.query).length === 0 &&
      !criteria.near &&
      !criteria.sectors?.length &&
      !criteria.organizationIds &&
      !criteria.excludedOrganizationIds?.size &&
      !criteria.cantons &&
      !criteria.employmentTypes?.length &&
      !criteria.remoteTypes?.length &&
      !criteria.languages?.length &&
      criteria.workloadMin === undefined &&
      criteria.salaryMin === undefined;
    if (unfiltered && count === "employers") {
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
      [...(criteria.excludedOrganizationIds ?? [])],
      [...(criteria.cantons ?? [])],
      criteria.employmentTypes,
      criteria.remoteTypes,
      criteria.languages,
      criteria.workloadMin,
      criteria.salaryMin,
      criteria.boost ? 1 : 0,
      criteria.similar === true,
      cell,
      region,
      count,
    ]);
    let grid = this.mapCache.get(key);
    if (grid) {
      this.mapCache.delete(key); // most recently used last
      this.mapCache.set(key, grid);
      grid.at = Date.now();
    } else grid = await this.computeMapGrid(key, { ...criteria, viewport: region }, cell, count);
    if (grid) {
      for (const level of grid.levels) {
        const clusters = level.clustersIn(grid.data, snap(level.cell), grid.mixed);
        if (clusters.length <= MAP_MAX_FEATURES) return clusters;
      }
    }
    // A zoom too fine for a country-wide grid: the viewport's own.
    return this.viewportClusters(criteria, zoom, count);
  }

  /**
   * The clusters of the grid of the viewport alone (the matches in it, walked for this request):
   * for zooms too fine for a country-wide grid, and the reference the tests hold the cached
   * country-wide grids to.
   */
  async viewportClusters(
    criteria: SearchCriteria,
    zoom: number,
    count: ClusterCount = "employers",
  ): Promise<TMapCluster[]> {
    const data = this.source.requireData();
    const grid = mapGrid(criteria, zoom);
    const snap = grid.snap;
    let cell = grid.cell;
    const viewport = { ...criteria, viewport: snap(cell) };
    const { points } = await this.matchedPoints(viewport, false, this.mapSlicer(), count);
    let clusters = gridClusters(data, points, snap(cell), cell, count);
    while (clusters.length > MAP_MAX_FEATURES) {
      cell *= 2;
      clusters = gridClusters(data, points, snap(cell), cell, count);
    }
    return clusters;
  }

  /**
   * The grids of a region (the matches in it walked in slices), shared with the requests that
   * need the same one meanwhile; kept unless the data changed while it was computed.
   */
  private computeMapGrid(
    key: string,
    criteria: SearchCriteria,
    cell: number,
    count: ClusterCount,
  ): Promise<MapGrid | undefined> {
    const generation = this.mapGeneration;
    const computingKey = `${generation}:${key}`;
    let computing = this.mapComputing.get(computingKey);
    if (!computing) {
      computing = (async () => {
        const data = this.source.requireData();
        const slicer = this.mapSlicer();
        const { points, mixed } = await this.matchedPoints(criteria, true, slicer, count);
        const levels = await countryGridLevels(data, points, cell, slicer, count);
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
    return new Slicer(this.sliceMs ?? MAP_SLICE_MS, () => this.source.checkOpen());
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
   * shows them), which only the viewport decides. Counting listings: the listings alone.
   */
  private async matchedPoints(
    criteria: SearchCriteria,
    forGrid: boolean,
    slicer: Slicer,
    count: ClusterCount,
  ): Promise<{ points: MapPoints; mixed: MixedOrgs }> {
    const plan = this.query.plan(this.source.requireData(), criteria);
    const { data } = plan;
    // The plan's bitsets are scratch shared by all requests, and this walk awaits: own copies.
    const listingSets = plan.tiers
      ? [plan.tiers.title.slice(), plan.tiers.head.slice(), plan.tiers.body.slice()]
      : [(plan.allListings ?? data.aliveListings()).slice()];
    const orgMatches = count === "listings" ? undefined : plan.orgMatches?.slice();
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
        if (!this.query.listingPasses(plan, slot)) return;
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
        if (!this.query.organizationPasses(plan, orgSlot)) return;
        if (hasListingPoint[orgSlot]) {
          if (forGrid) mixedOrgs.push(orgSlot);
          return;
        }
        const org = data.orgs[orgSlot]!;
        for (let a = org.addressStart; a < org.addressStart + org.addressCount; a++) {
          if (!this.query.addressInArea(plan, a)) continue;
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
        if (!this.query.addressInArea(plan, a)) continue;
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
          if (this.source.currentData() !== data) return;
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
}

interface AddressPointProperties {
  org: number;
  /** In a cluster: whether it holds more than one employer. */
  mixed: boolean;
}

export interface AddressClusters {
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

/** The clusters of every organisation address, built a zoom level at a time with other requests in between. */
export async function buildAddressClusters(data: IndexData): Promise<AddressClusters> {
  const { clusters, features, started } = addressClusterInput(data);
  await loadByZoom(clusters, features, yieldToRequests);
  return { clusters, builtAt: Date.now(), buildMs: Date.now() - started, dirty: false };
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

/**
 * The points of a clustering grid's cells: how many, their sums (for the centre) and the cell's
 * one employer (-1 after a second one). Counting employers, an organisation counts once per cell,
 * with its first point there.
 */
class CellTally {
  readonly count: Int32Array;
  readonly sumLat: Float64Array;
  readonly sumLng: Float64Array;
  readonly firstOrg: Int32Array;
  /** Cells with a point. */
  used = 0;
  // The cell each organisation was last counted in (+1); one in several cells is also kept in a set.
  private readonly orgCell: Int32Array;
  private readonly inOtherCells = new Set<number>();

  constructor(
    private readonly cells: number,
    orgCount: number,
    private readonly perEmployer: boolean,
  ) {
    this.count = new Int32Array(cells);
    this.sumLat = new Float64Array(cells);
    this.sumLng = new Float64Array(cells);
    this.firstOrg = new Int32Array(cells);
    this.orgCell = orgScratch(orgCount);
  }

  add(org: number, key: number, lat: number, lng: number): void {
    if (this.perEmployer && !this.firstOfOrgInCell(org, key)) return;
    if (this.count[key] === 0) {
      this.firstOrg[key] = org;
      this.used++;
    } else if (this.firstOrg[key] !== org) this.firstOrg[key] = -1;
    this.count[key]!++;
    this.sumLat[key]! += lat;
    this.sumLng[key]! += lng;
  }

  /** Clears the shared per-organisation scratch of the organisations `orgs` added. */
  release(orgs: Int32Array, n: number): void {
    if (this.perEmployer) for (let i = 0; i < n; i++) this.orgCell[orgs[i]!] = 0;
  }

  private firstOfOrgInCell(org: number, key: number): boolean {
    const previous = this.orgCell[org]!;
    if (previous === key + 1) return false;
    if (previous !== 0) {
      const pair = org * this.cells + key;
      if (this.inOtherCells.has(pair)) return false;
      this.inOtherCells.add(pair);
      this.inOtherCells.add(org * this.cells + (previous - 1));
    }
    this.orgCell[org] = key + 1;
    return true;
  }
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

function cellsOf(area: Viewport, cell: number): number {
  return (
    Math.max(1, Math.round((area.east - area.west) / cell)) * Math.max(1, Math.round((area.north - area.south) / cell))
  );
}

/**
 * Employers per grid cell (each counted once per cell), or listings (each point), at the centroid
 * of their points; a cell of one employer carries its id.
 */
function gridClusters(
  data: IndexData,
  points: { org: Column<Int32Array>; lat: Column<Float64Array>; lng: Column<Float64Array> },
  area: Viewport,
  cell: number,
  counting: ClusterCount,
): TMapCluster[] {
  const columns = Math.max(1, Math.round((area.east - area.west) / cell));
  const rows = Math.max(1, Math.round((area.north - area.south) / cell));
  const cells = columns * rows;
  const tally = new CellTally(cells, data.orgs.length, counting === "employers");
  const orgs = points.org.data;
  const lats = points.lat.data;
  const lngs = points.lng.data;
  for (let i = 0; i < points.org.length; i++) {
    const x = Math.min(columns - 1, Math.max(0, Math.floor((lngs[i]! - area.west) / cell)));
    const y = Math.min(rows - 1, Math.max(0, Math.floor((lats[i]! - area.south) / cell)));
    tally.add(orgs[i]!, y * columns + x, lats[i]!, lngs[i]!);
  }
  tally.release(orgs, points.org.length);
  const { count, sumLat, sumLng, firstOrg } = tally;
  const clusters: TMapCluster[] = [];
  for (let key = 0; key < cells; key++) {
    const n = count[key]!;
    if (n === 0) continue;
    const cluster: TMapCluster = { lat: sumLat[key]! / n, lng: sumLng[key]! / n, count: n };
    if (firstOrg[key]! >= 0) cluster.company_id = data.orgs[firstOrg[key]!]!.id;
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
        } else if (first[j] !== org) first[j] = -1;
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
      if (first[j]! >= 0) cluster.company_id = data.orgs[first[j]!]!.id;
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
  counting: ClusterCount,
): Promise<GridLevel[] | undefined> {
  const levels: GridLevel[] = [];
  for (let c = cell; levels.length < REGION_LEVELS; c *= 2) {
    await slicer.pause();
    const level = countryGrid(data, points, c, counting);
    if (!level) break;
    levels.push(level);
    if (level.length <= MAP_MAX_FEATURES) break;
  }
  return levels.length > 0 ? levels : undefined;
}

function countryGrid(data: IndexData, points: MapPoints, cell: number, counting: ClusterCount): GridLevel | undefined {
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
  const tally = new CellTally(cells, data.orgs.length, counting === "employers");
  for (let i = 0; i < n; i++) tally.add(orgs[i]!, (ys[i]! - minY) * columns + (xs[i]! - minX), lats[i]!, lngs[i]!);
  tally.release(orgs, n);
  const { count, sumLat, sumLng, firstOrg, used } = tally;
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
