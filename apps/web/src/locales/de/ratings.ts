import type { Widen } from "../en";
import type { ratingsEn } from "../en/ratings";

/** German texts of members' ratings of candidates (ADR 091): the list's average and the profile's ratings. */
export const ratingsDe: Widen<typeof ratingsEn> = {
  list: {
    label: "Durchschnittliche Bewertung",
    count_one: "{{count}} Bewertung",
    count_other: "{{count}} Bewertungen",
    none: "Nicht bewertet",
  },
  section: {
    title: "Bewertungen",
    hint: "Nur euer Team sieht die Bewertungen hier. Die Person kann sie ohne eure Namen lesen, wenn sie ihre Daten anfordert.",
    summary_one: "Durchschnitt {{average}} von 5 aus {{count}} Bewertung",
    summary_other: "Durchschnitt {{average}} von 5 aus {{count}} Bewertungen",
    empty: "Noch niemand hat diese Person bewertet.",
    loadFailed: "Die Bewertungen konnten nicht geladen werden.",
    retry: "Nochmals versuchen",
    team: "Bewertungen eures Teams",
    you: "{{name}} (du)",
    stars_one: "{{count}} von 5 Sternen",
    stars_other: "{{count}} von 5 Sternen",
    changed: "Bewertet am {{date}}",
  },
  mine: {
    title: "Deine Bewertung",
    legend: "Sterne",
    star_one: "{{count}} Stern",
    star_other: "{{count}} Sterne",
    chosen: "{{count}} von 5",
    noneChosen: "Wähle 1 bis 5 Sterne",
    note: "Notiz (freiwillig)",
    noteHint: "Höchstens {{max}} Zeichen. Schreib nur, was du auch der Person zeigen würdest.",
    save: "Bewertung speichern",
    remove: "Meine Bewertung entfernen",
    saved: "Bewertung gespeichert.",
    removed: "Bewertung entfernt.",
    pickStars: "Wähle zuerst 1 bis 5 Sterne.",
    failed: "Das hat nicht geklappt. Bitte versuche es nochmals.",
  },
};
