import { registerMessages } from "../../../i18n/messages";

/** Server texts of the invitations of candidates to apply (error details, mails), in every UI language. */
export const candidateInvitesMessages = registerMessages({
  candidateInviteInvalid: {
    en: "This invitation is no longer valid: it was used already, has expired or was withdrawn.",
    de: "Diese Einladung gilt nicht mehr: Sie wurde schon verwendet, ist abgelaufen oder wurde zurückgezogen.",
    fr: "Cette invitation n'est plus valide: elle a déjà été utilisée, a expiré ou a été retirée.",
    it: "Questo invito non è più valido: è già stato usato, è scaduto o è stato ritirato.",
  },
  candidateInviteUsed: {
    en: "This invitation was used for an application already and can no longer be withdrawn.",
    de: "Mit dieser Einladung wurde schon eine Bewerbung eingereicht; sie lässt sich nicht mehr zurückziehen.",
    fr: "Cette invitation a déjà servi à une candidature et ne peut plus être retirée.",
    it: "Questo invito è già stato usato per una candidatura e non può più essere ritirato.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    candidateInvites: typeof candidateInvitesMessages;
  }
}
