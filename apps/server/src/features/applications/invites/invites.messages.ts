import { registerMessages } from "../../../i18n/messages";

/** Server texts of the invitations of candidates to apply (error details, mails), in both UI languages. */
export const candidateInvitesMessages = registerMessages({
  candidateInviteInvalid: {
    en: "This invitation is no longer valid: it was used already, has expired or was withdrawn.",
    de: "Diese Einladung gilt nicht mehr: Sie wurde schon verwendet, ist abgelaufen oder wurde zurückgezogen.",
  },
  candidateInviteUsed: {
    en: "This invitation was used for an application already and can no longer be withdrawn.",
    de: "Mit dieser Einladung wurde schon eine Bewerbung eingereicht; sie lässt sich nicht mehr zurückziehen.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    candidateInvites: typeof candidateInvitesMessages;
  }
}
