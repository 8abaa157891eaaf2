/** Deutsche Texte des Abowechsels auf der Übersicht der Organisation: Rückgängig machen und Bestätigung (ADR 053). */
export const planChangesDe = {
  choose: "Wähle das Abo, zu dem du wechseln willst.",
  review: "Wechsel zu {{plan}} prüfen",
  reviewAny: "Wechsel prüfen",
  returnUntil: "Du hast es am {{date}} verlassen: Du kannst bis {{until}} dahin zurückkehren.",
  lastChange: "{{actor}} hat das Abo am {{date}} von {{from}} zu {{to}} gewechselt.",
  lastChangeByYou: "Du hast das Abo am {{date}} von {{from}} zu {{to}} gewechselt.",
  lastChangeByNobody: "Das Abo wurde am {{date}} von {{from}} zu {{to}} gewechselt.",
  undoUntil: "Der Wechsel lässt sich bis {{until}} rückgängig machen.",
  undo: "Zurück zu {{plan}}",
  confirmTitle: "Von {{from}} zu {{to}} wechseln?",
  loading: "Wir prüfen, was der Wechsel bewirkt …",
  loadFailed: "Was der Wechsel bewirkt, konnte nicht geprüft werden.",
  retry: "Erneut versuchen",
  failed: "Das Abo konnte nicht gewechselt werden. Versuch es noch einmal.",
  atOnce: "Der Wechsel gilt sofort.",
  free: "Free kostet nichts: Unser Verkaufsteam stellt dein bisheriges Abo nicht mehr in Rechnung.",
  invoiced:
    "Unser Verkaufsteam stellt {{plan}} zum Preis deines Angebots in Rechnung – eine Online-Zahlung gibt es nicht.",
  returnWithin:
    "Du kannst bis {{until}} zu {{plan}} zurückkehren (hier, unter «Abo wechseln»). Danach richtet es nur noch unser Verkaufsteam wieder ein.",
  changeBackAnyTime: "Du kannst jederzeit zurückwechseln.",
  listingsOver_one:
    "{{count}} Inserat ist aktiv; {{plan}} erlaubt {{limit}}. Nichts wird beendet: Aktive Inserate laufen bis zu ihrem letzten Tag (das letzte endet am {{date}}).",
  listingsOver_other:
    "{{count}} Inserate sind aktiv; {{plan}} erlaubt {{limit}}. Nichts wird beendet: Aktive Inserate laufen bis zu ihrem letzten Tag (das letzte endet am {{date}}).",
  listingsOverRules:
    "Solange mehr als {{limit}} aktiv sind, lässt sich kein Inserat verlängern; bis weniger als {{limit}} aktiv sind, geht keines online – weder ein neues noch «Jetzt veröffentlichen» noch ein geplantes an seinem Datum.",
  plannedWait_one:
    "{{count}} geplantes Inserat wartet über sein Veröffentlichungsdatum hinaus, bis ein Platz frei ist.",
  plannedWait_other:
    "{{count}} geplante Inserate warten über ihr Veröffentlichungsdatum hinaus, bis ein Platz frei ist.",
  listingsFull:
    "Alle {{limit}} aktiven Inserate, die {{plan}} erlaubt, sind belegt: Ein Inserat geht erst online, wenn ein anderes endet.",
  extensionsLost_one:
    "{{count}} aktives Inserat hat die Verlängerungen, die {{plan}} erlaubt ({{limit}}), aufgebraucht: Es lässt sich nicht mehr verlängern.",
  extensionsLost_other:
    "{{count}} aktive Inserate haben die Verlängerungen, die {{plan}} erlaubt ({{limit}}), aufgebraucht und lassen sich nicht mehr verlängern.",
  questionnairesOver_one:
    "{{count}} Fragebogen ist aktiv; {{plan}} erlaubt {{limit}}. Er bleibt aktiv und in Gebrauch.",
  questionnairesOver_other:
    "{{count}} Fragebögen sind aktiv; {{plan}} erlaubt {{limit}}. Diese Fragebögen bleiben aktiv und in Gebrauch; ein Fragebogen lässt sich erst erstellen oder wieder aktivieren, wenn weniger als {{limit}} aktiv sind.",
  invitesLost:
    "In {{plan}} ist das Einladen von Kandidat/innen nicht enthalten: Verschickte Einladungen bleiben gültig, neue kannst du nicht verschicken.",
  themeLost:
    "Deine Widgets erzwingen dein Design nicht mehr und folgen der hellen oder dunklen Einstellung der Besucherinnen und Besucher. Deine Wahl bleibt für eine Rückkehr zu {{from}} gespeichert.",
  includes: "Was {{plan}} umfasst",
  confirm: "Zu {{plan}} wechseln",
};
