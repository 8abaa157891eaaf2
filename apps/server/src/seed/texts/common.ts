import { t, type L, type Lang } from "./types";

/** First paragraph of a job's responsibilities; {title}, {org} and {place} are filled in. */
export const JOB_INTROS: L[] = [
  t(
    "{org} sucht für das Team in {place} eine engagierte Persönlichkeit als {title}.",
    "{org} recherche pour son équipe à {place} une personnalité engagée en tant que {title}.",
    "{org} cerca per il suo team a {place} una persona motivata come {title}.",
    "{org} is looking for a committed {title} to join the team in {place}.",
  ),
  t(
    "Zur Verstärkung unseres Teams in {place} suchen wir per sofort oder nach Vereinbarung eine/n {title}.",
    "Afin de renforcer notre équipe à {place}, nous recherchons de suite ou pour une date à convenir un/e {title}.",
    "Per rafforzare il nostro team di {place} cerchiamo subito o per data da convenire un/a {title}.",
    "To strengthen our team in {place}, we are hiring a {title}, starting immediately or by agreement.",
  ),
  t(
    "Als {title} bei {org} leisten Sie einen wichtigen Beitrag zu unserem Erfolg am Standort {place}.",
    "En tant que {title} chez {org}, vous contribuez directement à notre succès sur le site de {place}.",
    "Come {title} presso {org} darà un contributo importante al nostro successo nella sede di {place}.",
    "As {title} at {org}, you make a real contribution to our success in {place}.",
  ),
  t(
    "Sie möchten Verantwortung übernehmen und etwas bewegen? Dann sind Sie bei uns in {place} als {title} richtig.",
    "Vous souhaitez prendre des responsabilités et faire bouger les choses ? Rejoignez-nous à {place} en tant que {title}.",
    "Desidera assumersi responsabilità e lasciare il segno? Allora si unisca a noi a {place} come {title}.",
    "Want to take on responsibility and make a difference? Join us in {place} as {title}.",
  ),
];

/** Requirements that fit any role. */
export const GENERIC_REQUIREMENTS: L[] = [
  t(
    "Teamfähigkeit, Zuverlässigkeit und eine selbstständige Arbeitsweise",
    "Esprit d'équipe, fiabilité et autonomie",
    "Spirito di squadra, affidabilità e autonomia",
    "Team spirit, reliability and an independent way of working",
  ),
  t(
    "Freude am Kontakt mit Menschen und ein gepflegtes Auftreten",
    "Plaisir du contact humain et présentation soignée",
    "Piacere nel contatto con le persone e presenza curata",
    "You enjoy working with people and present yourself well",
  ),
  t(
    "Flexibilität und Belastbarkeit, auch wenn es einmal hektisch wird",
    "Flexibilité et bonne résistance au stress, même dans les périodes chargées",
    "Flessibilità e resistenza allo stress, anche nei periodi intensi",
    "Flexibility and composure, even when things get busy",
  ),
  t(
    "Gute IT-Anwenderkenntnisse (MS Office)",
    "Bonnes connaissances des outils informatiques (MS Office)",
    "Buone conoscenze informatiche (MS Office)",
    "Good computer skills (MS Office)",
  ),
  t(
    "Führerausweis Kat. B von Vorteil",
    "Permis de conduire cat. B, un atout",
    "Licenza di condurre cat. B costituisce un vantaggio",
    "Driving licence (category B) is an advantage",
  ),
  t(
    "Gültige Arbeitsbewilligung für die Schweiz",
    "Permis de travail valable pour la Suisse",
    "Permesso di lavoro valido per la Svizzera",
    "Valid Swiss work permit",
  ),
];

/** The language requirement of a job: its own language, optionally with a second one. */
export const LANGUAGE_REQUIREMENT: Record<Lang, L> = {
  de: t(
    "Sehr gute Deutschkenntnisse in Wort und Schrift",
    "Très bonnes connaissances de l'allemand, à l'oral comme à l'écrit",
    "Ottime conoscenze del tedesco, scritto e parlato",
    "Very good German, spoken and written",
  ),
  fr: t(
    "Sehr gute Französischkenntnisse in Wort und Schrift",
    "Excellente maîtrise du français, à l'oral comme à l'écrit",
    "Ottime conoscenze del francese, scritto e parlato",
    "Very good French, spoken and written",
  ),
  it: t(
    "Sehr gute Italienischkenntnisse in Wort und Schrift",
    "Très bonnes connaissances de l'italien, à l'oral comme à l'écrit",
    "Ottima padronanza dell'italiano, scritto e parlato",
    "Very good Italian, spoken and written",
  ),
  en: t(
    "Sehr gute Englischkenntnisse",
    "Très bonnes connaissances de l'anglais",
    "Ottime conoscenze dell'inglese",
    "Fluent English",
  ),
};

