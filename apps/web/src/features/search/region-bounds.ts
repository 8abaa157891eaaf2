import { REGIONS } from "@jobatlas/contract/core";
import type { TRegion } from "@jobatlas/contract";
import { boundsOfGeometries, roundBoundsOutward, type BoundsGeometry, type TBounds } from "../../components/map/bounds";

/** The parts of a basemap feature (resources/basemap-ch-li.geojson) the regions need. */
export type BasemapFeature = {
  properties: { layer: string; abbr: string | null };
  geometry: BoundsGeometry;
};

/**
 * The box around the areas of a region (docs/domain.md §4): its cantons from the basemap's `canton`
 * layer, and Liechtenstein (`LI`, a `country` feature) where the region counts it. Rounded
 * outwards to 3 decimals (~100 m). Relative imports (no `@/`) so the generator runs it with tsx.
 */
export function regionBounds(features: readonly BasemapFeature[], region: TRegion): TBounds {
  const areas = new Set<string>(REGIONS[region]);
  const geometries = features
    .filter(({ properties: { layer, abbr } }) => {
      if (abbr === null || !areas.has(abbr)) return false;
      return layer === "canton" || (layer === "country" && abbr === "LI");
    })
    .map((feature) => feature.geometry);
  const bounds = boundsOfGeometries(geometries);
  if (!bounds) throw new Error(`The basemap has no area of region ${region}.`);
  return roundBoundsOutward(bounds);
}

/** Every region's box. */
export function allRegionBounds(features: readonly BasemapFeature[]): Record<TRegion, TBounds> {
  const regions = Object.keys(REGIONS) as TRegion[];
  return Object.fromEntries(regions.map((region) => [region, regionBounds(features, region)])) as Record<
    TRegion,
    TBounds
  >;
}
