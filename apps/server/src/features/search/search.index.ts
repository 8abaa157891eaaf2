/**
 * What the search feature needs from a search engine (ADR 012). Today one implementation, the
 * in-process inverted index of memory-index.ts, fed from the database; an OpenSearch client can
 * implement the same interface when the data outgrows one process. Every method is async so a
 * remote engine fits; the in-process one answers synchronously inside.
 */
import type {
  TContentLanguage,
  TEmploymentType,
  TIndustryCode,
  TListingHit,
  TMapCluster,
  TPlace,
  TRemoteType,
  TSearchSort,
} from "@jobatlas/contract";
import type { SnapshotSection } from "./snapshot-format";

export interface Point {
  lat: number;
  lng: number;
}

export interface Viewport {
  north: number;
  east: number;
  south: number;
  west: number;
}

/** Everything that narrows a search; the list and the map take the same. */
export interface SearchCriteria {
  /** The words typed; empty means all employers. */
  query: string;
  viewport?: Viewport;
  /** A place with a radius in km (the exact distance is checked). */
  near?: Point & { radiusKm: number };
  sectors?: readonly TIndustryCode[];
  /** Only these employers (the watchlist); an empty set matches nothing. */
  organizationIds?: ReadonlySet<number>;
  /** Never these employers (those the seeker hid, ADR 073); an empty set leaves nothing out. */
  excludedOrganizationIds?: ReadonlySet<number>;
  /**
   * Only places in these cantons (a region of docs/domain.md §4, ADR 073): listings by their
   * place, employers matched by their own fields by their addresses. The service also sets the
   * region's box as the viewport, so the spatial narrowing applies.
   */
  cantons?: ReadonlySet<string>;
  employmentTypes?: readonly TEmploymentType[];
  remoteTypes?: readonly TRemoteType[];
  /** Listings whose workload range reaches this percentage. */
  workloadMin?: number;
  /** Listings whose salary (max, else min) reaches this many CHF per year. */
  salaryMin?: number;
  /** The languages the seeker speaks: listings whose every required language (else their own) is among them. */
  languages?: readonly TContentLanguage[];
  /**
   * Also the occupations related to those the words name (ADR 076): asked again this way when a
   * search finds nothing.
   */
  similar?: boolean;
  /** The seeker profile's preferences: matching listings rank first inside a tier. */
  boost?: {
    jobTitles: readonly string[];
    sectors: readonly string[];
    /** The rest of the profile, as score terms inside the first listings of a tier (ADR 071). */
    skills?: readonly string[];
    /** The workload range wanted (%): listings whose range meets it. */
    workload?: { min: number; max: number };
    remoteTypes?: readonly TRemoteType[];
    /** The cantons of the profile's region. */
    cantons?: ReadonlySet<string>;
  };
}

export interface EmployerResult {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  sectors: string[];
  location: TPlace | null;
  openListingsCount: number;
  listings: TListingHit[];
}

export interface EmployerResults {
  items: EmployerResult[];
  /** Employers matched, counted up to SEARCH_COUNT_CAP. */
  count: number;
  countCapped: boolean;
}

/** A listing of the jobs view (ADR 072). */
export interface ListingResult {
  id: number;
  title: string;
  employer: { id: number; name: string; slug: string; logoUrl: string | null };
  /** The place of work, else the employer's first address, else null. */
  place: TPlace | null;
  workloadMin: number;
  workloadMax: number;
  employmentType: TEmploymentType;
  remoteType: TRemoteType;
  /** CHF a year; null when not given. */
  salaryMin: number | null;
  salaryMax: number | null;
  publishedOn: string | null;
  /** Kilometres from `near`, when the criteria have it. */
  distanceKm: number | null;
}

export interface ListingResults {
  items: ListingResult[];
  /** Listings matched, counted up to SEARCH_COUNT_CAP. */
  count: number;
  countCapped: boolean;
}