/** "X is an advantage" for a second language, by the language of the text. */
export const SECOND_LANGUAGE: Record<Lang, L> = {
  de: t(
    "Deutschkenntnisse von Vorteil",
    "Des connaissances d'allemand sont un atout",
    "Conoscenze del tedesco costituiscono un vantaggio",
    "German is a plus",
  ),
  fr: t(
    "Französischkenntnisse von Vorteil",
    "Des connaissances de français sont un atout",
    "Conoscenze del francese costituiscono un vantaggio",
    "French is a plus",
  ),
  it: t(
    "Italienischkenntnisse von Vorteil",
    "Des connaissances d'italien sont un atout",
    "Conoscenze dell'italiano costituiscono un vantaggio",
    "Italian is a plus",
  ),
  en: t(
    "Englischkenntnisse von Vorteil",
    "Des connaissances d'anglais sont un atout",
    "Conoscenze dell'inglese costituiscono un vantaggio",
    "English is a plus",
  ),
};

/** Second sentence of a team description; {n} is the team size. */
export const TEAM_SIZES: L[] = [
  t(
    "Sie arbeiten in einem motivierten Team von {n} Kolleginnen und Kollegen.",
    "Vous travaillez au sein d'une équipe motivée de {n} collègues.",
    "Lavorerà in un team motivato di {n} colleghe e colleghi.",
    "You will work in a motivated team of {n} colleagues.",
  ),
  t(
    "Unser Team mit {n} Mitarbeitenden pflegt einen offenen und wertschätzenden Umgang.",
    "Notre équipe de {n} collaboratrices et collaborateurs cultive un esprit ouvert et bienveillant.",
    "Il nostro team di {n} collaboratori coltiva un clima aperto e di rispetto reciproco.",
    "Our team of {n} people values open and respectful collaboration.",
  ),
  t(
    "Ein eingespieltes, hilfsbereites Team von {n} Personen unterstützt Sie von Anfang an.",
    "Une équipe soudée et serviable de {n} personnes vous accompagne dès le premier jour.",
    "Un team affiatato e disponibile di {n} persone la sosterrà fin dal primo giorno.",
    "A close-knit, supportive team of {n} people will help you from day one.",
  ),
  t(
    "Kurze Wege, flache Hierarchien und {n} engagierte Kolleginnen und Kollegen erwarten Sie.",
    "Des circuits courts, une hiérarchie plate et {n} collègues engagés vous attendent.",
    "La attendono percorsi brevi, gerarchie piatte e {n} colleghi motivati.",
    "Expect short decision paths, flat hierarchies and {n} dedicated colleagues.",
  ),
];

/** Benefits that fit any employer. */
export const GENERIC_BENEFITS: L[] = [
  t("5 Wochen Ferien", "5 semaines de vacances", "5 settimane di vacanza", "5 weeks of paid holiday"),
  t(
    "Überdurchschnittliche Leistungen der Pensionskasse",
    "Prestations de caisse de pension supérieures à la moyenne",
    "Prestazioni della cassa pensione superiori alla media",
    "Above-average pension fund contributions",
  ),
  t("Flexible Arbeitszeiten", "Horaires de travail flexibles", "Orari di lavoro flessibili", "Flexible working hours"),
  t(
    "Beitrag an das ÖV-Abonnement",
    "Participation à l'abonnement des transports publics",
    "Contributo all'abbonamento dei mezzi pubblici",
    "Contribution to your public transport pass",
  ),
  t(
    "Gezielte Weiterbildung mit finanzieller Unterstützung",
    "Formation continue ciblée avec soutien financier",
    "Formazione continua mirata con sostegno finanziario",
    "Targeted further training with financial support",
  ),
  t(
    "Attraktive Personalrabatte",
    "Rabais attractifs pour le personnel",
    "Sconti interessanti per il personale",
    "Attractive staff discounts",
  ),
  t(
    "Gut erreichbarer Arbeitsort mit Parkplätzen",
    "Lieu de travail facilement accessible avec places de parc",
    "Posto di lavoro ben raggiungibile con posteggi",
    "Easily accessible workplace with parking",
  ),
  t("Regelmässige Teamanlässe", "Événements d'équipe réguliers", "Eventi di team regolari", "Regular team events"),
  t(
    "Elternurlaub über dem gesetzlichen Minimum",
    "Congé parental supérieur au minimum légal",
    "Congedo parentale superiore al minimo legale",
    "Parental leave above the legal minimum",
  ),
  t(
    "Ein modernes Arbeitsumfeld mit kurzen Entscheidungswegen",
    "Un environnement de travail moderne avec des processus de décision courts",
    "Un ambiente di lavoro moderno con processi decisionali snelli",
    "A modern workplace with short decision paths",
  ),
  t("Lunch-Checks", "Chèques repas", "Buoni pasto", "Lunch vouchers"),
];

