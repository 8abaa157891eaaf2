import { registerMessages } from "../../i18n/messages";

/** Server texts of the organisation editor: company profile, logo, addresses, members and invites, widget settings (error details, mails), in every UI language. */
export const orgCompanyMessages = registerMessages({
  orgCompanyLogoNotImage: {
    en: "Choose a JPEG, PNG or WebP image.",
    de: "Wähle ein Bild im Format JPEG, PNG oder WebP.",
    fr: "Choisis une image au format JPEG, PNG ou WebP.",
    it: "Scegli un'immagine in formato JPEG, PNG o WebP.",
  },
  orgCompanyPostalCodeUnknown: {
    en: "There is no postal code {postalCode} in Switzerland or Liechtenstein.",
    de: "In der Schweiz und in Liechtenstein gibt es keine Postleitzahl {postalCode}.",
    fr: "Il n'existe pas de NPA {postalCode} en Suisse ni au Liechtenstein.",
    it: "In Svizzera e nel Liechtenstein non esiste l'NPA {postalCode}.",
  },
  orgCompanyCityMismatch: {
    en: "{postalCode} is the postal code of {cities}, not of {city}.",
    de: "{postalCode} ist die Postleitzahl von {cities}, nicht von {city}.",
    fr: "{postalCode} est le NPA de {cities}, pas de {city}.",
    it: "{postalCode} è l'NPA di {cities}, non di {city}.",
  },
  orgCompanyCountryMismatchCH: {
    en: "Postal code {postalCode} is in Switzerland.",
    de: "Die Postleitzahl {postalCode} liegt in der Schweiz.",
    fr: "Le NPA {postalCode} se trouve en Suisse.",
    it: "L'NPA {postalCode} si trova in Svizzera.",
  },
  orgCompanyCountryMismatchLI: {
    en: "Postal code {postalCode} is in Liechtenstein.",
    de: "Die Postleitzahl {postalCode} liegt in Liechtenstein.",
    fr: "Le NPA {postalCode} se trouve au Liechtenstein.",
    it: "L'NPA {postalCode} si trova nel Liechtenstein.",
  },
  orgCompanyAddressInUse: {
    en: "This address is the work place of {count} planned or active listings ({titles}). Give them another work place or end them first.",
    de: "Diese Adresse ist der Arbeitsort von {count} geplanten oder aktiven Inseraten ({titles}). Gib ihnen zuerst einen anderen Arbeitsort oder beende sie.",
    fr: "Cette adresse est le lieu de travail de {count} annonces planifiées ou actives ({titles}). Donne-leur d'abord un autre lieu de travail ou termine-les.",
    it: "Questo indirizzo è il luogo di lavoro di {count} annunci pianificati o attivi ({titles}). Assegna loro prima un altro luogo di lavoro o terminali.",
  },
  orgCompanyAddressMovesListings: {
    en: "This address is the work place of {count} planned or active listings ({titles}): the change moves them to the new place. Confirm it to save.",
    de: "Diese Adresse ist der Arbeitsort von {count} geplanten oder aktiven Inseraten ({titles}): Die Änderung verschiebt sie an den neuen Ort. Bestätige sie, um zu speichern.",
    fr: "Cette adresse est le lieu de travail de {count} annonces planifiées ou actives ({titles}): la modification les déplace vers le nouveau lieu. Confirme-la pour enregistrer.",
    it: "Questo indirizzo è il luogo di lavoro di {count} annunci pianificati o attivi ({titles}): la modifica li sposta nel nuovo luogo. Confermala per salvare.",
  },
  orgCompanyAddressLimit: {
    en: "An organisation can have at most {limit} addresses.",
    de: "Eine Organisation kann höchstens {limit} Adressen haben.",
    fr: "Une organisation peut avoir au maximum {limit} adresses.",
    it: "Un'organizzazione può avere al massimo {limit} indirizzi.",
  },
  orgCompanyLastOwner: {
    en: "The organisation needs at least one owner. Make someone else owner first.",
    de: "Die Organisation braucht mindestens eine Inhaberin oder einen Inhaber. Ernenne zuerst jemand anderen dazu.",
    fr: "L'organisation a besoin d'au moins un·e propriétaire. Nomme d'abord quelqu'un d'autre propriétaire.",
    it: "L'organizzazione ha bisogno di almeno un/una titolare. Nomina prima titolare qualcun altro.",
  },
  orgCompanyAlreadyMember: {
    en: "{email} is a member already.",
    de: "{email} ist bereits Mitglied.",
    fr: "{email} est déjà membre.",
    it: "{email} è già membro.",
  },
  orgCompanyInviteInvalid: {
    en: "This invitation is invalid or expired. Ask for a new one.",
    de: "Diese Einladung ist ungültig oder abgelaufen. Bitte um eine neue.",
    fr: "Cette invitation n'est pas valide ou a expiré. Demandes-en une nouvelle.",
    it: "Questo invito non è valido o è scaduto. Chiedine uno nuovo.",
  },
  orgCompanyInviteWrongAccount: {
    en: "This invitation is for another email address. Sign in with the account of the invited address to accept it.",
    de: "Diese Einladung gilt für eine andere E-Mail-Adresse. Melde dich mit dem Konto der eingeladenen Adresse an, um sie anzunehmen.",
    fr: "Cette invitation est destinée à une autre adresse e-mail. Connecte-toi avec le compte de l'adresse invitée pour l'accepter.",
    it: "Questo invito è destinato a un altro indirizzo e-mail. Accedi con l'account dell'indirizzo invitato per accettarlo.",
  },
  orgCompanyInviteAlreadyAccepted: {
    en: "This invitation has been accepted already: the person is a member now. Remove them from the members if needed.",
    de: "Diese Einladung wurde bereits angenommen: Die Person ist jetzt Mitglied. Entferne sie bei Bedarf aus den Mitgliedern.",
    fr: "Cette invitation a déjà été acceptée: la personne est désormais membre. Retire-la des membres si nécessaire.",
    it: "Questo invito è già stato accettato: la persona ora è membro. Se necessario, rimuovila dai membri.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    orgCompany: typeof orgCompanyMessages;
  }
}
