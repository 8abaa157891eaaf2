import type { Widen } from "../en";
import type { candidateInvitesEn } from "../en/candidate-invites";

/** German texts of the invitations of candidates to apply. */
export const candidateInvitesDe: Widen<typeof candidateInvitesEn> = {
  intro:
    "Lade eine Person, die du gerne einstellen würdest, zur Bewerbung auf eines deiner aktiven Inserate oder einen aktiven Job ein. Sie erhält eine E-Mail mit einem Link zum Bewerbungsformular, in dem Name und Adresse schon ausgefüllt sind; der Link gilt 14 Tage und nur einmal.",
  back: "Zurück zu den Kandidat/innen",
  form: {
    title: "Neue Einladung",
    email: "E-Mail-Adresse",
    name: "Name",
    nameHint: "So wird die Person in der E-Mail begrüsst, z. B. Mia Muster.",
    target: "Einladen zu",
    targetPlaceholder: "Inserat oder Job wählen",
    listings: "Aktive Inserate",
    jobs: "Aktive Jobs (Spontanbewerbung)",
    noTargets:
      "Du hast noch kein aktives Inserat und keinen aktiven Job. Veröffentliche zuerst ein Inserat oder aktiviere einen Job.",
    message: "Persönliche Nachricht",
    messageHint: "Wird in der E-Mail als reiner Text zitiert (bis {{max}} Zeichen).",
    language: "Sprache der E-Mail",
    send: "Einladung senden",
    sent: "Einladung an {{email}} gesendet.",
  },
  list: {
    title: "Gesendete Einladungen",
    empty: "Noch keine Einladungen.",
    caption: "Einladungen an Kandidat/innen, die neuesten zuerst",
    candidate: "Person",
    target: "Inserat oder Job",
    status: "Status",
    sent: "Gesendet",
    actions: "Aktionen",
    jobPrefix: "Job: {{title}}",
    until: "bis {{date}}",
    count_one: "{{count}} Einladung",
    count_other: "{{count}} Einladungen",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    revoke: "Zurückziehen",
    revokeNamed: "Einladung an {{name}} zurückziehen",
    revokeTitle: "Einladung an {{name}} zurückziehen?",
    revokeText:
      "Der Link in der E-Mail an {{email}} funktioniert dann nicht mehr. Du kannst die Person später wieder einladen.",
    revoked: "Einladung an {{name}} zurückgezogen.",
    loadFailed: "Die Einladungen konnten nicht geladen werden.",
    retry: "Nochmals versuchen",
  },
  status: {
    open: "Offen",
    used: "Beworben",
    expired: "Abgelaufen",
  },
  errors: {
    used: "Mit dieser Einladung wurde schon eine Bewerbung eingereicht; sie lässt sich nicht mehr zurückziehen.",
    invalid: "Diese Einladung gilt nicht mehr.",
    targetGone: "Dieses Inserat oder dieser Job ist nicht mehr aktiv. Wähle ein anderes.",
  },
};
