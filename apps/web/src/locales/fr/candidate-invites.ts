import type { Widen } from "../en";
import type { candidateInvitesEn } from "../en/candidate-invites";

/** French texts of the invitations of candidates to apply. */
export const candidateInvitesFr: Widen<typeof candidateInvitesEn> = {
  intro:
    "Invite une personne que tu aimerais engager à postuler à l'une de tes annonces actives ou à l'un de tes profils de poste actifs. Elle reçoit un e-mail avec un lien vers le formulaire de candidature, où son nom et son adresse sont déjà remplis; le lien est valable 14 jours et une seule fois.",
  back: "Retour aux candidat·es",
  form: {
    title: "Nouvelle invitation",
    email: "Adresse e-mail",
    name: "Nom",
    nameHint: "Nom utilisé pour saluer la personne dans l'e-mail, p. ex. Mia Muster.",
    target: "Inviter pour",
    targetPlaceholder: "Choisir une annonce ou un profil de poste",
    listings: "Annonces actives",
    jobs: "Profils de poste actifs (candidature spontanée)",
    noTargets:
      "Tu n'as encore aucune annonce ni aucun profil de poste actif. Publie d'abord une annonce ou active un profil de poste.",
    message: "Message personnel",
    messageHint: "Cité dans l'e-mail en texte simple (jusqu'à {{max}} caractères).",
    language: "Langue de l'e-mail",
    send: "Envoyer l'invitation",
    sent: "Invitation envoyée à {{email}}.",
  },
  list: {
    title: "Invitations envoyées",
    empty: "Pas encore d'invitation.",
    caption: "Invitations de candidat·es, les plus récentes d'abord",
    candidate: "Personne",
    target: "Annonce ou profil de poste",
    status: "Statut",
    sent: "Envoyée",
    actions: "Actions",
    jobPrefix: "Profil de poste: {{title}}",
    until: "jusqu'au {{date}}",
    count_one: "{{count}} invitation",
    count_other: "{{count}} invitations",
    previous: "Page précédente",
    next: "Page suivante",
    revoke: "Retirer",
    revokeNamed: "Retirer l'invitation envoyée à {{name}}",
    revokeTitle: "Retirer l'invitation envoyée à {{name}}?",
    revokeText:
      "Le lien dans l'e-mail à {{email}} ne fonctionnera plus. Tu pourras inviter la personne à nouveau plus tard.",
    revoked: "Invitation envoyée à {{name}} retirée.",
    loadFailed: "Les invitations n'ont pas pu être chargées.",
    retry: "Réessayer",
  },
  status: {
    open: "Ouverte",
    used: "A postulé",
    expired: "Expirée",
  },
  errors: {
    used: "Cette invitation a déjà servi à une candidature et ne peut plus être retirée.",
    invalid: "Cette invitation n'est plus valable.",
    targetGone: "Cette annonce ou ce profil de poste n'est plus actif. Choisis-en un autre.",
  },
};
