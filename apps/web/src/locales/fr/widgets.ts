import type { Widen } from "../en";
import type { widgetsEn } from "../en/widgets";

/** French texts of the embeddable widgets of active listings and job profiles. */
export const widgetsFr: Widen<typeof widgetsEn> = {
  themes: { auto: "automatique", light: "clair", dark: "sombre" },
  panel: {
    title: "Widgets pour ton site web",
    intro:
      "Affiche tes postes vacants sur ton propre site web: colle un extrait de code dans le HTML d'une page. La liste se met à jour d'elle-même, adapte sa hauteur à son contenu, et chaque entrée s'ouvre sur Jobatlas dans un nouvel onglet.",
    language: "Langue des widgets",
    themeAuto:
      "Thème: automatique. Les widgets suivent le réglage clair ou sombre de chaque visiteur·euse. Une formule avec thème imposé (Enterprise) peut les afficher toujours en clair ou toujours en sombre.",
    themeForced:
      "Thème: toujours {{theme}}. Les extraits de code portent data-theme=\"{{value}}\", qui affiche les widgets en mode {{theme}}, quel que soit le réglage des visiteur·euses. Remplace la valeur de l'attribut par light ou dark, ou supprime l'attribut pour suivre le réglage de ton entreprise. L'attribut ne compte que tant que ta formule comprend un thème imposé.",
    listings: {
      title: "Annonces d'emploi",
      description: "Tes annonces d'emploi actives, les plus récentes d'abord.",
      snippet: "Extrait de code du widget des annonces d'emploi",
    },
    jobs: {
      title: "Profils de poste",
      description: "Tes profils de poste actifs, par titre.",
      snippet: "Extrait de code du widget des profils de poste",
    },
    copy: "Copier l'extrait",
    copied: "Extrait copié dans le presse-papiers.",
    copyFailed: "La copie a échoué. Sélectionne l'extrait et copie-le avec Ctrl+C (⌘+C sur Mac).",
    preview: "Voir les deux widgets",
    frameTitle: { listings: "Annonces d'emploi (Jobatlas)", jobs: "Profils de poste (Jobatlas)" },
  },
  widget: {
    listingsEmpty: "Aucun poste vacant pour le moment.",
    jobsEmpty: "Aucun profil de poste pour le moment.",
    unavailable: "Cette liste n'est pas disponible.",
    loadFailed: "La liste n'a pas pu être chargée.",
    retry: "Réessayer",
    loading: "Chargement…",
    poweredBy: "Fourni par Jobatlas",
    showAll: "Voir tout ({{count}}) sur Jobatlas",
    newTab: "(s'ouvre dans un nouvel onglet)",
    byAgreement: "Lieu de travail à convenir",
    workloadSingle: "{{value}} %",
    workloadRange: "{{min}}–{{max}} %",
  },
  page: {
    title: "Widgets pour site web",
    intro:
      "Voici à quoi ressemblent tes widgets sur un autre site web; ils n'affichent que les annonces d'emploi et les profils de poste actifs.",
    previews: "Aperçus",
    previewListings: "Aperçu du widget des annonces d'emploi",
    previewJobs: "Aperçu du widget des profils de poste",
    back: "Retour à l'éditeur de l'entreprise",
  },
};
