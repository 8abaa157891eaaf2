import { t, type Family } from "./types";

export const logistics: Family = {
  key: "logistics",
  remote: { on_site: 95, hybrid: 5, remote: 0 },
  roles: [
    {
      key: "truck-driver",
      title: t(
        "Chauffeur/in Kat. C/CE",
        "Chauffeur/euse poids lourd cat. C/CE",
        "Autista cat. C/CE",
        "HGV Driver (C/CE)",
      ),
      qualification: t(
        "Führerausweis Kat. C/CE mit Fahrerqualifizierung (CZV)",
        "Permis de conduire cat. C/CE avec certificat de capacité (OACP)",
        "Licenza di condurre cat. C/CE con certificato di capacità (OAut)",
        "Category C/CE licence with driver qualification (CZV)",
      ),
      duties: [
        t(
          "Auslieferung von Waren an Kundinnen und Kunden in der ganzen Schweiz",
          "Livrer la marchandise chez nos clients dans toute la Suisse",
          "Consegna della merce ai clienti in tutta la Svizzera",
          "Deliver goods to customers across Switzerland",
        ),
        t(
          "Be- und Entladen sowie Ladungssicherung",
          "Chargement, déchargement et arrimage",
          "Carico, scarico e fissaggio del carico",
          "Loading, unloading and securing loads",
        ),
        t(
          "Pflege und Kontrolle des Fahrzeugs",
          "Entretien et contrôle du véhicule",
          "Cura e controllo del veicolo",
          "Look after and check your vehicle",
        ),
      ],
      salary: [60_000, 72_000],
      extraEmployment: "temporary",
    },
    {
      key: "logistician",
      title: t("Logistiker/in EFZ", "Logisticien/ne CFC", "Logistico/a AFC", "Logistics Operative"),
      qualification: t(
        "Abgeschlossene Lehre als Logistiker/in EFZ, Staplerausweis",
        "CFC de logisticien/ne, permis de cariste",
        "AFC di logistico/a, patente per carrelli elevatori",
        "Completed logistics apprenticeship (EFZ), forklift licence",
      ),
      duties: [
        t(
          "Kommissionieren und Verpacken von Aufträgen mit Scanner",
          "Préparer et emballer les commandes avec un scanner",
          "Preparazione e imballaggio degli ordini con scanner",
          "Pick and pack orders with a scanner",
        ),
        t(
          "Wareneingang, Einlagerung und Inventur",
          "Réception, stockage et inventaire",
          "Entrata merci, stoccaggio e inventario",
          "Goods-in, storage and stocktaking",
        ),
      ],
      salary: [55_000, 66_000],
      workloads: [
        [100, 100],
        [80, 100],
      ],
      extraEmployment: "temporary",
    },
    {
      key: "dispatcher",
      title: t("Disponent/in", "Disponent/e", "Disponente", "Transport Dispatcher"),
      qualification: t(
        "Erfahrung in der Transportdisposition, Weiterbildung zum/zur Disponent/in von Vorteil",
        "Expérience de la planification des transports, formation de disponent/e un atout",
        "Esperienza nella disposizione dei trasporti, formazione di disponente un vantaggio",
        "Experience in transport planning, dispatcher diploma an advantage",
      ),
      duties: [
        t(
          "Tourenplanung für unsere Flotte von 40 Fahrzeugen",
          "Planifier les tournées de notre flotte de 40 véhicules",
          "Pianificazione dei giri della nostra flotta di 40 veicoli",
          "Plan routes for our fleet of 40 vehicles",
        ),
        t(
          "Ansprechperson für Kundschaft und Chauffeure",
          "Interlocuteur/trice des clients et des chauffeurs",
          "Persona di riferimento per clienti e autisti",
          "Point of contact for customers and drivers",
        ),
        t(
          "Überwachung von LSVA, Ruhezeiten und Kosten",
          "Suivi de la RPLP, des temps de repos et des coûts",
          "Controllo della TTPCP, dei tempi di riposo e dei costi",
          "Monitor road charges, rest times and costs",
        ),
      ],
      salary: [70_000, 88_000],
    },
    {
      key: "courier",
      title: t("Kurier/in", "Coursier/ère", "Corriere", "Courier"),
      qualification: t(
        "Führerausweis Kat. B und gute Ortskenntnisse",
        "Permis de conduire cat. B et bonne connaissance de la région",
        "Licenza di condurre cat. B e buona conoscenza della regione",
        "Category B licence and good local knowledge",
      ),
      duties: [
        t(
          "Zustellung von Paketen und Expresssendungen",
          "Distribuer des colis et des envois express",
          "Consegna di pacchi e invii espressi",
          "Deliver parcels and express shipments",
        ),
        t(
          "Kundenfreundliches Auftreten an der Haustür",
          "Contact aimable avec la clientèle à la porte",
          "Atteggiamento cordiale con i clienti alla porta",
          "Be friendly and helpful at the door",
        ),
      ],
      salary: [50_000, 58_000],
      workloads: [
        [60, 80],
        [80, 100],
        [100, 100],
        [40, 60],
      ],
      extraEmployment: "temporary",
    },
    {
      key: "logistics-lead",
      title: t("Teamleiter/in Logistik", "Chef/fe d'équipe logistique", "Capo team logistica", "Logistics Team Leader"),
      qualification: t(
        "Logistikfachmann/-frau mit eidg. Fachausweis und Führungserfahrung",
        "Brevet fédéral de spécialiste en logistique et expérience de conduite",
        "Attestato professionale federale di specialista in logistica ed esperienza di conduzione",
        "Federal diploma in logistics and leadership experience",
      ),
      duties: [
        t(
          "Führung eines Teams von 10 bis 15 Mitarbeitenden im Schichtbetrieb",
          "Diriger une équipe de 10 à 15 personnes en horaire d'équipe",
          "Conduzione di un team di 10–15 collaboratori a turni",
          "Lead a team of 10–15 people in shifts",
        ),
        t(
          "Optimierung der Lagerprozesse und Kennzahlen",
          "Optimiser les processus d'entrepôt et les indicateurs",
          "Ottimizzazione dei processi di magazzino e degli indicatori",
          "Improve warehouse processes and KPIs",
        ),
      ],
      salary: [76_000, 92_000],
    },
  ],
  duties: [
    t(
      "Einhalten der Sicherheitsvorschriften im Lager und auf der Strasse",
      "Respecter les règles de sécurité à l'entrepôt et sur la route",
      "Rispetto delle norme di sicurezza in magazzino e su strada",
      "Follow safety rules in the warehouse and on the road",
    ),
    t(
      "Erfassen der Aufträge im Lagerverwaltungssystem",
      "Saisir les commandes dans le système de gestion d'entrepôt",
      "Registrazione degli ordini nel sistema di gestione del magazzino",
      "Record orders in the warehouse management system",
    ),
  ],
  requirements: [
    t(
      "Körperliche Fitness und Zuverlässigkeit",
      "Bonne condition physique et fiabilité",
      "Buona forma fisica e affidabilità",
      "Physically fit and reliable",
    ),
    t(
      "Bereitschaft zu Früh- und Spätschichten",
      "Disponibilité pour les horaires tôt le matin et tard le soir",
      "Disponibilità a turni mattutini e serali",
      "Willing to work early and late shifts",
    ),
    t(
      "Selbstständige und speditive Arbeitsweise",
      "Travail autonome et efficace",
      "Modo di lavorare autonomo e rapido",
      "Independent and efficient way of working",
    ),
  ],
  team: [
    t(
      "Im Logistikzentrum {place} sorgen wir rund um die Uhr dafür, dass jede Lieferung pünktlich ankommt.",
      "Au centre logistique de {place}, nous veillons jour et nuit à ce que chaque livraison arrive à l'heure.",
      "Nel centro logistico di {place} ci assicuriamo giorno e notte che ogni consegna arrivi puntuale.",
      "At the {place} logistics centre, we make sure every delivery arrives on time, around the clock.",
    ),
    t(
      "Bei {org} zählt jede Hand – vom Lager über die Disposition bis zur Strasse.",
      "Chez {org}, chaque personne compte, de l'entrepôt à la route en passant par la planification.",
      "Da {org} ogni persona conta, dal magazzino alla pianificazione fino alla strada.",
      "At {org}, everyone counts, from the warehouse to dispatch to the road.",
    ),
  ],
  benefits: [
    t(
      "Moderne Fahrzeugflotte mit Euro-6-Motoren",
      "Flotte moderne avec moteurs Euro 6",
      "Flotta moderna con motori Euro 6",
      "Modern Euro 6 fleet",
    ),
    t(
      "Spesenentschädigung und Schichtzulagen",
      "Indemnités de frais et primes d'équipe",
      "Rimborso spese e indennità di turno",
      "Expense allowance and shift bonuses",
    ),
    t(
      "Finanzierte Weiterbildungen (CZV, Stapler, Kran)",
      "Formations financées (OACP, chariot élévateur, grue)",
      "Formazioni finanziate (OAut, carrelli elevatori, gru)",
      "Funded training (CZV, forklift, crane)",
    ),
  ],
  about: [
    t(
      "Wir transportieren, lagern und verteilen Waren für Industrie, Handel und Private in der ganzen Schweiz.",
      "Nous transportons, stockons et distribuons des marchandises pour l'industrie, le commerce et les particuliers dans toute la Suisse.",
      "Trasportiamo, immagazziniamo e distribuiamo merci per industria, commercio e privati in tutta la Svizzera.",
      "We transport, store and distribute goods for industry, retail and private customers all over Switzerland.",
    ),
    t(
      "Mit unserer Bahn-Strasse-Logistik reduzieren wir den CO₂-Ausstoss unserer Kundschaft.",
      "Grâce à notre logistique rail-route, nous réduisons les émissions de CO₂ de nos clients.",
      "Con la nostra logistica ferrovia-strada riduciamo le emissioni di CO₂ dei nostri clienti.",
      "Our combined rail and road logistics cut our customers' CO₂ emissions.",
    ),
  ],
  skills: {
    question: t(
      "Welche Ausweise besitzen Sie?",
      "Quels permis possédez-vous ?",
      "Quali licenze possiede?",
      "Which licences do you hold?",
    ),
    options: [
      t("Kat. B", "Cat. B", "Cat. B", "Category B"),
      t("Kat. C/CE", "Cat. C/CE", "Cat. C/CE", "Category C/CE"),
      t("Staplerausweis", "Permis de cariste", "Patente per carrelli elevatori", "Forklift licence"),
      t("ADR (Gefahrgut)", "ADR (marchandises dangereuses)", "ADR (merci pericolose)", "ADR (dangerous goods)"),
      t("Kranausweis", "Permis de grutier", "Licenza di gruista", "Crane licence"),
    ],
  },
};
