import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REGIONS, type TRegion } from "@jobatlas/contract";
import { describe, expect, it } from "vitest";
import { allRegionBounds, type BasemapFeature } from "./region-bounds";
import { REGION_BOUNDS } from "./region-bounds.data";

const basemap = JSON.parse(
  readFileSync(path.join(fileURLToPath(import.meta.url), "../../../../../../resources/basemap-ch-li.geojson"), "utf8"),
) as { features: BasemapFeature[] };

const contains = (outer: readonly number[], inner: readonly number[]) =>
  outer[0]! <= inner[0]! && outer[1]! <= inner[1]! && outer[2]! >= inner[2]! && outer[3]! >= inner[3]!;

describe("region boxes", () => {
  it("are the ones the basemap's cantons give (regenerate with scripts/generate-region-bounds.ts)", () => {
    expect(allRegionBounds(basemap.features)).toEqual(REGION_BOUNDS);
  });

  it("has a box for every region of docs/domain.md §4, inside the box of Switzerland and Liechtenstein", () => {
    for (const region of Object.keys(REGIONS) as TRegion[]) {
      const [west, south, east, north] = REGION_BOUNDS[region];
      expect(east).toBeGreaterThan(west);
      expect(north).toBeGreaterThan(south);
      expect(contains(REGION_BOUNDS.switzerland, REGION_BOUNDS[region])).toBe(true);
    }
  });

  it("places the regions where they are: Zurich holds the city, Ticino lies south of the Alps, the east holds Liechtenstein", () => {
    const [w, s, e, n] = REGION_BOUNDS.zurich;
    expect(8.54 > w && 8.54 < e && 47.37 > s && 47.37 < n).toBe(true); // Zürich HB
    expect(REGION_BOUNDS.ticino[3]).toBeLessThan(46.7);
    expect(REGION_BOUNDS.east[2]).toBeGreaterThanOrEqual(9.6); // Vaduz 9.52, LI reaches 9.63
    expect(REGION_BOUNDS.geneva_lake[0]).toBeLessThan(6.0); // Geneva's western tip
    // Every one of the 26 cantons (and LI) counts to exactly one region besides the whole country.
    const named = Object.entries(REGIONS)
      .filter(([region]) => region !== "switzerland")
      .flatMap(([, cantons]) => cantons);
    expect(new Set(named).size).toBe(named.length);
    expect(new Set(named)).toEqual(new Set(REGIONS.switzerland));
  });
});