/** Help when nothing fits (ADR 075), from the analysis of a query's words. */
export interface SearchHelp {
  /** The query with each word the index does not know replaced by its nearest known word or occupation form. */
  didYouMean?: string;
  /**
   * The occupations the query names, each with the folded words that named it, the related
   * occupations searched in its place or beside it (ADR 076), and whether related ones with
   * listings were left out (a search that finds nothing may then be asked again with `similar`).
   */
  occupations: { ids: string[]; words: string; similar: string[]; widens: boolean }[];
}

/** What the map's clusters count: employers (each once per cluster) or listings (the jobs view). */
export type ClusterCount = "employers" | "listings";

export interface SearchIndex {
  /** False until the first build has finished; searches must not be answered before. */
  readonly ready: boolean;
  /** Loads everything from the database (the first build, and compactions later). */
  build(): Promise<void>;
  /** Re-reads these organisations (and their addresses, jobs, listings) and replaces what the index holds of them. */
  applyChanges(organizationIds: readonly number[]): Promise<void>;
  searchEmployers(criteria: SearchCriteria, page: { limit: number; offset: number }): Promise<EmployerResults>;
  /**
   * The listings the same criteria match (the employers' walk without the employers matched by
   * their own fields only), in the order asked for: relevance (the walk's order), date (newest
   * first), distance (nearest `near` first; relevance without `near`), salary (highest first,
   * those without one last, each part by relevance).
   */
  searchListings(
    criteria: SearchCriteria,
    page: { limit: number; offset: number },
    sort: TSearchSort,
  ): Promise<ListingResults>;
  /**
   * At most MAP_MAX_FEATURES clusters of what the same criteria match, for the viewport at a zoom:
   * employers (the default), or listings in the jobs view.
   */
  clusters(criteria: SearchCriteria, zoom: number, count?: ClusterCount): Promise<TMapCluster[]>;
  /** These employers as search results (in the given order; unknown ids are left out), located nearest `near`. */
  employers(ids: readonly number[], near?: Point): Promise<EmployerResult[]>;
  /** Up to `limit` employers with open listings sharing sectors and keywords with this one, nearest first. */
  similarEmployers(id: number, limit: number): Promise<EmployerResult[]>;
  /** Job titles in the data starting with these words, most frequent first. */
  suggestJobTitles(prefix: string, limit: number): Promise<string[]>;
  /** "Did you mean" and the occupations a query names (ADR 075); cached with the query's clauses. */
  queryHelp(query: string, similar?: boolean): Promise<SearchHelp>;
  /**
   * How many listings' titles name an occupation (or a narrower one): the document frequency of
   * its concept term in the title field, archived listings included until the next compaction.
   */
  occupationCounts(): Promise<(id: string) => number>;
  /** Stops a build under way (the server is shutting down); later calls may fail. */
  close(): Promise<void>;
  /**
   * Only an engine whose data lives in this process has these (ADR 040): a remote engine such as
   * OpenSearch keeps its data itself, and a new instance finds it there.
   */
  readonly snapshots?: IndexSnapshots;
}

/** Starting a process from another's index instead of building from the database (ADR 040). */
export interface IndexSnapshots {
  /** Changes with what the index stores and how it analyses text: a snapshot of another version is not loaded. */
  readonly version: string;
  /**
   * The index as it is at this moment, as sections to encode (snapshot-format.ts); undefined while
   * it is not ready or rebuilding. The caller notes the change number the index holds at the same
   * moment (no await in between).
   */
  capture(): SnapshotSection[] | undefined;
  /**
   * Loads a snapshot (throws on one that does not fit: another version, a broken layout), then
   * runs `catchUp` (the change feed from the snapshot's change number) before answering searches.
   * Resolves to the milliseconds its steps took (for the log).
   */
  restore(snapshot: Uint8Array, catchUp: () => Promise<void>): Promise<{ [step: string]: number }>;
}
