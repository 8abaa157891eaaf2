import type { TMapCluster, TSearchView } from "@jobatlas/contract";
import type { GeoJSONSource, Map as MapLibreMap, MapLibreEvent, Marker } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { circleRing, roundBounds, type TBounds } from "@/components/map/bounds";
import { useMap } from "@/components/map/use-map";
import { cn } from "@/components/ui/cn";

export type MapMove = { bounds: TBounds; zoom: number };

/** Set on the camera moves the map makes to show the URL's search, so they are not written back. */
type RestoreEventData = { restore?: boolean };

const MOVE_DEBOUNCE_MS = 300;
/** Zoom steps a click on a cluster goes in (a cluster of one grid cell splits into up to 16). */
const CLUSTER_ZOOM_STEP = 2;
const RADIUS_SOURCE = "search-radius";

const boundsKey = (bounds: TBounds) => roundBounds(bounds).join(",");

const clusterClasses = cn(
  "flex items-center justify-center rounded-full border-2 border-white bg-accent font-semibold text-accent-fg shadow-md",
  "hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "data-[active=true]:bg-brand",
);
const employerClasses = cn(
  "size-6 rounded-full border-2 border-white bg-accent shadow-md hover:bg-accent-hover",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "data-[active=true]:size-8 data-[active=true]:bg-brand",
);

/** "12", "1.2k": short enough for a marker (the accessible name has the whole number). */
function shortCount(count: number): string {
  return count < 1000 ? String(count) : `${Math.round(count / 100) / 10}k`;
}

const clusterKey = (cluster: TMapCluster) =>
  `${cluster.company_id ?? "c"}:${cluster.lat.toFixed(5)}:${cluster.lng.toFixed(5)}:${cluster.count}`;

/**
 * The search's map: the offline basemap (or the style of the settings), the employers as HTML
 * markers — clusters are buttons named "12 employers" that zoom in when clicked, a single
 * employer is a button named after the company — and the search radius around a place. In the
 * jobs view (`counting="jobs"`) the numbers count listings ("12 jobs"; one employer's listings:
 * "3 jobs at …", a marker with its number); a legend says which.
 * It shows `target` whenever that changes from outside (the URL); a move by the user is reported
 * through `onMove` with `byUser` so the page writes it into the URL.
 */
