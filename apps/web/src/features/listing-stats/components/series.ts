/**
 * The chart's three series: their texts, colours and line styles. Each colour has at least 3:1
 * contrast with the page's background in its theme (light on #ffffff, dark on #0c0a09 and the
 * surface #1c1917; ADR 089), and each series has its own dash, so none relies on colour alone.
 */
export const SERIES = [
  { key: "views", text: "series.views", light: "#1d4ed8", dark: "#60a5fa", dash: [] as number[] },
  { key: "apply_starts", text: "series.applyStarts", light: "#b45309", dark: "#fbbf24", dash: [8, 4] },
  { key: "applications", text: "series.applications", light: "#047857", dark: "#34d399", dash: [2, 3] },
] as const;

export type SeriesKey = (typeof SERIES)[number]["key"];
