import type { Widen } from "../en";
import type { ratingsEn } from "../en/ratings";

/** French texts of members' ratings of candidates (ADR 091): the list's average and the profile's ratings. */
export const ratingsFr: Widen<typeof ratingsEn> = {
  list: {
    label: "Évaluation moyenne",
    count_one: "{{count}} évaluation",
    count_other: "{{count}} évaluations",
    none: "Pas évalué",
  },
  section: {
    title: "Évaluations",
    hint: "Seule ton équipe voit les évaluations ici. La personne peut les lire, sans les noms de ton équipe, si elle demande ses données.",
    summary_one: "Moyenne {{average}} sur 5 pour {{count}} évaluation",
    summary_other: "Moyenne {{average}} sur 5 pour {{count}} évaluations",
    empty: "Personne n’a encore évalué cette personne.",
    loadFailed: "Les évaluations n’ont pas pu être chargées.",
    retry: "Réessayer",
    team: "Évaluations de ton équipe",
    you: "{{name}} (toi)",
    stars_one: "{{count}} étoile sur 5",
    stars_other: "{{count}} étoiles sur 5",
    changed: "Évalué le {{date}}",
  },
  mine: {
    title: "Ton évaluation",
    legend: "Étoiles",
    star_one: "{{count}} étoile",
    star_other: "{{count}} étoiles",
    chosen: "{{count}} sur 5",
    noneChosen: "Choisis de 1 à 5 étoiles",
    note: "Note (facultative)",
    noteHint: "{{max}} caractères au plus. N’écris que ce que tu montrerais aussi à la personne.",
    save: "Enregistrer l’évaluation",
    remove: "Retirer mon évaluation",
    saved: "Évaluation enregistrée.",
    removed: "Évaluation retirée.",
    pickStars: "Choisis d’abord de 1 à 5 étoiles.",
    failed: "Cela n’a pas fonctionné. Réessaie, s’il te plaît.",
  },
};
