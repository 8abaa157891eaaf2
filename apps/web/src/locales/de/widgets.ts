import type { Widen } from "../en";
import type { widgetsEn } from "../en/widgets";

/** German texts of the embeddable widgets of active listings and job profiles. */
export const widgetsDe: Widen<typeof widgetsEn> = {
  themes: { auto: "automatisch", light: "hell", dark: "dunkel" },
  panel: {
    title: "Widgets für deine Website",
    intro:
      "Zeige deine offenen Stellen auf deiner eigenen Website: Füge ein Snippet in das HTML einer Seite ein. Die Liste bleibt von selbst aktuell, passt ihre Höhe dem Inhalt an, und jeder Eintrag öffnet sich auf Jobatlas in einem neuen Tab.",
    language: "Sprache der Widgets",
    themeAuto:
      "Design: automatisch. Die Widgets folgen der hellen oder dunklen Einstellung der Besucherinnen und Besucher. Ein Abo mit festem Design (Enterprise) kann sie immer hell oder immer dunkel zeigen.",
    themeForced:
      'Design: immer {{theme}}. Die Snippets tragen data-theme="{{value}}" und zeigen die Widgets damit {{theme}}, egal wie Besuchende ihr Gerät eingestellt haben. Ändere das Attribut auf light oder dark, oder entferne es, damit deine Firmeneinstellung gilt. Das Attribut zählt nur, solange dein Abo ein festes Design enthält.',
    listings: {
      title: "Stelleninserate",
      description: "Deine aktiven Stelleninserate, die neusten zuerst.",
      snippet: "Snippet für das Widget der Stelleninserate",
    },
    jobs: {
      title: "Stellenprofile",
      description: "Deine aktiven Stellenprofile, nach Titel.",
      snippet: "Snippet für das Widget der Stellenprofile",
    },
    copy: "Snippet kopieren",
    copied: "Snippet in die Zwischenablage kopiert.",
    copyFailed: "Kopieren ging nicht. Markiere das Snippet und kopiere es mit Ctrl+C (⌘+C auf dem Mac).",
    preview: "Beide Widgets ansehen",
    frameTitle: { listings: "Stelleninserate (Jobatlas)", jobs: "Stellenprofile (Jobatlas)" },
  },
  widget: {
    listingsEmpty: "Zurzeit keine offenen Stellen.",
    jobsEmpty: "Zurzeit keine Stellenprofile.",
    unavailable: "Diese Liste ist nicht verfügbar.",
    loadFailed: "Die Liste konnte nicht geladen werden.",
    retry: "Erneut versuchen",
    loading: "Wird geladen …",
    poweredBy: "Bereitgestellt von Jobatlas",
    showAll: "Alle {{count}} auf Jobatlas",
    newTab: "(öffnet in einem neuen Tab)",
    byAgreement: "Arbeitsort nach Vereinbarung",
    workloadSingle: "{{value}} %",
    workloadRange: "{{min}}–{{max}} %",
  },
  page: {
    title: "Website-Widgets",
    intro:
      "So sehen deine Widgets auf einer anderen Website aus; sie zeigen nur aktive Stelleninserate und Stellenprofile.",
    previews: "Vorschau",
    previewListings: "Vorschau des Widgets der Stelleninserate",
    previewJobs: "Vorschau des Widgets der Stellenprofile",
    back: "Zurück zum Firmen-Editor",
  },
};
