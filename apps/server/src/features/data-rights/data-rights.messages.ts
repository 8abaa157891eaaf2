import { registerMessages } from "../../i18n/messages";

/** Server texts of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention (error details, mails), in every UI language. */
export const dataRightsMessages = registerMessages({
  dataRightsConfirmationMismatch: {
    en: "Type the email address of your account to confirm the deletion.",
    de: "Gib zur Bestätigung die E-Mail-Adresse deines Kontos ein.",
    fr: "Saisis l'adresse e-mail de ton compte pour confirmer la suppression.",
    it: "Inserisci l'indirizzo e-mail del tuo account per confermare l'eliminazione.",
  },
  dataRightsLastOwner: {
    en: "You are the last owner of {organizations}. Make another member an owner, or remove the other members, before deleting your account.",
    de: "Du bist die letzte Inhaberin oder der letzte Inhaber von {organizations}. Mache zuerst ein anderes Mitglied zum Inhaber oder entferne die übrigen Mitglieder, bevor du dein Konto löschst.",
    fr: "Tu es le dernier ou la dernière propriétaire de {organizations}. Nomme d'abord un autre membre propriétaire ou retire les autres membres avant de supprimer ton compte.",
    it: "Sei l'ultimo o l'ultima titolare di {organizations}. Nomina prima titolare un altro membro o rimuovi gli altri membri prima di eliminare il tuo account.",
  },
  dataRightsRequestTokenInvalid: {
    en: "This request is no longer valid (it expired or was used). Ask for a new code.",
    de: "Diese Anfrage gilt nicht mehr (abgelaufen oder verwendet). Fordere einen neuen Code an.",
    fr: "Cette demande n'est plus valide (expirée ou déjà utilisée). Demande un nouveau code.",
    it: "Questa richiesta non è più valida (scaduta o già usata). Richiedi un nuovo codice.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    dataRights: typeof dataRightsMessages;
  }
}
