import type { Widen } from "../en";
import type { staleEditEn } from "../en/stale-edit";

/** Textes français de l'avis affiché quand quelqu'un d'autre a enregistré avant (ADR 088). */
export const staleEditFr: Widen<typeof staleEditEn> = {
  title: "Quelqu'un d'autre a modifié ceci entre-temps",
  text: "Tes modifications n'ont pas été enregistrées, rien n'a donc été écrasé. Charge la version actuelle, puis refais tes modifications : ton texte reste ici pour être copié.",
  reload: "Charger la version actuelle",
  reloading: "Chargement…",
  reloadFailed: "La version actuelle n'a pas pu être chargée. Réessaie.",
  reloadedTitle: "La version actuelle est chargée",
  reloadedText:
    "Le formulaire montre maintenant ce qui est enregistré. Tes modifications précédentes restent ici pour être copiées jusqu'à ce que tu fermes cet avis.",
  dismiss: "Fermer cet avis",
  yourChanges: "Tes modifications non enregistrées",
  noChanges: "Tu n'avais modifié aucun champ.",
  emptied: "(tu avais vidé ce champ)",
  copy: "Copier {{field}}",
  copied: "Copié.",
  copyFailed: "La copie a échoué : sélectionne le texte et copie-le toi-même.",
};
