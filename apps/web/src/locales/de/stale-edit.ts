import type { Widen } from "../en";
import type { staleEditEn } from "../en/stale-edit";

/** Deutsche Texte des Hinweises, wenn jemand anderes zuerst gespeichert hat (ADR 088). */
export const staleEditDe: Widen<typeof staleEditEn> = {
  title: "Jemand anderes hat das inzwischen geändert",
  text: "Deine Änderungen wurden nicht gespeichert, es wurde also nichts überschrieben. Lade die aktuelle Fassung und mach deine Änderungen dann nochmals: Dein Text bleibt hier zum Kopieren.",
  reload: "Aktuelle Fassung laden",
  reloading: "Wird geladen …",
  reloadFailed: "Die aktuelle Fassung konnte nicht geladen werden. Bitte versuch es nochmals.",
  reloadedTitle: "Die aktuelle Fassung ist geladen",
  reloadedText:
    "Das Formular zeigt jetzt, was gespeichert ist. Deine früheren Änderungen bleiben hier zum Kopieren, bis du diesen Hinweis schliesst.",
  dismiss: "Hinweis schliessen",
  yourChanges: "Deine nicht gespeicherten Änderungen",
  noChanges: "Du hattest kein Feld geändert.",
  emptied: "(du hattest dieses Feld geleert)",
  copy: "{{field}} kopieren",
  copied: "Kopiert.",
  copyFailed: "Kopieren ging nicht: Markiere den Text und kopiere ihn selbst.",
};
