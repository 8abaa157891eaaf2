import type { Widen } from "../en";
import type { userApplicationsEn } from "../en/user-applications";

/** French texts of the seeker side of applications: apply (signed in and anonymous), attachments, candidate-pool access. */
export const userApplicationsFr: Widen<typeof userApplicationsEn> = {
  apply: {
    progressLabel: "Étapes de la candidature",
    progress: "Étape {{current}} sur {{total}}: {{title}}",
    steps: {
      intro: "Introduction",
      contact: "Coordonnées",
      verify: "Confirmer l'e-mail",
      questions: "Questions",
      texts: "À propos de toi",
    },
    toListing: "Candidature pour «{{title}}» chez {{company}}",
    toJob: "Candidature spontanée comme «{{title}}» chez {{company}}",
    toCompany: "Candidature spontanée chez {{company}}",
    next: "Suivant",
    back: "Retour",
    submit: "Envoyer la candidature",
    submitting: "Envoi en cours…",
    intro: {
      receives: "Ce que {{company}} reçoit",
      receivesText:
        "Ton nom, ton adresse e-mail et ton numéro de téléphone (si tu en indiques un), tes réponses aux questions de l'entreprise, les textes sur toi et le PDF que tu joins.",
      invited: "{{company}} t'a invité·e à postuler.",
      privacyTitle: "Protection des données",
      privacyWho:
        "{{company}} traite ta candidature pour pourvoir le poste (pour une candidature spontanée: un poste adapté). Jobatlas enregistre et transmet les données sur mandat de l'entreprise (en tant que sous-traitant) et ne les utilise à aucune autre fin.",
      privacyHowLong:
        "Si la candidature est clôturée ou refusée, ou si tu la retires, tes données sont supprimées après {{days}} jours. Tu peux la retirer à tout moment.",
      anonymousHint:
        "Tu peux postuler sans compte: nous confirmons ton adresse e-mail avec un code à 6 chiffres et t'envoyons un lien pour suivre ta candidature.",
      signedInHint: "Tu postules avec ton compte ({{email}}); tes candidatures se trouvent sous «Ma carrière».",
    },
    pool: {
      title: "Ou: laisse {{company}} te trouver",
      text: "Au lieu de postuler, tu peux montrer ton profil de recherche à {{company}} (métiers, ce que tu apportes, ce que tu cherches). L'entreprise peut alors te contacter. Tu peux révoquer cet accès à tout moment.",
      grant: "Montrer mon profil à {{company}}",
      revoke: "Révoquer l'accès",
      granted: "{{company}} voit ton profil de recherche.",
      incomplete:
        "Ton profil de recherche n'est pas encore complet. Ajoutes-y au moins un métier, puis tu pourras le montrer à {{company}}.",
      complete: "Compléter mon profil de recherche",
      revoked: "{{company}} ne voit plus ton profil de recherche.",
    },
    contact: {
      firstName: "Prénom",
      lastName: "Nom",
      email: "Adresse e-mail",
      emailSignedIn: "Nous utilisons l'adresse de ton compte: {{email}}",
      phone: "Téléphone",
    },
    verify: {
      intro: "Nous envoyons un code à 6 chiffres à {{email}}. Saisis-le ici pour confirmer l'adresse.",
      send: "Envoyer le code",
      sent: "Nous avons envoyé un code à {{email}}. Il est valable 10 minutes.",
      resend: "Envoyer un nouveau code",
      code: "Code à 6 chiffres",
      confirm: "Confirmer",
      confirmed: "L'adresse {{email}} est confirmée.",
      codeExpired: "Le code a expiré ou a été saisi trop souvent de manière erronée. Demandes-en un nouveau.",
    },
    questions: {
      intro: "{{company}} te pose quelques questions.",
      chooseOne: "Choisis une réponse",
      chooseAny: "Choisis toutes les réponses qui s'appliquent",
      answer: "Ta réponse",
    },
    texts: {
      myStory: "Mon parcours",
      myStoryHint: "Qui tu es et ce qui t'a mené·e ici.",
      whatIBring: "Ce que j'apporte",
      whatIBringHint: "Expérience, compétences, diplômes.",
      whatIWant: "Ce que je cherche",
      whatIWantHint: "Le travail, l'équipe et les conditions que tu cherches.",
      prefilled: "Nous avons repris des textes de ton profil de recherche; modifie-les à ton gré.",
      attachments: "CV ou autres documents (PDF)",
      attachmentsHint: "PDF uniquement, 10 MB au maximum par fichier, jusqu'à 3 fichiers.",
      upload: "Joindre un PDF",
      uploading: "Envoi en cours…",
      remove: "Retirer {{name}}",
      notPdf: "{{name}} n'est pas un PDF.",
      activeContent:
        "{{name}} contient du contenu actif (scripts, fichiers intégrés, médias ou code de formulaire) et n'est donc pas accepté. Enregistre-le ou imprime-le à nouveau en PDF simple et joins-le à nouveau.",
      tooLarge: "{{name}} dépasse 10 MB.",
    },
    elsewhere: "{{company}} reçoit les candidatures pour «{{title}}» sur son propre site web. Postule là-bas.",
    errors: {
      required: "Remplis ce champ.",
      answerRequired: "Réponds à cette question.",
      needsVerification: "Confirme d'abord ton adresse e-mail.",
      inviteInvalid:
        "Ce lien d'invitation n'est pas valable, a déjà été utilisé ou a expiré. Tu peux quand même postuler sans lui.",
      listingClosed: "Cette annonce n'accepte plus de candidatures.",
      appliesElsewhere: "Cet employeur reçoit les candidatures pour ce poste sur son propre site web.",
      verificationInvalid: "Ta confirmation d'e-mail a expiré ou a déjà été utilisée. Confirme à nouveau ton adresse.",
    },
    already: {
      title: "Tu as postulé le {{date}}",
      text: "Ta candidature pour «{{title}}» est encore ouverte, il n'y a donc rien à renvoyer. Tu peux la suivre, modifier ses textes tant que l'entreprise ne l'a pas encore prise en charge, ou la retirer.",
      view: "Voir ta candidature",
    },
    success: {
      title: "Candidature envoyée",
      text: "Merci! {{company}} a reçu ta candidature.",
      textCompany: "Merci! Ta candidature est envoyée.",
      anonymous: "Nous t'avons envoyé une confirmation avec un lien pour suivre ta candidature.",
      signedIn: "Tu la trouves sous «Mes candidatures».",
      myApplications: "Mes candidatures",
      backToCompany: "Retour à l'entreprise",
    },
  },
};
