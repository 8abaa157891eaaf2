import { t, type Family } from "./types";

export const hospitality: Family = {
  key: "hospitality",
  remote: { on_site: 100, hybrid: 0, remote: 0 },
  roles: [
    {
      key: "cook",
      title: t("Koch/Köchin", "Cuisinier/ère", "Cuoco/a", "Cook"),
      qualification: t(
        "Abgeschlossene Lehre als Koch/Köchin EFZ",
        "CFC de cuisinier/ère",
        "AFC di cuoco/a",
        "Completed apprenticeship as a cook (EFZ)",
      ),
      duties: [
        t(
          "Zubereiten von À-la-carte-Gerichten und Banketten mit frischen, saisonalen Produkten",
          "Préparer les plats à la carte et les banquets avec des produits frais et de saison",
          "Preparazione di piatti alla carta e banchetti con prodotti freschi e di stagione",
          "Prepare à la carte dishes and banquets with fresh, seasonal produce",
        ),
        t(
          "Mise en place und Einhaltung der Hygienevorschriften (HACCP)",
          "Mise en place et respect des normes d'hygiène (HACCP)",
          "Mise en place e rispetto delle norme igieniche (HACCP)",
          "Mise en place and compliance with hygiene rules (HACCP)",
        ),
        t(
          "Mitgestaltung der Menükarte",
          "Participer à l'élaboration de la carte",
          "Contributo alla creazione del menu",
          "Help shape the menu",
        ),
      ],
      salary: [52_000, 62_000],
      extraEmployment: "temporary",
    },
    {
      key: "chef-de-partie",
      title: t("Chef de partie", "Chef de partie", "Chef de partie", "Chef de Partie"),
      qualification: t(
        "Kochlehre EFZ und einige Jahre Erfahrung in der gehobenen Gastronomie",
        "CFC de cuisinier/ère et quelques années d'expérience en gastronomie",
        "AFC di cuoco/a e alcuni anni di esperienza nella gastronomia di alto livello",
        "Cook apprenticeship (EFZ) and a few years in fine dining",
      ),
      duties: [
        t(
          "Selbstständige Führung eines Postens",
          "Diriger une partie de manière autonome",
          "Gestione autonoma di una partita",
          "Run your own section independently",
        ),
        t(
          "Anleitung von Commis und Lernenden",
          "Encadrer les commis et les apprenti·e·s",
          "Guida di commis e apprendisti",
          "Guide commis chefs and apprentices",
        ),
        t(
          "Warenbestellung und Kontrolle der Lieferungen",
          "Commande des marchandises et contrôle des livraisons",
          "Ordinazione della merce e controllo delle forniture",
          "Order goods and check deliveries",
        ),
      ],
      salary: [56_000, 66_000],
      extraEmployment: "temporary",
    },
    {
      key: "service",
      title: t("Servicemitarbeiter/in", "Serveur/euse", "Cameriere/a", "Waiter/Waitress"),
      qualification: t(
        "Erfahrung im Service, idealerweise mit Ausbildung als Restaurationsfachfrau/-mann EFZ",
        "Expérience du service, idéalement CFC de spécialiste en restauration",
        "Esperienza nel servizio, idealmente AFC di impiegato/a di ristorazione",
        "Waiting experience, ideally a restaurant service apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Herzliche Betreuung unserer Gäste im Restaurant und auf der Terrasse",
          "Accueillir chaleureusement nos hôtes au restaurant et en terrasse",
          "Servizio cordiale ai nostri ospiti al ristorante e in terrazza",
          "Look after our guests warmly in the restaurant and on the terrace",
        ),
        t(
          "Weinempfehlungen und Verkauf von Spezialitäten",
          "Conseil en vins et vente de spécialités",
          "Consigli sui vini e vendita di specialità",
          "Recommend wines and sell specialities",
        ),
        t(
          "Abrechnung mit dem Kassensystem",
          "Encaissement avec le système de caisse",
          "Incasso con il sistema di cassa",
          "Settle bills with the POS system",
        ),
      ],
      salary: [48_000, 56_000],
      workloads: [
        [80, 100],
        [50, 70],
        [100, 100],
      ],
      extraEmployment: "temporary",
    },
    {
      key: "reception",
      title: t("Réceptionist/in", "Réceptionniste", "Receptionist", "Receptionist"),
      qualification: t(
        "Hotelfachschule oder Erfahrung am Empfang eines Hotels",
        "École hôtelière ou expérience à la réception d'un hôtel",
        "Scuola alberghiera o esperienza alla ricezione di un albergo",
        "Hotel school or front-desk experience in a hotel",
      ),
      duties: [
        t(
          "Check-in und Check-out unserer Gäste",
          "Check-in et check-out de nos hôtes",
          "Check-in e check-out dei nostri ospiti",
          "Check guests in and out",
        ),
        t(
          "Bearbeiten von Reservationen über alle Kanäle",
          "Traiter les réservations sur tous les canaux",
          "Gestione delle prenotazioni su tutti i canali",
          "Handle reservations across all channels",
        ),
        t(
          "Auskünfte zu Ausflügen, Bergbahnen und Veranstaltungen in der Region",
          "Renseigner sur les excursions, remontées mécaniques et événements de la région",
          "Informazioni su escursioni, impianti di risalita ed eventi della regione",
          "Advise on excursions, mountain railways and events in the region",
        ),
      ],
      salary: [52_000, 62_000],
      extraEmployment: "temporary",
    },
    {
      key: "housekeeping",
      title: t(
        "Mitarbeiter/in Hauswirtschaft",
        "Femme/valet de chambre",
        "Addetto/a alle camere",
        "Housekeeping Attendant",
      ),
      qualification: t(
        "Erfahrung in der Hotellerie oder Hauswirtschaft",
        "Expérience dans l'hôtellerie ou l'intendance",
        "Esperienza nel settore alberghiero o nell'economia domestica",
        "Experience in hotel housekeeping",
      ),
      duties: [
        t(
          "Reinigung der Gästezimmer und öffentlichen Bereiche",
          "Nettoyer les chambres et les espaces communs",
          "Pulizia delle camere e degli spazi comuni",
          "Clean guest rooms and public areas",
        ),
        t(
          "Wäscheversorgung und Kontrolle der Minibars",
          "Gérer le linge et contrôler les minibars",
          "Gestione della biancheria e controllo dei minibar",
          "Manage linen and check minibars",
        ),
      ],
      salary: [46_000, 52_000],
      workloads: [
        [60, 80],
        [80, 100],
        [100, 100],
      ],
      extraEmployment: "temporary",
    },
    {
      key: "restaurant-manager",
      title: t("Restaurantleiter/in", "Responsable de restaurant", "Responsabile di ristorante", "Restaurant Manager"),
      qualification: t(
        "Höhere Fachschule für Hotellerie oder mehrjährige Führungserfahrung in der Gastronomie",
        "École hôtelière supérieure ou plusieurs années d'expérience de conduite en restauration",
        "Scuola superiore alberghiera o diversi anni di esperienza di conduzione nella ristorazione",
        "Hotel management school or several years leading a restaurant team",
      ),
      duties: [
        t(
          "Führung des Serviceteams und Dienstplanung",
          "Diriger l'équipe de service et établir les plannings",
          "Conduzione del team di servizio e pianificazione dei turni",
          "Lead the service team and plan shifts",
        ),
        t(
          "Verantwortung für Gästezufriedenheit, Umsatz und Kosten",
          "Responsabilité de la satisfaction des hôtes, du chiffre d'affaires et des coûts",
          "Responsabilità per soddisfazione degli ospiti, fatturato e costi",
          "Own guest satisfaction, revenue and costs",
        ),
      ],
      salary: [70_000, 86_000],
    },
  ],
  duties: [
    t(
      "Mithilfe bei Banketten, Hochzeiten und Firmenanlässen",
      "Participer aux banquets, mariages et événements d'entreprise",
      "Collaborazione a banchetti, matrimoni ed eventi aziendali",
      "Help with banquets, weddings and corporate events",
    ),
    t(
      "Einhalten der Hygiene- und Qualitätsstandards",
      "Respecter les standards d'hygiène et de qualité",
      "Rispetto degli standard di igiene e qualità",
      "Uphold hygiene and quality standards",
    ),
  ],
  requirements: [
    t(
      "Gastfreundschaft aus Leidenschaft",
      "Le sens de l'accueil dans le sang",
      "Ospitalità per passione",
      "Hospitality is your passion",
    ),
    t(
      "Bereitschaft zu unregelmässigen Arbeitszeiten und Wochenendeinsätzen",
      "Disponibilité pour des horaires irréguliers et le travail le week-end",
      "Disponibilità a orari irregolari e al lavoro nel fine settimana",
      "Willing to work irregular hours and weekends",
    ),
    t(
      "Belastbarkeit auch in der Hochsaison",
      "Résistance au stress, même en haute saison",
      "Resistenza allo stress anche in alta stagione",
      "Resilience even in peak season",
    ),
  ],
  team: [
    t(
      "Unser herzliches Team in {place} empfängt Gäste aus der ganzen Welt.",
      "Notre équipe chaleureuse à {place} accueille des hôtes du monde entier.",
      "Il nostro team cordiale a {place} accoglie ospiti da tutto il mondo.",
      "Our warm-hearted team in {place} welcomes guests from all over the world.",
    ),
    t(
      "Küche und Service von {org} arbeiten Hand in Hand – und nach dem Service sitzen alle gemeinsam am Tisch.",
      "Chez {org}, cuisine et service travaillent main dans la main, et après le service, tout le monde partage le repas.",
      "Da {org} cucina e servizio lavorano fianco a fianco, e dopo il servizio tutti si siedono insieme a tavola.",
      "At {org}, kitchen and floor work hand in hand, and after service everyone sits down together.",
    ),
  ],
  benefits: [
    t(
      "Lohn nach L-GAV des Gastgewerbes, 13. Monatslohn",
      "Salaire selon la CCNT de l'hôtellerie-restauration, 13e salaire",
      "Salario secondo il CCNL dell'albergheria e ristorazione, 13a mensilità",
      "Pay under the hospitality collective agreement (L-GAV), 13th month salary",
    ),
    t(
      "Verpflegung im Betrieb und auf Wunsch Personalzimmer",
      "Repas sur place et chambre du personnel sur demande",
      "Vitto in azienda e, su richiesta, camera per il personale",
      "Staff meals and staff accommodation on request",
    ),
    t(
      "Vergünstigungen bei Partnerhotels und Bergbahnen",
      "Avantages dans les hôtels partenaires et les remontées mécaniques",
      "Agevolazioni presso alberghi partner e impianti di risalita",
      "Discounts at partner hotels and mountain railways",
    ),
  ],
  about: [
    t(
      "Unsere Gäste schätzen die regionale Küche, die familiäre Atmosphäre und die schöne Lage.",
      "Nos hôtes apprécient la cuisine régionale, l'atmosphère familiale et le cadre magnifique.",
      "I nostri ospiti apprezzano la cucina regionale, l'atmosfera familiare e la splendida posizione.",
      "Our guests love the regional cuisine, the family atmosphere and the beautiful setting.",
    ),
    t(
      "Wir kochen mit Produkten aus der Region und pflegen eine ehrliche, herzliche Gastfreundschaft.",
      "Nous cuisinons avec des produits de la région et cultivons une hospitalité sincère et chaleureuse.",
      "Cuciniamo con prodotti della regione e offriamo un'ospitalità sincera e calorosa.",
      "We cook with local produce and offer honest, heartfelt hospitality.",
    ),
  ],
  skills: {
    question: t(
      "In welchen Bereichen der Gastronomie haben Sie gearbeitet?",
      "Dans quels domaines de la restauration avez-vous travaillé ?",
      "In quali ambiti della ristorazione ha lavorato?",
      "Which areas of hospitality have you worked in?",
    ),
    options: [
      t("À la carte", "À la carte", "Alla carta", "À la carte"),
      t("Bankett", "Banquets", "Banchetti", "Banqueting"),
      t("Hotelempfang", "Réception d'hôtel", "Ricezione alberghiera", "Hotel front desk"),
      t("Systemgastronomie", "Restauration de chaîne", "Ristorazione di catena", "Chain restaurants"),
      t("Saisonbetrieb", "Établissement saisonnier", "Esercizio stagionale", "Seasonal business"),
    ],
  },
};
