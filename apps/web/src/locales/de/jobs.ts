import type { Widen } from "../en";
import type { jobsEn } from "../en/jobs";

/** German texts of the job profiles of the organisation. */
export const jobsDe: Widen<typeof jobsEn> = {
  status: {
    planned: "Geplant",
    active: "Aktiv",
    archived: "Archiviert",
  },
  statusHelp: {
    planned: "Noch nicht öffentlich. Schreib die Texte und aktiviere dann die Stelle.",
    active: "Als Stellenprofil auf deiner Firmenseite sichtbar; Inserate können sie veröffentlichen.",
    archived: "Nicht mehr sichtbar. Öffne sie wieder, um sie erneut zu zeigen.",
  },
  list: {
    intro:
      "Die Stellen, die du besetzt, einmal beschrieben. Mit einem Inserat veröffentlichst du eine Stelle für 30 Tage.",
    newJob: "Neue Stelle",
    filters: "Stellen filtern",
    query: "In Titeln und Texten suchen",
    queryPlaceholder: "z. B. Bäcker, Zürich",
    status: "Status",
    results_one: "{{count}} Stelle",
    results_other: "{{count}} Stellen",
    shown: "{{shown}} von {{count}} angezeigt",
    tableCaption: "Stellen von {{name}}",
    columns: {
      title: "Titel",
      status: "Status",
      language: "Sprache",
      listings: "Aktive Inserate",
      updated: "Zuletzt geändert",
    },
    empty: "Noch keine Stellen",
    emptyText: "Erfasse deine erste Stelle: Titel und Sprache der Texte genügen für den Anfang.",
    noMatch: "Keine Stelle passt zu diesen Filtern.",
    clearFilters: "Filter zurücksetzen",
    showMore: "Die nächsten {{count}} Stellen anzeigen",
    loading: "Stellen werden geladen …",
    loadFailed: "Die Stellen konnten nicht geladen werden.",
    retry: "Nochmals versuchen",
  },
  create: {
    title: "Neue Stelle",
    description: "Beginne mit dem Titel und der Sprache der Texte. Die Texte schreibst du im nächsten Schritt.",
    titleLabel: "Stellentitel",
    titleHint: "So, wie Bewerbende danach suchen, z. B. «Bäcker/in-Konditor/in EFZ 80–100 %».",
    language: "Sprache der Texte",
    submit: "Erfassen und Texte schreiben",
    created: "Stelle «{{title}}» erfasst",
  },
  detail: {
    eyebrow: "Stelle",
    status: "Status",
    language: "Sprache",
    updated: "Zuletzt geändert",
    created: "Erfasst",
    listings: "Inserate",
    activeListings_one: "{{count}} aktives Inserat",
    activeListings_other: "{{count}} aktive Inserate",
    showListings: "Ihre Inserate anzeigen",
    createListing: "Inserat aus dieser Stelle erstellen",
    edit: "Texte bearbeiten",
    backToList: "Alle Stellen",
    actions: "Aktionen",
    emptyText: "Noch nicht geschrieben.",
    texts: "Texte",
  },
  actions: {
    activate: "Aktivieren",
    archive: "Archivieren",
    reopen: "Wieder öffnen",
    archiveTitle: "«{{title}}» archivieren?",
    archiveText:
      "Die Stelle verschwindet von deiner Firmenseite. Ihre aktiven Inserate bleiben online, bis sie enden oder du sie archivierst. Du kannst die Stelle später wieder öffnen.",
    activated: "«{{title}}» ist aktiv",
    archived: "«{{title}}» ist archiviert",
    reopened: "«{{title}}» ist wieder aktiv",
    invalidTransition: "Die Stelle wurde inzwischen geändert. Die Seite zeigt jetzt ihren aktuellen Status.",
  },
  edit: {
    intro: "Die vier Texte, die Bewerbende lesen. Schreib sie in Markdown; die Vorschau zeigt, wie sie aussehen.",
    details: "Titel und Sprache",
    titleLabel: "Stellentitel",
    language: "Sprache der Texte",
    preview: "Vorschau: {{label}}",
    previewEmpty: "Noch nichts geschrieben.",
    markdownHelp:
      "Markdown: **fett**, *kursiv*, «- » für Listen, «## » für Titel, [Text](https://…) für Links. HTML erscheint als reiner Text.",
    characters: "{{count}} von {{max}} Zeichen",
    save: "Speichern",
    saving: "Wird gespeichert …",
    saved: "Stelle gespeichert",
    cancel: "Zurück zur Stelle",
    unsavedTitle: "Ohne Speichern verlassen?",
    unsavedText:
      "Deine Änderungen an dieser Stelle sind noch nicht gespeichert. Wenn du jetzt gehst, gehen sie verloren.",
    stay: "Bleiben und speichern",
    leave: "Ohne Speichern verlassen",
  },
  texts: {
    role_and_responsibilities: {
      label: "Aufgaben und Verantwortung",
      hint: "Was die Person im Alltag tut und wofür sie verantwortlich ist.",
    },
    requirements: {
      label: "Anforderungen",
      hint: "Ausbildung, Erfahrung, Sprachen und was du sonst erwartest.",
    },
    team_description: {
      label: "Team",
      hint: "Mit wem sie arbeitet: das Team, die Abteilung, eure Arbeitsweise.",
    },
    benefits: {
      label: "Benefits",
      hint: "Was du bietest: Ferien, Weiterbildung, flexible Arbeitszeiten, Pensionskasse …",
    },
  },
  notFound: {
    title: "Diese Stelle gibt es nicht",
    text: "Sie gehört vielleicht zu einer anderen Organisation, oder die Adresse ist falsch.",
  },
};
