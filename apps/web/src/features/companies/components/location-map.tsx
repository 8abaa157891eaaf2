import { cn } from "@/components/ui/cn";
import { LAKES_PATH, LIECHTENSTEIN_PATH, OUTLINE_FRAME, SWITZERLAND_PATH } from "./ch-li-outline.data";

export type MapPoint = { lat: number; lng: number; label: string };

function project({ lat, lng }: { lat: number; lng: number }): [number, number] {
  return [
    (lng - OUTLINE_FRAME.west) * OUTLINE_FRAME.cos * OUTLINE_FRAME.scale,
    (OUTLINE_FRAME.north - lat) * OUTLINE_FRAME.scale,
  ];
}

/**
 * A small static map: the outline of Switzerland and Liechtenstein with a dot per place (a light
 * SVG, no WebGL and no map tiles on every company and listing page). One image for assistive
 * technology, named by `label` (which lists the places); the places are also written out beside it.
 */
export function LocationMap({ points, label, className }: { points: MapPoint[]; label: string; className?: string }) {
  const { width, height } = OUTLINE_FRAME;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      className={cn("h-auto w-full", className)}
      data-testid="location-map"
    >
      <path d={SWITZERLAND_PATH} fillRule="evenodd" className="fill-surface stroke-input" strokeWidth={0.8} />
      <path d={LIECHTENSTEIN_PATH} className="fill-surface stroke-input" strokeWidth={0.8} />
      <path d={LAKES_PATH} className="fill-accent/20" />
      {points.map((point, index) => {
        const [x, y] = project(point);
        return (
          <g key={`${point.lat},${point.lng},${index}`}>
            <circle cx={x} cy={y} r={7} className="fill-accent/25" />
            <circle cx={x} cy={y} r={3.5} className="fill-accent stroke-bg" strokeWidth={1.2} />
          </g>
        );
      })}
    </svg>
  );
}
