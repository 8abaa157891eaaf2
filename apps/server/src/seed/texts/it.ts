import { t, type Family } from "./types";

export const it: Family = {
  key: "it",
  remote: { on_site: 20, hybrid: 60, remote: 20 },
  roles: [
    {
      key: "software-engineer",
      title: t("Software Engineer", "Ingénieur/e logiciel", "Ingegnere/a del software", "Software Engineer"),
      qualification: t(
        "Studium in Informatik (ETH, Uni, FH) oder Lehre als Informatiker/in EFZ mit mehrjähriger Erfahrung",
        "Diplôme en informatique (EPF, université, HES) ou CFC d'informaticien/ne avec plusieurs années d'expérience",
        "Laurea in informatica (PF, università, SUP) o AFC di informatico/a con diversi anni di esperienza",
        "Degree in computer science (ETH, university, UAS) or an IT apprenticeship with several years of experience",
      ),
      duties: [
        t(
          "Konzeption, Entwicklung und Betrieb von Backend-Services in TypeScript, Java oder Kotlin",
          "Concevoir, développer et exploiter des services backend en TypeScript, Java ou Kotlin",
          "Progettazione, sviluppo e gestione di servizi backend in TypeScript, Java o Kotlin",
          "Design, build and run backend services in TypeScript, Java or Kotlin",
        ),
        t(
          "Code-Reviews, automatisierte Tests und kontinuierliche Verbesserung der Codebasis",
          "Revues de code, tests automatisés et amélioration continue de la base de code",
          "Code review, test automatizzati e miglioramento continuo del codice",
          "Code reviews, automated testing and continuous improvement of the codebase",
        ),
        t(
          "Enge Zusammenarbeit mit Product Ownern und UX-Design",
          "Collaboration étroite avec les product owners et le design UX",
          "Stretta collaborazione con product owner e UX design",
          "Work closely with product owners and UX design",
        ),
      ],
      salary: [105_000, 145_000],
      extraEmployment: "contract",
    },
    {
      key: "frontend",
      title: t("Frontend Developer", "Développeur/euse frontend", "Sviluppatore/trice frontend", "Frontend Developer"),
      qualification: t(
        "Mehrjährige Erfahrung mit React oder Angular und modernem CSS",
        "Plusieurs années d'expérience avec React ou Angular et le CSS moderne",
        "Diversi anni di esperienza con React o Angular e CSS moderno",
        "Several years of experience with React or Angular and modern CSS",
      ),
      duties: [
        t(
          "Entwicklung barrierefreier, schneller Webanwendungen",
          "Développer des applications web rapides et accessibles",
          "Sviluppo di applicazioni web rapide e accessibili",
          "Build fast, accessible web applications",
        ),
        t(
          "Umsetzung von Designs in wiederverwendbare Komponenten",
          "Transformer les maquettes en composants réutilisables",
          "Trasformazione dei design in componenti riutilizzabili",
          "Turn designs into reusable components",
        ),
        t(
          "Mitgestaltung unserer Frontend-Architektur und des Design-Systems",
          "Contribuer à l'architecture frontend et au design system",
          "Contributo all'architettura frontend e al design system",
          "Help shape our frontend architecture and design system",
        ),
      ],
      salary: [95_000, 130_000],
      workloads: [
        [80, 100],
        [100, 100],
      ],
      extraEmployment: "contract",
    },
    {
      key: "devops",
      title: t("DevOps Engineer", "Ingénieur/e DevOps", "Ingegnere/a DevOps", "DevOps Engineer"),
      qualification: t(
        "Erfahrung mit Kubernetes, Terraform und einer Public Cloud (Azure, AWS oder GCP)",
        "Expérience avec Kubernetes, Terraform et un cloud public (Azure, AWS ou GCP)",
        "Esperienza con Kubernetes, Terraform e un cloud pubblico (Azure, AWS o GCP)",
        "Experience with Kubernetes, Terraform and a public cloud (Azure, AWS or GCP)",
      ),
      duties: [
        t(
          "Aufbau und Betrieb unserer CI/CD-Pipelines",
          "Mettre en place et exploiter nos pipelines CI/CD",
          "Realizzazione e gestione delle nostre pipeline CI/CD",
          "Build and run our CI/CD pipelines",
        ),
        t(
          "Automatisierung der Infrastruktur als Code",
          "Automatiser l'infrastructure as code",
          "Automazione dell'infrastruttura come codice",
          "Automate infrastructure as code",
        ),
        t(
          "Monitoring, Incident-Management und Pikettdienst im Team",
          "Monitoring, gestion des incidents et service de piquet en équipe",
          "Monitoraggio, gestione degli incidenti e servizio di picchetto in team",
          "Monitoring, incident management and a shared on-call rota",
        ),
      ],
      salary: [110_000, 145_000],
    },
    {
      key: "support",
      title: t(
        "ICT-Supporter/in",
        "Technicien/ne support informatique",
        "Tecnico/a di supporto ICT",
        "IT Support Specialist",
      ),
      qualification: t(
        "Lehre als Informatiker/in EFZ Plattformentwicklung oder ICT-Fachfrau/-mann",
        "CFC d'informaticien/ne ou d'opérateur/trice en informatique",
        "AFC di informatico/a o di operatore/trice informatico/a",
        "IT apprenticeship (EFZ) or equivalent support experience",
      ),
      duties: [
        t(
          "First- und Second-Level-Support für unsere Mitarbeitenden",
          "Support de premier et deuxième niveau pour nos collaborateurs",
          "Supporto di primo e secondo livello per i nostri collaboratori",
          "First and second-level support for our staff",
        ),
        t(
          "Einrichten von Arbeitsplätzen, Notebooks und Mobilgeräten",
          "Installer les postes de travail, ordinateurs portables et appareils mobiles",
          "Configurazione di postazioni di lavoro, notebook e dispositivi mobili",
          "Set up workstations, laptops and mobile devices",
        ),
        t(
          "Pflege der Benutzerkonten in Microsoft 365",
          "Gérer les comptes utilisateurs dans Microsoft 365",
          "Gestione degli account utente in Microsoft 365",
          "Manage user accounts in Microsoft 365",
        ),
      ],
      salary: [68_000, 88_000],
      workloads: [
        [100, 100],
        [80, 100],
        [60, 80],
      ],
    },
    {
      key: "product-owner",
      title: t("Product Owner", "Product owner", "Product owner", "Product Owner"),
      qualification: t(
        "Mehrjährige Erfahrung als Product Owner in agilen Teams, idealerweise mit Zertifizierung (PSPO, CSPO)",
        "Plusieurs années d'expérience comme product owner en équipe agile, idéalement certifié/e (PSPO, CSPO)",
        "Diversi anni di esperienza come product owner in team agili, idealmente con certificazione (PSPO, CSPO)",
        "Several years as product owner in agile teams, ideally certified (PSPO, CSPO)",
      ),
      duties: [
        t(
          "Pflege und Priorisierung des Product Backlogs",
          "Gérer et prioriser le product backlog",
          "Gestione e priorità del product backlog",
          "Own and prioritise the product backlog",
        ),
        t(
          "Abstimmung mit Stakeholdern aus Fachbereichen und Management",
          "Coordination avec les parties prenantes des métiers et de la direction",
          "Coordinamento con gli stakeholder dei reparti e della direzione",
          "Align with stakeholders from business and management",
        ),
        t(
          "Messen des Kundennutzens anhand von Daten und Nutzerfeedback",
          "Mesurer la valeur client à l'aide de données et de retours utilisateurs",
          "Misurazione del valore per il cliente tramite dati e feedback degli utenti",
          "Measure customer value with data and user feedback",
        ),
      ],
      salary: [115_000, 150_000],
    },
    {
      key: "data-engineer",
      title: t("Data Engineer", "Data engineer", "Data engineer", "Data Engineer"),
      qualification: t(
        "Sehr gute Kenntnisse in SQL und Python sowie Erfahrung mit Datenplattformen",
        "Très bonnes connaissances de SQL et Python et expérience des plateformes de données",
        "Ottime conoscenze di SQL e Python ed esperienza con piattaforme di dati",
        "Strong SQL and Python and experience with data platforms",
      ),
      duties: [
        t(
          "Aufbau robuster Datenpipelines und Datenmodelle",
          "Construire des pipelines et des modèles de données robustes",
          "Realizzazione di pipeline e modelli di dati robusti",
          "Build robust data pipelines and models",
        ),
        t(
          "Sicherstellen von Datenqualität und Datenschutz (nDSG)",
          "Garantir la qualité et la protection des données (nLPD)",
          "Garantire la qualità e la protezione dei dati (nLPD)",
          "Ensure data quality and data protection (FADP)",
        ),
        t(
          "Unterstützung der Fachbereiche bei Analysen und Reporting",
          "Soutenir les métiers dans leurs analyses et leurs rapports",
          "Supporto ai reparti nelle analisi e nel reporting",
          "Support business teams with analysis and reporting",
        ),
      ],
      salary: [110_000, 145_000],
      extraEmployment: "contract",
    },
  ],
  duties: [
    t(
      "Mitarbeit in einem agilen Team mit Scrum oder Kanban",
      "Travailler dans une équipe agile en Scrum ou Kanban",
      "Lavoro in un team agile con Scrum o Kanban",
      "Work in an agile team using Scrum or Kanban",
    ),
    t(
      "Dokumentation und Wissenstransfer im Team",
      "Documentation et transfert de connaissances dans l'équipe",
      "Documentazione e trasferimento di conoscenze nel team",
      "Document your work and share knowledge in the team",
    ),
  ],
  requirements: [
    t(
      "Analytisches Denken und Freude an sauberem Code",
      "Esprit analytique et goût pour un code propre",
      "Pensiero analitico e passione per il codice pulito",
      "Analytical thinking and a love of clean code",
    ),
    t(
      "Erfahrung mit Git, Docker und automatisierten Tests",
      "Expérience de Git, Docker et des tests automatisés",
      "Esperienza con Git, Docker e test automatizzati",
      "Experience with Git, Docker and automated testing",
    ),
    t(
      "Neugier auf neue Technologien und Lust, Verantwortung zu übernehmen",
      "Curiosité pour les nouvelles technologies et envie de prendre des responsabilités",
      "Curiosità per le nuove tecnologie e voglia di assumersi responsabilità",
      "Curious about new technology and keen to take ownership",
    ),
  ],
  team: [
    t(
      "Unsere cross-funktionalen Teams in {place} entwickeln Produkte, die täglich von tausenden Menschen genutzt werden.",
      "Nos équipes pluridisciplinaires à {place} développent des produits utilisés chaque jour par des milliers de personnes.",
      "I nostri team interdisciplinari a {place} sviluppano prodotti usati ogni giorno da migliaia di persone.",
      "Our cross-functional teams in {place} build products used by thousands of people every day.",
    ),
    t(
      "Bei {org} arbeiten Entwicklung, Design und Betrieb eng zusammen und teilen Wissen in Guilds und Hack-Days.",
      "Chez {org}, développement, design et exploitation travaillent main dans la main et partagent leur savoir lors de hack days.",
      "Da {org} sviluppo, design e gestione collaborano strettamente e condividono conoscenze negli hack day.",
      "At {org}, engineering, design and operations work hand in hand and share knowledge in guilds and hack days.",
    ),
  ],
  benefits: [
    t(
      "Bis zu 60 % Homeoffice und Workation-Wochen",
      "Jusqu'à 60 % de télétravail et semaines de workation",
      "Fino al 60% di telelavoro e settimane di workation",
      "Up to 60% remote work and workation weeks",
    ),
    t(
      "Weiterbildungsbudget von CHF 3'000 pro Jahr und Konferenzbesuche",
      "Budget de formation de CHF 3'000 par an et participation à des conférences",
      "Budget di formazione di CHF 3'000 all'anno e partecipazione a conferenze",
      "CHF 3,000 yearly training budget and conference visits",
    ),
    t(
      "Freie Wahl der Hardware",
      "Libre choix du matériel informatique",
      "Libera scelta dell'hardware",
      "Choose your own hardware",
    ),
  ],
  about: [
    t(
      "Wir entwickeln digitale Lösungen für Kundinnen und Kunden aus der ganzen Schweiz – von der Idee bis zum Betrieb.",
      "Nous développons des solutions numériques pour des clients de toute la Suisse, de l'idée à l'exploitation.",
      "Sviluppiamo soluzioni digitali per clienti di tutta la Svizzera, dall'idea alla messa in esercizio.",
      "We build digital solutions for customers across Switzerland, from the first idea to operations.",
    ),
    t(
      "Unsere Software läuft sicher in Schweizer Rechenzentren.",
      "Nos logiciels fonctionnent en toute sécurité dans des centres de données suisses.",
      "Il nostro software funziona in modo sicuro in centri di calcolo svizzeri.",
      "Our software runs securely in Swiss data centres.",
    ),
  ],
  skills: {
    question: t(
      "Mit welchen Technologien haben Sie Erfahrung?",
      "Avec quelles technologies avez-vous de l'expérience ?",
      "Con quali tecnologie ha esperienza?",
      "Which technologies have you worked with?",
    ),
    options: [
      t("TypeScript / JavaScript", "TypeScript / JavaScript", "TypeScript / JavaScript", "TypeScript / JavaScript"),
      t("Java / Kotlin", "Java / Kotlin", "Java / Kotlin", "Java / Kotlin"),
      t("Python", "Python", "Python", "Python"),
      t("Cloud (Azure, AWS, GCP)", "Cloud (Azure, AWS, GCP)", "Cloud (Azure, AWS, GCP)", "Cloud (Azure, AWS, GCP)"),
      t("Datenbanken (SQL)", "Bases de données (SQL)", "Banche dati (SQL)", "Databases (SQL)"),
    ],
  },
};
