import { t, type Family } from "./types";

export const health: Family = {
  key: "health",
  remote: { on_site: 98, hybrid: 2, remote: 0 },
  roles: [
    {
      key: "nurse",
      title: t("Pflegefachperson HF/FH", "Infirmier/ère diplômé/e", "Infermiere/a diplomato/a", "Registered Nurse"),
      qualification: t(
        "Diplom als Pflegefachperson HF oder FH (oder SRK-anerkannt)",
        "Diplôme d'infirmier/ère ES ou HES (ou reconnu par la CRS)",
        "Diploma di infermiere/a SSS o SUP (o riconosciuto dalla CRS)",
        "Nursing diploma (HF or UAS, or recognised by the Swiss Red Cross)",
      ),
      duties: [
        t(
          "Umfassende Pflege und Betreuung von Patientinnen und Patienten",
          "Soins complets et accompagnement des patientes et patients",
          "Cure complete e assistenza alle pazienti e ai pazienti",
          "Provide comprehensive care for patients",
        ),
        t(
          "Planung, Durchführung und Dokumentation des Pflegeprozesses",
          "Planifier, réaliser et documenter le processus de soins",
          "Pianificazione, esecuzione e documentazione del processo di cura",
          "Plan, deliver and document the nursing process",
        ),
        t(
          "Zusammenarbeit mit Ärzteschaft, Therapie und Sozialdienst",
          "Collaborer avec le corps médical, la thérapie et le service social",
          "Collaborazione con medici, terapisti e servizio sociale",
          "Work with doctors, therapists and social services",
        ),
      ],
      salary: [78_000, 98_000],
      workloads: [
        [80, 100],
        [60, 80],
        [50, 100],
        [100, 100],
      ],
    },
    {
      key: "fage",
      title: t(
        "Fachperson Gesundheit EFZ",
        "Assistant/e en soins et santé communautaire CFC",
        "Operatore/trice sociosanitario/a AFC",
        "Healthcare Assistant",
      ),
      qualification: t(
        "Abgeschlossene Ausbildung als Fachfrau/Fachmann Gesundheit EFZ",
        "CFC d'assistant/e en soins et santé communautaire",
        "AFC di operatore/trice sociosanitario/a",
        "Completed healthcare assistant apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Unterstützung der Bewohnenden bei der Körperpflege und im Alltag",
          "Aider les résident·e·s dans les soins d'hygiène et la vie quotidienne",
          "Sostegno ai residenti nell'igiene personale e nella vita quotidiana",
          "Help residents with personal care and daily life",
        ),
        t(
          "Ausführen medizinaltechnischer Verrichtungen nach Verordnung",
          "Effectuer des actes médico-techniques sur prescription",
          "Esecuzione di atti medico-tecnici su prescrizione",
          "Carry out prescribed medical-technical tasks",
        ),
        t(
          "Begleitung und Anleitung von Lernenden",
          "Accompagner et guider les apprenti·e·s",
          "Accompagnamento e guida degli apprendisti",
          "Guide and support apprentices",
        ),
      ],
      salary: [60_000, 74_000],
      workloads: [
        [80, 100],
        [50, 80],
        [100, 100],
      ],
    },
    {
      key: "mpa",
      title: t(
        "Medizinische/r Praxisassistent/in",
        "Assistant/e médical/e",
        "Assistente di studio medico",
        "Medical Practice Assistant",
      ),
      qualification: t(
        "Abgeschlossene Ausbildung als MPA EFZ mit Röntgenberechtigung",
        "CFC d'assistant/e médical/e avec autorisation de radiographie",
        "AFC di assistente di studio medico con autorizzazione per la radiografia",
        "Completed MPA apprenticeship (EFZ) with X-ray certification",
      ),
      duties: [
        t(
          "Empfang und Betreuung der Patientinnen und Patienten, Terminplanung",
          "Accueil des patient·e·s et gestion des rendez-vous",
          "Accoglienza dei pazienti e gestione degli appuntamenti",
          "Welcome patients and manage appointments",
        ),
        t(
          "Laboranalysen, Röntgen, Blutentnahmen und Wundversorgung",
          "Analyses de laboratoire, radiographies, prises de sang et soins des plaies",
          "Analisi di laboratorio, radiografie, prelievi e cura delle ferite",
          "Lab analyses, X-rays, blood tests and wound care",
        ),
        t(
          "Administrative Arbeiten und Abrechnung nach TARMED/TARDOC",
          "Travaux administratifs et facturation selon TARMED/TARDOC",
          "Lavori amministrativi e fatturazione secondo TARMED/TARDOC",
          "Administration and billing under TARMED/TARDOC",
        ),
      ],
      salary: [58_000, 72_000],
      workloads: [
        [60, 80],
        [80, 100],
        [40, 60],
      ],
    },
    {
      key: "physio",
      title: t("Physiotherapeut/in", "Physiothérapeute", "Fisioterapista", "Physiotherapist"),
      qualification: t(
        "Bachelor in Physiotherapie oder gleichwertiger, in der Schweiz anerkannter Abschluss",
        "Bachelor en physiothérapie ou diplôme équivalent reconnu en Suisse",
        "Bachelor in fisioterapia o titolo equivalente riconosciuto in Svizzera",
        "Bachelor's in physiotherapy or an equivalent qualification recognised in Switzerland",
      ),
      duties: [
        t(
          "Befundaufnahme und Behandlung ambulanter und stationärer Patientinnen und Patienten",
          "Bilan et traitement de patient·e·s ambulatoires et hospitalisé·e·s",
          "Valutazione e trattamento di pazienti ambulatoriali e degenti",
          "Assess and treat outpatients and inpatients",
        ),
        t(
          "Planung von Trainingsprogrammen und Gruppentherapien",
          "Planifier des programmes d'entraînement et des thérapies de groupe",
          "Pianificazione di programmi di allenamento e terapie di gruppo",
          "Plan training programmes and group therapy",
        ),
      ],
      salary: [75_000, 95_000],
      workloads: [
        [60, 80],
        [80, 100],
        [100, 100],
      ],
    },
    {
      key: "resident",
      title: t(
        "Assistenzarzt/-ärztin Innere Medizin",
        "Médecin assistant/e en médecine interne",
        "Medico assistente in medicina interna",
        "Resident Physician, Internal Medicine",
      ),
      qualification: t(
        "Eidgenössisches Arztdiplom oder MEBEKO-anerkanntes Diplom",
        "Diplôme fédéral de médecin ou diplôme reconnu par la MEBEKO",
        "Diploma federale di medico o diploma riconosciuto dalla MEBEKO",
        "Swiss federal medical diploma or a diploma recognised by MEBEKO",
      ),
      duties: [
        t(
          "Betreuung der Patientinnen und Patienten auf der Bettenstation und auf dem Notfall",
          "Prise en charge des patient·e·s en unité d'hospitalisation et aux urgences",
          "Presa a carico dei pazienti in reparto e in pronto soccorso",
          "Care for patients on the ward and in the emergency department",
        ),
        t(
          "Strukturierte Weiterbildung zum Facharzttitel Allgemeine Innere Medizin",
          "Formation postgraduée structurée en vue du titre de spécialiste en médecine interne générale",
          "Formazione strutturata per il titolo di specialista in medicina interna generale",
          "Structured training towards the specialist title in general internal medicine",
        ),
      ],
      salary: [95_000, 115_000],
    },
    {
      key: "pharmacy-assistant",
      title: t("Pharma-Assistent/in", "Assistant/e en pharmacie", "Assistente di farmacia", "Pharmacy Assistant"),
      qualification: t(
        "Abgeschlossene Ausbildung als Pharma-Assistent/in EFZ",
        "CFC d'assistant/e en pharmacie",
        "AFC di assistente di farmacia",
        "Completed pharmacy assistant apprenticeship (EFZ)",
      ),
      duties: [
        t(
          "Kompetente Beratung der Kundschaft zu Medikamenten und Gesundheitsprodukten",
          "Conseiller la clientèle sur les médicaments et les produits de santé",
          "Consulenza alla clientela su medicamenti e prodotti per la salute",
          "Advise customers on medicines and health products",
        ),
        t(
          "Ausführen ärztlicher Rezepte und Bewirtschaften des Lagers",
          "Exécuter les ordonnances et gérer le stock",
          "Esecuzione delle ricette mediche e gestione del magazzino",
          "Dispense prescriptions and manage stock",
        ),
      ],
      salary: [54_000, 66_000],
      workloads: [
        [60, 80],
        [80, 100],
        [40, 60],
      ],
    },
  ],
  duties: [
    t(
      "Mitarbeit in Qualitätszirkeln und interdisziplinären Projekten",
      "Participer aux cercles de qualité et aux projets interdisciplinaires",
      "Partecipazione a circoli di qualità e progetti interdisciplinari",
      "Take part in quality circles and interdisciplinary projects",
    ),
    t(
      "Sorgfältige Dokumentation im elektronischen Patientendossier",
      "Documentation rigoureuse dans le dossier patient informatisé",
      "Documentazione accurata nella cartella clinica elettronica",
      "Careful documentation in the electronic patient record",
    ),
  ],
  requirements: [
    t(
      "Empathie, Verantwortungsbewusstsein und ein ruhiges Auftreten",
      "Empathie, sens des responsabilités et calme",
      "Empatia, senso di responsabilità e calma",
      "Empathy, a sense of responsibility and a calm manner",
    ),
    t(
      "Bereitschaft zu Schicht-, Nacht- und Wochenenddiensten",
      "Disponibilité pour le travail en équipes, de nuit et le week-end",
      "Disponibilità a turni, notti e fine settimana",
      "Willing to work shifts, nights and weekends",
    ),
    t(
      "Freude an der interprofessionellen Zusammenarbeit",
      "Goût pour la collaboration interprofessionnelle",
      "Piacere nella collaborazione interprofessionale",
      "You enjoy interprofessional teamwork",
    ),
  ],
  team: [
    t(
      "Auf unserer Station in {place} arbeiten Pflege, Ärzteschaft und Therapie Hand in Hand.",
      "Dans notre unité à {place}, soins, médecins et thérapeutes travaillent main dans la main.",
      "Nel nostro reparto a {place} cure, medici e terapisti lavorano fianco a fianco.",
      "On our ward in {place}, nursing, doctors and therapists work hand in hand.",
    ),
    t(
      "Bei {org} steht der Mensch im Mittelpunkt – Patientinnen und Patienten ebenso wie unsere Mitarbeitenden.",
      "Chez {org}, l'humain est au centre, qu'il s'agisse des patient·e·s ou de nos collaborateurs.",
      "Da {org} la persona è al centro: pazienti e collaboratori allo stesso modo.",
      "At {org}, people come first, patients and staff alike.",
    ),
  ],
  benefits: [
    t(
      "Zulagen für Nacht- und Wochenenddienste",
      "Indemnités pour le travail de nuit et le week-end",
      "Indennità per il lavoro notturno e nel fine settimana",
      "Allowances for night and weekend shifts",
    ),
    t(
      "Wunschdienstplan und Kinderbetreuung im Haus",
      "Planning selon vos souhaits et garde d'enfants sur place",
      "Turni secondo desiderio e asilo interno",
      "Shift preferences honoured and on-site childcare",
    ),
    t(
      "Interne Fortbildungen und Unterstützung bei Weiterbildungen (z. B. NDS, CAS)",
      "Formations internes et soutien aux formations continues (p. ex. EPD, CAS)",
      "Formazioni interne e sostegno alle formazioni continue (p. es. SPD, CAS)",
      "In-house training and support for further education (e.g. NDS, CAS)",
    ),
  ],
  about: [
    t(
      "Wir bieten eine umfassende medizinische Versorgung – kompetent, menschlich und nah.",
      "Nous offrons des soins médicaux complets, avec compétence, humanité et proximité.",
      "Offriamo un'assistenza medica completa, competente, umana e vicina.",
      "We provide comprehensive medical care that is competent, humane and close to home.",
    ),
    t(
      "Die Würde und Selbstbestimmung der Menschen, die wir betreuen, stehen für uns an erster Stelle.",
      "La dignité et l'autonomie des personnes que nous accompagnons passent avant tout.",
      "La dignità e l'autodeterminazione delle persone che assistiamo vengono prima di tutto.",
      "The dignity and independence of the people in our care come first.",
    ),
  ],
  skills: {
    question: t(
      "In welchen Bereichen haben Sie Erfahrung?",
      "Dans quels domaines avez-vous de l'expérience ?",
      "In quali ambiti ha esperienza?",
      "Which areas do you have experience in?",
    ),
    options: [
      t("Akutpflege", "Soins aigus", "Cure acute", "Acute care"),
      t("Langzeitpflege", "Soins de longue durée", "Cure di lunga durata", "Long-term care"),
      t("Spitex / ambulante Pflege", "Soins à domicile", "Cure a domicilio", "Home care"),
      t("Psychiatrie", "Psychiatrie", "Psichiatria", "Psychiatry"),
      t(
        "Notfall / Intensivpflege",
        "Urgences / soins intensifs",
        "Pronto soccorso / cure intense",
        "Emergency / intensive care",
      ),
    ],
  },
};
