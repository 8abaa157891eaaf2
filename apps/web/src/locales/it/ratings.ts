import type { Widen } from "../en";
import type { ratingsEn } from "../en/ratings";

/** Italian texts of members' ratings of candidates (ADR 091): the list's average and the profile's ratings. */
export const ratingsIt: Widen<typeof ratingsEn> = {
  list: {
    label: "Valutazione media",
    count_one: "{{count}} valutazione",
    count_other: "{{count}} valutazioni",
    none: "Non valutato",
  },
  section: {
    title: "Valutazioni",
    hint: "Solo il vostro team vede qui le valutazioni. La persona può leggerle, senza i vostri nomi, se chiede i suoi dati.",
    summary_one: "Media {{average}} su 5 da {{count}} valutazione",
    summary_other: "Media {{average}} su 5 da {{count}} valutazioni",
    empty: "Nessuno ha ancora valutato questa persona.",
    loadFailed: "Non è stato possibile caricare le valutazioni.",
    retry: "Riprova",
    team: "Valutazioni del vostro team",
    you: "{{name}} (tu)",
    stars_one: "{{count}} stella su 5",
    stars_other: "{{count}} stelle su 5",
    changed: "Valutato il {{date}}",
  },
  mine: {
    title: "La tua valutazione",
    legend: "Stelle",
    star_one: "{{count}} stella",
    star_other: "{{count}} stelle",
    chosen: "{{count}} su 5",
    noneChosen: "Scegli da 1 a 5 stelle",
    note: "Nota (facoltativa)",
    noteHint: "Al massimo {{max}} caratteri. Scrivi solo ciò che mostreresti anche alla persona.",
    save: "Salva valutazione",
    remove: "Rimuovi la mia valutazione",
    saved: "Valutazione salvata.",
    removed: "Valutazione rimossa.",
    pickStars: "Scegli prima da 1 a 5 stelle.",
    failed: "Non ha funzionato. Riprova, per favore.",
  },
};
