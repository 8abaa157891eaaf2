import type { Widen } from "../en";
import type { listingStatsEn } from "../en/listing-stats";

/** German texts of the listing statistics (issue 30 point 1). */
export const listingStatsDe: Widen<typeof listingStatsEn> = {
  orgTitle: "Letzte {{days}} Tage",
  orgIntro:
    "Aufrufe deiner Inseratseiten, geöffnete Bewerbungsformulare und Bewerbungen pro Tag. Gezählt auf unserem Server ohne Tracker: nur eine Zahl pro Inserat und Tag, nichts über Besucher/innen; Suchmaschinen und andere Bots zählen nicht.",
  listingTitle: "Statistik: letzte {{days}} Tage",
  loading: "Statistik wird geladen…",
  loadFailed: "Die Statistik konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  series: {
    views: "Aufrufe",
    applyStarts: "Bewerbung begonnen",
    applications: "Bewerbungen",
  },
  legend: "Legende",
  chartLabel:
    "Diagramm der letzten {{days}} Tage: {{views}} Aufrufe, {{applyStarts}}-mal Bewerbung begonnen und {{applications}} Bewerbungen. Die Tabelle darunter enthält die Zahlen jedes Tages.",
  chartLoading: "Diagramm wird geladen…",
  showTable: "Zahlen pro Tag zeigen",
  hideTable: "Zahlen pro Tag ausblenden",
  dayCaption: "Aufrufe, begonnene Bewerbungen und Bewerbungen pro Tag, {{from}} bis {{to}}",
  day: "Tag",
  listingCaption: "Pro Inserat, {{from}} bis {{to}}",
  listing: "Inserat",
  startRate: "Begonnen pro Aufruf",
  applicationRate: "Bewerbungen pro Aufruf",
  completionRate: "Bewerbungen pro Beginn",
  total: "Total",
  noRatio: "–",
  noListings: "Noch kein aktives Inserat, und in diesem Zeitraum wurde keines aufgerufen.",
  quiet: "In diesem Zeitraum noch keine Aufrufe, begonnenen Bewerbungen oder Bewerbungen.",
};
