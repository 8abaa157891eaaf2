import { t, type Family } from "./types";

export const finance: Family = {
  key: "finance",
  remote: { on_site: 30, hybrid: 65, remote: 5 },
  roles: [
    {
      key: "relationship-manager",
      title: t(
        "Kundenberater/in Private Banking",
        "Conseiller/ère clientèle Private Banking",
        "Consulente clientela Private Banking",
        "Relationship Manager Private Banking",
      ),
      qualification: t(
        "Bankausbildung mit Weiterbildung (z. B. CFA, SAQ-zertifiziert) und mehrjährige Beratungserfahrung",
        "Formation bancaire complétée (p. ex. CFA, certification SAQ) et plusieurs années d'expérience en conseil",
        "Formazione bancaria con perfezionamento (p. es. CFA, certificazione SAQ) e diversi anni di esperienza nella consulenza",
        "Banking background with further qualifications (e.g. CFA, SAQ certified) and several years of advisory experience",
      ),
      duties: [
        t(
          "Betreuung und Ausbau eines anspruchsvollen Kundenportfolios",
          "Suivre et développer un portefeuille de clients exigeants",
          "Gestione e sviluppo di un portafoglio clienti esigente",
          "Look after and grow a demanding client portfolio",
        ),
        t(
          "Ganzheitliche Beratung in Anlage-, Vorsorge- und Finanzierungsfragen",
          "Conseil global en placements, prévoyance et financement",
          "Consulenza globale in materia di investimenti, previdenza e finanziamenti",
          "Holistic advice on investments, pensions and financing",
        ),
        t(
          "Einhaltung der regulatorischen Vorgaben (FIDLEG, GwG)",
          "Respect des exigences réglementaires (LSFin, LBA)",
          "Rispetto delle prescrizioni regolatorie (LSerFi, LRD)",
          "Comply with regulation (FinSA, AMLA)",
        ),
      ],
      salary: [110_000, 165_000],
    },
    {
      key: "compliance",
      title: t("Compliance Officer", "Compliance officer", "Compliance officer", "Compliance Officer"),
      qualification: t(
        "Studium in Recht oder Wirtschaft und Erfahrung in Compliance oder Geldwäschereibekämpfung",
        "Études de droit ou d'économie et expérience en compliance ou en lutte contre le blanchiment",
        "Studi in diritto o economia ed esperienza in compliance o nella lotta al riciclaggio",
        "Law or business degree and experience in compliance or anti-money laundering",
      ),
      duties: [
        t(
          "Überwachung von Transaktionen und Abklärung auffälliger Geschäftsbeziehungen",
          "Surveiller les transactions et clarifier les relations d'affaires suspectes",
          "Sorveglianza delle transazioni e chiarimento di relazioni d'affari sospette",
          "Monitor transactions and investigate unusual relationships",
        ),
        t(
          "Beratung der Front zu regulatorischen Fragen",
          "Conseiller le front sur les questions réglementaires",
          "Consulenza al front sulle questioni regolatorie",
          "Advise front-office teams on regulatory questions",
        ),
        t(
          "Erstellen von Weisungen und Schulungen",
          "Rédiger des directives et donner des formations",
          "Redazione di direttive e conduzione di formazioni",
          "Write policies and run training",
        ),
      ],
      salary: [110_000, 150_000],
    },
    {
      key: "accountant",
      title: t("Buchhalter/in", "Comptable", "Contabile", "Accountant"),
      qualification: t(
        "Kaufmännische Grundausbildung und Fachausweis Finanz- und Rechnungswesen",
        "Formation commerciale et brevet fédéral de spécialiste en finance et comptabilité",
        "Formazione commerciale e attestato professionale federale in finanza e contabilità",
        "Commercial training and federal diploma in finance and accounting",
      ),
      duties: [
        t(
          "Führen der Debitoren-, Kreditoren- und Hauptbuchhaltung",
          "Tenir la comptabilité débiteurs, créanciers et générale",
          "Gestione della contabilità debitori, creditori e generale",
          "Manage accounts receivable, payable and the general ledger",
        ),
        t(
          "Erstellen von Monats- und Jahresabschlüssen",
          "Établir les bouclements mensuels et annuels",
          "Allestimento delle chiusure mensili e annuali",
          "Prepare monthly and annual closings",
        ),
        t(
          "MWST-Abrechnungen und Zusammenarbeit mit der Revisionsstelle",
          "Décomptes TVA et collaboration avec l'organe de révision",
          "Rendiconti IVA e collaborazione con l'ufficio di revisione",
          "VAT returns and liaising with the auditors",
        ),
      ],
      salary: [80_000, 105_000],
      workloads: [
        [80, 100],
        [60, 80],
        [100, 100],
      ],
    },
    {
      key: "fiduciary",
      title: t("Treuhänder/in", "Fiduciaire", "Fiduciario/a", "Fiduciary Specialist"),
      qualification: t(
        "Fachausweis Treuhand oder dipl. Treuhandexpert/in",
        "Brevet fédéral de spécialiste en fiduciaire ou diplôme d'expert/e fiduciaire",
        "Attestato professionale federale di fiduciario/a o diploma di esperto/a fiduciario/a",
        "Federal diploma in fiduciary services",
      ),
      duties: [
        t(
          "Selbstständige Betreuung eines Mandatsportfolios von KMU",
          "Gérer de manière autonome un portefeuille de mandats de PME",
          "Gestione autonoma di un portafoglio di mandati di PMI",
          "Manage a portfolio of SME clients independently",
        ),
        t(
          "Buchführung, Abschlüsse und Steuererklärungen für Firmen und Privatpersonen",
          "Comptabilité, bouclements et déclarations d'impôt pour entreprises et particuliers",
          "Contabilità, chiusure e dichiarazioni d'imposta per aziende e privati",
          "Bookkeeping, financial statements and tax returns for companies and individuals",
        ),
        t(
          "Lohnbuchhaltung und Sozialversicherungen",
          "Gestion des salaires et des assurances sociales",
          "Contabilità salariale e assicurazioni sociali",
          "Payroll and social insurance",
        ),
      ],
      salary: [88_000, 118_000],
      workloads: [
        [80, 100],
        [60, 80],
        [100, 100],
      ],
    },
    {
      key: "insurance-advisor",
      title: t(
        "Versicherungsberater/in",
        "Conseiller/ère en assurances",
        "Consulente assicurativo/a",
        "Insurance Advisor",
      ),
      qualification: t(
        "Abschluss als Versicherungsvermittler/in VBV und Verkaufserfahrung",
        "Certificat d'intermédiaire d'assurance AFA et expérience de la vente",
        "Certificato di intermediario/a assicurativo/a AFA ed esperienza di vendita",
        "Certified insurance intermediary (VBV) and sales experience",
      ),
      duties: [
        t(
          "Beratung von Privat- und Firmenkunden in allen Versicherungsfragen",
          "Conseiller les clients privés et entreprises pour toutes leurs assurances",
          "Consulenza a clienti privati e aziendali su tutte le assicurazioni",
          "Advise private and business customers on all insurance matters",
        ),
        t(
          "Akquisition von Neukunden in Ihrem Marktgebiet",
          "Acquérir de nouveaux clients dans votre région",
          "Acquisizione di nuovi clienti nella sua regione",
          "Win new customers in your area",
        ),
      ],
      salary: [80_000, 125_000],
    },
    {
      key: "claims",
      title: t(
        "Sachbearbeiter/in Schaden",
        "Gestionnaire de sinistres",
        "Collaboratore/trice sinistri",
        "Claims Handler",
      ),
      qualification: t(
        "Kaufmännische Ausbildung, Versicherungsfachausweis von Vorteil",
        "Formation commerciale, brevet fédéral en assurance un atout",
        "Formazione commerciale, attestato professionale in assicurazioni un vantaggio",
        "Commercial training, insurance diploma an advantage",
      ),
      duties: [
        t(
          "Prüfung und Regulierung von Sach- und Haftpflichtschäden",
          "Examiner et régler les sinistres choses et responsabilité civile",
          "Verifica e liquidazione di sinistri cose e responsabilità civile",
          "Assess and settle property and liability claims",
        ),
        t(
          "Kontakt mit Versicherten, Gutachtern und Werkstätten",
          "Contacts avec les assurés, les experts et les garages",
          "Contatti con assicurati, periti e officine",
          "Liaise with policyholders, assessors and repairers",
        ),
      ],
      salary: [70_000, 88_000],
      workloads: [
        [80, 100],
        [60, 80],
        [100, 100],
      ],
    },
  ],
  duties: [
    t(
      "Mitarbeit in Projekten zur Digitalisierung unserer Prozesse",
      "Participer aux projets de numérisation de nos processus",
      "Collaborazione a progetti di digitalizzazione dei nostri processi",
      "Contribute to projects digitising our processes",
    ),
    t(
      "Sicherstellen einer hohen Kundenzufriedenheit",
      "Garantir une grande satisfaction de la clientèle",
      "Garantire un'elevata soddisfazione della clientela",
      "Ensure high customer satisfaction",
    ),
  ],
  requirements: [
    t(
      "Zahlenaffinität, Diskretion und Genauigkeit",
      "Aisance avec les chiffres, discrétion et précision",
      "Affinità con i numeri, discrezione e precisione",
      "Good with numbers, discreet and accurate",
    ),
    t(
      "Sicheres Auftreten und Verhandlungsgeschick",
      "Aisance relationnelle et talent de négociateur/trice",
      "Presenza sicura e abilità nelle trattative",
      "Confident manner and negotiation skills",
    ),
    t(
      "Sehr gute Kenntnisse in Excel und Abacus oder SAP",
      "Très bonnes connaissances d'Excel et d'Abacus ou SAP",
      "Ottime conoscenze di Excel e di Abacus o SAP",
      "Very good Excel and Abacus or SAP skills",
    ),
  ],
  team: [
    t(
      "Unser Team in {place} betreut Kundinnen und Kunden aus der Region und dem Ausland.",
      "Notre équipe à {place} accompagne des clients de la région et de l'étranger.",
      "Il nostro team a {place} segue clienti della regione e dall'estero.",
      "Our team in {place} serves clients from the region and abroad.",
    ),
    t(
      "Bei {org} verbinden wir Erfahrung mit Offenheit für Neues und unterstützen uns gegenseitig.",
      "Chez {org}, nous allions expérience et ouverture à la nouveauté, et nous nous soutenons mutuellement.",
      "Da {org} uniamo esperienza e apertura alle novità e ci sosteniamo a vicenda.",
      "At {org}, we combine experience with openness to new ideas and support one another.",
    ),
  ],
  benefits: [
    t(
      "Vorzugskonditionen auf Bankprodukten und Hypotheken",
      "Conditions préférentielles sur les produits bancaires et les hypothèques",
      "Condizioni preferenziali su prodotti bancari e ipoteche",
      "Preferential terms on banking products and mortgages",
    ),
    t(
      "Variable Vergütung und Kaderversicherung",
      "Rémunération variable et assurance cadres",
      "Retribuzione variabile e assicurazione quadri",
      "Variable pay and executive pension plan",
    ),
    t(
      "Bis zu zwei Tage Homeoffice pro Woche",
      "Jusqu'à deux jours de télétravail par semaine",
      "Fino a due giorni di telelavoro alla settimana",
      "Up to two days of remote work per week",
    ),
  ],
  about: [
    t(
      "Wir begleiten Privatpersonen, Familien und KMU seit Generationen in allen Finanzfragen.",
      "Nous accompagnons particuliers, familles et PME dans toutes leurs questions financières depuis des générations.",
      "Da generazioni accompagniamo privati, famiglie e PMI in tutte le questioni finanziarie.",
      "For generations, we have guided individuals, families and SMEs in all financial matters.",
    ),
    t(
      "Solidität, Vertrauen und persönliche Beratung sind die Grundlage unseres Geschäfts.",
      "Solidité, confiance et conseil personnalisé sont les fondements de notre activité.",
      "Solidità, fiducia e consulenza personale sono alla base della nostra attività.",
      "Soundness, trust and personal advice are the foundation of our business.",
    ),
  ],
  skills: {
    question: t(
      "Welche Zertifizierungen oder Fachausweise besitzen Sie?",
      "Quels certificats ou brevets possédez-vous ?",
      "Quali certificazioni o attestati possiede?",
      "Which certificates or diplomas do you hold?",
    ),
    options: [
      t("SAQ-Zertifizierung", "Certification SAQ", "Certificazione SAQ", "SAQ certification"),
      t("CFA", "CFA", "CFA", "CFA"),
      t(
        "Fachausweis Finanz- und Rechnungswesen",
        "Brevet en finance et comptabilité",
        "Attestato in finanza e contabilità",
        "Diploma in finance and accounting",
      ),
      t("Fachausweis Treuhand", "Brevet de fiduciaire", "Attestato di fiduciario", "Fiduciary diploma"),
      t("VBV-Zertifikat", "Certificat AFA", "Certificato AFA", "VBV certificate"),
    ],
  },
};
