import { registerMessages } from "../../../i18n/messages";

/** Server texts of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access (error details), in both UI languages. */
export const userApplicationsMessages = registerMessages({
  userApplicationsListingAppliesElsewhere: {
    en: "This employer takes applications for this job on its own website.",
    de: "Bewerbungen für diese Stelle nimmt die Firma auf ihrer eigenen Website entgegen.",
  },
  userApplicationsListingNotOpen: {
    en: "This listing does not take applications (any more).",
    de: "Auf dieses Inserat kann man sich nicht (mehr) bewerben.",
  },
  userApplicationsAlreadyApplied: {
    en: "You have already applied to this listing, and your application is still open. You find it under My career, or through the link in your confirmation email.",
    de: "Du hast dich auf dieses Inserat schon beworben, und deine Bewerbung ist noch offen. Du findest sie unter «Meine Karriere» oder über den Link in deiner Bestätigungs-E-Mail.",
  },
  userApplicationsVerificationInvalid: {
    en: "Your email address is not confirmed (the confirmation is missing, wrong, expired or used). Please confirm it again with a new code.",
    de: "Deine E-Mail-Adresse ist nicht bestätigt (die Bestätigung fehlt, ist falsch, abgelaufen oder schon verwendet). Bitte bestätige sie mit einem neuen Code.",
  },
  userApplicationsInviteInvalid: {
    en: "This invitation link is invalid, used or expired.",
    de: "Dieser Einladungslink ist ungültig, schon verwendet oder abgelaufen.",
  },
  userApplicationsQuestionRequired: {
    en: "Please answer this question.",
    de: "Bitte beantworte diese Frage.",
  },
  userApplicationsQuestionUnknown: {
    en: "This question is not part of the questionnaire (any more). Please reload the page.",
    de: "Diese Frage gehört nicht (mehr) zum Fragebogen. Bitte lade die Seite neu.",
  },
  userApplicationsOptionUnknown: {
    en: "Please choose among the offered answers.",
    de: "Bitte wähle unter den angebotenen Antworten.",
  },
  userApplicationsSingleChoice: {
    en: "Please choose one answer only.",
    de: "Bitte wähle nur eine Antwort.",
  },
  userApplicationsAttachmentNotPdf: {
    en: "The file is not a PDF. Please upload your documents as a PDF.",
    de: "Die Datei ist kein PDF. Bitte lade deine Unterlagen als PDF hoch.",
  },
  userApplicationsAttachmentActiveContent: {
    en: "This PDF contains active content (scripts, embedded files, media or form code) that we do not accept, so that it is safe to open. Save or print it again as a plain PDF and upload it again.",
    de: "Dieses PDF enthält aktive Inhalte (Skripte, eingebettete Dateien, Medien oder Formularcode), die wir nicht annehmen, damit es sicher geöffnet werden kann. Speichere oder drucke es nochmals als einfaches PDF und lade es nochmals hoch.",
  },
  userApplicationsAttachmentUnknown: {
    en: "This attachment is not available (any more). Please upload it again.",
    de: "Dieser Anhang ist nicht (mehr) vorhanden. Bitte lade ihn nochmals hoch.",
  },
  userApplicationsAnonUploadNeedsVerification: {
    en: "Please sign in or confirm your email address before uploading a file.",
    de: "Bitte melde dich an oder bestätige deine E-Mail-Adresse, bevor du eine Datei hochlädst.",
  },
  userApplicationsSeekerProfileIncomplete: {
    en: "Please complete your seeker profile first (at least one job title): the company would see an empty profile.",
    de: "Bitte vervollständige zuerst dein Suchprofil (mindestens ein Beruf): Die Firma sähe sonst ein leeres Profil.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    userApplications: typeof userApplicationsMessages;
  }
}
