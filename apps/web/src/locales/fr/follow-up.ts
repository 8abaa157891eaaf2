import type { Widen } from "../en";
import type { followUpEn } from "../en/follow-up";

/** French texts of the follow-up of an application as the applicant reads it (issue 29). */
export const followUpFr: Widen<typeof followUpEn> = {
  timeline: {
    title: "Déroulement",
    current: "(dernière étape)",
    event: {
      invited: "Invitation de {{company}}",
      submitted: "Candidature reçue",
      seen: "Vue par {{company}}",
      accepted: "{{company}} a pris en charge ta candidature",
      contact_requested: "Demande de contact de {{company}}",
      contact_accepted: "Tu as transmis tes coordonnées",
      user_withdrawn: "Tu as retiré ta candidature",
      org_withdrawn: "Retirée par {{company}}",
      user_rejected: "Tu as décliné la demande de contact",
      org_rejected: "Refusée par {{company}}",
      archived: "Clôturée par {{company}}",
      closed_unanswered: "Clôturée sans réponse",
    },
    message: "Message de {{company}}",
    pending:
      "{{company}} répond en général dans les {{days}} jours. Si personne ne répond d'ici au {{date}}, la candidature est clôturée automatiquement et tu as de nos nouvelles.",
    deletion: "Ta candidature et ses documents seront supprimés le {{date}}.",
    closedUnanswered: "Personne n'a répondu à temps, la candidature a donc été clôturée automatiquement.",
  },
  apply: {
    answersWithin: "{{company}} répond en général dans les {{days}} jours.",
  },
};
