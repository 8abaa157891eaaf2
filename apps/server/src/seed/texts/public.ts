import { t, type Family } from "./types";

export const publicAdmin: Family = {
  key: "public",
  remote: { on_site: 60, hybrid: 40, remote: 0 },
  roles: [
    {
      key: "residents-office",
      title: t(
        "Sachbearbeiter/in Einwohnerdienste",
        "Collaborateur/trice au contrôle des habitants",
        "Collaboratore/trice servizio controllo abitanti",
        "Residents' Services Officer",
      ),
      qualification: t(
        "Kaufmännische Ausbildung EFZ, idealerweise mit Erfahrung in einer öffentlichen Verwaltung",
        "CFC d'employé/e de commerce, idéalement avec expérience dans une administration publique",
        "AFC di impiegato/a di commercio, idealmente con esperienza in un'amministrazione pubblica",
        "Commercial apprenticeship (EFZ), ideally with public-sector experience",
      ),
      duties: [
        t(
          "Schalter- und Telefondienst für die Bevölkerung",
          "Accueil de la population au guichet et au téléphone",
          "Servizio allo sportello e al telefono per la popolazione",
          "Serve residents at the counter and by phone",
        ),
        t(
          "Bearbeiten von Zu- und Wegzügen, Ausweisen und Bescheinigungen",
          "Traiter les arrivées, les départs, les pièces d'identité et les attestations",
          "Gestione di arrivi, partenze, documenti d'identità e attestazioni",
          "Process arrivals, departures, ID documents and certificates",
        ),
        t(
          "Mitarbeit bei Abstimmungen und Wahlen",
          "Collaborer à l'organisation des votations et élections",
          "Collaborazione a votazioni ed elezioni",
          "Help run votes and elections",
        ),
      ],
      salary: [68_000, 88_000],
      workloads: [
        [80, 100],
        [60, 80],
        [100, 100],
      ],
    },
    {
      key: "town-clerk",
      title: t("Gemeindeschreiber/in", "Secrétaire municipal/e", "Segretario/a comunale", "Municipal Clerk"),
      qualification: t(
        "Höhere Fachprüfung als Gemeindeschreiber/in oder Studium in Verwaltung bzw. Recht",
        "Diplôme de secrétaire communal/e ou études en administration publique ou en droit",
        "Diploma di segretario/a comunale o studi in amministrazione pubblica o diritto",
        "Diploma as municipal clerk or a degree in public administration or law",
      ),
      duties: [
        t(
          "Leitung der Gemeindeverwaltung und Führung der Abteilungsleitenden",
          "Diriger l'administration communale et les chef·fe·s de service",
          "Direzione dell'amministrazione comunale e dei capi servizio",
          "Run the municipal administration and lead department heads",
        ),
        t(
          "Vorbereitung und Protokollierung der Sitzungen des Gemeinderats",
          "Préparer les séances de la municipalité et en tenir le procès-verbal",
          "Preparazione e verbalizzazione delle sedute del Municipio",
          "Prepare and minute council meetings",
        ),
        t(
          "Rechtliche Beratung der Behörden",
          "Conseil juridique aux autorités",
          "Consulenza giuridica alle autorità",
          "Provide legal advice to the authorities",
        ),
      ],
      salary: [110_000, 140_000],
    },
    {
      key: "public-works",
      title: t(
        "Mitarbeiter/in Werkhof",
        "Collaborateur/trice voirie",
        "Operaio/a dell'ufficio tecnico comunale",
        "Public Works Operative",
      ),
      qualification: t(
        "Abgeschlossene handwerkliche Lehre (z. B. Strassenbauer/in, Landschaftsgärtner/in)",
        "CFC dans un métier manuel (p. ex. constructeur/trice de routes, paysagiste)",
        "AFC in un mestiere manuale (p. es. costruttore/trice stradale, giardiniere/a)",
        "Completed trade apprenticeship (e.g. road builder, landscape gardener)",
      ),
      duties: [
        t(
          "Unterhalt von Strassen, Plätzen, Grünanlagen und Spielplätzen",
          "Entretien des routes, places, espaces verts et places de jeux",
          "Manutenzione di strade, piazze, aree verdi e parchi giochi",
          "Maintain roads, squares, green spaces and playgrounds",
        ),
        t(
          "Winterdienst im Pikett",
          "Service hivernal de piquet",
          "Servizio invernale di picchetto",
          "Winter road service on call",
        ),
        t(
          "Mithilfe bei Anlässen der Gemeinde",
          "Aide lors des manifestations communales",
          "Aiuto in occasione di manifestazioni comunali",
          "Help with municipal events",
        ),
      ],
      salary: [60_000, 75_000],
    },
    {
      key: "tax",
      title: t("Steuerkommissär/in", "Taxateur/trice", "Tassatore/trice", "Tax Assessor"),
      qualification: t(
        "Kaufmännische Ausbildung mit Weiterbildung im Steuerbereich (z. B. Fachausweis Treuhand)",
        "Formation commerciale complétée dans le domaine fiscal (p. ex. brevet de fiduciaire)",
        "Formazione commerciale con perfezionamento in ambito fiscale (p. es. attestato di fiduciario)",
        "Commercial training with tax qualifications (e.g. fiduciary diploma)",
      ),
      duties: [
        t(
          "Veranlagung von natürlichen Personen und Selbstständigerwerbenden",
          "Taxation des personnes physiques et des indépendant·e·s",
          "Tassazione di persone fisiche e indipendenti",
          "Assess individuals and self-employed taxpayers",
        ),
        t(
          "Auskünfte an Steuerpflichtige und Treuhandbüros",
          "Renseigner les contribuables et les fiduciaires",
          "Informazioni ai contribuenti e alle fiduciarie",
          "Answer questions from taxpayers and fiduciaries",
        ),
      ],
      salary: [80_000, 102_000],
      workloads: [
        [80, 100],
        [60, 80],
        [100, 100],
      ],
    },
    {
      key: "building-projects",
      title: t(
        "Projektleiter/in Hochbau",
        "Chef/fe de projet bâtiments",
        "Capoprogetto edilizia",
        "Building Project Manager",
      ),
      qualification: t(
        "Architektin/Architekt FH oder Bauingenieur/in mit Erfahrung in Projektleitung",
        "Architecte HES ou ingénieur/e civil/e avec expérience en gestion de projets",
        "Architetto/a SUP o ingegnere/a civile con esperienza nella gestione di progetti",
        "Architect (UAS) or civil engineer with project management experience",
      ),
      duties: [
        t(
          "Bauherrenvertretung bei Schulhaus- und Infrastrukturprojekten",
          "Représenter le maître d'ouvrage pour des projets scolaires et d'infrastructure",
          "Rappresentanza del committente per progetti di sedi scolastiche e infrastrutture",
          "Represent the client on school and infrastructure projects",
        ),
        t(
          "Durchführung öffentlicher Beschaffungen nach IVöB",
          "Conduire des marchés publics selon l'AIMP",
          "Svolgimento di appalti pubblici secondo il CIAP",
          "Run public procurement procedures",
        ),
      ],
      salary: [105_000, 130_000],
      workloads: [
        [80, 100],
        [100, 100],
      ],
    },
    {
      key: "social-worker",
      title: t("Sozialarbeiter/in", "Assistant/e social/e", "Operatore/trice sociale", "Social Worker"),
      qualification: t(
        "Bachelor in Sozialer Arbeit (FH)",
        "Bachelor en travail social (HES)",
        "Bachelor in lavoro sociale (SUP)",
        "Bachelor's in social work (UAS)",
      ),
      duties: [
        t(
          "Beratung und Begleitung von Klientinnen und Klienten in der wirtschaftlichen Sozialhilfe",
          "Conseiller et accompagner les bénéficiaires de l'aide sociale",
          "Consulenza e accompagnamento di beneficiari dell'assistenza sociale",
          "Advise and support people receiving social assistance",
        ),
        t(
          "Abklärungen, Berichte und Zusammenarbeit mit der KESB",
          "Évaluations, rapports et collaboration avec l'autorité de protection de l'adulte et de l'enfant",
          "Accertamenti, rapporti e collaborazione con l'autorità di protezione",
          "Assessments, reports and work with the child and adult protection authority",
        ),
      ],
      salary: [90_000, 110_000],
      workloads: [
        [60, 80],
        [80, 100],
      ],
    },
  ],
  duties: [
    t(
      "Mitarbeit bei der Digitalisierung von Verwaltungsprozessen",
      "Contribuer à la numérisation des processus administratifs",
      "Collaborazione alla digitalizzazione dei processi amministrativi",
      "Help digitise administrative processes",
    ),
    t(
      "Stellvertretung innerhalb der Abteilung",
      "Suppléance au sein du service",
      "Supplenza all'interno del servizio",
      "Deputise within the department",
    ),
  ],
  requirements: [
    t(
      "Dienstleistungsorientierung und Freude am Kontakt mit der Bevölkerung",
      "Sens du service et plaisir du contact avec la population",
      "Orientamento al servizio e piacere nel contatto con la popolazione",
      "Service-minded and enjoy contact with the public",
    ),
    t(
      "Vertrautheit mit den politischen Abläufen einer Gemeinde",
      "Connaissance du fonctionnement politique d'une commune",
      "Familiarità con i processi politici di un comune",
      "Familiar with how local politics work",
    ),
    t(
      "Diskretion und exakte Arbeitsweise",
      "Discrétion et précision",
      "Discrezione e precisione",
      "Discretion and accuracy",
    ),
  ],
  team: [
    t(
      "Die Verwaltung von {place} ist modern organisiert und versteht sich als Dienstleisterin für die Bevölkerung.",
      "L'administration de {place} est organisée de façon moderne et se veut au service de la population.",
      "L'amministrazione di {place} è organizzata in modo moderno e si considera al servizio della popolazione.",
      "The {place} administration is modern and sees itself as a service provider for residents.",
    ),
    t(
      "In unserer Verwaltung arbeiten Sie in einem kollegialen Team mit kurzen Wegen zu Behörden und Bevölkerung.",
      "Au sein de notre administration, vous travaillez dans une équipe collégiale, proche des autorités et de la population.",
      "Nella nostra amministrazione lavorerà in un team collegiale, vicino alle autorità e alla popolazione.",
      "In our administration, you work in a collegial team close to the authorities and residents.",
    ),
  ],
  benefits: [
    t(
      "Fortschrittliche Anstellungsbedingungen nach Personalreglement",
      "Conditions d'engagement progressistes selon le règlement du personnel",
      "Condizioni d'impiego moderne secondo il regolamento del personale",
      "Progressive terms of employment under the staff regulations",
    ),
    t(
      "Jahresarbeitszeit und Möglichkeit zu Homeoffice",
      "Horaire annualisé et possibilité de télétravail",
      "Orario annualizzato e possibilità di telelavoro",
      "Annualised hours and the option to work from home",
    ),
    t(
      "Sinnstiftende Arbeit im Dienst der Öffentlichkeit",
      "Un travail porteur de sens au service de la collectivité",
      "Un lavoro ricco di significato al servizio della collettività",
      "Meaningful work in the public interest",
    ),
  ],
  about: [
    t(
      "Als moderne Gemeinde bieten wir unserer Bevölkerung vielfältige Dienstleistungen – nah, zuverlässig und digital.",
      "En tant que commune moderne, nous offrons à notre population des prestations variées, proches, fiables et numériques.",
      "Come comune moderno offriamo alla popolazione servizi variati, vicini, affidabili e digitali.",
      "As a modern municipality, we offer residents a wide range of services that are local, reliable and digital.",
    ),
    t(
      "Eine hohe Lebensqualität, ein aktives Vereinsleben und eine intakte Natur prägen unsere Gemeinde.",
      "Une grande qualité de vie, une vie associative active et une nature préservée caractérisent notre commune.",
      "Un'alta qualità di vita, una vivace vita associativa e una natura intatta caratterizzano il nostro comune.",
      "A high quality of life, lively clubs and unspoilt nature define our community.",
    ),
  ],
  skills: {
    question: t(
      "In welchen Verwaltungsbereichen haben Sie Erfahrung?",
      "Dans quels domaines administratifs avez-vous de l'expérience ?",
      "In quali ambiti amministrativi ha esperienza?",
      "Which areas of administration have you worked in?",
    ),
    options: [
      t("Einwohnerdienste", "Contrôle des habitants", "Controllo abitanti", "Residents' services"),
      t("Steuern", "Impôts", "Imposte", "Tax"),
      t("Bau und Planung", "Constructions et aménagement", "Edilizia e pianificazione", "Building and planning"),
      t("Soziales", "Affaires sociales", "Socialità", "Social services"),
      t("Finanzen", "Finances", "Finanze", "Finance"),
    ],
  },
};
