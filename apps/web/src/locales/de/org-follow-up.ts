import type { Widen } from "../en";
import type { orgFollowUpEn } from "../en/org-follow-up";

/** German texts of the follow-up of applications (issue 29) on the employer's side. */
export const orgFollowUpDe: Widen<typeof orgFollowUpEn> = {
  record: {
    title: "Antwortquote",
    intro:
      "Die Bewerbungen der letzten {{days}} Tage, die beantwortet oder ohne Antwort geschlossen wurden; offene, deren Antwortfrist noch läuft, zählen nicht.",
    answered: "Beantwortet",
    median: "Median bis zur ersten Antwort",
    days_one: "{{days}} Tag",
    days_other: "{{days}} Tage",
    counted_one: "von {{count}} Bewerbung",
    counted_other: "von {{count}} Bewerbungen",
    none: "In den letzten {{days}} Tagen wurde noch keine Bewerbung beantwortet oder geschlossen.",
    noAnswer: "Noch keine beantwortet",
    up: "gestiegen von {{previous}}",
    down: "gesunken von {{previous}}",
    same: "gleich wie in den {{days}} Tagen davor",
    noPrevious: "keine Zahlen für die {{days}} Tage davor",
    public: "Wird auf deiner Firmenseite gezeigt.",
    notPublic: "Noch nicht auf deiner Firmenseite: Gezeigt wird sie ab {{min}} Bewerbungen in {{days}} Tagen.",
    loadFailed: "Die Antwortquote konnte nicht geladen werden.",
  },
  closing: {
    title: "Bald geschlossen",
    intro:
      "Diese offenen Bewerbungen haben deine Antwortfrist überschritten. Wenn du sie nicht beantwortest, wird jede am genannten Tag ohne Antwort geschlossen, und die Bewerber/in erhält eine höfliche Standardnachricht.",
    empty: "Keine Bewerbung wartet über deine Antwortfrist hinaus.",
    received: "eingegangen am {{date}}",
    closesOn: "wird am {{date}} geschlossen",
    export: "CSV exportieren",
    loadFailed: "Die bald geschlossenen Bewerbungen konnten nicht geladen werden.",
  },
  mails: {
    title: "E-Mails zu neuen Bewerbungen",
    intro: "Wie du von neuen Bewerbungen an diese Firma erfährst: Das wählt jedes Mitglied für sich.",
    legend: "Schick mir",
    modes: {
      default: "Den Standard",
      instant: "Eine E-Mail pro Bewerbung",
      daily: "Eine tägliche Zusammenfassung um {{time}}",
      none: "Keine E-Mails",
    },
    hints: {
      default:
        "Jetzt: {{mode}}. Standardmässig erhalten Inhaber/innen und Administrator/innen die tägliche Zusammenfassung, Recruiter/innen keine E-Mails; für Inserate, bei denen du die Kontaktperson bist, erhältst du eine E-Mail pro Bewerbung.",
      instant: "Sobald sich jemand bewirbt: das Inserat, der Name und ein Link zum Profil.",
      daily: "Jeden Morgen eine E-Mail mit den Bewerbungen seit der letzten.",
      none: "Neue Bewerbungen siehst du in den Benachrichtigungen und in der Liste der Kandidat/innen.",
    },
    defaultModes: {
      instant: "eine E-Mail pro Bewerbung",
      daily: "die tägliche Zusammenfassung",
      none: "keine E-Mails",
    },
    save: "Auswahl speichern",
    saved: "Deine Auswahl wurde gespeichert.",
    failed: "Deine Auswahl konnte nicht gespeichert werden. Bitte versuche es nochmals.",
    loadFailed: "Deine Auswahl konnte nicht geladen werden.",
  },
  answerTime: {
    title: "Antwortfrist",
    text: "Du versprichst, Bewerbungen innerhalb von {{days}} Tagen zu beantworten: So steht es auf deiner Firmenseite und im Bewerbungsformular. Erreicht eine offene Bewerbung diesen Tag, wird dein Team in den Benachrichtigungen und per E-Mail erinnert; ist sie {{closeDays}} Tage später noch unbeantwortet, wird sie automatisch geschlossen, mit einer höflichen Standardnachricht an die Bewerber/in.",
    label: "Tage bis zur Antwort",
    hint: "{{min}} bis {{max}} Tage; {{default}} ist der Standard.",
    range: "Gib eine ganze Zahl von {{min}} bis {{max}} Tagen ein.",
    save: "Antwortfrist speichern",
    saved: "Die Antwortfrist wurde gespeichert.",
  },
  archive: {
    message: "Nachricht an die Bewerber/in",
    messageHint:
      "Wird mit der E-Mail geschickt, die {{name}} mitteilt, dass die Bewerbung geschlossen wurde, und auf der Seite der Bewerbung gezeigt.",
  },
  history: {
    answer_due: "Antwortfrist überschritten: Das Team wurde erinnert",
    closed_unanswered: "Automatisch ohne Antwort geschlossen",
  },
};
