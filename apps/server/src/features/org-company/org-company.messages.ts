import { registerMessages } from "../../i18n/messages";

/** Server texts of the organisation editor: company profile, logo, addresses, members and invites, widget settings (error details, mails), in both UI languages. */
export const orgCompanyMessages = registerMessages({
  orgCompanyLogoNotImage: {
    en: "Choose a JPEG, PNG or WebP image.",
    de: "Wähle ein Bild im Format JPEG, PNG oder WebP.",
  },
  orgCompanyPostalCodeUnknown: {
    en: "There is no postal code {postalCode} in Switzerland or Liechtenstein.",
    de: "In der Schweiz und in Liechtenstein gibt es keine Postleitzahl {postalCode}.",
  },
  orgCompanyCityMismatch: {
    en: "{postalCode} is the postal code of {cities}, not of {city}.",
    de: "{postalCode} ist die Postleitzahl von {cities}, nicht von {city}.",
  },
  orgCompanyCountryMismatchCH: {
    en: "Postal code {postalCode} is in Switzerland.",
    de: "Die Postleitzahl {postalCode} liegt in der Schweiz.",
  },
  orgCompanyCountryMismatchLI: {
    en: "Postal code {postalCode} is in Liechtenstein.",
    de: "Die Postleitzahl {postalCode} liegt in Liechtenstein.",
  },
  orgCompanyAddressInUse: {
    en: "This address is the work place of {count} planned or active listings ({titles}). Give them another work place or end them first.",
    de: "Diese Adresse ist der Arbeitsort von {count} geplanten oder aktiven Inseraten ({titles}). Gib ihnen zuerst einen anderen Arbeitsort oder beende sie.",
  },
  orgCompanyAddressMovesListings: {
    en: "This address is the work place of {count} planned or active listings ({titles}): the change moves them to the new place. Confirm it to save.",
    de: "Diese Adresse ist der Arbeitsort von {count} geplanten oder aktiven Inseraten ({titles}): Die Änderung verschiebt sie an den neuen Ort. Bestätige sie, um zu speichern.",
  },
  orgCompanyAddressLimit: {
    en: "An organisation can have at most {limit} addresses.",
    de: "Eine Organisation kann höchstens {limit} Adressen haben.",
  },
  orgCompanyLastOwner: {
    en: "The organisation needs at least one owner. Make someone else owner first.",
    de: "Die Organisation braucht mindestens eine Inhaberin oder einen Inhaber. Ernenne zuerst jemand anderen dazu.",
  },
  orgCompanyAlreadyMember: {
    en: "{email} is a member already.",
    de: "{email} ist bereits Mitglied.",
  },
  orgCompanyInviteInvalid: {
    en: "This invitation is invalid or expired. Ask for a new one.",
    de: "Diese Einladung ist ungültig oder abgelaufen. Bitte um eine neue.",
  },
  orgCompanyInviteWrongAccount: {
    en: "This invitation is for another email address. Sign in with the account of the invited address to accept it.",
    de: "Diese Einladung gilt für eine andere E-Mail-Adresse. Melde dich mit dem Konto der eingeladenen Adresse an, um sie anzunehmen.",
  },
  orgCompanyInviteAlreadyAccepted: {
    en: "This invitation has been accepted already: the person is a member now. Remove them from the members if needed.",
    de: "Diese Einladung wurde bereits angenommen: Die Person ist jetzt Mitglied. Entferne sie bei Bedarf aus den Mitgliedern.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    orgCompany: typeof orgCompanyMessages;
  }
}
