import type { Widen } from "../en";
import type { followUpEn } from "../en/follow-up";

/** German texts of the follow-up of an application as the applicant reads it (issue 29). */
export const followUpDe: Widen<typeof followUpEn> = {
  timeline: {
    title: "Verlauf",
    current: "(aktueller Schritt)",
    event: {
      invited: "Von {{company}} eingeladen",
      submitted: "Bewerbung eingegangen",
      seen: "Von {{company}} angesehen",
      accepted: "{{company}} hat deine Bewerbung aufgenommen",
      contact_requested: "Kontaktanfrage von {{company}}",
      contact_accepted: "Du hast deine Kontaktdaten freigegeben",
      user_withdrawn: "Du hast die Bewerbung zurückgezogen",
      org_withdrawn: "Von {{company}} zurückgezogen",
      user_rejected: "Du hast die Kontaktanfrage abgelehnt",
      org_rejected: "Von {{company}} abgelehnt",
      archived: "Von {{company}} abgeschlossen",
      closed_unanswered: "Ohne Antwort abgeschlossen",
    },
    message: "Nachricht von {{company}}",
    pending:
      "{{company}} antwortet normalerweise innert {{days}} Tagen. Antwortet bis zum {{date}} niemand, wird die Bewerbung automatisch abgeschlossen und du hörst von uns.",
    deletion: "Deine Bewerbung und ihre Unterlagen werden am {{date}} gelöscht.",
    closedUnanswered: "Niemand hat rechtzeitig geantwortet, deshalb wurde die Bewerbung automatisch abgeschlossen.",
  },
  apply: {
    answersWithin: "{{company}} antwortet normalerweise innert {{days}} Tagen.",
  },
};
