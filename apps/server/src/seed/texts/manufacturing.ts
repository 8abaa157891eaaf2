import { t, type Family } from "./types";

export const manufacturing: Family = {
  key: "manufacturing",
  remote: { on_site: 90, hybrid: 10, remote: 0 },
  roles: [
    {
      key: "polymechanic",
      title: t("Polymechaniker/in", "Polymécanicien/ne", "Polimeccanico/a", "Polymechanic"),
      qualification: t(
        "Abgeschlossene Lehre als Polymechaniker/in EFZ oder Konstrukteur/in EFZ",
        "CFC de polymécanicien/ne ou de constructeur/trice",
        "AFC di polimeccanico/a o di costruttore/trice",
        "Completed polymechanic or design engineer apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Fertigen anspruchsvoller Einzelteile und Baugruppen",
          "Fabriquer des pièces et des sous-ensembles exigeants",
          "Produzione di pezzi singoli e sottogruppi complessi",
          "Manufacture demanding parts and assemblies",
        ),
        t(
          "Programmieren und Einrichten von CNC-Dreh- und Fräsmaschinen",
          "Programmer et régler des tours et fraiseuses CNC",
          "Programmazione e attrezzaggio di torni e frese CNC",
          "Programme and set up CNC lathes and milling machines",
        ),
        t(
          "Montage und Inbetriebnahme von Maschinen",
          "Montage et mise en service de machines",
          "Montaggio e messa in servizio di macchine",
          "Assemble and commission machines",
        ),
      ],
      salary: [68_000, 88_000],
    },
    {
      key: "cnc",
      title: t("CNC-Mechaniker/in", "Mécanicien/ne CNC", "Meccanico/a CNC", "CNC Machinist"),
      qualification: t(
        "Mechanische Grundausbildung und Erfahrung mit Heidenhain- oder Fanuc-Steuerungen",
        "Formation mécanique de base et expérience des commandes Heidenhain ou Fanuc",
        "Formazione meccanica di base ed esperienza con comandi Heidenhain o Fanuc",
        "Mechanical training and experience with Heidenhain or Fanuc controls",
      ),
      duties: [
        t(
          "Einrichten und Bedienen von 5-Achs-Bearbeitungszentren",
          "Régler et conduire des centres d'usinage 5 axes",
          "Attrezzaggio e conduzione di centri di lavoro a 5 assi",
          "Set up and operate 5-axis machining centres",
        ),
        t(
          "Prozessoptimierung und Werkzeugmanagement",
          "Optimisation des processus et gestion des outils",
          "Ottimizzazione dei processi e gestione degli utensili",
          "Optimise processes and manage tooling",
        ),
      ],
      salary: [66_000, 84_000],
      extraEmployment: "temporary",
    },
    {
      key: "production",
      title: t(
        "Produktionsmitarbeiter/in",
        "Opérateur/trice de production",
        "Operatore/trice di produzione",
        "Production Operator",
      ),
      qualification: t(
        "Erfahrung in einer industriellen Produktion, technisches Verständnis",
        "Expérience en production industrielle et sens technique",
        "Esperienza in una produzione industriale e senso tecnico",
        "Experience in industrial production and technical understanding",
      ),
      duties: [
        t(
          "Bedienen und Überwachen von Produktionsanlagen im Schichtbetrieb",
          "Conduire et surveiller des installations de production en équipes",
          "Conduzione e sorveglianza di impianti di produzione a turni",
          "Operate and monitor production lines in shifts",
        ),
        t(
          "Durchführen von Inprozesskontrollen",
          "Effectuer des contrôles en cours de production",
          "Esecuzione di controlli in corso di produzione",
          "Carry out in-process quality checks",
        ),
        t(
          "Kleinere Wartungsarbeiten und Formatwechsel",
          "Petits travaux de maintenance et changements de format",
          "Piccoli lavori di manutenzione e cambi formato",
          "Minor maintenance and changeovers",
        ),
      ],
      salary: [52_000, 62_000],
      extraEmployment: "temporary",
    },
    {
      key: "automation",
      title: t("Automatiker/in", "Automaticien/ne", "Automatico/a", "Automation Technician"),
      qualification: t(
        "Abgeschlossene Lehre als Automatiker/in EFZ, Elektroniker/in EFZ oder gleichwertig",
        "CFC d'automaticien/ne, d'électronicien/ne ou équivalent",
        "AFC di automatico/a, elettronico/a o equivalente",
        "Completed automation or electronics apprenticeship (EFZ) or equivalent",
      ),
      duties: [
        t(
          "Verdrahten, Programmieren (SPS) und Testen von Steuerungen",
          "Câbler, programmer (API) et tester des commandes",
          "Cablaggio, programmazione (PLC) e collaudo di comandi",
          "Wire, programme (PLC) and test control systems",
        ),
        t(
          "Inbetriebnahmen bei Kundinnen und Kunden im In- und Ausland",
          "Mises en service chez nos clients en Suisse et à l'étranger",
          "Messe in servizio presso i clienti in Svizzera e all'estero",
          "Commission systems at customer sites in Switzerland and abroad",
        ),
      ],
      salary: [72_000, 92_000],
    },
    {
      key: "watchmaker",
      title: t("Uhrmacher/in", "Horloger/ère", "Orologiaio/a", "Watchmaker"),
      qualification: t(
        "Abgeschlossene Lehre als Uhrmacher/in EFZ (Rhabillage oder Produktion)",
        "CFC d'horloger/ère (rhabillage ou production)",
        "AFC di orologiaio/a (riparazione o produzione)",
        "Completed watchmaker apprenticeship (EFZ), repair or production",
      ),
      duties: [
        t(
          "Montage, Regulierung und Kontrolle mechanischer Uhrwerke",
          "Assemblage, réglage et contrôle de mouvements mécaniques",
          "Montaggio, regolazione e controllo di movimenti meccanici",
          "Assemble, regulate and inspect mechanical movements",
        ),
        t(
          "Service und Revision von Uhren im Kundendienst",
          "Service et révision de montres au service après-vente",
          "Servizio e revisione di orologi nel servizio clienti",
          "Service and overhaul watches in after-sales",
        ),
      ],
      salary: [65_000, 85_000],
    },
    {
      key: "quality",
      title: t("Qualitätstechniker/in", "Technicien/ne qualité", "Tecnico/a della qualità", "Quality Engineer"),
      qualification: t(
        "Technische Grundausbildung mit Weiterbildung im Qualitätsmanagement (ISO 9001, ISO 13485)",
        "Formation technique avec formation continue en gestion de la qualité (ISO 9001, ISO 13485)",
        "Formazione tecnica con perfezionamento in gestione della qualità (ISO 9001, ISO 13485)",
        "Technical training plus quality management education (ISO 9001, ISO 13485)",
      ),
      duties: [
        t(
          "Erstmusterprüfungen und Messungen mit 3D-Koordinatenmessmaschinen",
          "Contrôles de premiers échantillons et mesures sur machines tridimensionnelles",
          "Controlli dei primi campioni e misurazioni con macchine di misura 3D",
          "First-article inspections and CMM measurements",
        ),
        t(
          "Bearbeitung von Abweichungen und Reklamationen",
          "Traiter les non-conformités et les réclamations",
          "Gestione di non conformità e reclami",
          "Handle deviations and complaints",
        ),
        t(
          "Mitwirkung bei Audits und Validierungen",
          "Participer aux audits et validations",
          "Partecipazione ad audit e validazioni",
          "Take part in audits and validations",
        ),
      ],
      salary: [78_000, 100_000],
    },
    {
      key: "lab",
      title: t("Laborant/in Chemie", "Laborantin/e en chimie", "Laboratorista in chimica", "Chemistry Lab Technician"),
      qualification: t(
        "Abgeschlossene Lehre als Laborant/in EFZ Fachrichtung Chemie oder Biologie",
        "CFC de laborantin/e, orientation chimie ou biologie",
        "AFC di laboratorista, indirizzo chimica o biologia",
        "Completed lab technician apprenticeship (EFZ), chemistry or biology",
      ),
      duties: [
        t(
          "Durchführen von Analysen nach GMP (HPLC, GC, Titration)",
          "Réaliser des analyses selon les BPF (HPLC, GC, titration)",
          "Esecuzione di analisi secondo le GMP (HPLC, GC, titolazione)",
          "Run GMP analyses (HPLC, GC, titration)",
        ),
        t(
          "Dokumentation der Resultate im LIMS",
          "Documenter les résultats dans le LIMS",
          "Documentazione dei risultati nel LIMS",
          "Document results in the LIMS",
        ),
      ],
      salary: [68_000, 86_000],
      workloads: [
        [80, 100],
        [100, 100],
      ],
      extraEmployment: "contract",
    },
  ],
  duties: [
    t(
      "Mitwirken an kontinuierlichen Verbesserungsprojekten (Lean, 5S)",
      "Contribuer aux projets d'amélioration continue (Lean, 5S)",
      "Collaborazione a progetti di miglioramento continuo (Lean, 5S)",
      "Contribute to continuous improvement (Lean, 5S)",
    ),
    t(
      "Einhalten der Sicherheits- und Qualitätsvorgaben",
      "Respecter les exigences de sécurité et de qualité",
      "Rispetto delle prescrizioni di sicurezza e qualità",
      "Follow safety and quality standards",
    ),
  ],
  requirements: [
    t(
      "Präzise, sorgfältige Arbeitsweise und technisches Flair",
      "Travail précis et soigné et affinité technique",
      "Lavoro preciso e accurato e predisposizione tecnica",
      "Precise, careful work and a technical mind",
    ),
    t(
      "Bereitschaft zu Schichtarbeit",
      "Disponibilité pour le travail en équipes",
      "Disponibilità al lavoro a turni",
      "Willing to work shifts",
    ),
    t(
      "Erfahrung mit ERP-Systemen (z. B. SAP, Abacus) von Vorteil",
      "Expérience des systèmes ERP (p. ex. SAP, Abacus), un atout",
      "Esperienza con sistemi ERP (p. es. SAP, Abacus) un vantaggio",
      "Experience with ERP systems (e.g. SAP, Abacus) an advantage",
    ),
  ],
  team: [
    t(
      "In unserer Produktion in {place} fertigen wir Präzisionsteile für Kundschaft in über 30 Ländern.",
      "Dans notre production à {place}, nous fabriquons des pièces de précision pour des clients dans plus de 30 pays.",
      "Nella nostra produzione a {place} realizziamo pezzi di precisione per clienti in oltre 30 Paesi.",
      "In our {place} plant, we make precision parts for customers in more than 30 countries.",
    ),
    t(
      "Bei {org} arbeiten Entwicklung, Fertigung und Qualitätssicherung unter einem Dach.",
      "Chez {org}, développement, fabrication et assurance qualité sont réunis sous un même toit.",
      "Da {org} sviluppo, produzione e garanzia della qualità lavorano sotto lo stesso tetto.",
      "At {org}, development, manufacturing and quality assurance work under one roof.",
    ),
  ],
  benefits: [
    t(
      "Schichtzulagen und Erfolgsbeteiligung",
      "Primes d'équipe et participation aux bénéfices",
      "Indennità di turno e partecipazione agli utili",
      "Shift allowances and profit sharing",
    ),
    t(
      "Modernster Maschinenpark",
      "Parc de machines ultramoderne",
      "Parco macchine all'avanguardia",
      "State-of-the-art machinery",
    ),
    t(
      "Personalrestaurant mit subventionierten Mahlzeiten",
      "Restaurant du personnel avec repas subventionnés",
      "Ristorante per il personale con pasti sovvenzionati",
      "Staff restaurant with subsidised meals",
    ),
  ],
  about: [
    t(
      "Unsere Produkte stehen für Schweizer Präzision und werden weltweit eingesetzt.",
      "Nos produits incarnent la précision suisse et sont utilisés dans le monde entier.",
      "I nostri prodotti sono sinonimo di precisione svizzera e vengono impiegati in tutto il mondo.",
      "Our products stand for Swiss precision and are used worldwide.",
    ),
    t(
      "Wir investieren laufend in Automatisierung, Forschung und die Ausbildung von Fachkräften.",
      "Nous investissons en permanence dans l'automatisation, la recherche et la formation de spécialistes.",
      "Investiamo costantemente nell'automazione, nella ricerca e nella formazione di specialisti.",
      "We continually invest in automation, research and training skilled staff.",
    ),
  ],
  skills: {
    question: t(
      "Mit welchen Verfahren oder Systemen haben Sie gearbeitet?",
      "Avec quels procédés ou systèmes avez-vous travaillé ?",
      "Con quali procedimenti o sistemi ha lavorato?",
      "Which processes or systems have you worked with?",
    ),
    options: [
      t("CNC-Drehen", "Tournage CNC", "Tornitura CNC", "CNC turning"),
      t("CNC-Fräsen", "Fraisage CNC", "Fresatura CNC", "CNC milling"),
      t("SPS-Programmierung", "Programmation API", "Programmazione PLC", "PLC programming"),
      t("GMP-Umfeld", "Environnement BPF", "Ambiente GMP", "GMP environment"),
      t("Messtechnik", "Métrologie", "Metrologia", "Metrology"),
    ],
  },
};
