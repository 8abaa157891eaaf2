import type { Map as MapLibreMap, MapSourceDataEvent } from "maplibre-gl";
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { useTranslation } from "@/lib/i18n";
import { reportClientError } from "@/lib/error-reporting";
import { getAppSettings } from "@/lib/settings";
import basemapUrl from "../../../../../resources/basemap-ch-li.geojson?url";
import {
  BASEMAP_ATTRIBUTION,
  BASEMAP_PALETTES,
  basemapPaint,
  basemapStyle,
  type BasemapPalette,
} from "./basemap-style";
import { scaleBounds, type TBounds } from "./bounds";
import { loadMapLibre, type MapLibreModule } from "./maplibre";

/** Switzerland and Liechtenstein (the basemap's extent), where a map starts without other bounds. */
export const CH_LI_BOUNDS: TBounds = [5.955, 45.817, 10.493, 47.809];

export type MapHandle = { map: MapLibreMap; maplibre: MapLibreModule };
export type MapStatus = "loading" | "ready" | "failed";

export type UseMapOptions = {
  /** Where the map starts (fitted, with a little padding). */
  bounds?: TBounds;
  padding?: number;
  /** A small, static map (a company's locations): no panning or zooming by the user. */
  interactive?: boolean;
};

const currentPalette = () => BASEMAP_PALETTES[document.documentElement.classList.contains("dark") ? "dark" : "light"];

/** The page's theme (the `dark` class on <html>, set by the theme switch or the system). */
function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/**
 * A MapLibre GL map in `container`: the style URL of the settings when there is one, else the
 * offline basemap (country, cantons, lakes) in the page's theme; "© swisstopo" on the map; the
 * controls' texts in the page language. MapLibre is loaded on first use. `status` is "failed"
 * when it cannot run (no WebGL): the page should work without the map.
 */
export function useMap(container: RefObject<HTMLElement | null>, options: UseMapOptions = {}) {
  const { t } = useTranslation();
  const [handle, setHandle] = useState<MapHandle | undefined>();
  const [status, setStatus] = useState<MapStatus>("loading");
  /** The colours of the page's theme, from the first render on (they follow the theme switch). */
  const palette = useSyncExternalStore<BasemapPalette>(subscribeToTheme, currentPalette, () => BASEMAP_PALETTES.light);
  // MapLibre's own texts (controls, the map's label) in the page language.
  const texts: Record<string, string> = {
    "Map.Title": t("search.map.label"),
    "NavigationControl.ZoomIn": t("search.map.zoomIn"),
    "NavigationControl.ZoomOut": t("search.map.zoomOut"),
    "NavigationControl.ResetBearing": t("search.map.resetNorth"),
    "AttributionControl.ToggleAttribution": t("search.map.attribution"),
  };
  // What the map is created with; later changes are the caller's to apply to the map.
  const initial = useRef({ options, texts });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let map: MapLibreMap | undefined;
    let unsubscribe: (() => void) | undefined;
    const { options: start, texts } = initial.current;
    const styleUrl = getAppSettings().mapStyleUrl;

    loadMapLibre()
      .then((maplibre) => {
        if (cancelled) return;
        const dataUrl = new URL(basemapUrl, window.location.href).href;
        const bounds = start.bounds ?? CH_LI_BOUNDS;
        const interactive = start.interactive ?? true;
        map = new maplibre.Map({
          container: element,
          style: styleUrl ?? basemapStyle(dataUrl, currentPalette()),
          bounds: [...bounds] as [number, number, number, number],
          fitBoundsOptions: { padding: start.padding ?? 16 },
          maxBounds: scaleBounds(CH_LI_BOUNDS, 3) as [number, number, number, number],
          minZoom: 5,
          maxZoom: 17,
          interactive,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          attributionControl: { compact: false, customAttribution: BASEMAP_ATTRIBUTION },
          locale: texts,
          fadeDuration: 0,
        });
        map.touchZoomRotate.disableRotation();
        map.keyboard.disableRotation();
        if (interactive) map.addControl(new maplibre.NavigationControl({ showCompass: false }), "top-right");
        // MapLibre logs errors (a tile that failed) to the console unless someone listens.
        map.on("error", (event) => reportClientError(event.error));
        const created = map;
        // Ready once the basemap is drawn: the first frame after a tile arrived (or "load", which
        // waits for every tile of every source and can come long after the map is on screen).
        let ready = false;
        const onReady = () => {
          if (cancelled || ready) return;
          ready = true;
          created.off("sourcedata", onTile);
          setHandle({ map: created, maplibre });
          setStatus("ready");
        };
        const onTile = (event: MapSourceDataEvent) => {
          if (event.tile) created.once("render", onReady);
        };
        map.on("sourcedata", onTile);
        map.once("load", onReady);
        // Follow the theme: repaint the basemap in the page's palette as soon as the style can be
        // changed (its sources may still be loading), and whenever the theme changes after that.
        let styleReady = false;
        const repaint = () => {
          if (styleUrl || !styleReady) return;
          for (const [layer, property, value] of basemapPaint(currentPalette()))
            created.setPaintProperty(layer, property, value);
        };
        map.once("style.load", () => {
          styleReady = true;
          repaint(); // the theme may have changed since the map was made
        });
        unsubscribe = subscribeToTheme(repaint);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // No WebGL (MapLibre throws while creating the map) or the script failed to load.
        if (!(error instanceof Error && /webgl/i.test(error.message))) reportClientError(error);
        setStatus("failed");
      });

    return () => {
      cancelled = true;
      unsubscribe?.();
      map?.remove();
      setHandle(undefined);
    };
  }, [container]);

  return { handle, status, palette };
}
