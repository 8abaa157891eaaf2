import { registerMessages } from "../../i18n/messages";

/**
 * Server texts of the Z-TDI orientation: the dimensions' names and short explanations (for the
 * mail; the web app words them in its locales `ztdi.dimensions`), in both UI languages.
 */
export const ztdiMessages = registerMessages({
  ztdiDimensionCraft: { en: "Making and repairing", de: "Anpacken und reparieren" },
  ztdiDimensionInquiry: { en: "Exploring and analysing", de: "Erforschen und analysieren" },
  ztdiDimensionExpression: { en: "Designing and expressing", de: "Gestalten und ausdrücken" },
  ztdiDimensionCare: { en: "Supporting and teaching", de: "Begleiten und unterstützen" },
  ztdiDimensionInitiative: { en: "Leading and convincing", de: "Führen und überzeugen" },
  ztdiDimensionStructure: { en: "Organising and keeping order", de: "Organisieren und ordnen" },
  ztdiExplainCraft: {
    en: "You like to work with your hands, tools, machines or nature and to see a tangible result.",
    de: "Du arbeitest gern mit den Händen, mit Werkzeug, Maschinen oder in der Natur und willst ein greifbares Ergebnis sehen.",
  },
  ztdiExplainInquiry: {
    en: "You like to get to the bottom of things, work with data and ideas and solve tricky problems.",
    de: "Du gehst Dingen gern auf den Grund, arbeitest mit Daten und Ideen und knackst knifflige Probleme.",
  },
  ztdiExplainExpression: {
    en: "You like to create something of your own – with words, images, sound or form – and to work freely.",
    de: "Du erschaffst gern Eigenes – mit Worten, Bildern, Klang oder Form – und arbeitest gern frei.",
  },
  ztdiExplainCare: {
    en: "You like to work with people, to help, advise and teach them and to see them grow.",
    de: "Du arbeitest gern mit Menschen, hilfst, berätst und unterrichtest sie und siehst sie gern wachsen.",
  },
  ztdiExplainInitiative: {
    en: "You like to take the lead, win people over for a goal, decide and take responsibility.",
    de: "Du übernimmst gern die Führung, gewinnst andere für ein Ziel, entscheidest und trägst Verantwortung.",
  },
  ztdiExplainStructure: {
    en: "You like clear processes, accurate work with figures and documents and keeping things in order.",
    de: "Du magst klare Abläufe, genaues Arbeiten mit Zahlen und Unterlagen und behältst gern den Überblick.",
  },
});

declare module "../../i18n/messages" {
  interface MessageCatalogues {
    ztdi: typeof ztdiMessages;
  }
}
