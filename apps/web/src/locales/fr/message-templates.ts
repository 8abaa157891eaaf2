import type { Widen } from "../en";
import type { messageTemplatesEn } from "../en/message-templates";

/** French texts of the message templates and the bulk rejection (ADR 090). */
export const messageTemplatesFr: Widen<typeof messageTemplatesEn> = {
  kinds: {
    reject: "Refus",
    contact_request: "Demande de contact",
    invite: "Invitation",
  },
  kindsPlural: {
    reject: "Refus",
    contact_request: "Demandes de contact",
    invite: "Invitations",
  },
  use: {
    label: "Utiliser un modèle",
    choose: "Choisir un modèle",
    insert: "Insérer",
    inserted: "«{{name}}» inséré en {{language}}. Vérifie le texte et modifie-le si tu veux avant l'envoi.",
    insertedFallback:
      "«{{name}}» n'a pas de texte en {{wanted}}: son texte en {{language}} a été inséré. Vérifie-le avant l'envoi.",
    none: "Pas encore de modèle enregistré de ce type.",
    manage: "Modèles de messages",
  },
  screen: {
    loadFailed: "Les modèles n'ont pas pu être chargés.",
    intro:
      "Des textes enregistrés pour les refus, les demandes de contact et les invitations, dans les langues de tes candidats. Les espaces réservés sont remplis pour chaque personne quand tu utilises un modèle.",
    create: "Nouveau modèle",
    readOnly:
      "Les propriétaires et les admins rédigent les modèles; tu peux les utiliser dans les écrans des candidats.",
    empty: "Pas encore de modèle de ce type.",
    languagesWritten: "Langues",
    updated: "Modifié le {{date}}",
    edit: "Modifier",
    editNamed: "Modifier {{name}}",
    delete: "Supprimer",
    deleteNamed: "Supprimer {{name}}",
    deleteTitle: "Supprimer ce modèle?",
    deleteText:
      "«{{name}}» est supprimé pour toute ton organisation. Les refus déjà planifiés avec lui gardent leur texte.",
    deleted: "Modèle «{{name}}» supprimé.",
  },
  editor: {
    createTitle: "Nouveau modèle",
    editTitle: "Modifier le modèle",
    kind: "Utilisé pour",
    name: "Nom",
    nameHint: "Comment ton équipe le retrouve, p. ex. «Refus courtois après entretien».",
    texts: "Texte par langue",
    textsHint:
      "Écris au moins une langue. Les personnes dont la langue n'a pas de texte reçoivent le texte anglais, sinon le premier écrit.",
    textIn: "Texte en {{language}}",
    placeholders: "Espaces réservés:",
    placeholderNames: {
      first_name: "le prénom de la personne",
      listing_title: "l'annonce (pour une candidature spontanée le poste, sinon ton entreprise)",
      company: "le nom de ton entreprise",
    },
    preview: "Aperçu",
    previewLanguage: "Aperçu en",
    previewHint: "Avec des valeurs d'exemple: {{firstName}}, «{{listing}}», {{company}}.",
    sampleFirstName: "Mia",
    sampleListing: "Conseiller/ère de vente 80–100%",
    previewEmpty: "Rien d'écrit pour l'instant.",
    save: "Enregistrer le modèle",
    saving: "Enregistrement…",
    cancel: "Annuler",
    saved: "Modèle «{{name}}» enregistré.",
    stale:
      "Quelqu'un d'autre a modifié ce modèle pendant que tu le modifiais. Copie ton texte si tu veux le garder, puis charge sa version.",
    reload: "Charger la version actuelle",
  },
  bulk: {
    toolbar: "Sélection",
    selectAll: "Tout sélectionner sur cette page",
    selectRow: "Sélectionner {{name}}",
    selected_one: "{{count}} sélectionnée",
    selected_other: "{{count}} sélectionnées",
    clear: "Annuler la sélection",
    reject: "Refuser la sélection…",
    dialogTitle: "Refuser les candidatures sélectionnées",
    dialogText:
      "Chaque personne reçoit le modèle par e-mail dans sa langue, avec son nom rempli. Vérifie l'aperçu ci-dessous.",
    template: "Modèle de refus",
    templateChoose: "Choisir un modèle",
    noTemplates:
      "Il n'y a pas encore de modèle de refus. Les propriétaires et les admins les créent sous Modèles de messages.",
    delay: "Envoyer",
    delays: {
      "0": "Maintenant",
      "1": "Dans 1 heure",
      "24": "Dans 24 heures",
      "48": "Dans 48 heures",
      "72": "Dans 72 heures",
    },
    delayHint: "D'ici là, tu peux annuler le refus.",
    preview: "Aperçu par personne",
    previewLoading: "Chargement des candidats…",
    previewChoose: "Choisis un modèle pour voir chaque message.",
    previewIn: "En {{language}}",
    leftOut_one:
      "{{count}} candidature sélectionnée ne peut pas être refusée (terminée ou déjà planifiée) et est laissée de côté.",
    leftOut_other:
      "{{count}} candidatures sélectionnées ne peuvent pas être refusées (terminées ou déjà planifiées) et sont laissées de côté.",
    noMail: "Données supprimées: aucun e-mail n'est envoyé.",
    submitNow_one: "Refuser {{count}} candidature",
    submitNow_other: "Refuser {{count}} candidatures",
    submitLater_one: "Planifier {{count}} refus",
    submitLater_other: "Planifier {{count}} refus",
    sending: "Envoi…",
    doneNow_one: "{{count}} candidature refusée; la personne reçoit un e-mail.",
    doneNow_other: "{{count}} candidatures refusées; chaque personne reçoit un e-mail.",
    doneLater_one: "{{count}} refus planifié pour {{time}}.",
    doneLater_other: "{{count}} refus planifiés pour {{time}}.",
    undo: "Annuler",
    undone: "Refus planifié annulé: rien n'a été envoyé.",
    undoGone: "Trop tard pour annuler: le refus a déjà été envoyé.",
    scheduled: "Refus planifié pour {{time}}",
    undoNamed: "Annuler le refus planifié de {{name}}",
  },
};
