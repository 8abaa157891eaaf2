// Regenerates apps/web/src/features/search/region-bounds.data.ts (the box of each region of
// docs/domain.md §4) from the cantons of resources/basemap-ch-li.geojson:
//
//   node --import tsx scripts/generate-region-bounds.ts
//
// region-bounds.test.ts fails when the committed boxes and the basemap disagree.
import { readFileSync, writeFileSync } from "node:fs";
import { allRegionBounds, type BasemapFeature } from "../apps/web/src/features/search/region-bounds";

const basemap = JSON.parse(readFileSync("resources/basemap-ch-li.geojson", "utf8")) as { features: BasemapFeature[] };
const bounds = allRegionBounds(basemap.features);

const lines = Object.entries(bounds).map(([region, box]) => `  ${region}: [${box.join(", ")}],`);
const text = `// Generated from the cantons of resources/basemap-ch-li.geojson by
// \`node --import tsx scripts/generate-region-bounds.ts\`; region-bounds.test.ts checks it.
import type { TRegion } from "@jobatlas/contract";
import type { TBounds } from "@/components/map/bounds";

/** The box [west, south, east, north] of each region (docs/domain.md §4); \`switzerland\` is CH and LI. */
export const REGION_BOUNDS: Record<TRegion, TBounds> = {
${lines.join("\n")}
};
`;
writeFileSync("apps/web/src/features/search/region-bounds.data.ts", text);
console.log(`${lines.length} region boxes written`);