/** Last line of the benefits text. */
export const CLOSINGS: L[] = [
  t(
    "Wir freuen uns auf Ihre vollständigen Bewerbungsunterlagen.",
    "Nous nous réjouissons de recevoir votre dossier de candidature complet.",
    "Attendiamo con piacere la Sua candidatura completa.",
    "We look forward to receiving your application.",
  ),
  t(
    "Haben wir Ihr Interesse geweckt? Dann bewerben Sie sich noch heute.",
    "Ce poste vous intéresse ? Alors postulez dès aujourd'hui.",
    "Abbiamo suscitato il Suo interesse? Allora si candidi oggi stesso.",
    "Interested? Then apply today.",
  ),
  t(
    "Überzeugen Sie uns mit Ihrer Bewerbung – wir freuen uns, Sie kennenzulernen.",
    "Convainquez-nous avec votre candidature – nous nous réjouissons de faire votre connaissance.",
    "Ci convinca con la Sua candidatura: saremo lieti di conoscerLa.",
    "Convince us with your application – we look forward to meeting you.",
  ),
];

/** A sentence on the size of an organisation; {n} is its head count. */
export const ORG_SIZE_SENTENCES: Record<"1-9" | "10-49" | "50-99" | "100+", L> = {
  "1-9": t(
    "Als kleiner Betrieb mit {n} Mitarbeitenden sind wir persönlich, flexibel und nah bei unserer Kundschaft.",
    "En tant que petite entreprise de {n} personnes, nous restons proches, flexibles et à l'écoute de notre clientèle.",
    "Come piccola azienda con {n} collaboratori siamo flessibili e vicini alla nostra clientela.",
    "As a small business of {n} people, we are personal, flexible and close to our customers.",
  ),
  "10-49": t(
    "Rund {n} Mitarbeitende setzen sich täglich mit viel Engagement für unsere Kundinnen und Kunden ein.",
    "Quelque {n} collaboratrices et collaborateurs s'engagent chaque jour pour notre clientèle.",
    "Circa {n} collaboratrici e collaboratori si impegnano ogni giorno per la nostra clientela.",
    "Around {n} employees work hard every day for our customers.",
  ),
  "50-99": t(
    "Mit rund {n} Mitarbeitenden gehören wir zu den wichtigen Arbeitgebern der Region.",
    "Avec quelque {n} collaborateurs, nous comptons parmi les employeurs importants de la région.",
    "Con circa {n} collaboratori siamo tra i datori di lavoro importanti della regione.",
    "With around {n} employees, we are one of the region's major employers.",
  ),
  "100+": t(
    "Mit über {n} Mitarbeitenden zählen wir zu den bedeutenden Arbeitgebern der Schweiz.",
    "Avec plus de {n} collaborateurs, nous comptons parmi les employeurs majeurs de Suisse.",
    "Con oltre {n} collaboratori siamo tra i principali datori di lavoro della Svizzera.",
    "With more than {n} employees, we are one of Switzerland's significant employers.",
  ),
};

