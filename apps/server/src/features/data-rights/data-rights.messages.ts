import { registerMessages } from "../../i18n/messages";

/** Server texts of data rights (nDSG/GDPR): export, account deletion, an anonymous applicant's request, application retention (error details, mails), in both UI languages. */
export const dataRightsMessages = registerMessages({
  dataRightsConfirmationMismatch: {
    en: "Type the email address of your account to confirm the deletion.",
    de: "Gib zur Bestätigung die E-Mail-Adresse deines Kontos ein.",
  },
  dataRightsLastOwner: {
    en: "You are the last owner of {organizations}. Make another member an owner, or remove the other members, before deleting your account.",
    de: "Du bist die letzte Inhaberin oder der letzte Inhaber von {organizations}. Mache zuerst ein anderes Mitglied zum Inhaber oder entferne die übrigen Mitglieder, bevor du dein Konto löschst.",
  },
  dataRightsRequestTokenInvalid: {
    en: "This request is no longer valid (it expired or was used). Ask for a new code.",
    de: "Diese Anfrage gilt nicht mehr (abgelaufen oder verwendet). Fordere einen neuen Code an.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    dataRights: typeof dataRightsMessages;
  }
}
