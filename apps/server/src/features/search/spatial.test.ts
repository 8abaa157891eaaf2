// The grid cells that narrow a search's candidates (spatial.ts) must hold every item whose place
// lies in the box (a superset), and countIn must count what setBitsIn sets; boxAround must hold
// every point within the radius. Checked against naive scans over seeded random points.
import { describe, expect, it } from "vitest";
import { hasBit, newBitset } from "./postings";
import { boxAround, type Box, cellOf, CellLists, cellRange, inBox } from "./spatial";

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * toRad) / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(((lng2 - lng1) * toRad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

describe("grid cells of the search index", () => {
  it("hold every item placed in a box, each cell's items ascending, as a naive scan finds", () => {
    const r = seeded(42);
    // Items with 1-3 places each, mostly in CH, some outside the grid (it clamps them to its edge).
    const places: { item: number; lat: number; lng: number }[] = [];
    for (let item = 0; item < 3000; item++) {
      const count = 1 + Math.floor(r() * 3);
      for (let k = 0; k < count; k++) {
        const outside = r() < 0.05;
        places.push({
          item,
          lat: outside ? -10 + r() * 80 : 45.8 + r() * 2.1,
          lng: outside ? -20 + r() * 60 : 5.9 + r() * 4.6,
        });
      }
    }
    const pairs = { cells: new Int32Array(places.length), items: new Int32Array(places.length), length: 0 };
    for (const p of places) {
      pairs.cells[pairs.length] = cellOf(p.lat, p.lng);
      pairs.items[pairs.length++] = p.item;
    }
    const cells = CellLists.build(pairs);
    for (let q = 0; q < 200; q++) {
      const lat = 45.5 + r() * 3;
      const lng = 5.5 + r() * 5.5;
      const box: Box =
        q % 10 === 0
          ? { north: 90, south: -90, east: 180, west: -180 }
          : { north: lat + r() * 0.8, south: lat, east: lng + r() * 1.2, west: lng };
      const bits = newBitset(3000);
      cells.setBitsIn(box, bits);
      const inside = new Set(places.filter((p) => inBox(box, p.lat, p.lng)).map((p) => p.item));
      expect(
        [...inside].filter((item) => !hasBit(bits, item)),
        `box ${JSON.stringify(box)}`,
      ).toEqual([]);
      // Widened to blocks of cells: still every item of the unwidened cells.
      const widened = newBitset(3000);
      cells.setBitsIn(cellRange(box, 2 + (q % 3)), widened);
      expect(bits.filter((word, w) => (word & ~widened[w]!) !== 0).length).toBe(0);
      let set = 0;
      for (let item = 0; item < 3000; item++) if (hasBit(bits, item)) set++;
      // The cells are coarse, but not the whole country for a small box.
      if (q % 10 !== 0) expect(set).toBeLessThan(3000);
      // countIn counts an item once per cell it is in: at least the items set.
      expect(cells.countIn(box)).toBeGreaterThanOrEqual(set);
    }
    // An empty or inverted box touches no cell.
    const none = newBitset(3000);
    cells.setBitsIn({ north: 46, south: 47, east: 8, west: 7 }, none);
    expect(none.every((w) => w === 0)).toBe(true);
    expect(cells.countIn({ north: 46, south: 47, east: 8, west: 7 })).toBe(0);
  });

  it("keeps an item once per cell and in ascending order within a cell", () => {
    // Item 0 twice in one cell, item 1 in the same cell: the cell lists 0, 1.
    const pairs = {
      cells: Int32Array.from([cellOf(47, 8), cellOf(47.001, 8.001), cellOf(47, 8)]),
      items: Int32Array.from([0, 0, 1]),
      length: 3,
    };
    const cells = CellLists.build(pairs);
    expect(cells.countIn({ north: 47.001, south: 47, east: 8.001, west: 8 })).toBe(2);
  });

  it("puts a box around a radius that holds every point within it", () => {
    const r = seeded(7);
    const outside: string[] = [];
    for (let q = 0; q < 300; q++) {
      const lat = 45.8 + r() * 2.1;
      const lng = 5.9 + r() * 4.6;
      const radius = 1 + r() * 199;
      const box = boxAround(lat, lng, radius);
      for (let k = 0; k < 200; k++) {
        // Points near the circle's edge, in every direction.
        const bearing = r() * 2 * Math.PI;
        const d = radius * (0.9 + r() * 0.1);
        const pLat = lat + (d / 111.195) * Math.cos(bearing);
        const pLng = lng + ((d / 111.195) * Math.sin(bearing)) / Math.cos((pLat * Math.PI) / 180);
        if (distanceKm(lat, lng, pLat, pLng) <= radius && !inBox(box, pLat, pLng))
          outside.push(`${pLat},${pLng} within ${radius} km of ${lat},${lng}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
