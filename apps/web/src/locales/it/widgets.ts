import type { Widen } from "../en";
import type { widgetsEn } from "../en/widgets";

/** Italian texts of the embeddable widgets of active listings and job profiles. */
export const widgetsIt: Widen<typeof widgetsEn> = {
  themes: { auto: "automatico", light: "chiaro", dark: "scuro" },
  panel: {
    title: "Widget per il tuo sito web",
    intro:
      "Mostra i tuoi posti vacanti sul tuo sito web: inserisci uno snippet nell'HTML di una pagina. L'elenco si aggiorna da solo, adatta la sua altezza al contenuto e ogni voce si apre su Jobatlas in una nuova scheda.",
    language: "Lingua dei widget",
    themeAuto:
      "Tema: automatico. I widget seguono l'impostazione chiara o scura di chi visita. Un piano con tema fisso (Enterprise) può mostrarli sempre chiari o sempre scuri.",
    themeForced:
      "Tema: sempre {{theme}}. Gli snippet contengono data-theme=\"{{value}}\" e mostrano così i widget in tema {{theme}}, qualunque sia l'impostazione del dispositivo di chi visita. Cambia l'attributo in light o dark, oppure rimuovilo per applicare l'impostazione della tua azienda. L'attributo conta solo finché il tuo piano include un tema fisso.",
    listings: {
      title: "Annunci di lavoro",
      description: "I tuoi annunci di lavoro attivi, i più recenti per primi.",
      snippet: "Snippet per il widget degli annunci di lavoro",
    },
    jobs: {
      title: "Profili del posto",
      description: "I tuoi profili del posto attivi, per titolo.",
      snippet: "Snippet per il widget dei profili del posto",
    },
    copy: "Copia snippet",
    copied: "Snippet copiato negli appunti.",
    copyFailed: "Copia non riuscita. Seleziona lo snippet e copialo con Ctrl+C (⌘+C sul Mac).",
    preview: "Vedi entrambi i widget",
    frameTitle: { listings: "Annunci di lavoro (Jobatlas)", jobs: "Profili del posto (Jobatlas)" },
  },
  widget: {
    listingsEmpty: "Al momento nessun posto vacante.",
    jobsEmpty: "Al momento nessun profilo del posto.",
    unavailable: "Questo elenco non è disponibile.",
    loadFailed: "Non è stato possibile caricare l'elenco.",
    retry: "Riprova",
    loading: "Caricamento…",
    poweredBy: "Offerto da Jobatlas",
    showAll: "Tutti i {{count}} su Jobatlas",
    newTab: "(si apre in una nuova scheda)",
    byAgreement: "Luogo di lavoro da concordare",
    workloadSingle: "{{value}} %",
    workloadRange: "{{min}}–{{max}} %",
  },
  page: {
    title: "Widget per il sito web",
    intro:
      "Ecco come appaiono i tuoi widget su un altro sito web; mostrano solo annunci di lavoro e profili del posto attivi.",
    previews: "Anteprime",
    previewListings: "Anteprima del widget degli annunci di lavoro",
    previewJobs: "Anteprima del widget dei profili del posto",
    back: "Torna all'editor dell'azienda",
  },
};
