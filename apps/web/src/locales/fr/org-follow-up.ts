import type { Widen } from "../en";
import type { orgFollowUpEn } from "../en/org-follow-up";

/** French texts of the follow-up of applications (issue 29) on the employer's side. */
export const orgFollowUpFr: Widen<typeof orgFollowUpEn> = {
  record: {
    title: "Taux de réponse",
    intro:
      "Les candidatures reçues ces {{days}} derniers jours qui ont reçu une réponse ou ont été clôturées sans réponse; celles encore en attente dans ton délai de réponse ne comptent pas.",
    answered: "Avec réponse",
    median: "Délai médian jusqu'à une première réponse",
    days_one: "{{days}} jour",
    days_other: "{{days}} jours",
    counted_one: "sur {{count}} candidature",
    counted_other: "sur {{count}} candidatures",
    none: "Aucune candidature de ces {{days}} derniers jours n'a encore reçu de réponse ni été clôturée.",
    noAnswer: "Aucune réponse pour l'instant",
    up: "en hausse, contre {{previous}}",
    down: "en baisse, contre {{previous}}",
    same: "comme pendant les {{days}} jours précédents",
    noPrevious: "pas de chiffres pour les {{days}} jours précédents",
    public: "Affiché sur ta page d'entreprise.",
    notPublic:
      "Pas encore affiché sur ta page d'entreprise: il l'est à partir de {{min}} candidatures en {{days}} jours.",
    loadFailed: "Le taux de réponse n'a pas pu être chargé.",
  },
  closing: {
    title: "Bientôt clôturées",
    intro:
      "Ces candidatures en attente ont dépassé ton délai de réponse. Si tu n'y réponds pas, chacune est clôturée sans réponse à la date indiquée, et la personne reçoit un message standard courtois.",
    empty: "Aucune candidature n'attend au-delà de ton délai de réponse.",
    received: "reçue le {{date}}",
    closesOn: "clôturée le {{date}}",
    export: "Exporter en CSV",
    loadFailed: "Les candidatures bientôt clôturées n'ont pas pu être chargées.",
  },
  mails: {
    title: "E-mails sur les nouvelles candidatures",
    intro: "Comment tu apprends les nouvelles candidatures de cette entreprise: chaque membre fait son propre choix.",
    legend: "Envoie-moi",
    modes: {
      default: "Le réglage par défaut",
      instant: "Un e-mail par candidature",
      daily: "Un récapitulatif quotidien à {{time}}",
      none: "Aucun e-mail",
    },
    hints: {
      default:
        "Actuellement: {{mode}}. Par défaut, les titulaires et administrateur·rices reçoivent le récapitulatif quotidien et les recruteur·euses aucun e-mail; pour les annonces dont tu es la personne de contact, tu reçois un e-mail par candidature.",
      instant: "Dès que quelqu'un postule: l'annonce, le nom et un lien vers le profil.",
      daily: "Un e-mail chaque matin avec les candidatures reçues depuis le dernier.",
      none: "Tu vois les nouvelles candidatures dans les notifications et la liste des candidat·es.",
    },
    defaultModes: {
      instant: "un e-mail par candidature",
      daily: "le récapitulatif quotidien",
      none: "aucun e-mail",
    },
    save: "Enregistrer le choix",
    saved: "Ton choix a été enregistré.",
    failed: "Ton choix n'a pas pu être enregistré. Réessaie.",
    loadFailed: "Ton choix n'a pas pu être chargé.",
  },
  answerTime: {
    title: "Délai de réponse",
    text: "Tu promets de répondre aux candidatures dans un délai de {{days}} jours: ta page d'entreprise et le formulaire de candidature l'indiquent. Quand une candidature en attente atteint ce jour, ton équipe reçoit un rappel dans les notifications et par e-mail; si elle est toujours sans réponse {{closeDays}} jours plus tard, elle est clôturée automatiquement avec un message standard courtois à la personne qui a postulé.",
    label: "Jours pour répondre",
    hint: "De {{min}} à {{max}} jours; {{default}} par défaut.",
    range: "Saisis un nombre entier de jours entre {{min}} et {{max}}.",
    save: "Enregistrer le délai",
    saved: "Le délai de réponse a été enregistré.",
  },
  archive: {
    message: "Message au ou à la postulant·e",
    messageHint:
      "Envoyé avec l'e-mail qui informe {{name}} que la candidature a été clôturée, et affiché sur la page de la candidature.",
  },
  history: {
    answer_due: "Délai de réponse dépassé: l'équipe a reçu un rappel",
    closed_unanswered: "Clôturée automatiquement sans réponse",
  },
};
