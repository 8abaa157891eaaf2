import type { Widen } from "../en";
import type { followUpEn } from "../en/follow-up";

/** Italian texts of the follow-up of an application as the applicant reads it (issue 29). */
export const followUpIt: Widen<typeof followUpEn> = {
  timeline: {
    title: "Cronologia",
    current: "(ultimo passo)",
    event: {
      invited: "Invito da {{company}}",
      submitted: "Candidatura ricevuta",
      seen: "Vista da {{company}}",
      accepted: "{{company}} ha preso in carico la tua candidatura",
      contact_requested: "Richiesta di contatto da {{company}}",
      contact_accepted: "Hai condiviso i tuoi dati di contatto",
      user_withdrawn: "Hai ritirato la candidatura",
      org_withdrawn: "Ritirata da {{company}}",
      user_rejected: "Hai rifiutato la richiesta di contatto",
      org_rejected: "Respinta da {{company}}",
      archived: "Conclusa da {{company}}",
      closed_unanswered: "Chiusa senza risposta",
    },
    message: "Messaggio di {{company}}",
    pending:
      "{{company}} di solito risponde entro {{days}} giorni. Se nessuno risponde entro il {{date}}, la candidatura viene chiusa automaticamente e ti avvisiamo noi.",
    deletion: "La tua candidatura e i suoi documenti saranno cancellati il {{date}}.",
    closedUnanswered: "Nessuno ha risposto in tempo, quindi la candidatura è stata chiusa automaticamente.",
  },
  apply: {
    answersWithin: "{{company}} di solito risponde entro {{days}} giorni.",
  },
};
