import { t, type Family } from "./types";

export const office: Family = {
  key: "office",
  remote: { on_site: 35, hybrid: 55, remote: 10 },
  roles: [
    {
      key: "clerk",
      title: t(
        "Kaufmännische/r Angestellte/r",
        "Employé/e de commerce",
        "Impiegato/a di commercio",
        "Office Administrator",
      ),
      qualification: t(
        "Abgeschlossene kaufmännische Lehre EFZ oder Handelsschule",
        "CFC d'employé/e de commerce ou école de commerce",
        "AFC di impiegato/a di commercio o scuola di commercio",
        "Commercial apprenticeship (EFZ) or business school",
      ),
      duties: [
        t(
          "Allgemeine Korrespondenz, Telefon und Empfang",
          "Correspondance générale, téléphone et réception",
          "Corrispondenza generale, telefono e ricezione",
          "General correspondence, phone and reception",
        ),
        t(
          "Auftragsabwicklung und Fakturierung",
          "Traitement des commandes et facturation",
          "Evasione degli ordini e fatturazione",
          "Order processing and invoicing",
        ),
        t(
          "Organisation von Sitzungen und Anlässen",
          "Organisation de séances et d'événements",
          "Organizzazione di riunioni ed eventi",
          "Organise meetings and events",
        ),
      ],
      salary: [62_000, 78_000],
      workloads: [
        [80, 100],
        [60, 80],
        [40, 60],
        [100, 100],
      ],
    },
    {
      key: "executive-assistant",
      title: t(
        "Assistent/in der Geschäftsleitung",
        "Assistant/e de direction",
        "Assistente di direzione",
        "Executive Assistant",
      ),
      qualification: t(
        "Kaufmännische Ausbildung mit Weiterbildung (z. B. Direktionsassistent/in mit eidg. Fachausweis)",
        "Formation commerciale complétée (p. ex. brevet fédéral d'assistant/e de direction)",
        "Formazione commerciale con perfezionamento (p. es. attestato federale di assistente di direzione)",
        "Commercial training plus further qualifications (e.g. federal diploma as executive assistant)",
      ),
      duties: [
        t(
          "Selbstständige Führung des Sekretariats der Geschäftsleitung",
          "Gérer de manière autonome le secrétariat de la direction",
          "Gestione autonoma della segreteria di direzione",
          "Run the management office independently",
        ),
        t(
          "Vorbereitung von Verwaltungsratssitzungen und Protokollführung",
          "Préparer les séances du conseil d'administration et rédiger les procès-verbaux",
          "Preparazione delle sedute del consiglio di amministrazione e verbalizzazione",
          "Prepare board meetings and take minutes",
        ),
        t(
          "Koordination von Terminen, Reisen und Projekten",
          "Coordonner agendas, voyages et projets",
          "Coordinamento di appuntamenti, viaggi e progetti",
          "Coordinate diaries, travel and projects",
        ),
      ],
      salary: [82_000, 102_000],
    },
    {
      key: "hr",
      title: t("HR-Fachperson", "Spécialiste RH", "Specialista HR", "HR Specialist"),
      qualification: t(
        "HR-Fachfrau/-mann mit eidg. Fachausweis und Erfahrung in der Personaladministration",
        "Brevet fédéral de spécialiste RH et expérience de l'administration du personnel",
        "Attestato professionale federale di specialista HR ed esperienza nell'amministrazione del personale",
        "Federal HR diploma and experience in personnel administration",
      ),
      duties: [
        t(
          "Begleitung des gesamten Mitarbeitendenzyklus vom Eintritt bis zum Austritt",
          "Accompagner tout le cycle de vie des collaborateurs, de l'entrée à la sortie",
          "Accompagnamento dell'intero ciclo del personale, dall'entrata all'uscita",
          "Handle the whole employee lifecycle from onboarding to exit",
        ),
        t(
          "Rekrutierung und Employer Branding",
          "Recrutement et marque employeur",
          "Reclutamento ed employer branding",
          "Recruiting and employer branding",
        ),
        t(
          "Lohnverarbeitung und Sozialversicherungen",
          "Traitement des salaires et assurances sociales",
          "Elaborazione dei salari e assicurazioni sociali",
          "Payroll and social insurance",
        ),
      ],
      salary: [85_000, 108_000],
      workloads: [
        [60, 80],
        [80, 100],
        [100, 100],
      ],
    },
    {
      key: "marketing",
      title: t("Marketing Manager/in", "Responsable marketing", "Responsabile marketing", "Marketing Manager"),
      qualification: t(
        "Studium in Marketing oder Kommunikation (FH/Uni) bzw. eidg. Fachausweis Marketing",
        "Études en marketing ou communication (HES/université) ou brevet fédéral en marketing",
        "Studi in marketing o comunicazione (SUP/università) o attestato federale in marketing",
        "Degree in marketing or communications, or a federal marketing diploma",
      ),
      duties: [
        t(
          "Planung und Umsetzung von Kampagnen über alle Kanäle",
          "Planifier et mettre en œuvre des campagnes sur tous les canaux",
          "Pianificazione e realizzazione di campagne su tutti i canali",
          "Plan and run campaigns across all channels",
        ),
        t(
          "Steuerung von Social Media, Newsletter und Website",
          "Piloter les réseaux sociaux, la newsletter et le site web",
          "Gestione di social media, newsletter e sito web",
          "Manage social media, newsletters and the website",
        ),
        t(
          "Auswertung von Kennzahlen und Budgetverantwortung",
          "Analyser les indicateurs et gérer le budget",
          "Analisi degli indicatori e responsabilità del budget",
          "Analyse KPIs and own the budget",
        ),
      ],
      salary: [95_000, 125_000],
      workloads: [
        [80, 100],
        [100, 100],
      ],
    },
    {
      key: "property-manager",
      title: t(
        "Immobilienbewirtschafter/in",
        "Gérant/e d'immeubles",
        "Amministratore/trice di immobili",
        "Property Manager",
      ),
      qualification: t(
        "Eidg. Fachausweis Immobilienbewirtschaftung",
        "Brevet fédéral de gérant/e d'immeubles",
        "Attestato professionale federale in gestione immobiliare",
        "Federal diploma in property management",
      ),
      duties: [
        t(
          "Bewirtschaftung eines Portfolios von Wohn- und Geschäftsliegenschaften",
          "Gérer un portefeuille d'immeubles d'habitation et commerciaux",
          "Gestione di un portafoglio di immobili abitativi e commerciali",
          "Manage a portfolio of residential and commercial properties",
        ),
        t(
          "Vermietung, Wohnungsabnahmen und Nebenkostenabrechnungen",
          "Location, états des lieux et décomptes de charges",
          "Locazione, riconsegne degli appartamenti e conteggi delle spese accessorie",
          "Lettings, handovers and service-charge statements",
        ),
        t(
          "Planung von Unterhalts- und Sanierungsarbeiten",
          "Planifier les travaux d'entretien et de rénovation",
          "Pianificazione di lavori di manutenzione e risanamento",
          "Plan maintenance and renovation work",
        ),
      ],
      salary: [85_000, 108_000],
    },
    {
      key: "consultant",
      title: t("Consultant", "Consultant/e", "Consulente", "Consultant"),
      qualification: t(
        "Hochschulabschluss in Wirtschaft, Ingenieurwesen oder Informatik und erste Beratungserfahrung",
        "Diplôme universitaire en économie, ingénierie ou informatique et première expérience en conseil",
        "Laurea in economia, ingegneria o informatica e prima esperienza di consulenza",
        "University degree in business, engineering or IT and first consulting experience",
      ),
      duties: [
        t(
          "Analyse von Geschäftsprozessen und Erarbeitung von Lösungen mit unserer Kundschaft",
          "Analyser les processus et élaborer des solutions avec nos clients",
          "Analisi dei processi aziendali ed elaborazione di soluzioni con i clienti",
          "Analyse business processes and work out solutions with clients",
        ),
        t(
          "Moderation von Workshops und Präsentationen beim Management",
          "Animer des ateliers et présenter à la direction",
          "Moderazione di workshop e presentazioni alla direzione",
          "Facilitate workshops and present to management",
        ),
      ],
      salary: [100_000, 140_000],
      extraEmployment: "contract",
    },
    {
      key: "recruiter",
      title: t(
        "Personalberater/in",
        "Conseiller/ère en personnel",
        "Consulente del personale",
        "Recruitment Consultant",
      ),
      qualification: t(
        "Erfahrung in der Personalberatung oder im Verkauf, Fachausweis Personalberatung von Vorteil",
        "Expérience du placement de personnel ou de la vente, brevet de conseiller/ère en personnel un atout",
        "Esperienza nel collocamento del personale o nella vendita, attestato di consulente del personale un vantaggio",
        "Recruitment or sales experience, recruitment consultant diploma an advantage",
      ),
      duties: [
        t(
          "Rekrutierung von Fachkräften für Temporär- und Festanstellungen",
          "Recruter des spécialistes pour des missions temporaires et des postes fixes",
          "Reclutamento di specialisti per impieghi temporanei e fissi",
          "Recruit skilled staff for temporary and permanent roles",
        ),
        t(
          "Aufbau und Pflege eines Kundennetzwerks in der Region",
          "Développer et entretenir un réseau de clients dans la région",
          "Sviluppo e cura di una rete di clienti nella regione",
          "Build and maintain a client network in the region",
        ),
        t(
          "Führen von Interviews und Einholen von Referenzen",
          "Mener des entretiens et prendre des références",
          "Conduzione di colloqui e raccolta di referenze",
          "Interview candidates and take up references",
        ),
      ],
      salary: [78_000, 110_000],
    },
  ],
  duties: [
    t(
      "Mitarbeit in abteilungsübergreifenden Projekten",
      "Participer à des projets transversaux",
      "Collaborazione a progetti interdisciplinari",
      "Contribute to cross-departmental projects",
    ),
    t(
      "Pflege der Daten im CRM und ERP",
      "Tenir à jour les données dans le CRM et l'ERP",
      "Aggiornamento dei dati nel CRM e nell'ERP",
      "Keep CRM and ERP data up to date",
    ),
  ],
  requirements: [
    t(
      "Organisationstalent und stilsicheres Deutsch",
      "Sens de l'organisation et excellente expression écrite",
      "Talento organizzativo e ottima capacità di redazione",
      "Excellent organisational and writing skills",
    ),
    t(
      "Vernetztes Denken und Hands-on-Mentalität",
      "Pensée globale et esprit pragmatique",
      "Pensiero interconnesso e mentalità pragmatica",
      "Joined-up thinking and a hands-on attitude",
    ),
    t(
      "Sicherer Umgang mit MS Office und digitalen Tools",
      "Maîtrise de MS Office et des outils numériques",
      "Padronanza di MS Office e degli strumenti digitali",
      "Confident with MS Office and digital tools",
    ),
  ],
  team: [
    t(
      "Unser Büro in {place} ist modern eingerichtet und liegt nur wenige Gehminuten vom Bahnhof.",
      "Notre bureau à {place} est moderne et se trouve à quelques minutes à pied de la gare.",
      "Il nostro ufficio a {place} è moderno e si trova a pochi minuti a piedi dalla stazione.",
      "Our modern office in {place} is just a few minutes' walk from the station.",
    ),
    t(
      "Bei {org} arbeiten Sie in einem kleinen, dynamischen Team mit viel Gestaltungsspielraum.",
      "Chez {org}, vous travaillez dans une petite équipe dynamique avec une grande marge de manœuvre.",
      "Da {org} lavorerà in un piccolo team dinamico con ampio margine di manovra.",
      "At {org}, you work in a small, dynamic team with plenty of room to shape things.",
    ),
  ],
  benefits: [
    t(
      "Zwei Tage Homeoffice pro Woche",
      "Deux jours de télétravail par semaine",
      "Due giorni di telelavoro alla settimana",
      "Two days of remote work per week",
    ),
    t(
      "Umsatzbeteiligung und Bonus",
      "Participation au chiffre d'affaires et bonus",
      "Partecipazione al fatturato e bonus",
      "Revenue share and bonus",
    ),
    t(
      "Arbeitsplatz an zentraler Lage mit Dachterrasse",
      "Bureau au centre-ville avec toit-terrasse",
      "Posto di lavoro in posizione centrale con terrazza",
      "Central office with a roof terrace",
    ),
  ],
  about: [
    t(
      "Wir unterstützen Unternehmen, Institutionen und Privatpersonen mit massgeschneiderten Dienstleistungen.",
      "Nous accompagnons entreprises, institutions et particuliers avec des prestations sur mesure.",
      "Sosteniamo aziende, istituzioni e privati con servizi su misura.",
      "We support companies, institutions and individuals with tailor-made services.",
    ),
    t(
      "Persönliche Beziehungen und langjährige Partnerschaften sind das Fundament unseres Erfolgs.",
      "Les relations personnelles et les partenariats de longue date sont le fondement de notre succès.",
      "Relazioni personali e partnership di lunga data sono alla base del nostro successo.",
      "Personal relationships and long-standing partnerships are the foundation of our success.",
    ),
  ],
  skills: {
    question: t(
      "Mit welchen Tools arbeiten Sie routiniert?",
      "Quels outils maîtrisez-vous ?",
      "Con quali strumenti lavora abitualmente?",
      "Which tools do you use confidently?",
    ),
    options: [
      t(
        "MS Office / Microsoft 365",
        "MS Office / Microsoft 365",
        "MS Office / Microsoft 365",
        "MS Office / Microsoft 365",
      ),
      t("Abacus", "Abacus", "Abacus", "Abacus"),
      t("SAP", "SAP", "SAP", "SAP"),
      t("CRM (z. B. Salesforce)", "CRM (p. ex. Salesforce)", "CRM (p. es. Salesforce)", "CRM (e.g. Salesforce)"),
      t("Adobe Creative Cloud", "Adobe Creative Cloud", "Adobe Creative Cloud", "Adobe Creative Cloud"),
    ],
  },
};
