import type { StyleSpecification } from "maplibre-gl";

/** The attribution the basemap's data (and swisstopo's tiles) require on the map. */
export const BASEMAP_ATTRIBUTION = "© swisstopo";

export type BasemapPalette = {
  /** Outside Switzerland and Liechtenstein. */
  background: string;
  land: string;
  cantonBorder: string;
  countryBorder: string;
  lake: string;
  /** What a page draws on the map (a search radius): ≥ 3:1 against the land. */
  overlay: string;
};

/** Light and dark basemap colours; borders ≥ 3:1 against the land (non-text contrast). */
export const BASEMAP_PALETTES: Record<"light" | "dark", BasemapPalette> = {
  light: {
    background: "#e7e5e4",
    land: "#fafaf9",
    cantonBorder: "#8a827c",
    countryBorder: "#44403c",
    lake: "#bfdbfe",
    overlay: "#1d4ed8",
  },
  dark: {
    background: "#0c0a09",
    land: "#1c1917",
    cantonBorder: "#78716c",
    countryBorder: "#d6d3d1",
    lake: "#1e3a5f",
    overlay: "#60a5fa",
  },
};

/**
 * The offline basemap (resources/basemap-ch-li.geojson: country outlines, cantons, lakes) as a
 * MapLibre style: no tile server, no glyphs, no sprites. `dataUrl` is where the GeoJSON is served.
 */
export function basemapStyle(dataUrl: string, palette: BasemapPalette): StyleSpecification {
  return {
    version: 8,
    sources: { basemap: { type: "geojson", data: dataUrl } },
    layers: [
      { id: "background", type: "background", paint: { "background-color": palette.background } },
      {
        id: "land",
        type: "fill",
        source: "basemap",
        filter: ["==", ["get", "layer"], "country"],
        paint: { "fill-color": palette.land },
      },
      {
        id: "lakes",
        type: "fill",
        source: "basemap",
        filter: ["==", ["get", "layer"], "lake"],
        paint: { "fill-color": palette.lake },
      },
      {
        id: "canton-borders",
        type: "line",
        source: "basemap",
        filter: ["==", ["get", "layer"], "canton"],
        paint: {
          "line-color": palette.cantonBorder,
          "line-width": ["interpolate", ["linear"], ["zoom"], 6, 0.6, 11, 1.4],
        },
      },
      {
        id: "country-borders",
        type: "line",
        source: "basemap",
        filter: ["==", ["get", "layer"], "country"],
        paint: {
          "line-color": palette.countryBorder,
          "line-width": ["interpolate", ["linear"], ["zoom"], 6, 1.2, 11, 2.5],
        },
      },
    ],
  };
}

/** Repaints a map drawn with basemapStyle in another palette (the theme changed). */
export function basemapPaint(palette: BasemapPalette): [layer: string, property: string, value: unknown][] {
  return [
    ["background", "background-color", palette.background],
    ["land", "fill-color", palette.land],
    ["lakes", "fill-color", palette.lake],
    ["canton-borders", "line-color", palette.cantonBorder],
    ["country-borders", "line-color", palette.countryBorder],
  ];
}
