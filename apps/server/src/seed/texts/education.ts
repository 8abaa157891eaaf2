import { t, type Family } from "./types";

export const education: Family = {
  key: "education",
  remote: { on_site: 95, hybrid: 5, remote: 0 },
  roles: [
    {
      key: "primary-teacher",
      title: t(
        "Lehrperson Primarstufe",
        "Enseignant/e primaire",
        "Docente di scuola elementare",
        "Primary School Teacher",
      ),
      qualification: t(
        "Lehrdiplom für die Primarstufe (EDK-anerkannt)",
        "Diplôme d'enseignement pour le degré primaire (reconnu CDIP)",
        "Diploma di insegnamento per la scuola elementare (riconosciuto CDPE)",
        "Primary teaching diploma recognised by the EDK",
      ),
      duties: [
        t(
          "Unterrichten einer Klasse nach Lehrplan 21",
          "Enseigner à une classe selon le Plan d'études romand",
          "Insegnamento in una classe secondo il Piano di studio",
          "Teach a class following the Swiss curriculum",
        ),
        t(
          "Zusammenarbeit mit Eltern, Schulleitung und Fachpersonen",
          "Collaborer avec les parents, la direction et les spécialistes",
          "Collaborazione con genitori, direzione e specialisti",
          "Work with parents, school management and specialists",
        ),
        t(
          "Mitgestaltung des Schullebens und von Projektwochen",
          "Contribuer à la vie de l'école et aux semaines thématiques",
          "Contributo alla vita scolastica e alle settimane a progetto",
          "Contribute to school life and project weeks",
        ),
      ],
      salary: [84_000, 115_000],
      workloads: [
        [50, 80],
        [80, 100],
        [100, 100],
        [40, 60],
      ],
    },
    {
      key: "secondary-teacher",
      title: t(
        "Lehrperson Sekundarstufe I",
        "Enseignant/e secondaire I",
        "Docente di scuola media",
        "Lower Secondary Teacher",
      ),
      qualification: t(
        "Lehrdiplom für die Sekundarstufe I in den entsprechenden Fächern",
        "Diplôme d'enseignement secondaire I dans les disciplines concernées",
        "Diploma di insegnamento per il settore medio nelle materie richieste",
        "Lower secondary teaching diploma in the relevant subjects",
      ),
      duties: [
        t(
          "Fachunterricht in Mathematik und Naturwissenschaften",
          "Enseignement des mathématiques et des sciences",
          "Insegnamento di matematica e scienze",
          "Teach mathematics and science",
        ),
        t(
          "Begleitung der Jugendlichen bei der Berufswahl",
          "Accompagner les jeunes dans leur choix professionnel",
          "Accompagnamento dei giovani nella scelta professionale",
          "Support pupils in choosing a career",
        ),
        t(
          "Übernahme einer Klassenlehrerfunktion",
          "Assumer la fonction de maître/sse de classe",
          "Assunzione del ruolo di docente di classe",
          "Take on the role of class teacher",
        ),
      ],
      salary: [95_000, 125_000],
      workloads: [
        [50, 80],
        [80, 100],
        [100, 100],
      ],
    },
    {
      key: "special-needs",
      title: t(
        "Schulische/r Heilpädagoge/-in",
        "Enseignant/e spécialisé/e",
        "Docente di pedagogia speciale",
        "Special Needs Teacher",
      ),
      qualification: t(
        "Master in Schulischer Heilpädagogik oder in Ausbildung dazu",
        "Master en enseignement spécialisé ou formation en cours",
        "Master in pedagogia speciale o in formazione",
        "Master's in special needs education, or studying towards it",
      ),
      duties: [
        t(
          "Förderung von Schülerinnen und Schülern mit besonderem Bildungsbedarf",
          "Soutenir les élèves à besoins éducatifs particuliers",
          "Sostegno ad allievi con bisogni educativi particolari",
          "Support pupils with special educational needs",
        ),
        t(
          "Beratung der Klassenlehrpersonen und Erstellen von Förderplänen",
          "Conseiller les enseignant·e·s et établir des plans de soutien",
          "Consulenza ai docenti di classe e redazione di piani di sostegno",
          "Advise class teachers and write support plans",
        ),
      ],
      salary: [95_000, 125_000],
      workloads: [
        [40, 60],
        [60, 80],
        [80, 100],
      ],
    },
    {
      key: "childcare",
      title: t(
        "Fachperson Betreuung Kinder",
        "Éducateur/trice de l'enfance",
        "Educatore/trice dell'infanzia",
        "Childcare Worker",
      ),
      qualification: t(
        "Abgeschlossene Ausbildung als Fachfrau/Fachmann Betreuung Kinder EFZ oder Kindheitspädagog/in HF",
        "CFC d'assistant/e socio-éducatif/ve ou diplôme ES d'éducateur/trice de l'enfance",
        "AFC di operatore/trice socioassistenziale o diploma SSS di educatore/trice dell'infanzia",
        "Childcare apprenticeship (EFZ) or early childhood education diploma (HF)",
      ),
      duties: [
        t(
          "Liebevolle Betreuung und Förderung einer Gruppe von Kindern im Alter von 3 Monaten bis 6 Jahren",
          "Accueillir et accompagner un groupe d'enfants de 3 mois à 6 ans avec bienveillance",
          "Accudimento e stimolo di un gruppo di bambini da 3 mesi a 6 anni",
          "Care for and support a group of children aged 3 months to 6 years",
        ),
        t(
          "Gestaltung eines abwechslungsreichen Tagesablaufs",
          "Organiser des journées variées",
          "Organizzazione di una giornata variata",
          "Plan varied daily activities",
        ),
        t(
          "Elterngespräche und Beobachtungsdokumentation",
          "Entretiens avec les parents et documentation des observations",
          "Colloqui con i genitori e documentazione delle osservazioni",
          "Parent meetings and observation records",
        ),
      ],
      salary: [55_000, 70_000],
      workloads: [
        [60, 80],
        [80, 100],
        [100, 100],
      ],
    },
    {
      key: "lecturer",
      title: t(
        "Dozent/in Wirtschaftsinformatik",
        "Professeur/e HES en informatique de gestion",
        "Docente SUP di informatica gestionale",
        "Lecturer in Business Information Systems",
      ),
      qualification: t(
        "Master oder Doktorat und mehrjährige Praxiserfahrung in der Wirtschaft",
        "Master ou doctorat et plusieurs années d'expérience pratique en entreprise",
        "Master o dottorato e diversi anni di esperienza pratica in azienda",
        "Master's or PhD and several years of industry experience",
      ),
      duties: [
        t(
          "Lehre in Bachelor- und Weiterbildungsstudiengängen",
          "Enseigner dans les filières bachelor et de formation continue",
          "Insegnamento nei corsi bachelor e di formazione continua",
          "Teach bachelor's and continuing education courses",
        ),
        t(
          "Leitung angewandter Forschungsprojekte mit Praxispartnern",
          "Diriger des projets de recherche appliquée avec des partenaires",
          "Conduzione di progetti di ricerca applicata con partner",
          "Lead applied research projects with industry partners",
        ),
      ],
      salary: [120_000, 150_000],
      workloads: [
        [50, 80],
        [80, 100],
      ],
    },
    {
      key: "language-teacher",
      title: t(
        "Sprachlehrer/in Deutsch als Fremdsprache",
        "Professeur/e de français langue étrangère",
        "Insegnante di italiano come lingua straniera",
        "English Language Teacher",
      ),
      qualification: t(
        "Studium in Sprachwissenschaft oder SVEB-Zertifikat mit DaF-Weiterbildung",
        "Études en lettres ou certificat FSEA avec formation FLE",
        "Studi in lettere o certificato FSEA con formazione in italiano L2",
        "Degree in languages or a CELTA/DELTA certificate",
      ),
      duties: [
        t(
          "Unterrichten von Gruppen- und Einzelkursen auf allen Niveaus (A1–C1)",
          "Donner des cours collectifs et individuels à tous les niveaux (A1–C1)",
          "Insegnamento di corsi di gruppo e individuali a tutti i livelli (A1–C1)",
          "Teach group and one-to-one classes at all levels (A1–C1)",
        ),
        t(
          "Vorbereitung auf Sprachprüfungen (Goethe, DELF, CELI, Cambridge)",
          "Préparation aux examens de langue (Goethe, DELF, CELI, Cambridge)",
          "Preparazione agli esami di lingua (Goethe, DELF, CELI, Cambridge)",
          "Prepare learners for language exams (Goethe, DELF, CELI, Cambridge)",
        ),
      ],
      salary: [70_000, 90_000],
      workloads: [
        [20, 50],
        [40, 60],
        [60, 80],
      ],
      extraEmployment: "contract",
    },
  ],
  duties: [
    t(
      "Mitarbeit in Arbeitsgruppen zur Schulentwicklung",
      "Participer aux groupes de travail sur le développement de l'école",
      "Collaborazione a gruppi di lavoro per lo sviluppo della scuola",
      "Take part in school development working groups",
    ),
    t(
      "Einsatz digitaler Lernmedien im Unterricht",
      "Utiliser des supports d'apprentissage numériques",
      "Impiego di strumenti didattici digitali",
      "Use digital learning tools in class",
    ),
  ],
  requirements: [
    t(
      "Freude an der Arbeit mit Kindern und Jugendlichen",
      "Plaisir à travailler avec des enfants et des jeunes",
      "Piacere di lavorare con bambini e ragazzi",
      "Enjoy working with children and young people",
    ),
    t(
      "Kommunikationsstärke und Teamgeist",
      "Aisance dans la communication et esprit d'équipe",
      "Capacità comunicative e spirito di squadra",
      "Strong communication skills and team spirit",
    ),
    t(
      "Einwandfreier Sonderprivatauszug aus dem Strafregister",
      "Extrait spécial du casier judiciaire vierge",
      "Estratto specifico del casellario giudiziale senza iscrizioni",
      "Clean special criminal record extract",
    ),
  ],
  team: [
    t(
      "Unser Kollegium in {place} ist offen, unterstützend und arbeitet eng in Jahrgangsteams zusammen.",
      "Notre corps enseignant à {place} est ouvert, solidaire et travaille en étroite collaboration par degré.",
      "Il nostro corpo docente a {place} è aperto, solidale e collabora strettamente per classi d'età.",
      "Our staff in {place} are open and supportive and work closely in year-group teams.",
    ),
    t(
      "Bei {org} lernen Kinder und Erwachsene voneinander – in hellen Räumen mit viel Platz zum Spielen und Entdecken.",
      "Chez {org}, enfants et adultes apprennent les uns des autres, dans des locaux lumineux avec beaucoup d'espace pour jouer et découvrir.",
      "Da {org} bambini e adulti imparano gli uni dagli altri, in spazi luminosi con molto posto per giocare e scoprire.",
      "At {org}, children and adults learn from each other in bright rooms with plenty of space to play and explore.",
    ),
  ],
  benefits: [
    t(
      "Anstellung nach kantonalem Personalrecht",
      "Engagement selon le statut du personnel cantonal",
      "Assunzione secondo il diritto del personale cantonale",
      "Employment under cantonal staff regulations",
    ),
    t(
      "Unterstützung durch Schulsozialarbeit und Schulische Heilpädagogik",
      "Soutien du travail social scolaire et de l'enseignement spécialisé",
      "Sostegno da parte del servizio sociale scolastico e della pedagogia speciale",
      "Support from school social work and special needs teachers",
    ),
    t(
      "Moderne Infrastruktur und ein eigenes Notebook",
      "Infrastructure moderne et ordinateur portable personnel",
      "Infrastruttura moderna e notebook personale",
      "Modern facilities and your own laptop",
    ),
  ],
  about: [
    t(
      "Wir begleiten Kinder und Jugendliche auf ihrem Bildungsweg und fördern ihre Stärken individuell.",
      "Nous accompagnons enfants et jeunes dans leur parcours de formation en encourageant les forces de chacun.",
      "Accompagniamo bambini e ragazzi nel loro percorso formativo valorizzando i punti di forza di ciascuno.",
      "We accompany children and young people on their educational journey and nurture their individual strengths.",
    ),
    t(
      "Zeitgemässe Pädagogik, Mehrsprachigkeit und ein respektvolles Miteinander prägen unseren Alltag.",
      "Une pédagogie actuelle, le plurilinguisme et le respect mutuel marquent notre quotidien.",
      "Una pedagogia moderna, il plurilinguismo e il rispetto reciproco caratterizzano la nostra quotidianità.",
      "Modern teaching, multilingualism and mutual respect shape our everyday life.",
    ),
  ],
  skills: {
    question: t(
      "Für welche Stufen oder Fächer sind Sie ausgebildet?",
      "Pour quels degrés ou disciplines êtes-vous formé/e ?",
      "Per quali livelli o materie è formato/a?",
      "Which levels or subjects are you qualified for?",
    ),
    options: [
      t("Kindergarten", "École enfantine", "Scuola dell'infanzia", "Kindergarten"),
      t("Primarstufe", "Degré primaire", "Scuola elementare", "Primary"),
      t("Sekundarstufe I", "Secondaire I", "Scuola media", "Lower secondary"),
      t("Heilpädagogik", "Enseignement spécialisé", "Pedagogia speciale", "Special needs"),
      t("Erwachsenenbildung", "Formation des adultes", "Formazione degli adulti", "Adult education"),
    ],
  },
};
