import type { Widen } from "../en";
import type { dataRightsEn } from "../en/data-rights";

/** German texts of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention. */
export const dataRightsDe: Widen<typeof dataRightsEn> = {
  yourData: {
    section: "Deine Daten",
    text: "Lade eine Kopie aller Daten herunter, die wir über dich speichern, als JSON-Datei: dein Konto, Suchprofil, deine Merkliste, Bewerbungen mit deinen Antworten, Job-Abos, Experimente, Z-TDI-Ergebnisse, Sitzungen und Mitgliedschaften. Oder lösche dein Konto samt Daten.",
    export: "Meine Daten herunterladen",
    exporting: "Download wird vorbereitet …",
    exported: "Deine Daten wurden als {{file}} heruntergeladen.",
    delete: "Mein Konto löschen …",
    policy: "Datenschutzerklärung lesen",
  },
  deleteDialog: {
    title: "Konto löschen?",
    loading: "Wir prüfen, was die Löschung betrifft …",
    whatGoes:
      "Wir löschen dein Konto, dein Suchprofil, deine Merkliste, Job-Abos, Experimente, Z-TDI-Ergebnisse, Bilder, Sitzungen und Mitgliedschaften, sofort und endgültig.",
    employersKeep:
      "Arbeitgeber, bei denen du dich beworben hast, behalten Status und Daten der Bewerbung, ohne deinen Namen, deine Adresse, Telefonnummer, Texte, Antworten oder Dokumente.",
    applications_one: "Das betrifft {{count}} Bewerbung.",
    applications_other: "Das betrifft {{count}} Bewerbungen.",
    orgsGo:
      "Diese Firmenkonten haben kein anderes Mitglied und werden mit deinem gelöscht, samt Inseraten, Jobs und Bewerbungen:",
    lastOwner:
      "Du bist die letzte Inhaberin oder der letzte Inhaber dieser Firmenkonten, die weitere Mitglieder haben. Mache zuerst ein anderes Mitglied zum Inhaber (oder entferne die übrigen) und komm dann zurück:",
    confirmLabel: "Gib zur Bestätigung deine E-Mail-Adresse ein",
    confirmHint: "{{email}}",
    mismatch: "Das ist nicht die E-Mail-Adresse deines Kontos.",
    confirm: "Mein Konto endgültig löschen",
    deleting: "Wird gelöscht …",
    cancel: "Abbrechen",
    deleted: "Dein Konto wurde gelöscht, und du bist abgemeldet. Danke, dass du Jobatlas genutzt hast.",
  },
  request: {
    heading: "Deine Daten ohne Konto anfordern",
    intro:
      "Du hast dich ohne Konto beworben, den Z-TDI gemacht oder Job-Abos mit deiner E-Mail-Adresse bestellt? Bestätige mit einem Code, den wir an die Adresse senden, dass sie dir gehört; dann lädst du herunter, was wir unter ihr führen, oder lässt es löschen.",
    email: "Deine E-Mail-Adresse",
    sendCode: "Code per E-Mail senden",
    code: "Der 6-stellige Code",
    codeHint: "Wir haben einen Code an {{email}} gesendet. Er gilt 10 Minuten und nur einmal.",
    codeDigits: "Gib die 6 Ziffern aus der E-Mail ein.",
    codeExpired: "Dieser Code gilt nicht mehr. Fordere einen neuen an.",
    verify: "Bestätigen",
    resend: "Neuen Code senden",
    startOver: "Andere Adresse verwenden",
    verified: "Adresse bestätigt: {{email}}. Während 30 Minuten kannst du:",
    download: "Daten herunterladen",
    downloaded: "Die Daten wurden als {{file}} heruntergeladen.",
    delete: "Daten löschen …",
    deleteTitle: "Daten von {{email}} löschen?",
    deleteText:
      "Wir löschen die Job-Abos und Z-TDI-Ergebnisse dieser Adresse, sofort und endgültig. Arbeitgeber, bei denen du dich beworben hast, behalten Status und Daten der Bewerbung, ohne deinen Namen, deine Adresse, Telefonnummer, Texte, Antworten oder Dokumente.",
    deleteConfirm: "Endgültig löschen",
    deleted: "Die Daten unter {{email}} wurden gelöscht.",
    tokenInvalid: "Die Bestätigung ist abgelaufen oder wurde verwendet. Fordere einen neuen Code an.",
  },
  retention: {
    title: "Aufbewahrung von Bewerbungen",
    text: "Geschlossene (archivierte, auch automatisch ohne Antwort geschlossene), abgelehnte und zurückgezogene Bewerbungen werden {{days}} Tage nach ihrem Abschluss gelöscht, samt Antworten, Unterlagen und Kontaktanfragen (Standard {{default}} Tage: die Klagefrist des Gleichstellungsgesetzes; erlaubt sind {{min}} bis {{max}} Tage).",
    label: "Tage aufbewahren",
    hint: "{{min}} bis {{max}} Tage; {{default}} ist der Standard.",
    range: "Gib eine ganze Zahl von {{min}} bis {{max}} Tagen ein.",
    save: "Frist speichern",
    saved: "Die Aufbewahrungsfrist wurde gespeichert.",
  },
};
