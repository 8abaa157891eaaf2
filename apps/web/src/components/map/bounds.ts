/** A bounding box in WGS84 degrees, in the order MapLibre and GeoJSON use: west, south, east, north. */
export type TBounds = readonly [west: number, south: number, east: number, north: number];

type Position = readonly number[];
/** The geometries the basemap holds (and any GeoJSON polygon or line). */
export type BoundsGeometry =
  | { type: "Polygon"; coordinates: readonly (readonly Position[])[] }
  | { type: "MultiPolygon"; coordinates: readonly (readonly (readonly Position[])[])[] }
  | { type: "LineString"; coordinates: readonly Position[] }
  | { type: "Point"; coordinates: Position };

function positionsOf(geometry: BoundsGeometry): readonly Position[] {
  switch (geometry.type) {
    case "Point":
      return [geometry.coordinates];
    case "LineString":
      return geometry.coordinates;
    case "Polygon":
      return geometry.coordinates.flat();
    case "MultiPolygon":
      return geometry.coordinates.flat(2);
  }
}

/** The box around every position of the geometries; undefined when there is none. */
export function boundsOfGeometries(geometries: readonly BoundsGeometry[]): TBounds | undefined {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const geometry of geometries) {
    for (const [lng, lat] of positionsOf(geometry)) {
      if (lng === undefined || lat === undefined) continue;
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  return Number.isFinite(west) ? [west, south, east, north] : undefined;
}

/** The smallest box holding both. */
export function unionBounds(a: TBounds, b: TBounds): TBounds {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

const KM_PER_DEGREE_LAT = 111.32;

/** The box around a circle of `radiusKm` around a point (good enough at Swiss latitudes). */
export function circleBounds(lat: number, lng: number, radiusKm: number): TBounds {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return clampBounds([lng - dLng, lat - dLat, lng + dLng, lat + dLat]);
}

/** A ring of `steps` points around a circle of `radiusKm` (for drawing a search radius). */
export function circleRing(lat: number, lng: number, radiusKm: number, steps = 64): [number, number][] {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const angle = (i / steps) * 2 * Math.PI;
    ring.push([lng + dLng * Math.cos(angle), lat + dLat * Math.sin(angle)]);
  }
  return ring;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps a box inside the valid ranges of longitude and latitude (Web Mercator stops near ±85°). */
export function clampBounds([west, south, east, north]: TBounds): TBounds {
  return [clamp(west, -180, 180), clamp(south, -85, 85), clamp(east, -180, 180), clamp(north, -85, 85)];
}

/** The box grown around its centre by `factor` (2 doubles width and height). */
export function scaleBounds([west, south, east, north]: TBounds, factor: number): TBounds {
  const halfWidth = ((east - west) * factor) / 2;
  const halfHeight = ((north - south) * factor) / 2;
  const lng = (west + east) / 2;
  const lat = (south + north) / 2;
  return clampBounds([lng - halfWidth, lat - halfHeight, lng + halfWidth, lat + halfHeight]);
}

/** Rounded to `digits` decimals (4 ≈ 10 m), for short URLs. */
export function roundBounds(bounds: TBounds, digits = 4): TBounds {
  const factor = 10 ** digits;
  const round = (value: number) => Math.round(value * factor) / factor;
  return clampBounds([round(bounds[0]), round(bounds[1]), round(bounds[2]), round(bounds[3])]);
}

/** Rounded outwards to `digits` decimals, so the box still holds everything it held. */
export function roundBoundsOutward(bounds: TBounds, digits = 3): TBounds {
  const factor = 10 ** digits;
  return [
    Math.floor(bounds[0] * factor) / factor,
    Math.floor(bounds[1] * factor) / factor,
    Math.ceil(bounds[2] * factor) / factor,
    Math.ceil(bounds[3] * factor) / factor,
  ];
}

export function sameBounds(a: TBounds | undefined, b: TBounds | undefined, tolerance = 1e-6): boolean {
  if (!a || !b) return a === b;
  return a.every((value, index) => Math.abs(value - (b[index] ?? Number.NaN)) <= tolerance);
}
