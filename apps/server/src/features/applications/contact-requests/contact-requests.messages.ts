import { registerMessages } from "../../../i18n/messages";

/** Server texts of the contact requests, rejection and the application PDF (error details, mails), in every UI language. */
export const contactRequestsMessages = registerMessages({
  contactRequestInvalid: {
    en: "This contact request is no longer valid: it has expired, was answered already, or the application has ended.",
    de: "Diese Kontaktanfrage ist nicht mehr gültig: Sie ist abgelaufen, wurde schon beantwortet oder die Bewerbung ist beendet.",
    fr: "Cette demande de contact n'est plus valide: elle a expiré, a déjà reçu une réponse ou la candidature est terminée.",
    it: "Questa richiesta di contatto non è più valida: è scaduta, ha già ricevuto una risposta o la candidatura è terminata.",
  },
  contactRequestOpen: {
    en: "A contact request to this applicant is still waiting for an answer. You can send another one once it is answered or has expired.",
    de: "Eine Kontaktanfrage an diese Person wartet noch auf Antwort. Eine weitere kannst du senden, sobald sie beantwortet oder abgelaufen ist.",
    fr: "Une demande de contact à cette personne attend encore une réponse. Tu pourras en envoyer une autre dès qu'elle aura reçu une réponse ou expiré.",
    it: "Una richiesta di contatto a questa persona attende ancora una risposta. Potrai inviarne un'altra non appena avrà ricevuto una risposta o sarà scaduta.",
  },
  contactRequestAlreadyRevealed: {
    en: "The applicant has accepted a contact request already: you can contact them directly.",
    de: "Die Person hat bereits eine Kontaktanfrage angenommen: Du kannst sie direkt kontaktieren.",
    fr: "La personne a déjà accepté une demande de contact: tu peux la contacter directement.",
    it: "La persona ha già accettato una richiesta di contatto: puoi contattarla direttamente.",
  },
  contactRequestApplicationClosed: {
    en: "This application has ended (withdrawn, rejected or archived): no contact request can be sent.",
    de: "Diese Bewerbung ist beendet (zurückgezogen, abgesagt oder archiviert): Es kann keine Kontaktanfrage mehr gesendet werden.",
    fr: "Cette candidature est terminée (retirée, refusée ou archivée): aucune demande de contact ne peut plus être envoyée.",
    it: "Questa candidatura è terminata (ritirata, rifiutata o archiviata): non è più possibile inviare richieste di contatto.",
  },
  contactRequestAlreadyRejected: {
    en: "This application has been rejected already: a rejection cannot be sent twice.",
    de: "Diese Bewerbung wurde bereits abgesagt: Eine Absage kann nicht zweimal gesendet werden.",
    fr: "Cette candidature a déjà été refusée: un refus ne peut pas être envoyé deux fois.",
    it: "Questa candidatura è già stata rifiutata: un rifiuto non può essere inviato due volte.",
  },
  contactRequestApplicantDataDeleted: {
    en: "The applicant has deleted their data: nobody can receive or accept a contact request for this application.",
    de: "Die Person hat ihre Daten gelöscht: Für diese Bewerbung kann niemand eine Kontaktanfrage erhalten oder annehmen.",
    fr: "La personne a supprimé ses données: pour cette candidature, personne ne peut recevoir ni accepter de demande de contact.",
    it: "La persona ha eliminato i suoi dati: per questa candidatura nessuno può ricevere o accettare una richiesta di contatto.",
  },
  contactRequestRejectionMessageRequired: {
    en: "Write the message the applicant gets with the rejection.",
    de: "Schreib die Nachricht, die die Person mit der Absage erhält.",
    fr: "Écris le message que la personne reçoit avec le refus.",
    it: "Scrivi il messaggio che la persona riceve con il rifiuto.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    contactRequests: typeof contactRequestsMessages;
  }
}
