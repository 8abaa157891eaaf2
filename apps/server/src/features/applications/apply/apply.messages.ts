import { registerMessages } from "../../../i18n/messages";

/** Server texts of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access (error details), in every UI language. */
export const userApplicationsMessages = registerMessages({
  userApplicationsListingAppliesElsewhere: {
    en: "This employer takes applications for this job on its own website.",
    de: "Bewerbungen für diese Stelle nimmt die Firma auf ihrer eigenen Website entgegen.",
    fr: "L'entreprise reçoit les candidatures pour ce poste sur son propre site web.",
    it: "L'azienda riceve le candidature per questo posto sul proprio sito web.",
  },
  userApplicationsListingNotOpen: {
    en: "This listing does not take applications (any more).",
    de: "Auf dieses Inserat kann man sich nicht (mehr) bewerben.",
    fr: "Il n'est (plus) possible de postuler à cette annonce.",
    it: "Non è (più) possibile candidarsi a questo annuncio.",
  },
  userApplicationsAlreadyApplied: {
    en: "You have already applied to this listing, and your application is still open. You find it under My career, or through the link in your confirmation email.",
    de: "Du hast dich auf dieses Inserat schon beworben, und deine Bewerbung ist noch offen. Du findest sie unter «Meine Karriere» oder über den Link in deiner Bestätigungs-E-Mail.",
    fr: "Tu as déjà postulé à cette annonce, et ta candidature est encore ouverte. Tu la trouves sous «Ma carrière» ou via le lien de ton e-mail de confirmation.",
    it: "Hai già inviato una candidatura per questo annuncio, ed è ancora aperta. La trovi in «La mia carriera» o tramite il link nella tua e-mail di conferma.",
  },
  userApplicationsVerificationInvalid: {
    en: "Your email address is not confirmed (the confirmation is missing, wrong, expired or used). Please confirm it again with a new code.",
    de: "Deine E-Mail-Adresse ist nicht bestätigt (die Bestätigung fehlt, ist falsch, abgelaufen oder schon verwendet). Bitte bestätige sie mit einem neuen Code.",
    fr: "Ton adresse e-mail n'est pas confirmée (la confirmation manque, est erronée, a expiré ou a déjà été utilisée). Confirme-la avec un nouveau code.",
    it: "Il tuo indirizzo e-mail non è confermato (la conferma manca, è errata, è scaduta o è già stata usata). Confermalo con un nuovo codice.",
  },
  userApplicationsInviteInvalid: {
    en: "This invitation link is invalid, used or expired.",
    de: "Dieser Einladungslink ist ungültig, schon verwendet oder abgelaufen.",
    fr: "Ce lien d'invitation n'est pas valide, a déjà été utilisé ou a expiré.",
    it: "Questo link d'invito non è valido, è già stato usato o è scaduto.",
  },
  userApplicationsQuestionRequired: {
    en: "Please answer this question.",
    de: "Bitte beantworte diese Frage.",
    fr: "Réponds à cette question.",
    it: "Rispondi a questa domanda.",
  },
  userApplicationsQuestionUnknown: {
    en: "This question is not part of the questionnaire (any more). Please reload the page.",
    de: "Diese Frage gehört nicht (mehr) zum Fragebogen. Bitte lade die Seite neu.",
    fr: "Cette question ne fait (plus) partie du questionnaire. Recharge la page.",
    it: "Questa domanda non fa (più) parte del questionario. Ricarica la pagina.",
  },
  userApplicationsOptionUnknown: {
    en: "Please choose among the offered answers.",
    de: "Bitte wähle unter den angebotenen Antworten.",
    fr: "Choisis parmi les réponses proposées.",
    it: "Scegli tra le risposte proposte.",
  },
  userApplicationsSingleChoice: {
    en: "Please choose one answer only.",
    de: "Bitte wähle nur eine Antwort.",
    fr: "Choisis une seule réponse.",
    it: "Scegli una sola risposta.",
  },
  userApplicationsAttachmentNotPdf: {
    en: "The file is not a PDF. Please upload your documents as a PDF.",
    de: "Die Datei ist kein PDF. Bitte lade deine Unterlagen als PDF hoch.",
    fr: "Le fichier n'est pas un PDF. Charge tes documents en PDF.",
    it: "Il file non è un PDF. Carica i tuoi documenti in formato PDF.",
  },
  userApplicationsAttachmentActiveContent: {
    en: "This PDF contains active content (scripts, embedded files, media or form code) that we do not accept, so that it is safe to open. Save or print it again as a plain PDF and upload it again.",
    de: "Dieses PDF enthält aktive Inhalte (Skripte, eingebettete Dateien, Medien oder Formularcode), die wir nicht annehmen, damit es sicher geöffnet werden kann. Speichere oder drucke es nochmals als einfaches PDF und lade es nochmals hoch.",
    fr: "Ce PDF contient des contenus actifs (scripts, fichiers intégrés, médias ou code de formulaire) que nous n'acceptons pas, afin qu'il puisse être ouvert en toute sécurité. Enregistre-le ou imprime-le à nouveau en PDF simple et charge-le à nouveau.",
    it: "Questo PDF contiene contenuti attivi (script, file incorporati, media o codice di moduli) che non accettiamo, affinché possa essere aperto in sicurezza. Salvalo o stampalo di nuovo come PDF semplice e caricalo di nuovo.",
  },
  userApplicationsAttachmentUnknown: {
    en: "This attachment is not available (any more). Please upload it again.",
    de: "Dieser Anhang ist nicht (mehr) vorhanden. Bitte lade ihn nochmals hoch.",
    fr: "Cette pièce jointe n'est (plus) disponible. Charge-la à nouveau.",
    it: "Questo allegato non è (più) disponibile. Caricalo di nuovo.",
  },
  userApplicationsAnonUploadNeedsVerification: {
    en: "Please sign in or confirm your email address before uploading a file.",
    de: "Bitte melde dich an oder bestätige deine E-Mail-Adresse, bevor du eine Datei hochlädst.",
    fr: "Connecte-toi ou confirme ton adresse e-mail avant de charger un fichier.",
    it: "Accedi o conferma il tuo indirizzo e-mail prima di caricare un file.",
  },
  userApplicationsSeekerProfileIncomplete: {
    en: "Please complete your seeker profile first (at least one job title): the company would see an empty profile.",
    de: "Bitte vervollständige zuerst dein Suchprofil (mindestens ein Beruf): Die Firma sähe sonst ein leeres Profil.",
    fr: "Complète d'abord ton profil de recherche (au moins un métier): sinon, l'entreprise verrait un profil vide.",
    it: "Completa prima il tuo profilo di ricerca (almeno una professione): altrimenti l'azienda vedrebbe un profilo vuoto.",
  },
});

declare module "../../../i18n/messages" {
  interface MessageCatalogues {
    userApplications: typeof userApplicationsMessages;
  }
}
