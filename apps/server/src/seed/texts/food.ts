import { t, type Family } from "./types";

export const food: Family = {
  key: "food",
  remote: { on_site: 100, hybrid: 0, remote: 0 },
  roles: [
    {
      key: "baker",
      title: t(
        "Bäcker/in-Konditor/in",
        "Boulanger/ère-pâtissier/ère",
        "Panettiere/a-pasticciere/a",
        "Baker and Pastry Chef",
      ),
      qualification: t(
        "Abgeschlossene Lehre als Bäcker/in-Konditor/in-Confiseur/in EFZ",
        "CFC de boulanger/ère-pâtissier/ère-confiseur/euse",
        "AFC di panettiere/a-pasticciere/a-confettiere/a",
        "Completed baker-confectioner apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Herstellen von Broten, Kleingebäck und Patisserie nach Hausrezepten",
          "Fabriquer pains, petites pâtisseries et desserts selon nos recettes maison",
          "Produzione di pane, panini e pasticceria secondo ricette della casa",
          "Bake bread, rolls and pastries from our own recipes",
        ),
        t(
          "Frühdienst ab 3 Uhr in der Backstube",
          "Travail matinal au fournil dès 3 heures",
          "Turno mattutino dalle 3 in laboratorio",
          "Early shifts in the bakehouse from 3 a.m.",
        ),
        t(
          "Mitentwicklung saisonaler Spezialitäten",
          "Participer à la création de spécialités saisonnières",
          "Collaborazione allo sviluppo di specialità stagionali",
          "Help create seasonal specialities",
        ),
      ],
      salary: [52_000, 62_000],
      workloads: [
        [100, 100],
        [80, 100],
        [60, 80],
      ],
    },
    {
      key: "bakery-sales",
      title: t(
        "Verkäufer/in Bäckerei-Konditorei",
        "Vendeur/euse en boulangerie",
        "Venditore/trice in panetteria",
        "Bakery Sales Assistant",
      ),
      qualification: t(
        "Erfahrung im Lebensmittelverkauf, Ausbildung als Detailhandelsfachfrau/-mann von Vorteil",
        "Expérience de la vente alimentaire, CFC de gestionnaire du commerce de détail un atout",
        "Esperienza nella vendita di alimentari, AFC di impiegato/a del commercio al dettaglio un vantaggio",
        "Food retail experience, retail apprenticeship an advantage",
      ),
      duties: [
        t(
          "Freundliche Bedienung der Kundschaft im Laden und im Café",
          "Servir avec le sourire la clientèle au magasin et au tea-room",
          "Servizio cordiale alla clientela in negozio e nel caffè",
          "Serve customers warmly in the shop and café",
        ),
        t(
          "Präsentation der Backwaren und Zubereitung von Sandwiches",
          "Présenter les produits de boulangerie et préparer des sandwiches",
          "Presentazione dei prodotti da forno e preparazione di panini",
          "Display baked goods and make sandwiches",
        ),
      ],
      salary: [48_000, 56_000],
      workloads: [
        [40, 60],
        [60, 80],
        [80, 100],
      ],
    },
    {
      key: "butcher",
      title: t("Fleischfachmann/-frau", "Boucher/ère-charcutier/ère", "Macellaio/a-salumiere/a", "Butcher"),
      qualification: t(
        "Abgeschlossene Lehre als Fleischfachmann/-frau EFZ",
        "CFC de boucher/ère-charcutier/ère",
        "AFC di macellaio/a-salumiere/a",
        "Completed butchery apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Zerlegen, Verarbeiten und Veredeln von Fleisch aus der Region",
          "Découper, transformer et affiner la viande de la région",
          "Sezionamento, lavorazione e affinamento di carne della regione",
          "Cut, process and refine locally sourced meat",
        ),
        t(
          "Herstellung von Wurstwaren und Traiteur-Spezialitäten",
          "Fabrication de charcuterie et de spécialités traiteur",
          "Produzione di salumi e specialità di gastronomia",
          "Make sausages and delicatessen specialities",
        ),
        t(
          "Beratung am Verkaufstresen",
          "Conseil au comptoir de vente",
          "Consulenza al banco di vendita",
          "Advise customers at the counter",
        ),
      ],
      salary: [55_000, 66_000],
    },
    {
      key: "food-technologist",
      title: t(
        "Lebensmitteltechnologe/-technologin",
        "Technologue en denrées alimentaires",
        "Tecnologo/a alimentare",
        "Food Technologist",
      ),
      qualification: t(
        "Abgeschlossene Lehre als Lebensmitteltechnologe/-technologin EFZ oder Studium in Lebensmitteltechnologie",
        "CFC de technologue en denrées alimentaires ou études en technologie alimentaire",
        "AFC di tecnologo/a alimentare o studi in tecnologia alimentare",
        "Food technologist apprenticeship (EFZ) or a degree in food technology",
      ),
      duties: [
        t(
          "Führen und Überwachen von Produktionslinien",
          "Conduire et surveiller des lignes de production",
          "Conduzione e sorveglianza di linee di produzione",
          "Run and monitor production lines",
        ),
        t(
          "Qualitätskontrollen gemäss HACCP und IFS",
          "Contrôles qualité selon HACCP et IFS",
          "Controlli di qualità secondo HACCP e IFS",
          "Quality checks under HACCP and IFS",
        ),
        t(
          "Mitarbeit bei Rezepturentwicklung und Produktionsversuchen",
          "Participer au développement de recettes et aux essais de production",
          "Collaborazione allo sviluppo di ricette e alle prove di produzione",
          "Help develop recipes and run production trials",
        ),
      ],
      salary: [60_000, 76_000],
    },
    {
      key: "cheesemaker",
      title: t("Milchtechnologe/-technologin", "Technologue du lait", "Tecnologo/a del latte", "Cheesemaker"),
      qualification: t(
        "Abgeschlossene Lehre als Milchtechnologe/-technologin EFZ",
        "CFC de technologue du lait",
        "AFC di tecnologo/a del latte",
        "Completed dairy technologist apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Herstellung von Käse, Butter und Joghurt",
          "Fabrication de fromage, de beurre et de yogourts",
          "Produzione di formaggio, burro e yogurt",
          "Make cheese, butter and yoghurt",
        ),
        t(
          "Pflege der Laibe im Reifungskeller",
          "Soins des meules en cave d'affinage",
          "Cura delle forme in cantina di stagionatura",
          "Care for the wheels in the maturing cellar",
        ),
      ],
      salary: [56_000, 68_000],
    },
    {
      key: "winemaker",
      title: t("Kellermeister/in", "Caviste", "Cantiniere/a", "Cellar Master"),
      qualification: t(
        "Ausbildung als Weintechnologe/-technologin EFZ oder Önologe/Önologin FH",
        "CFC de caviste ou diplôme d'œnologue HES",
        "AFC di cantiniere/a o diploma di enologo/a SUP",
        "Wine technologist apprenticeship (EFZ) or oenology degree",
      ),
      duties: [
        t(
          "Vinifikation von der Traubenannahme bis zur Abfüllung",
          "Vinification de la réception du raisin à la mise en bouteille",
          "Vinificazione dal ricevimento delle uve all'imbottigliamento",
          "Make wine from grape reception to bottling",
        ),
        t(
          "Mitarbeit im Rebberg und bei Degustationen",
          "Travail à la vigne et lors des dégustations",
          "Lavoro nel vigneto e durante le degustazioni",
          "Work in the vineyard and at tastings",
        ),
      ],
      salary: [68_000, 88_000],
      extraEmployment: "temporary",
    },
  ],
  duties: [
    t(
      "Einhalten der Hygienevorschriften und Selbstkontrolle",
      "Respect des règles d'hygiène et autocontrôle",
      "Rispetto delle norme igieniche e autocontrollo",
      "Follow hygiene rules and self-checks",
    ),
    t(
      "Reinigung der Produktionsräume und Maschinen",
      "Nettoyage des locaux de production et des machines",
      "Pulizia dei locali di produzione e dei macchinari",
      "Clean production areas and machines",
    ),
  ],
  requirements: [
    t(
      "Freude an Lebensmitteln und an ehrlichem Handwerk",
      "Passion pour les produits alimentaires et l'artisanat authentique",
      "Passione per gli alimenti e per l'artigianato autentico",
      "A love of food and honest craftsmanship",
    ),
    t(
      "Bereitschaft zu frühen Arbeitszeiten und Wochenenddiensten",
      "Disponibilité pour des horaires matinaux et le travail le week-end",
      "Disponibilità a orari mattutini e fine settimana",
      "Willing to start early and work weekends",
    ),
    t(
      "Sauberkeit und Sinn für Qualität",
      "Propreté et sens de la qualité",
      "Pulizia e senso della qualità",
      "Cleanliness and an eye for quality",
    ),
  ],
  team: [
    t(
      "In unserer Produktion und im Laden in {place} arbeiten Profis und Lernende Seite an Seite.",
      "Dans notre production et notre magasin à {place}, professionnels et apprenti·e·s travaillent côte à côte.",
      "Nella nostra produzione e nel negozio di {place} professionisti e apprendisti lavorano fianco a fianco.",
      "In our {place} production and shop, professionals and apprentices work side by side.",
    ),
    t(
      "Bei {org} verarbeiten wir Rohstoffe aus der Region zu Produkten, auf die wir stolz sind.",
      "Chez {org}, nous transformons des matières premières régionales en produits dont nous sommes fiers.",
      "Da {org} trasformiamo materie prime della regione in prodotti di cui siamo orgogliosi.",
      "At {org}, we turn local ingredients into products we are proud of.",
    ),
  ],
  benefits: [
    t(
      "Gratis Produkte aus eigener Herstellung",
      "Produits maison offerts",
      "Prodotti di nostra produzione gratuiti",
      "Free products from our own production",
    ),
    t(
      "Nacht- und Sonntagszulagen",
      "Indemnités de nuit et du dimanche",
      "Indennità notturne e domenicali",
      "Night and Sunday allowances",
    ),
    t(
      "Familiäres Betriebsklima",
      "Ambiance de travail familiale",
      "Clima di lavoro familiare",
      "Family atmosphere at work",
    ),
  ],
  about: [
    t(
      "Wir verarbeiten Rohstoffe von Bauernbetrieben aus der Region und verzichten auf unnötige Zusatzstoffe.",
      "Nous transformons des matières premières de fermes de la région et renonçons aux additifs inutiles.",
      "Lavoriamo materie prime di aziende agricole della regione e rinunciamo ad additivi superflui.",
      "We use ingredients from local farms and avoid unnecessary additives.",
    ),
    t(
      "Handwerk, Geschmack und Frische stehen bei uns seit Generationen an erster Stelle.",
      "Depuis des générations, savoir-faire, goût et fraîcheur passent chez nous avant tout.",
      "Da generazioni artigianalità, gusto e freschezza vengono da noi prima di tutto.",
      "For generations, craftsmanship, flavour and freshness have come first for us.",
    ),
  ],
  skills: {
    question: t(
      "Welche Erfahrungen bringen Sie mit?",
      "Quelles expériences avez-vous ?",
      "Quali esperienze porta con sé?",
      "Which experience do you bring?",
    ),
    options: [
      t("Backstube", "Fournil", "Laboratorio di panetteria", "Bakehouse"),
      t("Konditorei / Confiserie", "Pâtisserie / confiserie", "Pasticceria / confetteria", "Pastry / confectionery"),
      t("Fleischverarbeitung", "Transformation de la viande", "Lavorazione della carne", "Meat processing"),
      t("Käserei", "Fromagerie", "Caseificio", "Cheese dairy"),
      t(
        "Industrielle Lebensmittelproduktion",
        "Production alimentaire industrielle",
        "Produzione alimentare industriale",
        "Industrial food production",
      ),
    ],
  },
};
