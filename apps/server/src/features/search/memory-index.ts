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
 *
 * The parts:
 * - memory-index.ts (this file): MemoryIndex, the SearchIndex the server uses: the build and the
 *   swap of a new build, changes, snapshot capture and restore, and the delegation to the others;
 * - index-config.ts: the settings (batches, cache sizes, map slices and grids) and enum orders;
 * - index-data.ts: IndexData, one build's columns, postings, vocabulary and title suggestions;
 * - index-query.ts: IndexQuery, a search's plan and walk in rank order, the employer look-ups;
 * - index-listings.ts: the jobs view's listings in their four orders (ADR 072);
 * - index-map.ts: IndexMap, the map's clusters, their cache and the address clusters;
 * - index-snapshot.ts: IndexData as snapshot sections and back, the snapshot version.
 */
import type { TMapCluster, TSearchSort } from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { BUILD_BATCH, LISTING_BUILD_BATCH, SNAPSHOT_ROWS_PER_SECTION } from "./index-config";
import { IndexData, yieldToRequests } from "./index-data";
import { buildAddressClusters, IndexMap } from "./index-map";
import { searchListings } from "./index-listings";
import { IndexQuery } from "./index-query";
import { restoreIndexData, snapshotSections, snapshotVersion } from "./index-snapshot";
import * as repo from "./search.repo";
import type {
  ClusterCount,
  EmployerResult,
  EmployerResults,
  IndexSnapshots,
  ListingResults,
  Point,
  SearchCriteria,
  SearchHelp,
  SearchIndex,
} from "./search.index";
import { OCCUPATION_TERM } from "./occupations";
import { SnapshotReader } from "./snapshot-format";

export class MemoryIndex implements SearchIndex {
  private data?: IndexData;
  private building?: Promise<void>;
  /** Organisations changed while a rebuild ran: applied to the new data before it is swapped in. */
  private changedDuringBuild?: Set<number>;
  /** Plans and walks searches (with bitsets reused by every request). */
  private readonly query: IndexQuery;
  /** The map's clusters and their caches. */
  private readonly map: IndexMap;

  constructor(
    private readonly ctx: AppContext,
    /**
     * Tests lower orgNarrowAfter so small corpora take the narrowing step too, mapSliceMs
     * (0: a pause at every step) so their small map grids are computed in slices too, and
     * snapshotRowsPerSection so their snapshots have several sections.
     */
    private readonly options: { orgNarrowAfter?: number; mapSliceMs?: number; snapshotRowsPerSection?: number } = {},
  ) {
    this.query = new IndexQuery(options.orgNarrowAfter);
    this.map = new IndexMap(
      {
        requireData: () => this.requireData(),
        currentData: () => this.data,
        checkOpen: () => {
          if (this.closed) throw new SearchIndexClosedError();
        },
      },
      this.query,
      options.mapSliceMs,
    );
  }

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
        ? snapshotSections(this.data!, this.options.snapshotRowsPerSection ?? SNAPSHOT_ROWS_PER_SECTION)
        : undefined,
    restore: (bytes, catchUp) => this.restoreFrom(bytes, catchUp),
  };

  /** Starts from a snapshot instead of a build (ADR 040); served once `catchUp` has applied what changed since. */
  private async restoreFrom(bytes: Uint8Array, catchUp: () => Promise<void>): Promise<{ [step: string]: number }> {
    if (this.data || this.building) throw new Error("the search index holds data already");
    const started = Date.now();
    const data = await restoreIndexData(new SnapshotReader(bytes, this.snapshots.version));
    const readMs = Date.now() - started;
    const addressClusters = await buildAddressClusters(data);
    const clustersMs = Date.now() - started - readMs;
    if (this.closed) throw new SearchIndexClosedError();
    this.restoring = true;
    this.data = data;
    this.map.allAddresses = addressClusters;
    this.map.clearCache();
    this.query.clearScratch();
    try {
      await catchUp();
      return { readMs, clustersMs, catchUpMs: Date.now() - started - readMs - clustersMs };
    } catch (err) {
      if (this.data === data) {
        this.data = undefined;
        this.map.allAddresses = undefined;
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
    this.map.clearCache();
    this.query.clearScratch();
    this.map.allAddresses = addressClusters;
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
    this.map.clearCache();
    this.map.addressesChanged();
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

  async searchEmployers(criteria: SearchCriteria, page: { limit: number; offset: number }): Promise<EmployerResults> {
    return this.query.searchEmployers(this.requireData(), criteria, page);
  }

  async searchListings(
    criteria: SearchCriteria,
    page: { limit: number; offset: number },
    sort: TSearchSort,
  ): Promise<ListingResults> {
    return searchListings(this.query, this.requireData(), criteria, page, sort);
  }

  clusters(criteria: SearchCriteria, zoom: number, count: ClusterCount = "employers"): Promise<TMapCluster[]> {
    return this.map.clusters(criteria, zoom, count);
  }

  /**
   * The clusters of the grid of the viewport alone: for zooms too fine for a country-wide grid,
   * and the reference the tests hold the cached country-wide grids to.
   */
  viewportClusters(criteria: SearchCriteria, zoom: number, count: ClusterCount = "employers"): Promise<TMapCluster[]> {
    return this.map.viewportClusters(criteria, zoom, count);
  }

  async employers(ids: readonly number[], near?: Point): Promise<EmployerResult[]> {
    return this.query.employers(this.requireData(), ids, near);
  }

  async similarEmployers(id: number, limit: number): Promise<EmployerResult[]> {
    return this.query.similarEmployers(this.requireData(), id, limit);
  }

  async suggestJobTitles(prefix: string, limit: number): Promise<string[]> {
    return this.requireData().suggestTitles(prefix, limit);
  }

  async queryHelp(query: string, similar = false): Promise<SearchHelp> {
    return this.query.help(this.requireData(), query, similar);
  }

  async occupationCounts(): Promise<(id: string) => number> {
    const data = this.requireData();
    return (id) => data.title.frequency(OCCUPATION_TERM + id);
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

/** A read started ahead of its use: a build that stops before awaiting it must not leave an unhandled rejection. */
function prefetch<T>(read: Promise<T>): Promise<T> {
  read.catch(() => {});
  return read;
}

export function createSearchIndex(ctx: AppContext): SearchIndex {
  return new MemoryIndex(ctx);
}
