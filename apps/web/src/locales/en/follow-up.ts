/**
 * English texts of the follow-up of an application as the applicant reads it (issue 29): the
 * timeline of their application page (signed in and the anonymous status page), its promise
 * while pending and its deletion date once final, and the answer time in the apply wizard.
 */
export const followUpEn = {
  timeline: {
    title: "Timeline",
    current: "(latest step)",
    event: {
      invited: "Invited by {{company}}",
      submitted: "Application received",
      seen: "Seen by {{company}}",
      accepted: "{{company}} took up your application",
      contact_requested: "Contact request from {{company}}",
      contact_accepted: "You shared your contact details",
      user_withdrawn: "You withdrew the application",
      org_withdrawn: "Withdrawn by {{company}}",
      user_rejected: "You declined the contact request",
      org_rejected: "Declined by {{company}}",
      archived: "Closed by {{company}}",
      closed_unanswered: "Closed without an answer",
    },
    message: "Message from {{company}}",
    pending:
      "{{company}} usually answers within {{days}} days. If nobody answers by {{date}}, the application is closed automatically and you hear from us.",
    deletion: "Your application and its documents are deleted on {{date}}.",
    closedUnanswered: "Nobody answered in time, so the application was closed automatically.",
  },
  apply: {
    answersWithin: "{{company}} usually answers within {{days}} days.",
  },
};
