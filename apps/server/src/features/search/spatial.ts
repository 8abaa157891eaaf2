/**
 * A coarse grid over Switzerland and Liechtenstein that lists, per cell, the listing slots or
 * organisation slots placed in it (built with the index). A search narrows its candidates to the
 * cells its viewport or radius touches before testing each one exactly: a superset, never a
 * filter of its own. Points outside the grid count in its edge cells, so the superset holds for
 * any place.
 */
import { type Bitset, setBit } from "./postings";

/** ~5.5 km × 3.8 km at these latitudes: a city viewport touches a few dozen cells. */
export const CELL_DEGREES = 0.05;
const WEST = 5.5;
const SOUTH = 45.5;
const COLUMNS = 120; // to 11.5° E
const ROWS = 70; // to 49° N
const CELLS = COLUMNS * ROWS;

export interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

function column(lng: number): number {
  return Math.min(COLUMNS - 1, Math.max(0, Math.floor((lng - WEST) / CELL_DEGREES)));
}

function row(lat: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor((lat - SOUTH) / CELL_DEGREES)));
}

export function cellOf(lat: number, lng: number): number {
  return row(lat) * COLUMNS + column(lng);
}

/** A rectangle of grid cells, both ends included. */
export interface CellRange {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * The cells a box touches, widened outward to multiples of `snap` cells (a superset still, and
 * nearby boxes share it, so what is computed for it can be kept); undefined for an empty box.
 */
export function cellRange(box: Box, snap = 1): CellRange | undefined {
  if (!(box.north >= box.south && box.east >= box.west)) return undefined;
  return {
    x0: Math.floor(column(box.west) / snap) * snap,
    x1: Math.min(COLUMNS - 1, Math.floor(column(box.east) / snap) * snap + snap - 1),
    y0: Math.floor(row(box.south) / snap) * snap,
    y1: Math.min(ROWS - 1, Math.floor(row(box.north) / snap) * snap + snap - 1),
  };
}

/** Items (slots) per cell, each cell's items ascending (compressed sparse rows). */
export class CellLists {
  private constructor(
    private readonly starts: Int32Array,
    private readonly items: Int32Array,
  ) {}

  /** From (cell, item) pairs given in ascending item order; a pair repeated at once is kept once. */
  static build(pairs: { cells: Int32Array; items: Int32Array; length: number }): CellLists {
    const starts = new Int32Array(CELLS + 1);
    const counted = new Int32Array(CELLS).fill(-1);
    for (let i = 0; i < pairs.length; i++) {
      const cell = pairs.cells[i]!;
      if (counted[cell] === pairs.items[i]) continue;
      counted[cell] = pairs.items[i]!;
      starts[cell + 1]!++;
    }
    for (let c = 0; c < CELLS; c++) starts[c + 1]! += starts[c]!;
    const items = new Int32Array(starts[CELLS]!);
    const cursor = starts.slice(0, CELLS);
    counted.fill(-1);
    for (let i = 0; i < pairs.length; i++) {
      const cell = pairs.cells[i]!;
      if (counted[cell] === pairs.items[i]) continue;
      counted[cell] = pairs.items[i]!;
      items[cursor[cell]!++] = pairs.items[i]!;
    }
    return new CellLists(starts, items);
  }

  /** How many items the cells the box touches hold (an item in several of them counts in each). */
  countIn(box: Box | CellRange | undefined): number {
    const range = box && "x0" in box ? box : box && cellRange(box);
    if (!range) return 0;
    let total = 0;
    for (let y = range.y0; y <= range.y1; y++)
      total += this.starts[y * COLUMNS + range.x1 + 1]! - this.starts[y * COLUMNS + range.x0]!;
    return total;
  }

  /** Sets the bit of every item in the cells the box touches. */
  setBitsIn(box: Box | CellRange | undefined, bits: Bitset): void {
    const range = box && "x0" in box ? box : box && cellRange(box);
    if (!range) return;
    for (let y = range.y0; y <= range.y1; y++) {
      // The cells of one row are contiguous in the lists.
      const end = this.starts[y * COLUMNS + range.x1 + 1]!;
      for (let i = this.starts[y * COLUMNS + range.x0]!; i < end; i++) setBit(bits, this.items[i]!);
    }
  }
}

/** Kilometres per degree of latitude on the sphere distanceKm uses (radius 6,371 km). */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;

/** A box holding every point within `radiusKm` of the centre (with a margin). */
export function boxAround(lat: number, lng: number, radiusKm: number): Box {
  const dLat = (radiusKm / KM_PER_DEGREE) * 1.01 + 0.001;
  const widest = Math.min(89, Math.abs(lat) + dLat);
  const dLng = Math.min(180, (radiusKm / KM_PER_DEGREE / Math.cos((widest * Math.PI) / 180)) * 1.05 + 0.001);
  return { north: lat + dLat, south: lat - dLat, east: lng + dLng, west: lng - dLng };
}

export function intersect(a: Box, b: Box | undefined): Box {
  if (!b) return a;
  return {
    north: Math.min(a.north, b.north),
    south: Math.max(a.south, b.south),
    east: Math.min(a.east, b.east),
    west: Math.max(a.west, b.west),
  };
}

export function inBox(box: Box, lat: number, lng: number): boolean {
  return lat <= box.north && lat >= box.south && lng <= box.east && lng >= box.west;
}
