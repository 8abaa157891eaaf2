/** French texts of the plan change on the organisation overview: the undo and the confirmation (ADR 053). */
export const planChangesFr = {
  choose: "Choisis la formule vers laquelle tu veux passer.",
  review: "Vérifier le passage à {{plan}}",
  reviewAny: "Vérifier le changement",
  returnUntil: "Tu l'as quittée le {{date}}: tu peux y revenir jusqu'au {{until}}.",
  lastChange: "Le {{date}}, {{actor}} a changé la formule de {{from}} à {{to}}.",
  lastChangeByYou: "Le {{date}}, tu as changé la formule de {{from}} à {{to}}.",
  lastChangeByNobody: "Le {{date}}, la formule a été changée de {{from}} à {{to}}.",
  undoUntil: "Le changement peut être annulé jusqu'au {{until}}.",
  undo: "Revenir à {{plan}}",
  confirmTitle: "Passer de {{from}} à {{to}}?",
  loading: "Nous vérifions les effets du changement…",
  loadFailed: "Les effets du changement n'ont pas pu être vérifiés.",
  retry: "Réessayer",
  failed: "La formule n'a pas pu être changée. Réessaie.",
  atOnce: "Le changement prend effet immédiatement.",
  free: "Free ne coûte rien: notre équipe de vente cesse de facturer ta formule actuelle.",
  invoiced: "Notre équipe de vente facture {{plan}} au prix de ton offre – il n'y a pas de paiement en ligne.",
  returnWithin:
    "Tu peux revenir à {{plan}} jusqu'au {{until}} (ici, sous «Changer de formule»). Ensuite, seule notre équipe de vente peut la remettre en place.",
  changeBackAnyTime: "Tu peux revenir en arrière à tout moment.",
  listingsOver_one:
    "{{count}} annonce est active; {{plan}} en permet {{limit}}. Aucune n'est interrompue: les annonces actives paraissent jusqu'à leur dernier jour (la dernière se termine le {{date}}).",
  listingsOver_other:
    "{{count}} annonces sont actives; {{plan}} en permet {{limit}}. Aucune n'est interrompue: les annonces actives paraissent jusqu'à leur dernier jour (la dernière se termine le {{date}}).",
  listingsOverRules:
    "Tant que plus de {{limit}} sont actives, aucune annonce ne peut être prolongée; jusqu'à ce que moins de {{limit}} soient actives, aucune ne passe en ligne – ni une nouvelle, ni «Publier maintenant», ni une annonce planifiée à sa date.",
  plannedWait_one: "{{count}} annonce planifiée attend au-delà de sa date de publication qu'une place se libère.",
  plannedWait_other:
    "{{count}} annonces planifiées attendent au-delà de leur date de publication qu'une place se libère.",
  listingsFull:
    "Les {{limit}} annonces actives que permet {{plan}} sont toutes utilisées: une annonce ne passe en ligne que lorsqu'une autre se termine.",
  extensionsLost_one:
    "{{count}} annonce active a épuisé les prolongations que permet {{plan}} ({{limit}}): elle ne peut plus être prolongée.",
  extensionsLost_other:
    "{{count}} annonces actives ont épuisé les prolongations que permet {{plan}} ({{limit}}): elles ne peuvent plus être prolongées.",
  questionnairesOver_one:
    "{{count}} questionnaire est actif; {{plan}} en permet {{limit}}. Il reste actif et en usage.",
  questionnairesOver_other:
    "{{count}} questionnaires sont actifs; {{plan}} en permet {{limit}}. Ils restent actifs et en usage; un questionnaire ne peut être créé ou réactivé que lorsque moins de {{limit}} sont actifs.",
  invitesLost:
    "{{plan}} ne comprend pas l'invitation de candidat·es: les invitations déjà envoyées restent valables, mais tu ne peux pas en envoyer de nouvelles.",
  themeLost:
    "Tes widgets n'imposent plus ton thème: ils suivent le réglage clair ou sombre de chaque visiteur·euse. Ton choix est conservé pour un retour à {{from}}.",
  includes: "Ce que comprend {{plan}}",
  confirm: "Passer à {{plan}}",
};
