import type { Widen } from "../en";
import type { ztdiEn } from "../en/ztdi";

/** French texts of the Z-TDI orientation: inventory, results by magic token, the anonymous survey. */
export const ztdiFr: Widen<typeof ztdiEn> = {
  intro: {
    lead: "Quel type de travail te convient? Évalue 30 courtes affirmations sur ce qui te plaît. Cela prend environ cinq minutes.",
    points: {
      scale:
        "Évalue chaque affirmation de 1 (ne me correspond pas du tout) à 5 (me correspond tout à fait). Il n'y a pas de bonnes ou de mauvaises réponses.",
      keyboard:
        "Une affirmation par écran. Au clavier: les touches fléchées ou les chiffres 1–5 choisissent, Entrée passe à la suivante, «Retour» revient en arrière.",
      result:
        "À la fin, tu vois tes intérêts les plus marqués avec les branches, métiers et emplois qui vont avec. Si tu le souhaites, nous t'envoyons un lien vers le résultat.",
    },
    start: "Commencer",
    resume: "Reprendre là où je me suis arrêté·e ({{answered}} réponses sur {{total}})",
    restart: "Recommencer",
  },
  progress: "Affirmation {{current}} sur {{total}}",
  progressLabel: "Progression",
  statementLabel: "Affirmation {{current}}",
  answerRequired: "Choisis dans quelle mesure cette affirmation te correspond.",
  back: "Retour",
  next: "Suivant",
  toFinish: "Terminer",
  scale: {
    "1": "Ne me correspond pas du tout",
    "2": "Me correspond peu",
    "3": "En partie",
    "4": "Me correspond plutôt",
    "5": "Me correspond tout à fait",
  },
  statements: {
    s01: "J'aime démonter un appareil pour découvrir pourquoi il ne fonctionne plus.",
    s02: "Quand je lis une affirmation surprenante, je veux vérifier les faits sur lesquels elle repose.",
    s03: "J'ai souvent des idées sur la façon dont une chose pourrait avoir un autre aspect ou un autre son.",
    s04: "Les autres viennent souvent vers moi quand ils ont besoin de quelqu'un qui les écoute.",
    s05: "J'aime prendre la tête quand un groupe a besoin de se mettre en route.",
    s06: "J'aime que les tâches suivent un plan clair et des procédures fixes.",
    s07: "En fin de journée, j'aime voir quelque chose que j'ai construit ou réparé de mes propres mains.",
    s08: "J'aime me creuser la tête sur un problème épineux jusqu'à ce que je l'aie entièrement compris.",
    s09: "J'aime m'exprimer par l'écriture, le dessin, la photographie, la musique ou le design.",
    s10: "J'aime expliquer quelque chose aux autres jusqu'à ce qu'ils sachent le faire eux-mêmes.",
    s11: "Rallier d'autres personnes à une idée ou à un produit m'attire.",
    s12: "Tenir des dossiers, des listes ou des budgets exacts et à jour me convient.",
    s13: "Je préfère travailler dehors ou dans un atelier plutôt que toute la journée à un bureau.",
    s14: "Chercher des régularités dans des chiffres, des mesures ou des données me plaît.",
    s15: "J'aime les tâches qui ont plus d'une bonne solution.",
    s16: "M'occuper de personnes malades, âgées ou jeunes serait pour moi un travail qui a du sens.",
    s17: "J'aime négocier jusqu'à ce qu'un accord convienne à toutes les personnes concernées.",
    s18: "Je remarque dans des chiffres ou des textes de petites erreurs que d'autres ne voient pas.",
    s19: "J'aime manier des outils, des machines ou des véhicules de façon sûre et précise.",
    s20: "J'aime apprendre comment les choses fonctionnent dans la nature, la technique ou la médecine.",
    s21: "Concevoir une affiche, un espace ou un site web qui plaît aux gens m'attire.",
    s22: "Je remarque vite quand quelqu'un se sent exclu dans un groupe.",
    s23: "J'aime prendre des décisions, même quand tous les faits ne sont pas encore connus.",
    s24: "J'aime mettre de l'ordre dans un fouillis d'informations.",
    s25: "Cultiver des plantes, soigner des animaux ou travailler le bois et la pierre m'attire.",
    s26: "J'aimerais planifier une expérience et vérifier une intuition étape par étape.",
    s27: "J'aime raconter des histoires ou expliquer des idées de manière vivante.",
    s28: "J'aimerais un travail dans lequel j'accompagne des personnes pendant une période difficile.",
    s29: "Lancer mon propre projet ou diriger une entreprise me semble attrayant.",
    s30: "Je préfère accomplir des tâches avec soin selon les règles plutôt que d'improviser.",
  },
  dimensions: {
    craft: {
      name: "Réaliser et réparer",
      explanation:
        "Tu aimes travailler de tes mains, avec des outils, des machines ou dans la nature, et voir un résultat concret.",
    },
    inquiry: {
      name: "Explorer et analyser",
      explanation:
        "Tu aimes aller au fond des choses, travailler avec des données et des idées et résoudre des problèmes épineux.",
    },
    expression: {
      name: "Créer et s'exprimer",
      explanation:
        "Tu aimes créer quelque chose de personnel – avec des mots, des images, des sons ou des formes – et travailler librement.",
    },
    care: {
      name: "Accompagner et soutenir",
      explanation:
        "Tu aimes travailler avec des personnes, les aider, les conseiller, leur enseigner et les voir progresser.",
    },
    initiative: {
      name: "Diriger et convaincre",
      explanation:
        "Tu aimes prendre la tête, rallier d'autres personnes à un objectif, décider et assumer des responsabilités.",
    },
    structure: {
      name: "Organiser et ordonner",
      explanation:
        "Tu aimes les processus clairs, le travail précis avec des chiffres et des documents, et garder les choses en ordre.",
    },
  },
  finish: {
    title: "Les 30 affirmations sont évaluées",
    text: "Ton résultat est prêt. Si tu indiques une adresse e-mail, nous t'envoyons un lien personnel vers celui-ci, pour que tu puisses le rouvrir plus tard. Nous conservons les résultats pendant deux ans.",
    email: "Adresse e-mail pour le lien",
    emailHint: "Uniquement pour ce lien. Laisse le champ vide si tu ne veux pas d'e-mail.",
    submit: "Afficher mon résultat",
    submitting: "Calcul de ton résultat…",
    failed: "Le résultat n'a pas pu être enregistré. Réessaie.",
    edit: "Modifier mes réponses",
  },
  survey: {
    title: "Un court sondage (facultatif)",
    text: "Aide-nous à améliorer l'orientation: cinq questions, uniquement pour la statistique. Les réponses sont enregistrées séparément de ton résultat, sans nom, adresse ni heure – personne ne peut les relier à toi. Tu peux aussi passer cette étape.",
    ageGroup: "Tranche d'âge",
    gender: "Genre",
    leadershipLevel: "Responsabilité hiérarchique",
    educationLevel: "Formation la plus élevée",
    industry: "Branche dans laquelle tu travailles",
    noAnswer: "Pas de réponse",
    submit: "Envoyer et afficher le résultat",
    skip: "Passer",
    failed: "Le sondage n'a pas pu être envoyé. Tu peux passer cette étape.",
    options: {
      age_group: {
        under_20: "Moins de 20 ans",
        "20_29": "20–29",
        "30_39": "30–39",
        "40_49": "40–49",
        "50_59": "50–59",
        "60_plus": "60 ans ou plus",
      },
      gender: { female: "Féminin", male: "Masculin", non_binary: "Non binaire", other: "Autre" },
      leadership_level: {
        none: "Aucune",
        team: "Responsable d'équipe",
        middle: "Cadre moyen",
        senior: "Cadre supérieur",
      },
      education_level: {
        compulsory: "École obligatoire",
        vocational: "Formation professionnelle initiale (CFC/AFP)",
        baccalaureate: "Maturité",
        higher_vocational: "Formation professionnelle supérieure",
        university: "Université ou haute école spécialisée",
        doctorate: "Doctorat",
      },
    },
  },
  result: {
    intro: "Ton résultat d'orientation du {{date}}.",
    mailed: "Nous t'avons envoyé le lien vers ce résultat.",
    topTitle: "Tes intérêts les plus marqués",
    allTitle: "Les six intérêts",
    chartCaption: "Score par intérêt, de 0 (pas du tout) à 100 (très fort)",
    score: "{{score}} sur 100",
    sectorsTitle: "Branches qui te correspondent",
    jobTitlesTitle: "Métiers qui te correspondent",
    jobTitleSearch: "Chercher des emplois comme {{title}}",
    search: "Chercher des emplois de ce type",
    copyTitle: "L'utiliser dans ton profil de recherche",
    copyText:
      "Reprends ces métiers et branches dans ton profil de recherche; la recherche peut alors classer les emplois en fonction. Ce qu'il contient déjà reste.",
    copy: "Reprendre dans mon profil de recherche",
    copying: "Reprise en cours…",
    copied: "Repris dans ton profil de recherche.",
    copyFailed: "Le résultat n'a pas pu être repris. Réessaie.",
    openProfile: "Ouvrir mon profil de recherche",
    signInText: "Connecte-toi pour reprendre ce résultat dans ton profil de recherche.",
    signIn: "Se connecter",
    again: "Refaire l'orientation",
    notFoundTitle: "Nous n'avons pas trouvé ce résultat",
    notFoundText:
      "Le lien est peut-être incomplet, ou le résultat a été supprimé (nous conservons les résultats pendant deux ans). Tu peux refaire l'orientation.",
    loadFailed: "Le résultat n'a pas pu être chargé.",
    retry: "Réessayer",
  },
  entry: {
    title: "Pas encore sûr·e de la direction?",
    text: "L'orientation Z-TDI te montre en cinq minutes quel type de travail te convient – avec les branches et emplois qui vont avec.",
    link: "Commencer l'orientation",
  },
};
