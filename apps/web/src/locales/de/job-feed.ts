import type { Widen } from "../en";
import type { orgJobFeedEn } from "../en/job-feed";

/** Deutsche Texte der Job-Feeds im Firmen-Tab (Issue 30 Punkt 4). */
export const orgJobFeedDe: Widen<typeof orgJobFeedEn> = {
  title: "Job-Feeds",
  intro:
    "Andere Stellenportale und Suchmaschinen können deine aktiven Inserate aus Feeds im Format XML und JSON Feed übernehmen, mit Titel, Arbeitsort, Pensum, Lohn, Sprachen, Daten und dem Link zur Bewerbung. Das Schema beschreibt jedes Feld.",
  takePart: "Unsere Inserate in den globalen Jobatlas-Feed aufnehmen",
  takePartHint: "Dein eigener Feed unten bleibt so oder so verfügbar, für die Portale, mit denen du arbeitest.",
  save: "Feed-Einstellung speichern",
  savedIn: "Deine Inserate sind im globalen Feed.",
  savedOut: "Deine Inserate sind nicht mehr im globalen Feed. Dein eigener Feed bleibt verfügbar.",
  ownTitle: "Dein eigener Feed",
  globalTitle: "Der globale Feed",
  urls: {
    own_xml: "Deine Inserate als XML",
    own_json: "Deine Inserate als JSON Feed",
    global_xml: "Die Inserate aller Firmen als XML",
    global_json: "Die Inserate aller Firmen als JSON Feed",
    schema: "Das XML-Schema (XSD)",
  },
  copy: "Kopieren",
  copied: "In die Zwischenablage kopiert.",
  copyFailed: "Kopieren ging nicht: Markiere die Adresse und kopiere sie selbst.",
};