export function ResultsMap({
  target,
  clusters,
  names,
  activeCompanyId,
  onSelectCompany,
  onMove,
  radius,
  counting = "employers",
  id,
  className,
}: {
  target: TBounds;
  clusters: TMapCluster[] | undefined;
  names: ReadonlyMap<number, string>;
  activeCompanyId: number | undefined;
  onSelectCompany: (companyId: number) => void;
  onMove: (move: MapMove, byUser: boolean) => void;
  radius?: { lat: number; lng: number; km: number };
  /** What the numbers count: employers, or listings in the jobs view. */
  counting?: TSearchView;
  id?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const { handle, status, palette } = useMap(container, { bounds: target, padding: 24 });
  const map = handle?.map;
  const callbacks = useRef({ onMove, onSelectCompany });
  useEffect(() => {
    callbacks.current = { onMove, onSelectCompany };
  });
  /** The bounds this map last wrote (so the URL coming back with them is not fitted again). */
  const written = useRef<string | undefined>(undefined);
  const markers = useRef(new Map<string, { marker: Marker; element: HTMLButtonElement; cluster: TMapCluster }>());

  // Report moves: the user's after a pause, the map's own (restoring the URL) at once.
  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const current = (): MapMove => {
      const b = map.getBounds();
      return { bounds: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() };
    };
    const onMoveEnd = (event: MapLibreEvent & RestoreEventData) => {
      clearTimeout(timer);
      updateFocusability(map, markers.current);
      if (event.restore) {
        callbacks.current.onMove(current(), false);
        return;
      }
      timer = setTimeout(() => {
        const move = current();
        written.current = boundsKey(move.bounds);
        callbacks.current.onMove(move, true);
      }, MOVE_DEBOUNCE_MS);
    };
    map.on("moveend", onMoveEnd);
    callbacks.current.onMove(current(), false); // the zoom the map opened at
    return () => {
      clearTimeout(timer);
      map.off("moveend", onMoveEnd);
    };
  }, [map]);

  // Show the URL's search: fit the target unless it is what this map just wrote.
  const targetKey = boundsKey(target);
  useEffect(() => {
    if (!map || targetKey === written.current) return;
    const [west, south, east, north] = targetKey.split(",").map(Number) as [number, number, number, number];
    const eventData: RestoreEventData = { restore: true };
    map.fitBounds([west, south, east, north], { padding: 24, duration: 600 }, eventData);
  }, [map, targetKey]);

  // The markers: kept where they are unchanged, so moving the map does not rebuild them all.
  useEffect(() => {
    if (!handle) return;
    const { map, maplibre } = handle;
    const shown = markers.current;
    const next = new Map((clusters ?? []).map((cluster) => [clusterKey(cluster), cluster]));
    for (const [key, { marker }] of shown) {
      if (!next.has(key)) {
        marker.remove();
        shown.delete(key);
      }
    }
    for (const [key, cluster] of next) {
      if (shown.has(key)) continue;
      const element = document.createElement("button");
      element.type = "button";
      // One employer's place (the jobs view: one employer's listings, numbered when more than one).
      const single = cluster.company_id !== undefined && cluster.count === 1;
      if (single) {
        element.className = employerClasses;
      } else {
        const size = Math.round(30 + Math.min(26, Math.log10(cluster.count) * 10));
        element.className = clusterClasses;
        element.style.width = `${size}px`;
        element.style.height = `${size}px`;
        element.style.fontSize = size > 44 ? "0.95rem" : "0.8rem";
        element.textContent = shortCount(cluster.count);
      }
      element.addEventListener("click", (event) => {
        event.stopPropagation();
        if (cluster.company_id !== undefined) {
          callbacks.current.onSelectCompany(cluster.company_id);
          return;
        }
        // Zoom into the cluster so it splits; keyboard users continue on the map.
        const zoom = Math.min(map.getZoom() + CLUSTER_ZOOM_STEP, map.getMaxZoom());
        map.easeTo({ center: [cluster.lng, cluster.lat], zoom, duration: 500 });
        map.getCanvas().focus({ preventScroll: true });
      });
      const marker = new maplibre.Marker({ element }).setLngLat([cluster.lng, cluster.lat]).addTo(map);
      shown.set(key, { marker, element, cluster });
    }
    updateFocusability(map, shown);
  }, [handle, clusters]);

  // Names (the page language, the names of the listed employers) and the highlighted employer.
  useEffect(() => {
    const jobs = counting === "jobs";
    for (const { element, cluster } of markers.current.values()) {
      const id = cluster.company_id;
      const name = id === undefined ? undefined : (names.get(id) ?? t("search.map.employer"));
      element.setAttribute(
        "aria-label",
        name === undefined
          ? t(jobs ? "search.map.clusterJobs" : "search.map.cluster", { count: cluster.count })
          : jobs
            ? t("search.map.employerJobs", { count: cluster.count, name })
            : name,
      );
      element.dataset.active = String(id !== undefined && id === activeCompanyId);
      if (id !== undefined) element.title = names.get(id) ?? "";
    }
  }, [clusters, names, activeCompanyId, t, handle, counting]);

  // The search radius around the place, as a ring.
  const [ringLat, ringLng, ringKm] = [radius?.lat, radius?.lng, radius?.km];
  useEffect(() => {
    if (!map) return;
    const ring =
      ringLat !== undefined && ringLng !== undefined && ringKm !== undefined
        ? circleRing(ringLat, ringLng, ringKm)
        : undefined;
    const data: Parameters<GeoJSONSource["setData"]>[0] = {
      type: "FeatureCollection",
      features: ring ? [{ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: ring } }] : [],
    };
    const apply = () => {
      const source = map.getSource<GeoJSONSource>(RADIUS_SOURCE);
      if (source) source.setData(data);
      else {
        map.addSource(RADIUS_SOURCE, { type: "geojson", data });
        map.addLayer({
          id: RADIUS_SOURCE,
          type: "line",
          source: RADIUS_SOURCE,
          paint: { "line-color": palette.overlay, "line-width": 2, "line-dasharray": [2, 2] },
        });
      }
      map.setPaintProperty(RADIUS_SOURCE, "line-color", palette.overlay);
    };
    if (map.isStyleLoaded()) apply();
    else map.once("idle", apply);
  }, [map, ringLat, ringLng, ringKm, palette]);

  useEffect(() => {
    const shown = markers.current;
    return () => {
      for (const { marker } of shown.values()) marker.remove();
      shown.clear();
    };
  }, [handle]);

  return (
    <div id={id} className={cn("relative overflow-hidden rounded-lg border border-border bg-surface", className)}>
      <div ref={container} className="size-full" />
      {status === "ready" && (
        // What a marker's number counts (issue 26 point 5): employers, or jobs in the jobs view.
        <p
          data-testid="map-legend"
          className="pointer-events-none absolute top-2 left-2 flex items-center gap-1.5 rounded-md border border-border bg-bg/90 px-2 py-1 text-xs font-medium text-fg shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex size-5 items-center justify-center rounded-full bg-accent text-[0.65rem] font-semibold text-accent-fg"
          >
            3
          </span>
          {t(counting === "jobs" ? "search.map.legendJobs" : "search.map.legendEmployers")}
        </p>
      )}
      {status !== "ready" && (
        <p
          role={status === "failed" ? "status" : undefined}
          className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-muted"
        >
          {status === "failed" ? t("search.map.unavailable") : t("search.map.loading")}
        </p>
      )}
    </div>
  );
}

/** Markers outside the visible map leave the tab order (they sit in the DOM, off-screen). */
function updateFocusability(map: MapLibreMap, shown: Map<string, { marker: Marker; element: HTMLButtonElement }>) {
  const bounds = map.getBounds();
  for (const { marker, element } of shown.values()) element.tabIndex = bounds.contains(marker.getLngLat()) ? 0 : -1;
}
