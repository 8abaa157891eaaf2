// Regenerates apps/web/src/features/companies/components/ch-li-outline.data.ts: the outline of
// Switzerland and Liechtenstein and the larger lakes from resources/basemap-ch-li.geojson,
// projected and simplified to a few kB of SVG path data, for the small location maps of the
// company and listing pages (no WebGL, no 200 kB basemap on every page):
//
//   node scripts/generate-ch-li-outline.mjs
import { readFileSync, writeFileSync } from "node:fs";

// The frame and projection (equirectangular, scaled by cos of the middle latitude); the web
// component projects its dots with the same numbers, exported with the paths.
const WEST = 5.85;
const EAST = 10.6;
const NORTH = 47.9;
const SOUTH = 45.72;
const SCALE = 100; // SVG units per degree of latitude
const COS = Math.cos((((NORTH + SOUTH) / 2) * Math.PI) / 180);
const TOLERANCE = 0.6; // SVG units (≈ 700 m) for Douglas–Peucker
const MIN_LAKE_AREA = 8; // square SVG units (≈ 10 km²): smaller lakes do not show at this size

const project = ([lng, lat]) => [(lng - WEST) * COS * SCALE, (NORTH - lat) * SCALE];

function simplify(points, tolerance) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const length = Math.hypot(bx - ax, by - ay) || 1;
    let index = -1;
    let max = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i];
      const distance = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > max) [index, max] = [i, distance];
    }
    if (index !== -1) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function area(points) {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[(i + 1) % points.length];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

const round = (n) => Math.round(n * 10) / 10;
function ringPath(ring) {
  // A closed ring starts and ends on the same point: simplify its two halves, split at the point
  // farthest from the start, so the line between the ends is not of length zero.
  const projected = ring.map(project);
  const [sx, sy] = projected[0];
  let far = 1;
  projected.forEach(([x, y], i) => {
    if (Math.hypot(x - sx, y - sy) > Math.hypot(projected[far][0] - sx, projected[far][1] - sy)) far = i;
  });
  const points = [
    ...simplify(projected.slice(0, far + 1), TOLERANCE),
    ...simplify(projected.slice(far), TOLERANCE).slice(1),
  ];
  if (points.length < 4) return "";
  return `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join("L")}Z`;
}

function polygons(geometry) {
  return geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
}

const basemap = JSON.parse(readFileSync("resources/basemap-ch-li.geojson", "utf8"));
const paths = { CH: "", LI: "", lakes: "" };
for (const feature of basemap.features) {
  const { layer, id } = feature.properties;
  for (const polygon of polygons(feature.geometry)) {
    if (layer === "country") {
      // The outer ring and its holes (enclaves) with the even-odd rule.
      paths[id] += polygon.map(ringPath).join("");
    } else if (layer === "lake" && area(polygon[0].map(project)) >= MIN_LAKE_AREA) {
      paths.lakes += ringPath(polygon[0]);
    }
  }
}

const width = Math.ceil((EAST - WEST) * COS * SCALE);
const height = Math.ceil((NORTH - SOUTH) * SCALE);
const text = `// Generated from resources/basemap-ch-li.geojson by \`node scripts/generate-ch-li-outline.mjs\`
// (Douglas–Peucker at ${TOLERANCE} units, lakes from ${MIN_LAKE_AREA} square units). Do not edit by hand.

/** The projection of the paths: x = (lng - west) · cos · scale, y = (north - lat) · scale. */
export const OUTLINE_FRAME = {
  west: ${WEST},
  north: ${NORTH},
  cos: ${COS},
  scale: ${SCALE},
  width: ${width},
  height: ${height},
} as const;

export const SWITZERLAND_PATH = ${JSON.stringify(paths.CH)};
export const LIECHTENSTEIN_PATH = ${JSON.stringify(paths.LI)};
export const LAKES_PATH = ${JSON.stringify(paths.lakes)};
`;
writeFileSync("apps/web/src/features/companies/components/ch-li-outline.data.ts", text);
console.log(`outline written: ${text.length} characters`);
