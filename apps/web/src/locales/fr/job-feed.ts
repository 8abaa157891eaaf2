import type { Widen } from "../en";
import type { orgJobFeedEn } from "../en/job-feed";

/** Textes français des flux d'offres de l'onglet entreprise (issue 30 point 4). */
export const orgJobFeedFr: Widen<typeof orgJobFeedEn> = {
  title: "Flux d'offres",
  intro:
    "D'autres sites d'emploi et moteurs de recherche peuvent reprendre tes annonces actives depuis des flux aux formats XML et JSON Feed, avec titre, lieu, taux d'occupation, salaire, langues, dates et le lien pour postuler. Le schéma décrit chaque champ.",
  takePart: "Inclure nos annonces dans le flux global de Jobatlas",
  takePartHint:
    "Ton propre flux ci-dessous reste disponible dans tous les cas, pour les sites avec lesquels tu travailles.",
  save: "Enregistrer le réglage du flux",
  savedIn: "Tes annonces figurent dans le flux global.",
  savedOut: "Tes annonces ne figurent plus dans le flux global. Ton propre flux reste disponible.",
  ownTitle: "Ton propre flux",
  globalTitle: "Le flux global",
  urls: {
    own_xml: "Tes annonces en XML",
    own_json: "Tes annonces en JSON Feed",
    global_xml: "Les annonces de toutes les entreprises en XML",
    global_json: "Les annonces de toutes les entreprises en JSON Feed",
    schema: "Le schéma XML (XSD)",
  },
  copy: "Copier",
  copied: "Copié dans le presse-papiers.",
  copyFailed: "La copie a échoué: sélectionne l'adresse et copie-la toi-même.",
};
