import type * as MapLibre from "maplibre-gl";

export type MapLibreModule = typeof MapLibre;

let loading: Promise<MapLibreModule> | undefined;

/**
 * MapLibre GL and its stylesheet, loaded on first use (a dynamic import: only pages with a map
 * download it). The package is a UMD bundle; its namespace arrives as the default export.
 */
export function loadMapLibre(): Promise<MapLibreModule> {
  loading ??= Promise.all([import("maplibre-gl"), import("maplibre-gl/dist/maplibre-gl.css")]).then(
    ([module]) => (module as unknown as { default?: MapLibreModule }).default ?? module,
  );
  // A failed download may succeed later (a flaky network): do not keep the rejection.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
