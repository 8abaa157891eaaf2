import type { Widen } from "../en";
import type { listingStatsEn } from "../en/listing-stats";

/** Italian texts of the listing statistics (issue 30 point 1). */
export const listingStatsIt: Widen<typeof listingStatsEn> = {
  orgTitle: "Ultimi {{days}} giorni",
  orgIntro:
    "Visualizzazioni delle pagine dei tuoi annunci, moduli di candidatura aperti e candidature, per giorno. Contati sul nostro server senza tracker: solo un numero per annuncio e giorno, niente sui visitatori; motori di ricerca e altri bot non contano.",
  listingTitle: "Statistiche: ultimi {{days}} giorni",
  loading: "Caricamento delle statistiche…",
  loadFailed: "Non è stato possibile caricare le statistiche.",
  retry: "Riprova",
  series: {
    views: "Visualizzazioni",
    applyStarts: "Candidature iniziate",
    applications: "Candidature",
  },
  legend: "Legenda",
  chartLabel:
    "Grafico degli ultimi {{days}} giorni: {{views}} visualizzazioni, {{applyStarts}} candidature iniziate e {{applications}} candidature. La tabella sotto riporta le cifre di ogni giorno.",
  chartLoading: "Caricamento del grafico…",
  showTable: "Mostra le cifre per giorno",
  hideTable: "Nascondi le cifre per giorno",
  dayCaption: "Visualizzazioni, candidature iniziate e candidature per giorno, dal {{from}} al {{to}}",
  day: "Giorno",
  listingCaption: "Per annuncio, dal {{from}} al {{to}}",
  listing: "Annuncio",
  startRate: "Iniziate per visualizzazione",
  applicationRate: "Candidature per visualizzazione",
  completionRate: "Candidature per candidatura iniziata",
  total: "Totale",
  noRatio: "–",
  noListings: "Ancora nessun annuncio attivo, e nessuno è stato visualizzato in questo periodo.",
  quiet: "Ancora nessuna visualizzazione, candidatura iniziata o candidatura in questo periodo.",
};
