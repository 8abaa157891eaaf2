/**
 * The statistics' line chart on uPlot (ADR 089): its own lazy chunk, loaded by the org area only.
 * The canvas is a picture for the eye; the figure around it labels it and carries the table with
 * the same figures (stats-figure.tsx).
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { TListingStatsDay } from "@jobatlas/contract";
import { SERIES } from "./series";

const HEIGHT = 240;

function isDark(): boolean {
  return document.documentElement.classList.contains("dark");
}

function cssVar(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Whole numbers only on the value axis: the counts are never fractions. */
const wholeSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000];
/** Day steps of the date axis. */
const daySteps = [1, 2, 7, 14, 28, 56, 91, 182];

export default function StatsChart({
  days,
  names,
  dayLabel,
}: {
  days: TListingStatsDay[];
  /** The series' names in the page's language (the cursor's legend is off: the page draws its own). */
  names: readonly string[];
  /** A day as the axis writes it: "02.12.", "2 Dec". */
  dayLabel: (day: string) => string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    const data: uPlot.AlignedData = [
      days.map((_, i) => i),
      days.map((d) => d.views),
      days.map((d) => d.apply_starts),
      days.map((d) => d.applications),
    ];
    const draw = () => {
      chart?.destroy();
      const dark = isDark();
      const axisText = cssVar("--muted", dark ? "#a8a29e" : "#57534e");
      const grid = cssVar("--border", dark ? "#292524" : "#e7e5e4");
      const axis = {
        stroke: axisText,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1 },
        font: "12px system-ui, sans-serif",
      };
      chart = new uPlot(
        {
          width: Math.max(element.clientWidth, 240),
          height: HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
          scales: {
            x: { time: false },
            y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
          },
          axes: [
            {
              ...axis,
              incrs: daySteps,
              space: 56,
              values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? dayLabel(days[i].day) : "")),
            },
            { ...axis, incrs: wholeSteps, size: 44, values: (_u, splits) => splits.map((v) => String(v)) },
          ],
          series: [
            {},
            ...SERIES.map((s, i) => ({
              label: names[i],
              stroke: dark ? s.dark : s.light,
              width: 2,
              dash: [...s.dash],
              points: { show: days.length <= 62, size: 5, fill: dark ? s.dark : s.light },
            })),
          ],
        },
        data,
        element,
      );
    };
    draw();
    const resize = new ResizeObserver(() =>
      chart?.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
    );
    resize.observe(element);
    // The theme switch (a class on <html>) redraws in the theme's colours.
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [days, names, dayLabel]);

  return <div ref={box} className="w-full" data-testid="stats-chart" />;
}
