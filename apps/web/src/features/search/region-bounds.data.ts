// Generated from the cantons of resources/basemap-ch-li.geojson by
// `node --import tsx scripts/generate-region-bounds.ts`; region-bounds.test.ts checks it.
import type { TRegion } from "@jobatlas/contract";
import type { TBounds } from "@/components/map/bounds";

/** The box [west, south, east, north] of each region (docs/domain.md §4); `switzerland` is CH and LI. */
export const REGION_BOUNDS: Record<TRegion, TBounds> = {
  switzerland: [5.955, 45.817, 10.493, 47.809],
  zurich: [8.357, 47.159, 8.985, 47.695],
  geneva_lake: [5.955, 45.858, 8.478, 46.987],
  northwest: [7.326, 47.137, 8.456, 47.622],
  central: [7.836, 46.527, 9.005, 47.288],
  east: [8.404, 46.169, 10.493, 47.809],
  ticino: [8.382, 45.817, 9.16, 46.633],
  west: [6.432, 46.326, 8.456, 47.505],
};
