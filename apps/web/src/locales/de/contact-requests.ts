import type { Widen } from "../en";
import type { contactRequestsEn } from "../en/contact-requests";

/** German texts of the contact requests, rejection and the application PDF. */
export const contactRequestsDe: Widen<typeof contactRequestsEn> = {
  statuses: {
    pending: "Offen",
    active: "In Bearbeitung",
    archived: "Archiviert",
    user_withdrawn: "Von der Person zurückgezogen",
    org_withdrawn: "Von euch zurückgezogen",
    user_rejected: "Von der Person abgelehnt",
    org_rejected: "Abgesagt",
  },
  candidate: {
    summary: "Kandidat/in",
    status: "Status",
    appliedFor: "Beworben auf",
    unsolicited: "Spontanbewerbung",
    unsolicitedFor: "Spontanbewerbung, Stellenprofil «{{title}}»",
    contact: "Kontaktdaten",
    contactRevealed: "Im Profil der Person sichtbar",
    contactHidden: "Verborgen, bis die Person eine Kontaktanfrage annimmt",
    back: "Zurück zur Person",
    loading: "Bewerbung wird geladen …",
    loadFailed: "Die Bewerbung konnte nicht geladen werden.",
    retry: "Nochmals versuchen",
  },
  notFound: {
    title: "Bewerbung nicht gefunden",
    text: "Diese Bewerbung gibt es nicht oder sie gehört zu einer anderen Organisation.",
    back: "Zurück zu den Bewerbungen",
  },
  send: {
    intro:
      "Bitte {{name}} um die Erlaubnis zur Kontaktaufnahme. Die Person erhält deine Nachricht per E-Mail mit einem Link zum Annehmen oder Ablehnen; nimmt sie an, siehst du ihre E-Mail-Adresse und Telefonnummer.",
    message: "Deine Nachricht",
    messageHint:
      "Reiner Text, höchstens 5000 Zeichen. Sag, wer du bist und warum du gern ins Gespräch kommen möchtest.",
    submit: "Kontaktanfrage senden",
    submitting: "Wird gesendet …",
    sent: "Kontaktanfrage gesendet. {{name}} hat 14 Tage Zeit für eine Antwort.",
    pendingNote: "Mit der Anfrage kommt die Bewerbung in die engere Wahl (Status «In Bearbeitung»).",
    cannot: {
      revealed: "{{name}} hat eine Kontaktanfrage angenommen: Die Kontaktdaten stehen im Profil der Person.",
      open: "Eine Kontaktanfrage wartet noch auf Antwort. Eine weitere kannst du senden, sobald sie beantwortet oder abgelaufen ist.",
      closed: "Diese Bewerbung ist beendet: Es kann keine Kontaktanfrage mehr gesendet werden.",
      deleted: "Die Person hat ihre Daten gelöscht: Niemand kann eine Kontaktanfrage erhalten oder annehmen.",
    },
    history: "Kontaktanfragen",
    noHistory: "Noch keine Kontaktanfragen.",
    sentOn: "Gesendet am {{date}}",
    expiresOn: "Link gültig bis {{date}}",
    answeredOn: "Beantwortet am {{date}}",
    requestStatus: {
      open: "Wartet auf Antwort",
      accepted: "Angenommen",
      declined: "Abgelehnt",
      expired: "Abgelaufen",
      closed: "Bewerbung beendet",
    },
    languageNote: {
      de: "{{name}} hat sich auf Deutsch beworben: Die E-Mail um deine Nachricht ist deutsch.",
      fr: "{{name}} hat sich auf Französisch beworben: Die E-Mail um deine Nachricht ist französisch.",
      it: "{{name}} hat sich auf Italienisch beworben: Die E-Mail um deine Nachricht ist italienisch.",
      en: "{{name}} hat sich auf Englisch beworben: Die E-Mail um deine Nachricht ist englisch.",
    },
  },
  reject: {
    intro:
      "Sage die Bewerbung von {{name}} ab. Die Person erhält deine Nachricht per E-Mail; die Bewerbung gilt dann als abgesagt. Das lässt sich nicht rückgängig machen.",
    message: "Nachricht an die Person",
    messageHint:
      "Mit einer höflichen Vorlage ausgefüllt: Pass sie nach Belieben an. Reiner Text, höchstens 5000 Zeichen.",
    template:
      "Guten Tag {{name}}\n\nVielen Dank für Ihre Bewerbung und Ihr Interesse an unserem Unternehmen. Nach sorgfältiger Prüfung haben wir uns entschieden, Ihre Bewerbung nicht weiterzuverfolgen.\n\nFür Ihre weitere Suche wünschen wir Ihnen viel Erfolg.\n\nFreundliche Grüsse\n{{company}}",
    submit: "Bewerbung absagen …",
    confirmTitle: "Diese Bewerbung absagen?",
    confirmText:
      "{{name}} erhält deine Nachricht per E-Mail. Eine Absage lässt sich nicht zurücknehmen und nicht zweimal senden.",
    confirm: "Absagen und senden",
    submitting: "Wird abgesagt …",
    done: "Die Bewerbung von {{name}} ist abgesagt und deine Nachricht unterwegs.",
    cannot: "Diese Bewerbung kann nicht mehr abgesagt werden (Status: {{status}}).",
    introNoMail:
      "Sage diese Bewerbung ab. Die Person hat ihre Daten gelöscht, darum wird keine Nachricht gesendet; die Bewerbung gilt dann als abgesagt. Das lässt sich nicht rückgängig machen.",
    noMessage: "Es wird keine Nachricht gesendet: Die Person hat ihre Daten gelöscht, es gibt keine Adresse dafür.",
    submitNoMail: "Bewerbung ohne Nachricht absagen …",
    confirmTextNoMail: "Es wird keine Nachricht gesendet. Eine Absage lässt sich nicht zurücknehmen.",
    confirmNoMail: "Absagen",
    doneNoMail: "Die Bewerbung ist abgesagt. Es wurde keine Nachricht gesendet.",
  },
  answer: {
    intro: "{{company}} möchte wegen deiner Bewerbung mit dir in Kontakt treten.",
    greeting: "Hallo {{name}}",
    appliedFor: "Deine Bewerbung",
    unsolicited: "Spontanbewerbung",
    message: "Die Nachricht",
    explain:
      "Nimmst du an, sieht {{company}} deine E-Mail-Adresse und Telefonnummer und kann dich kontaktieren. Lehnst du ab, ist deine Bewerbung beendet.",
    validUntil: "Du kannst bis am {{date}} antworten.",
    accept: "Annehmen",
    decline: "Ablehnen",
    acceptTitle: "Kontaktdaten freigeben?",
    acceptText: "{{company}} sieht dann deine E-Mail-Adresse und Telefonnummer.",
    acceptConfirm: "Ja, annehmen",
    declineTitle: "Ablehnen und die Bewerbung beenden?",
    declineText: "Deine Bewerbung bei {{company}} endet. Das lässt sich nicht rückgängig machen.",
    declineConfirm: "Ja, ablehnen",
    submitting: "Deine Antwort wird gesendet …",
    status: {
      open: "Diese Anfrage wartet auf deine Antwort.",
      accepted: "Du hast diese Anfrage angenommen: {{company}} kann dich jetzt kontaktieren.",
      declined: "Du hast diese Anfrage abgelehnt: Deine Bewerbung ist beendet.",
      expired: "Diese Anfrage ist abgelaufen. {{company}} kann dir eine neue senden.",
      closed: "Deine Bewerbung ist beendet, deshalb kann diese Anfrage nicht mehr beantwortet werden.",
    },
    invalidTitle: "Dieser Link funktioniert nicht",
    invalidText: "Der Link ist unbekannt oder unvollständig. Bitte öffne ihn nochmals aus der E-Mail.",
    failed: "Deine Antwort konnte nicht gesendet werden. Bitte versuche es nochmals.",
  },
  pdf: {
    download: "PDF herunterladen",
    downloading: "PDF wird erstellt …",
    failed: "Das PDF konnte nicht heruntergeladen werden. Bitte versuche es nochmals.",
  },
  sendFor: {
    signIn: "Melde dich mit dem Konto deiner Organisation an, um eine Kontaktanfrage zu senden.",
    noOrganization: "Keine deiner Organisationen hat diese Bewerbung.",
  },
};
