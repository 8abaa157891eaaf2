import { registerMessages } from "../../../i18n/messages";

/** Server texts of the contact requests, rejection and the application PDF (error details, mails), in both UI languages. */
export const contactRequestsMessages = registerMessages({
  contactRequestInvalid: {
    en: "This contact request is no longer valid: it has expired, was answered already, or the application has ended.",
    de: "Diese Kontaktanfrage ist nicht mehr gültig: Sie ist abgelaufen, wurde schon beantwortet oder die Bewerbung ist beendet.",
  },
  contactRequestOpen: {
    en: "A contact request to this applicant is still waiting for an answer. You can send another one once it is answered or has expired.",
    de: "Eine Kontaktanfrage an diese Person wartet noch auf Antwort. Eine weitere kannst du senden, sobald sie beantwortet oder abgelaufen ist.",
  },
  contactRequestAlreadyRevealed: {
    en: "The applicant has accepted a contact request already: you can contact them directly.",
    de: "Die Person hat bereits eine Kontaktanfrage angenommen: Du kannst sie direkt kontaktieren.",
  },
  contactRequestApplicationClosed: {
    en: "This application has ended (withdrawn, rejected or archived): no contact request can be sent.",
    de: "Diese Bewerbung ist beendet (zurückgezogen, abgesagt oder archiviert): Es kann keine Kontaktanfrage mehr gesendet werden.",
  },
  contactRequestAlreadyRejected: {
    en: "This application has been rejected already: a rejection cannot be sent twice.",
    de: "Diese Bewerbung wurde bereits abgesagt: Eine Absage kann nicht zweimal gesendet werden.",
  },
  contactRequestApplicantDataDeleted: {
    en: "The applicant has deleted their data: nobody can receive or accept a contact request for this application.",
    de: "Die Person hat ihre Daten gelöscht: Für diese Bewerbung kann niemand eine Kontaktanfrage erhalten oder annehmen.",
  },
  contactRequestRejectionMessageRequired: {
    en: "Write the message the applicant gets with the rejection.",
    de: "Schreib die Nachricht, die die Person mit der Absage erhält.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    contactRequests: typeof contactRequestsMessages;
  }
}