/** Optional last sentence of an organisation's description. */
export const ORG_CLOSINGS: L[] = [
  t(
    "Wir bilden Lernende aus und fördern unsere Mitarbeitenden gezielt.",
    "Nous formons des apprenti·e·s et encourageons le développement de nos collaborateurs.",
    "Formiamo apprendisti e sosteniamo in modo mirato lo sviluppo dei nostri collaboratori.",
    "We train apprentices and invest in the development of our people.",
  ),
  t(
    "Qualität, Nachhaltigkeit und Fairness prägen unser tägliches Handeln.",
    "La qualité, la durabilité et l'équité guident notre action au quotidien.",
    "Qualità, sostenibilità e correttezza guidano il nostro lavoro quotidiano.",
    "Quality, sustainability and fairness guide what we do every day.",
  ),
  t(
    "Offene Kommunikation und gegenseitiger Respekt zeichnen unsere Unternehmenskultur aus.",
    "Une communication ouverte et le respect mutuel caractérisent notre culture d'entreprise.",
    "Comunicazione aperta e rispetto reciproco caratterizzano la nostra cultura aziendale.",
    "Open communication and mutual respect define our culture.",
  ),
  t(
    "Als familienfreundlicher Arbeitgeber bieten wir flexible Arbeitsmodelle an.",
    "En tant qu'employeur favorable aux familles, nous proposons des modèles de travail flexibles.",
    "Come datore di lavoro attento alle famiglie offriamo modelli di lavoro flessibili.",
    "As a family-friendly employer, we offer flexible working models.",
  ),
];

/** Labels of an organisation's addresses; {place} is filled in. */
export const ADDRESS_LABELS = {
  main: t("Hauptsitz", "Siège principal", "Sede principale", "Headquarters"),
  branch: t("Standort {place}", "Site de {place}", "Sede di {place}", "{place} office"),
};

export interface QuestionText {
  type: "single_select" | "multi_select" | "free_text";
  text: L;
  options: L[];
  /**
   * The options (by index) a knock-out version of the question expects: the demo organisations
   * ask their first such question as a knock-out question (ADR 019), so their candidates show misses.
   */
  expected?: number[];
}

