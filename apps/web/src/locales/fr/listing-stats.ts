import type { Widen } from "../en";
import type { listingStatsEn } from "../en/listing-stats";

/** French texts of the listing statistics (issue 30 point 1). */
export const listingStatsFr: Widen<typeof listingStatsEn> = {
  orgTitle: "{{days}} derniers jours",
  orgIntro:
    "Consultations des pages de tes annonces, formulaires de candidature ouverts et candidatures, par jour. Comptés sur notre serveur sans traceur: seulement un nombre par annonce et par jour, rien sur les visiteurs; les moteurs de recherche et autres robots ne comptent pas.",
  listingTitle: "Statistiques: {{days}} derniers jours",
  loading: "Chargement des statistiques…",
  loadFailed: "Les statistiques n'ont pas pu être chargées.",
  retry: "Réessayer",
  series: {
    views: "Consultations",
    applyStarts: "Candidatures commencées",
    applications: "Candidatures",
  },
  legend: "Légende",
  chartLabel:
    "Graphique des {{days}} derniers jours: {{views}} consultations, {{applyStarts}} candidatures commencées et {{applications}} candidatures. Le tableau ci-dessous donne les chiffres de chaque jour.",
  chartLoading: "Chargement du graphique…",
  showTable: "Afficher les chiffres par jour",
  hideTable: "Masquer les chiffres par jour",
  dayCaption: "Consultations, candidatures commencées et candidatures par jour, du {{from}} au {{to}}",
  day: "Jour",
  listingCaption: "Par annonce, du {{from}} au {{to}}",
  listing: "Annonce",
  startRate: "Commencées par consultation",
  applicationRate: "Candidatures par consultation",
  completionRate: "Candidatures par candidature commencée",
  total: "Total",
  noRatio: "–",
  noListings: "Aucune annonce active pour l'instant, et aucune n'a été consultée pendant cette période.",
  quiet: "Pas encore de consultation, de candidature commencée ni de candidature pendant cette période.",
};
