import { t, type Family } from "./types";

export const construction: Family = {
  key: "construction",
  remote: { on_site: 92, hybrid: 8, remote: 0 },
  roles: [
    {
      key: "mason",
      title: t("Maurer/in", "Maçon/ne", "Muratore/trice", "Bricklayer"),
      qualification: t(
        "Abgeschlossene Lehre als Maurer/in EFZ oder mehrjährige Erfahrung im Hochbau",
        "CFC de maçon/ne ou plusieurs années d'expérience dans le bâtiment",
        "AFC di muratore/trice o diversi anni di esperienza nell'edilizia",
        "Completed bricklayer apprenticeship (EFZ) or several years in building construction",
      ),
      duties: [
        t(
          "Ausführen von Maurer-, Beton- und Schalungsarbeiten im Neu- und Umbau",
          "Travaux de maçonnerie, de béton et de coffrage en neuf et en rénovation",
          "Lavori di muratura, calcestruzzo e casseratura in nuove costruzioni e ristrutturazioni",
          "Masonry, concrete and formwork on new builds and renovations",
        ),
        t(
          "Lesen von Plänen und selbstständiges Einrichten der Baustelle",
          "Lire les plans et installer le chantier de manière autonome",
          "Lettura dei piani e allestimento autonomo del cantiere",
          "Read plans and set up the site independently",
        ),
      ],
      salary: [62_000, 76_000],
      extraEmployment: "temporary",
    },
    {
      key: "foreman",
      title: t("Polier/in Hochbau", "Contremaître en bâtiment", "Capocantiere edile", "Site Foreman"),
      qualification: t(
        "Polierschule mit eidg. Fachausweis und Führungserfahrung auf der Baustelle",
        "Brevet fédéral de contremaître et expérience de conduite sur les chantiers",
        "Attestato professionale federale di capocantiere ed esperienza di conduzione in cantiere",
        "Federal diploma as site foreman and site leadership experience",
      ),
      duties: [
        t(
          "Führen der Baustellenequipe und Einsatzplanung von Personal und Maschinen",
          "Diriger l'équipe de chantier et planifier le personnel et les machines",
          "Conduzione della squadra e pianificazione di personale e macchinari",
          "Lead the site crew and plan staff and machinery",
        ),
        t(
          "Verantwortung für Qualität, Termine und Arbeitssicherheit",
          "Responsabilité de la qualité, des délais et de la sécurité au travail",
          "Responsabilità per qualità, scadenze e sicurezza sul lavoro",
          "Responsible for quality, deadlines and safety on site",
        ),
        t(
          "Ausmass, Rapportwesen und Abnahmen mit der Bauleitung",
          "Métrés, rapports et réceptions avec la direction des travaux",
          "Misurazioni, rapporti e collaudi con la direzione lavori",
          "Measurements, reporting and handovers with site management",
        ),
      ],
      salary: [88_000, 108_000],
    },
    {
      key: "site-manager",
      title: t("Bauleiter/in", "Conducteur/trice de travaux", "Direttore/trice dei lavori", "Construction Manager"),
      qualification: t(
        "Bauführer/in HF, Bauingenieur/in FH oder vergleichbare Ausbildung",
        "Conducteur/trice de travaux ES, ingénieur/e civil/e HES ou formation équivalente",
        "Capo cantiere SSS, ingegnere civile SUP o formazione equivalente",
        "Construction manager (HF), civil engineering degree (UAS) or similar",
      ),
      duties: [
        t(
          "Leitung von Bauprojekten von der Offerte bis zur Schlussabrechnung",
          "Conduire des projets de construction de l'offre au décompte final",
          "Gestione di progetti edili dall'offerta al conteggio finale",
          "Run building projects from the quote to the final account",
        ),
        t(
          "Koordination von Subunternehmen, Bauherrschaft und Behörden",
          "Coordonner les sous-traitants, le maître d'ouvrage et les autorités",
          "Coordinamento di subappaltatori, committenza e autorità",
          "Coordinate subcontractors, clients and authorities",
        ),
        t(
          "Kosten- und Terminkontrolle",
          "Contrôle des coûts et des délais",
          "Controllo dei costi e delle scadenze",
          "Control costs and schedules",
        ),
      ],
      salary: [100_000, 130_000],
    },
    {
      key: "electrician",
      title: t(
        "Elektroinstallateur/in EFZ",
        "Électricien/ne de montage CFC",
        "Installatore/trice elettricista AFC",
        "Electrician",
      ),
      qualification: t(
        "Abgeschlossene Lehre als Elektroinstallateur/in EFZ",
        "CFC d'installateur/trice-électricien/ne",
        "AFC di installatore/trice elettricista",
        "Completed electrician apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Installationen in Wohn- und Gewerbebauten, von der Rohmontage bis zur Inbetriebnahme",
          "Installations dans des bâtiments résidentiels et commerciaux, du gros œuvre à la mise en service",
          "Impianti in edifici abitativi e commerciali, dal grezzo alla messa in servizio",
          "Installations in homes and commercial buildings, from first fix to commissioning",
        ),
        t(
          "Service- und Reparaturarbeiten bei unserer Kundschaft",
          "Travaux de service et de dépannage chez nos clients",
          "Lavori di servizio e riparazione presso i clienti",
          "Service and repair work at customers' premises",
        ),
        t(
          "Montage von Photovoltaikanlagen und Ladestationen",
          "Montage d'installations photovoltaïques et de bornes de recharge",
          "Montaggio di impianti fotovoltaici e stazioni di ricarica",
          "Install solar PV systems and EV chargers",
        ),
      ],
      salary: [66_000, 84_000],
    },
    {
      key: "plumber",
      title: t(
        "Sanitärinstallateur/in EFZ",
        "Installateur/trice sanitaire CFC",
        "Installatore/trice di impianti sanitari AFC",
        "Plumber",
      ),
      qualification: t(
        "Abgeschlossene Lehre als Sanitärinstallateur/in EFZ",
        "CFC d'installateur/trice sanitaire",
        "AFC di installatore/trice di impianti sanitari",
        "Completed plumbing apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Installation von Sanitär- und Heizungsanlagen in Neu- und Umbauten",
          "Installation d'équipements sanitaires et de chauffage en neuf et en rénovation",
          "Installazione di impianti sanitari e di riscaldamento in nuove costruzioni e ristrutturazioni",
          "Install plumbing and heating in new builds and renovations",
        ),
        t(
          "Selbstständige Ausführung von Servicearbeiten und Pikettdienst",
          "Réalisation autonome des travaux de service et service de piquet",
          "Esecuzione autonoma di lavori di servizio e servizio di picchetto",
          "Handle service jobs independently and take part in the on-call rota",
        ),
      ],
      salary: [65_000, 82_000],
    },
    {
      key: "carpenter",
      title: t("Zimmermann/Zimmerin", "Charpentier/ère", "Carpentiere/a", "Carpenter"),
      qualification: t(
        "Abgeschlossene Lehre als Zimmermann/Zimmerin EFZ",
        "CFC de charpentier/ère",
        "AFC di carpentiere/a",
        "Completed carpentry apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Abbund und Montage von Holzbauelementen, Dachstühlen und Fassaden",
          "Taille et montage d'éléments en bois, de charpentes et de façades",
          "Taglio e montaggio di elementi in legno, tetti e facciate",
          "Cut and install timber elements, roof structures and façades",
        ),
        t(
          "Arbeiten mit modernen CNC-Abbundanlagen",
          "Travailler avec des machines de taille CNC modernes",
          "Lavoro con moderni impianti di taglio CNC",
          "Work with modern CNC joinery machines",
        ),
      ],
      salary: [62_000, 78_000],
    },
    {
      key: "draughtsperson",
      title: t(
        "Zeichner/in Fachrichtung Architektur",
        "Dessinateur/trice en architecture",
        "Disegnatore/trice indirizzo architettura",
        "Architectural Draughtsperson",
      ),
      qualification: t(
        "Lehre als Zeichner/in EFZ Architektur und sicherer Umgang mit ArchiCAD oder Revit",
        "CFC de dessinateur/trice en architecture et maîtrise d'ArchiCAD ou Revit",
        "AFC di disegnatore/trice in architettura e padronanza di ArchiCAD o Revit",
        "Architectural draughtsperson apprenticeship (EFZ) and confident use of ArchiCAD or Revit",
      ),
      duties: [
        t(
          "Erstellen von Projekt-, Ausführungs- und Detailplänen in BIM",
          "Établir les plans de projet, d'exécution et de détail en BIM",
          "Elaborazione di piani di progetto, esecutivi e di dettaglio in BIM",
          "Produce project, construction and detail drawings in BIM",
        ),
        t(
          "Mitarbeit bei Baueingaben und Ausschreibungen",
          "Collaborer aux demandes de permis et aux appels d'offres",
          "Collaborazione alle domande di costruzione e agli appalti",
          "Help with planning applications and tenders",
        ),
      ],
      salary: [70_000, 92_000],
      workloads: [
        [80, 100],
        [100, 100],
        [60, 80],
      ],
    },
  ],
  duties: [
    t(
      "Einhalten der Vorschriften zu Arbeitssicherheit und Gesundheitsschutz",
      "Respecter les prescriptions de sécurité et de protection de la santé",
      "Rispetto delle norme di sicurezza e tutela della salute",
      "Follow health and safety regulations",
    ),
    t(
      "Betreuung von Lernenden auf der Baustelle",
      "Encadrer les apprenti·e·s sur le chantier",
      "Accompagnamento degli apprendisti in cantiere",
      "Mentor apprentices on site",
    ),
  ],
  requirements: [
    t(
      "Handwerkliches Geschick und Freude an der Arbeit im Freien",
      "Habileté manuelle et goût du travail en plein air",
      "Abilità manuale e piacere nel lavorare all'aperto",
      "Practical skills and enjoy working outdoors",
    ),
    t(
      "Exakte, qualitätsbewusste Arbeitsweise",
      "Travail précis et soucieux de la qualité",
      "Lavoro preciso e attento alla qualità",
      "Precise, quality-minded way of working",
    ),
    t(
      "Führerausweis Kat. B (BE von Vorteil)",
      "Permis de conduire cat. B (BE un atout)",
      "Licenza di condurre cat. B (BE un vantaggio)",
      "Driving licence category B (BE an advantage)",
    ),
  ],
  team: [
    t(
      "Unsere Equipen in der Region {place} sind eingespielt, und auf der Baustelle packen alle mit an.",
      "Nos équipes de la région de {place} sont rodées et, sur le chantier, chacun met la main à la pâte.",
      "Le nostre squadre nella regione di {place} sono affiatate e in cantiere tutti danno una mano.",
      "Our crews around {place} work well together, and everyone pitches in on site.",
    ),
    t(
      "Bei {org} arbeiten Handwerk und Planung eng zusammen – mit modernen Maschinen und einem guten Teamgeist.",
      "Chez {org}, artisans et planificateurs travaillent en étroite collaboration, avec des machines modernes et un bon esprit d'équipe.",
      "Da {org} artigiani e progettisti collaborano strettamente, con macchinari moderni e un buono spirito di squadra.",
      "At {org}, trades and planning work closely together, with modern machinery and great team spirit.",
    ),
  ],
  benefits: [
    t(
      "Lohn nach Landesmantelvertrag bzw. GAV plus Leistungsbonus",
      "Salaire selon la convention nationale ou la CCT et bonus de performance",
      "Salario secondo il contratto nazionale mantello o CCL più bonus di prestazione",
      "Pay under the national collective agreement plus a performance bonus",
    ),
    t(
      "Moderner Fahrzeugpark und hochwertiges Werkzeug",
      "Parc de véhicules moderne et outillage de qualité",
      "Parco veicoli moderno e attrezzi di qualità",
      "Modern vehicle fleet and high-quality tools",
    ),
    t(
      "Frühpensionierung gemäss FAR",
      "Retraite anticipée selon la convention RA",
      "Pensionamento anticipato secondo il PEAN",
      "Early retirement under the FAR scheme",
    ),
  ],
  about: [
    t(
      "Wir realisieren Neu- und Umbauten für private und öffentliche Bauherrschaften – termingerecht und in hoher Qualität.",
      "Nous réalisons des constructions neuves et des rénovations pour des maîtres d'ouvrage privés et publics, dans les délais et avec un haut niveau de qualité.",
      "Realizziamo nuove costruzioni e ristrutturazioni per committenti privati e pubblici, nei tempi e con alta qualità.",
      "We deliver new builds and renovations for private and public clients, on time and to a high standard.",
    ),
    t(
      "Nachhaltiges Bauen mit Holz, Recyclingbeton und erneuerbaren Energien ist uns ein Anliegen.",
      "La construction durable avec le bois, le béton recyclé et les énergies renouvelables nous tient à cœur.",
      "L'edilizia sostenibile con legno, calcestruzzo riciclato ed energie rinnovabili ci sta a cuore.",
      "Sustainable building with timber, recycled concrete and renewable energy matters to us.",
    ),
  ],
  skills: {
    question: t(
      "Welche Zusatzqualifikationen bringen Sie mit?",
      "Quelles qualifications supplémentaires possédez-vous ?",
      "Quali qualifiche supplementari possiede?",
      "Which additional qualifications do you hold?",
    ),
    options: [
      t("Kranführerausweis", "Permis de grutier", "Licenza di gruista", "Crane operator licence"),
      t("Staplerausweis", "Permis de cariste", "Patente per carrelli elevatori", "Forklift licence"),
      t(
        "Führerausweis Kat. C",
        "Permis de conduire cat. C",
        "Licenza di condurre cat. C",
        "Driving licence category C",
      ),
      t(
        "SUVA-Kurse Arbeitssicherheit",
        "Cours SUVA de sécurité au travail",
        "Corsi SUVA sulla sicurezza",
        "SUVA safety courses",
      ),
      t("Photovoltaik", "Photovoltaïque", "Fotovoltaico", "Solar PV"),
    ],
  },
};
