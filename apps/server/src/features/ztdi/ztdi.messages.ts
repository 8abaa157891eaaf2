import { registerMessages } from "../../i18n/messages";

/**
 * Server texts of the Z-TDI orientation: the dimensions' names and short explanations (for the
 * mail; the web app words them in its locales `ztdi.dimensions`), in every UI language.
 */
export const ztdiMessages = registerMessages({
  ztdiDimensionCraft: {
    en: "Making and repairing",
    de: "Anpacken und reparieren",
    fr: "Réaliser et réparer",
    it: "Costruire e riparare",
  },
  ztdiDimensionInquiry: {
    en: "Exploring and analysing",
    de: "Erforschen und analysieren",
    fr: "Explorer et analyser",
    it: "Esplorare e analizzare",
  },
  ztdiDimensionExpression: {
    en: "Designing and expressing",
    de: "Gestalten und ausdrücken",
    fr: "Créer et s'exprimer",
    it: "Creare ed esprimersi",
  },
  ztdiDimensionCare: {
    en: "Supporting and teaching",
    de: "Begleiten und unterstützen",
    fr: "Accompagner et soutenir",
    it: "Sostenere e insegnare",
  },
  ztdiDimensionInitiative: {
    en: "Leading and convincing",
    de: "Führen und überzeugen",
    fr: "Diriger et convaincre",
    it: "Guidare e convincere",
  },
  ztdiDimensionStructure: {
    en: "Organising and keeping order",
    de: "Organisieren und ordnen",
    fr: "Organiser et ordonner",
    it: "Organizzare e ordinare",
  },
  ztdiExplainCraft: {
    en: "You like to work with your hands, tools, machines or nature and to see a tangible result.",
    de: "Du arbeitest gern mit den Händen, mit Werkzeug, Maschinen oder in der Natur und willst ein greifbares Ergebnis sehen.",
    fr: "Tu aimes travailler de tes mains, avec des outils, des machines ou dans la nature, et voir un résultat concret.",
    it: "Ti piace lavorare con le mani, con attrezzi, macchine o nella natura e vedere un risultato concreto.",
  },
  ztdiExplainInquiry: {
    en: "You like to get to the bottom of things, work with data and ideas and solve tricky problems.",
    de: "Du gehst Dingen gern auf den Grund, arbeitest mit Daten und Ideen und knackst knifflige Probleme.",
    fr: "Tu aimes aller au fond des choses, travailler avec des données et des idées et résoudre des problèmes épineux.",
    it: "Ti piace andare a fondo delle cose, lavorare con dati e idee e risolvere problemi complicati.",
  },
  ztdiExplainExpression: {
    en: "You like to create something of your own – with words, images, sound or form – and to work freely.",
    de: "Du erschaffst gern Eigenes – mit Worten, Bildern, Klang oder Form – und arbeitest gern frei.",
    fr: "Tu aimes créer quelque chose de personnel – avec des mots, des images, des sons ou des formes – et travailler librement.",
    it: "Ti piace creare qualcosa di tuo – con parole, immagini, suoni o forme – e lavorare liberamente.",
  },
  ztdiExplainCare: {
    en: "You like to work with people, to help, advise and teach them and to see them grow.",
    de: "Du arbeitest gern mit Menschen, hilfst, berätst und unterrichtest sie und siehst sie gern wachsen.",
    fr: "Tu aimes travailler avec des personnes, les aider, les conseiller, leur enseigner et les voir progresser.",
    it: "Ti piace lavorare con le persone, aiutarle, consigliarle e insegnare loro, e vederle crescere.",
  },
  ztdiExplainInitiative: {
    en: "You like to take the lead, win people over for a goal, decide and take responsibility.",
    de: "Du übernimmst gern die Führung, gewinnst andere für ein Ziel, entscheidest und trägst Verantwortung.",
    fr: "Tu aimes prendre la tête, rallier d'autres personnes à un objectif, décider et assumer des responsabilités.",
    it: "Ti piace prendere la guida, conquistare gli altri per un obiettivo, decidere e assumerti responsabilità.",
  },
  ztdiExplainStructure: {
    en: "You like clear processes, accurate work with figures and documents and keeping things in order.",
    de: "Du magst klare Abläufe, genaues Arbeiten mit Zahlen und Unterlagen und behältst gern den Überblick.",
    fr: "Tu aimes les processus clairs, le travail précis avec des chiffres et des documents, et garder les choses en ordre.",
    it: "Ti piacciono processi chiari, un lavoro preciso con cifre e documenti e tenere le cose in ordine.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    ztdi: typeof ztdiMessages;
  }
}
