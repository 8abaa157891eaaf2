import { t, type Family } from "./types";

export const retail: Family = {
  key: "retail",
  remote: { on_site: 97, hybrid: 3, remote: 0 },
  roles: [
    {
      key: "sales",
      title: t("Verkäufer/in", "Vendeur/euse", "Venditore/trice", "Sales Assistant"),
      qualification: t(
        "Abgeschlossene Ausbildung im Detailhandel (EFZ oder EBA) oder mehrjährige Verkaufserfahrung",
        "CFC ou AFP dans le commerce de détail ou plusieurs années d'expérience dans la vente",
        "AFC o CFP nel commercio al dettaglio o diversi anni di esperienza nella vendita",
        "Completed retail apprenticeship (EFZ or EBA) or several years of sales experience",
      ),
      duties: [
        t(
          "Kompetente und freundliche Beratung unserer Kundschaft",
          "Conseiller notre clientèle avec compétence et amabilité",
          "Consulenza competente e cordiale alla nostra clientela",
          "Advise our customers in a friendly and knowledgeable way",
        ),
        t(
          "Bedienen der Kasse und Abwickeln von Retouren",
          "Tenir la caisse et traiter les retours",
          "Gestione della cassa e dei resi",
          "Operate the till and handle returns",
        ),
        t(
          "Warenpräsentation, Auffüllen der Regale und Kontrolle der Frischeprodukte",
          "Présentation de la marchandise, réassort des rayons et contrôle des produits frais",
          "Presentazione della merce, riempimento degli scaffali e controllo dei prodotti freschi",
          "Merchandising, restocking shelves and checking fresh produce",
        ),
      ],
      salary: [50_000, 62_000],
      workloads: [
        [80, 100],
        [60, 80],
        [40, 60],
        [100, 100],
      ],
      extraEmployment: "temporary",
    },
    {
      key: "store-manager",
      title: t("Filialleiter/in", "Gérant/e de magasin", "Gerente di filiale", "Store Manager"),
      qualification: t(
        "Ausbildung im Detailhandel mit Weiterbildung zur/zum Detailhandelsspezialist/in und Führungserfahrung",
        "Formation dans le commerce de détail, brevet fédéral de spécialiste du commerce de détail et expérience de conduite",
        "Formazione nel commercio al dettaglio con attestato professionale federale e esperienza di conduzione",
        "Retail training with a federal diploma as retail specialist and leadership experience",
      ),
      duties: [
        t(
          "Führung und Einsatzplanung des Filialteams",
          "Diriger l'équipe du magasin et planifier les horaires",
          "Guida del team di filiale e pianificazione dei turni",
          "Lead the store team and plan the rota",
        ),
        t(
          "Verantwortung für Umsatz, Inventar und Kostenkontrolle",
          "Responsabilité du chiffre d'affaires, de l'inventaire et du contrôle des coûts",
          "Responsabilità per fatturato, inventario e controllo dei costi",
          "Own sales targets, inventory and cost control",
        ),
        t(
          "Sicherstellen eines einwandfreien Ladenbilds und einer hohen Servicequalität",
          "Garantir une présentation impeccable du magasin et un service de qualité",
          "Garantire un negozio impeccabile e un servizio di alta qualità",
          "Ensure an impeccable store and high service quality",
        ),
      ],
      salary: [72_000, 92_000],
    },
    {
      key: "deputy",
      title: t("Stv. Filialleiter/in", "Gérant/e adjoint/e", "Vice gerente di filiale", "Assistant Store Manager"),
      qualification: t(
        "Abgeschlossene Ausbildung im Detailhandel und erste Führungserfahrung",
        "Formation achevée dans le commerce de détail et première expérience de conduite",
        "Formazione conclusa nel commercio al dettaglio e prima esperienza di conduzione",
        "Completed retail training and first leadership experience",
      ),
      duties: [
        t(
          "Stellvertretung der Filialleitung in allen Belangen",
          "Remplacer la gérance dans toutes ses tâches",
          "Sostituzione del gerente in tutte le sue mansioni",
          "Deputise for the store manager in all matters",
        ),
        t(
          "Betreuung und Ausbildung der Lernenden",
          "Encadrer et former les apprenti·e·s",
          "Accompagnamento e formazione degli apprendisti",
          "Coach and train apprentices",
        ),
        t(
          "Bestellwesen und Warenbewirtschaftung",
          "Gestion des commandes et du stock",
          "Gestione delle ordinazioni e delle scorte",
          "Handle orders and stock management",
        ),
      ],
      salary: [62_000, 76_000],
    },
    {
      key: "warehouse",
      title: t(
        "Mitarbeiter/in Warenannahme",
        "Collaborateur/trice réception des marchandises",
        "Collaboratore/trice ricezione merci",
        "Goods-in Associate",
      ),
      qualification: t(
        "Erfahrung in Lager oder Logistik, Staplerausweis von Vorteil",
        "Expérience en entrepôt ou logistique, permis de cariste un atout",
        "Esperienza in magazzino o logistica, patente per carrelli elevatori un vantaggio",
        "Warehouse or logistics experience, forklift licence an advantage",
      ),
      duties: [
        t(
          "Annahme und Kontrolle der Lieferungen",
          "Réceptionner et contrôler les livraisons",
          "Ricezione e controllo delle forniture",
          "Receive and check deliveries",
        ),
        t(
          "Einlagern der Ware und Bereitstellen für den Verkauf",
          "Stocker la marchandise et la préparer pour la vente",
          "Stoccaggio della merce e preparazione per la vendita",
          "Put away stock and prepare goods for the shop floor",
        ),
        t(
          "Mithilfe bei Inventuren",
          "Participer aux inventaires",
          "Collaborazione agli inventari",
          "Help with stocktaking",
        ),
      ],
      salary: [52_000, 60_000],
      workloads: [
        [100, 100],
        [60, 80],
      ],
    },
    {
      key: "buyer",
      title: t("Category Manager/in", "Category manager", "Category manager", "Category Manager"),
      qualification: t(
        "Kaufmännische oder betriebswirtschaftliche Ausbildung und Erfahrung im Einkauf",
        "Formation commerciale ou en gestion d'entreprise et expérience dans les achats",
        "Formazione commerciale o in economia aziendale ed esperienza negli acquisti",
        "Business education and purchasing experience",
      ),
      duties: [
        t(
          "Sortimentsgestaltung und Verhandlungen mit Lieferanten",
          "Définir l'assortiment et négocier avec les fournisseurs",
          "Definizione dell'assortimento e trattative con i fornitori",
          "Shape the range and negotiate with suppliers",
        ),
        t(
          "Analyse von Verkaufszahlen und Markttrends",
          "Analyser les chiffres de vente et les tendances du marché",
          "Analisi delle cifre di vendita e delle tendenze di mercato",
          "Analyse sales figures and market trends",
        ),
        t(
          "Planung von Promotionen gemeinsam mit dem Marketing",
          "Planifier les promotions avec le marketing",
          "Pianificazione delle promozioni insieme al marketing",
          "Plan promotions together with marketing",
        ),
      ],
      salary: [88_000, 115_000],
    },
  ],
  duties: [
    t(
      "Mithilfe bei der Umsetzung von Aktionen und Saisonsortimenten",
      "Participer à la mise en place des actions et des assortiments saisonniers",
      "Collaborazione all'allestimento di promozioni e assortimenti stagionali",
      "Help set up promotions and seasonal ranges",
    ),
    t(
      "Einhalten der Hygiene- und Sicherheitsvorschriften",
      "Respecter les règles d'hygiène et de sécurité",
      "Rispetto delle norme di igiene e sicurezza",
      "Follow hygiene and safety rules",
    ),
  ],
  requirements: [
    t(
      "Verkaufstalent und Freude an schönen Produkten",
      "Sens de la vente et goût pour les beaux produits",
      "Talento per la vendita e passione per i bei prodotti",
      "A talent for sales and an eye for good products",
    ),
    t(
      "Bereitschaft zu Samstagsarbeit und Abendverkauf",
      "Disponibilité à travailler le samedi et lors des nocturnes",
      "Disponibilità a lavorare il sabato e durante le aperture serali",
      "Willing to work Saturdays and late-opening evenings",
    ),
    t(
      "Exakte und speditive Arbeitsweise",
      "Travail précis et rapide",
      "Modo di lavorare preciso e rapido",
      "Accurate and efficient way of working",
    ),
  ],
  team: [
    t(
      "Unser Verkaufsteam in {place} ist jung geblieben und lebt echte Gastfreundschaft gegenüber der Kundschaft.",
      "Notre équipe de vente à {place} est dynamique et accueille chaque client comme un invité.",
      "Il nostro team di vendita a {place} è dinamico e accoglie ogni cliente come un ospite.",
      "Our sales team in {place} is lively and treats every customer as a guest.",
    ),
    t(
      "Im Laden von {org} in {place} helfen sich alle gegenseitig – vom Lernenden bis zur Filialleitung.",
      "Dans le magasin de {org} à {place}, tout le monde s'entraide, de l'apprenti à la gérance.",
      "Nel negozio di {org} a {place} tutti si aiutano a vicenda, dall'apprendista al gerente.",
      "In the {org} store in {place}, everyone helps each other, from apprentices to the manager.",
    ),
  ],
  benefits: [
    t(
      "20 % Rabatt auf das ganze Sortiment",
      "20 % de rabais sur tout l'assortiment",
      "20% di sconto su tutto l'assortimento",
      "20% discount on the entire range",
    ),
    t(
      "Planbare Einsatzzeiten, Dienstplan vier Wochen im Voraus",
      "Horaires planifiables, planning connu quatre semaines à l'avance",
      "Orari pianificabili, turni noti con quattro settimane di anticipo",
      "Predictable shifts, published four weeks ahead",
    ),
  ],
  about: [
    t(
      "Bei uns stehen persönliche Beratung und ein sorgfältig ausgewähltes Sortiment im Mittelpunkt.",
      "Chez nous, le conseil personnalisé et un assortiment soigneusement choisi sont au centre.",
      "Da noi sono centrali la consulenza personale e un assortimento scelto con cura.",
      "Personal advice and a carefully chosen range are at the heart of what we do.",
    ),
    t(
      "Wir setzen auf regionale Lieferanten und kurze Transportwege.",
      "Nous privilégions les fournisseurs régionaux et les circuits courts.",
      "Puntiamo su fornitori regionali e tragitti di trasporto brevi.",
      "We rely on regional suppliers and short transport routes.",
    ),
  ],
  skills: {
    question: t(
      "In welchen Bereichen haben Sie bereits gearbeitet?",
      "Dans quels domaines avez-vous déjà travaillé ?",
      "In quali settori ha già lavorato?",
      "Which areas have you worked in?",
    ),
    options: [
      t("Kasse", "Caisse", "Cassa", "Checkout"),
      t("Beratung und Verkauf", "Conseil et vente", "Consulenza e vendita", "Advice and sales"),
      t("Frischeprodukte", "Produits frais", "Prodotti freschi", "Fresh produce"),
      t("Lager und Warenannahme", "Stock et réception", "Magazzino e ricezione merci", "Stockroom and goods-in"),
      t("Visual Merchandising", "Visual merchandising", "Visual merchandising", "Visual merchandising"),
    ],
  },
};