/** Screening questions any organisation may ask. */
export const QUESTIONS: QuestionText[] = [
  {
    type: "single_select",
    text: t(
      "Wie viele Jahre Berufserfahrung bringen Sie in diesem Bereich mit?",
      "Combien d'années d'expérience avez-vous dans ce domaine ?",
      "Quanti anni di esperienza ha in questo ambito?",
      "How many years of experience do you have in this field?",
    ),
    options: [
      t("Weniger als 1 Jahr", "Moins d'un an", "Meno di 1 anno", "Less than 1 year"),
      t("1–3 Jahre", "1 à 3 ans", "1–3 anni", "1–3 years"),
      t("3–5 Jahre", "3 à 5 ans", "3–5 anni", "3–5 years"),
      t("Mehr als 5 Jahre", "Plus de 5 ans", "Più di 5 anni", "More than 5 years"),
    ],
    expected: [1, 2, 3],
  },
  {
    type: "single_select",
    text: t(
      "Ab wann könnten Sie die Stelle antreten?",
      "Quand pourriez-vous commencer ?",
      "Da quando potrebbe iniziare?",
      "When could you start?",
    ),
    options: [
      t("Sofort", "Immédiatement", "Subito", "Immediately"),
      t("Innerhalb eines Monats", "D'ici un mois", "Entro un mese", "Within a month"),
      t("In 2–3 Monaten", "Dans 2 à 3 mois", "Tra 2–3 mesi", "In 2–3 months"),
      t("Später", "Plus tard", "Più tardi", "Later"),
    ],
    expected: [0, 1, 2],
  },
  {
    type: "single_select",
    text: t(
      "Welches Pensum wünschen Sie?",
      "Quel taux d'activité souhaitez-vous ?",
      "Quale grado d'occupazione desidera?",
      "Which workload would you like?",
    ),
    options: [
      t("100 %", "100 %", "100%", "100%"),
      t("80–90 %", "80–90 %", "80–90%", "80–90%"),
      t("60–70 %", "60–70 %", "60–70%", "60–70%"),
      t("Weniger als 60 %", "Moins de 60 %", "Meno del 60%", "Less than 60%"),
    ],
    expected: [0, 1],
  },
  {
    type: "single_select",
    text: t(
      "Besitzen Sie eine gültige Arbeitsbewilligung für die Schweiz?",
      "Disposez-vous d'un permis de travail valable pour la Suisse ?",
      "Dispone di un permesso di lavoro valido per la Svizzera?",
      "Do you hold a valid Swiss work permit?",
    ),
    options: [
      t(
        "Ja, Schweizer Staatsangehörigkeit",
        "Oui, nationalité suisse",
        "Sì, cittadinanza svizzera",
        "Yes, Swiss citizenship",
      ),
      t("Ja, Bewilligung C", "Oui, permis C", "Sì, permesso C", "Yes, C permit"),
      t("Ja, Bewilligung B oder G", "Oui, permis B ou G", "Sì, permesso B o G", "Yes, B or G permit"),
      t(
        "Nein, ich benötige eine Bewilligung",
        "Non, j'ai besoin d'un permis",
        "No, ho bisogno di un permesso",
        "No, I need a permit",
      ),
    ],
    expected: [0, 1, 2],
  },
  {
    type: "single_select",
    text: t(
      "Besitzen Sie einen Führerausweis der Kategorie B?",
      "Êtes-vous titulaire d'un permis de conduire de catégorie B ?",
      "È in possesso di una licenza di condurre di categoria B?",
      "Do you hold a category B driving licence?",
    ),
    options: [t("Ja", "Oui", "Sì", "Yes"), t("Nein", "Non", "No", "No")],
    expected: [0],
  },
  {
    type: "multi_select",
    text: t(
      "Welche Sprachen sprechen Sie fliessend?",
      "Quelles langues parlez-vous couramment ?",
      "Quali lingue parla correntemente?",
      "Which languages do you speak fluently?",
    ),
    options: [
      t("Deutsch", "Allemand", "Tedesco", "German"),
      t("Französisch", "Français", "Francese", "French"),
      t("Italienisch", "Italien", "Italiano", "Italian"),
      t("Englisch", "Anglais", "Inglese", "English"),
      t("Andere", "Autre", "Altro", "Other"),
    ],
  },
  {
    type: "multi_select",
    text: t(
      "Zu welchen Zeiten können Sie arbeiten?",
      "À quels moments pouvez-vous travailler ?",
      "In quali fasce orarie può lavorare?",
      "When are you available to work?",
    ),
    options: [
      t("Morgens", "Le matin", "Al mattino", "Mornings"),
      t("Nachmittags", "L'après-midi", "Al pomeriggio", "Afternoons"),
      t("Abends", "Le soir", "La sera", "Evenings"),
      t("Am Wochenende", "Le week-end", "Nel fine settimana", "Weekends"),
    ],
  },
  {
    type: "free_text",
    text: t(
      "Warum möchten Sie bei uns arbeiten?",
      "Pourquoi souhaitez-vous travailler chez nous ?",
      "Perché desidera lavorare da noi?",
      "Why would you like to work with us?",
    ),
    options: [],
  },
  {
    type: "free_text",
    text: t(
      "Was sind Ihre Lohnvorstellungen (brutto pro Jahr)?",
      "Quelles sont vos prétentions salariales (brut annuel) ?",
      "Quali sono le Sue aspettative salariali (lordo annuo)?",
      "What are your salary expectations (gross per year)?",
    ),
    options: [],
  },
  {
    type: "free_text",
    text: t(
      "Beschreiben Sie kurz ein Projekt oder eine Aufgabe, auf die Sie stolz sind.",
      "Décrivez brièvement un projet ou une tâche dont vous êtes fier/fière.",
      "Descriva brevemente un progetto o un compito di cui è orgoglioso/a.",
      "Briefly describe a project or task you are proud of.",
    ),
    options: [],
  },
  {
    type: "free_text",
    text: t(
      "Möchten Sie uns sonst noch etwas mitteilen?",
      "Souhaitez-vous nous communiquer autre chose ?",
      "Desidera comunicarci altro?",
      "Is there anything else you would like to tell us?",
    ),
    options: [],
  },
];

/** Names of questionnaires; {title} is a role title. */
export const QUESTIONNAIRE_NAMES: L[] = [
  t("Standardfragen", "Questions standard", "Domande standard", "Standard questions"),
  t("Vorselektion {title}", "Présélection {title}", "Preselezione {title}", "Pre-screening {title}"),
  t("Kurzfragebogen", "Questionnaire court", "Questionario breve", "Short questionnaire"),
  t(
    "Verfügbarkeit und Pensum",
    "Disponibilité et taux d'activité",
    "Disponibilità e grado d'occupazione",
    "Availability and workload",
  ),
];
