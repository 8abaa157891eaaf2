/**
 * The search index's settings (memory-index.ts says which part holds what): the batches of a
 * build, the sizes of its caches, the map's slices and grids, the rows per snapshot section, and
 * the orders of the enums whose values the index keeps as positions and bits.
 */
import { CONTENT_LANGUAGE_VALUES, EMPLOYMENT_TYPE_VALUES, INDUSTRIES, REMOTE_TYPE_VALUES } from "@jobatlas/contract";
import type { Viewport } from "./search.index";

export const BUILD_BATCH = 1000;
/**
 * Listings per read of a build: with their 2–4 kB of text they take ~0.2 ms each, so 250 keep a
 * stretch near 50 ms (1,000 held the event loop for 150–400 ms at national scale).
 */
export const LISTING_BUILD_BATCH = 250;
/** Prefix expansions of the word being typed, the most frequent first. */
export const MAX_PREFIX_EXPANSIONS = 30;
/** Words in fewer listings than this are looked up with typo alternatives too. */
export const RARE_WORD_BELOW = 5;
/**
 * Typo alternatives must be in at least this many listings or organisations (so a typo in one ad
 * does not become a "correction"); small data sets, where every word is rare, take every word.
 */
export function typoVocabularyFrom(listings: number): number {
  return listings < 1000 ? 1 : 3;
}
export const MAX_TYPO_ALTERNATIVES = 3;
export const LISTINGS_PER_EMPLOYER = 3;
/**
 * A map grid not used for this long is dropped; every change empties the cache anyway, so this
 * only bounds how long an unused grid holds memory.
 */
export const MAP_CACHE_MS = 60_000;
/**
 * An uncached map grid is computed in slices of about this long with other requests in between,
 * so one broad search's grid (tens to hundreds of ms at national scale) delays only its own answer.
 */
export const MAP_SLICE_MS = 8;
/** Bitset slots walked between two looks at the clock. */
export const MAP_SLICE_SLOTS = 8192;
/** Grid cells (~40 bytes each; two cached points count as one) kept over all cached map grids. */
export const MAP_CACHE_CELLS = 2_500_000;
/** A region's grid is computed only up to this many cells (else the viewport is gridded alone). */
export const MAX_COUNTRY_GRID_CELLS = 1 << 20;
/** Map regions are blocks of this many cells a side (2^6: whole cells of six coarser levels). */
export const REGION_CELLS = 64;
export const REGION_LEVELS = 7;
/** Clause bitsets kept per build (31 KB per listing field, 75 KB for organisations at national scale). */
export const CLAUSE_CACHE_ENTRIES = 512;
/** Query texts whose clauses are kept (a few hundred bytes each). */
export const QUERY_CLAUSES_ENTRIES = 5000;
/**
 * Organisations and listing hits per snapshot section, and address rows per slice of a restore:
 * parsing and turning such a part into records takes ~10–40 ms, then other requests run (one
 * section of 600,000 organisations took 1.7 s to parse and 2.8 s with its records). The three
 * address columns (~700,000 strings each) are still parsed whole, ~0.1–0.3 s each.
 */
export const SNAPSHOT_ROWS_PER_SECTION = 16_384;
/** Organisations visited before the rest are narrowed to the viewport's grid cells. */
export const ORG_NARROW_AFTER = 256;
/** Areas are widened to blocks of this many grid cells a side, so nearby viewports share their slot sets. */
export const AREA_SNAP_CELLS = 2;
/**
 * Slot sets of areas kept (31 KB for listings, 75 KB for organisations at national scale; 19 MB at
 * most): the viewports of a map panned around a few cities snap to some hundred cell ranges.
 */
export const AREA_CACHE_ENTRIES = 256;
export const SECTOR_TERM = "#s:";
/**
 * A listing's employment and remote type are kept as their position in these, the languages it
 * needs as bits by position, and search filters are masks of the same positions; snapshots hold
 * the positions too. The contract's orders, which index-config.test.ts pins: a new value goes at
 * the end (and a changed order needs a new SNAPSHOT_FORMAT).
 */
export const EMPLOYMENT_TYPES = EMPLOYMENT_TYPE_VALUES;
export const REMOTE_TYPES = REMOTE_TYPE_VALUES;
export const CONTENT_LANGUAGES = CONTENT_LANGUAGE_VALUES;
export const SECTOR_LABELS = new Map<string, string>(
  INDUSTRIES.map((i) => [i.code, `${i.labels.de} ${i.labels.en} ${i.labels.fr} ${i.labels.it}`]),
);

/** The map's area when a search has no viewport. */
export const DEFAULT_VIEWPORT: Viewport = { north: 48.1, south: 45.7, east: 10.6, west: 5.9 };

/** Grids of more cells than this are made coarser first (the answer holds at most 500 anyway). */
export const MAX_GRID_CELLS = 65_536;
/** The finest zoom of the clusters of every organisation address (supercluster's maxZoom). */
export const ADDRESS_MAX_ZOOM = 16;

/** Listings of a tier scored and sorted by their score (ADR 071); the rest follow newest first. */
export const RANK_WINDOW = 200;
