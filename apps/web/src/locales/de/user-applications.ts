import type { Widen } from "../en";
import type { userApplicationsEn } from "../en/user-applications";

/** German texts of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access. */
export const userApplicationsDe: Widen<typeof userApplicationsEn> = {
  apply: {
    progressLabel: "Schritte der Bewerbung",
    progress: "Schritt {{current}} von {{total}}: {{title}}",
    steps: {
      intro: "Einführung",
      contact: "Kontaktdaten",
      verify: "E-Mail bestätigen",
      questions: "Fragen",
      texts: "Über dich",
    },
    toListing: "Bewerbung für «{{title}}» bei {{company}}",
    toJob: "Spontanbewerbung als «{{title}}» bei {{company}}",
    toCompany: "Spontanbewerbung bei {{company}}",
    next: "Weiter",
    back: "Zurück",
    submit: "Bewerbung senden",
    submitting: "Wird gesendet …",
    intro: {
      receives: "Was {{company}} erhält",
      receivesText:
        "Deinen Namen, deine E-Mail-Adresse und Telefonnummer (falls du eine angibst), deine Antworten auf die Fragen der Firma, die Texte über dich und das PDF, das du anhängst.",
      invited: "{{company}} hat dich eingeladen, dich zu bewerben.",
      privacyTitle: "Datenschutz",
      privacyWho:
        "{{company}} bearbeitet deine Bewerbung, um die Stelle (bei einer Spontanbewerbung: eine passende Stelle) zu besetzen. Jobatlas speichert und übermittelt die Daten im Auftrag der Firma (als Auftragsbearbeiterin) und nutzt sie für nichts anderes.",
      privacyHowLong:
        "Wird die Bewerbung abgeschlossen, abgelehnt oder ziehst du sie zurück, werden deine Daten nach {{days}} Tagen gelöscht. Du kannst jederzeit zurückziehen.",
      anonymousHint:
        "Du kannst dich ohne Konto bewerben: Wir bestätigen deine E-Mail-Adresse mit einem 6-stelligen Code und senden dir einen Link, mit dem du deine Bewerbung verfolgst.",
      signedInHint:
        "Du bewirbst dich mit deinem Konto ({{email}}); deine Bewerbungen findest du unter «Meine Karriere».",
    },
    pool: {
      title: "Oder: Lass dich von {{company}} finden",
      text: "Statt dich zu bewerben, kannst du {{company}} dein Suchprofil zeigen (Berufe, was du mitbringst, was du suchst). Die Firma kann dich dann kontaktieren. Du kannst das jederzeit widerrufen.",
      grant: "{{company}} mein Profil zeigen",
      revoke: "Zugriff widerrufen",
      granted: "{{company}} sieht dein Suchprofil.",
      incomplete:
        "Dein Suchprofil ist noch nicht vollständig. Füge mindestens einen Beruf hinzu, dann kannst du es {{company}} zeigen.",
      complete: "Suchprofil vervollständigen",
      revoked: "{{company}} sieht dein Suchprofil nicht mehr.",
    },
    contact: {
      firstName: "Vorname",
      lastName: "Nachname",
      email: "E-Mail-Adresse",
      emailSignedIn: "Wir verwenden die Adresse deines Kontos: {{email}}",
      phone: "Telefon",
    },
    verify: {
      intro: "Wir senden einen 6-stelligen Code an {{email}}. Gib ihn hier ein, um die Adresse zu bestätigen.",
      send: "Code senden",
      sent: "Wir haben einen Code an {{email}} gesendet. Er gilt 10 Minuten.",
      resend: "Neuen Code senden",
      code: "6-stelliger Code",
      confirm: "Bestätigen",
      confirmed: "{{email}} ist bestätigt.",
      codeExpired: "Der Code ist abgelaufen oder wurde zu oft falsch eingegeben. Bitte fordere einen neuen an.",
    },
    questions: {
      intro: "{{company}} stellt dir ein paar Fragen.",
      chooseOne: "Wähle eine Antwort",
      chooseAny: "Wähle alle zutreffenden",
      answer: "Deine Antwort",
    },
    texts: {
      myStory: "Meine Geschichte",
      myStoryHint: "Wer du bist und was dich hierher geführt hat.",
      whatIBring: "Was ich mitbringe",
      whatIBringHint: "Erfahrung, Fähigkeiten, Abschlüsse.",
      whatIWant: "Was ich suche",
      whatIWantHint: "Die Arbeit, das Team und die Bedingungen, die du suchst.",
      prefilled: "Wir haben Texte aus deinem Suchprofil übernommen; ändere sie nach Belieben.",
      attachments: "Lebenslauf oder andere Unterlagen (PDF)",
      attachmentsHint: "Nur PDF, höchstens 10 MB pro Datei, bis zu 3 Dateien.",
      upload: "PDF anhängen",
      uploading: "Wird hochgeladen …",
      remove: "{{name}} entfernen",
      notPdf: "{{name}} ist kein PDF.",
      activeContent:
        "{{name}} enthält aktive Inhalte (Skripte, eingebettete Dateien, Medien oder Formularcode) und wird darum nicht angenommen. Speichere oder drucke es nochmals als einfaches PDF und lade es nochmals hoch.",
      tooLarge: "{{name}} ist grösser als 10 MB.",
    },
    elsewhere: "Bewerbungen für «{{title}}» nimmt {{company}} auf der eigenen Website entgegen. Bewirb dich dort.",
    errors: {
      required: "Bitte fülle dieses Feld aus.",
      answerRequired: "Bitte beantworte diese Frage.",
      needsVerification: "Bitte bestätige zuerst deine E-Mail-Adresse.",
      inviteInvalid:
        "Dieser Einladungslink ist ungültig, schon verwendet oder abgelaufen. Du kannst dich trotzdem ohne ihn bewerben.",
      listingClosed: "Auf dieses Inserat kann man sich nicht mehr bewerben.",
      appliesElsewhere: "Bewerbungen für diese Stelle nimmt die Firma auf ihrer eigenen Website entgegen.",
      verificationInvalid:
        "Deine E-Mail-Bestätigung ist abgelaufen oder schon verwendet. Bitte bestätige deine Adresse nochmals.",
    },
    already: {
      title: "Du hast dich am {{date}} beworben",
      text: "Deine Bewerbung auf «{{title}}» ist noch offen, darum gibt es nichts nochmals zu senden. Du kannst sie verfolgen, ihre Texte ändern, solange die Firma sie noch nicht aufgenommen hat, oder sie zurückziehen.",
      view: "Deine Bewerbung ansehen",
    },
    success: {
      title: "Bewerbung gesendet",
      text: "Danke! {{company}} hat deine Bewerbung erhalten.",
      textCompany: "Danke! Deine Bewerbung ist gesendet.",
      anonymous: "Wir haben dir eine Bestätigung mit einem Link gesendet, mit dem du deine Bewerbung verfolgst.",
      signedIn: "Du findest sie unter «Meine Bewerbungen».",
      myApplications: "Meine Bewerbungen",
      backToCompany: "Zurück zur Firma",
    },
  },
};
