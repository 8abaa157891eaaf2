/**
 * The people who apply to the demo organisations, and what they write: first-person texts in the
 * language of the listing (de, fr, it, en), the employers' messages in the applicant's language.
 * Names stay within Windows-1252, so the application PDF prints them whatever its font.
 */
import type { TLanguage } from "@jobatlas/contract";
import type { Lang } from "./texts";
import type { Random } from "./random";
import { fill } from "./util";

export interface Applicant {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The language they write their texts in. */
  writes: Lang;
  /** The language of their mails (the product's languages). */
  language: TLanguage;
  /** Has a seeker account (applies signed in); the others apply anonymously with a verified address. */
  account: boolean;
  /** Their town, for the texts. */
  town: string;
}

const person = (
  key: string,
  firstName: string,
  lastName: string,
  domain: string,
  phone: string,
  writes: Lang,
  town: string,
  account = false,
): Applicant => ({
  key,
  firstName,
  lastName,
  email: `${ascii(firstName)}.${ascii(lastName)}@${domain}.example`,
  phone,
  writes,
  language: writes,
  account,
  town,
});

function ascii(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "-");
}

/** The demo seeker (accounts.ts) applies too; the others are made up. */
export const DEMO_SEEKER_KEY = "sara";

export const APPLICANTS: Applicant[] = [
  {
    key: DEMO_SEEKER_KEY,
    firstName: "Sara",
    lastName: "Sommer",
    email: "seeker@jobatlas.example",
    phone: "+41 79 555 01 23",
    writes: "de",
    language: "de",
    account: true,
    town: "Zürich",
  },
  person("lea", "Lea", "Meier", "bluewin", "+41 79 412 33 08", "de", "Bern"),
  person("jonas", "Jonas", "Brunner", "gmx", "+41 76 318 90 12", "de", "Winterthur", true),
  person("nina", "Nina", "Baumann", "sunrise", "+41 78 640 17 55", "de", "Luzern"),
  person("reto", "Reto", "Zürcher", "bluewin", "+41 79 227 48 91", "de", "Thun"),
  person("sandra", "Sandra", "Frei", "gmx", "+41 77 503 66 20", "de", "Olten"),
  person("lukas", "Lukas", "Hofmann", "hispeed", "+41 76 881 02 47", "de", "Baden", true),
  person("andrea", "Andrea", "Suter", "bluewin", "+41 79 930 55 14", "de", "St. Gallen"),
  person("camille", "Camille", "Favre", "bluewin", "+41 78 612 40 77", "fr", "Lausanne"),
  person("julien", "Julien", "Perrin", "sunrise", "+41 79 354 12 86", "fr", "Genève"),
  person("lea-monnier", "Léa", "Monnier", "gmx", "+41 76 447 83 09", "fr", "Fribourg", true),
  person("noemie", "Noémie", "Dubois", "hispeed", "+41 77 219 64 30", "fr", "Neuchâtel"),
  person("matteo", "Matteo", "Rezzonico", "bluewin", "+41 79 845 20 63", "it", "Lugano", true),
  person("chiara", "Chiara", "Pedrazzini", "sunrise", "+41 76 502 38 14", "it", "Bellinzona"),
  person("priya", "Priya", "Raman", "gmx", "+41 78 760 91 42", "en", "Zürich", true),
  person("daniel", "Daniel", "Okafor", "hotmail", "+41 79 118 27 65", "en", "Basel"),
];

export function applicant(key: string): Applicant {
  const found = APPLICANTS.find((a) => a.key === key);
  if (!found) throw new Error(`No demo applicant ${key}`);
  return found;
}

/** What an applicant writes: {title} is what they apply for, {company} the employer, {town} theirs. */
const TEXTS: Record<Lang, { story: string[]; bring: string[]; want: string[]; unsolicited: string[] }> = {
  de: {
    story: [
      "Nach meiner Lehre habe ich sechs Jahre im selben Betrieb gearbeitet und zuletzt die Lernenden betreut. Jetzt möchte ich den nächsten Schritt machen und bewerbe mich als {title}.",
      "Ich wohne in {town} und arbeite seit vier Jahren in einem kleinen Team, in dem jede und jeder anpackt. Eure Stelle als {title} hat mich sofort angesprochen.",
      "Nach einer Familienpause steige ich wieder ein. In den letzten Monaten habe ich mich weitergebildet und freue mich darauf, bei {company} als {title} Verantwortung zu übernehmen.",
    ],
    bring: [
      "Zuverlässigkeit, eine ruhige Hand, wenn es hektisch wird, und Freude am Kontakt mit Kundinnen und Kunden. Deutsch ist meine Muttersprache, Französisch und Englisch spreche ich gut.",
      "Mehrjährige Berufserfahrung, einen Abschluss mit eidgenössischem Fähigkeitszeugnis und die Bereitschaft, Neues schnell zu lernen.",
      "Organisationstalent, Teamgeist und Erfahrung mit Schichtarbeit. Ich arbeite genau und behalte auch bei vielen Aufträgen den Überblick.",
    ],
    want: [
      "Ein Team, das sich gegenseitig unterstützt, ein Pensum von 80–100 % und die Möglichkeit, mich weiterzubilden.",
      "Eine feste Stelle mit Perspektive, gerne mit einem Arbeitsweg unter 45 Minuten ab {town}.",
      "Abwechslungsreiche Aufgaben, klare Abläufe und Vorgesetzte, die Rückmeldungen geben.",
    ],
    unsolicited: [
      "Ich verfolge {company} schon länger und würde gerne bei euch arbeiten, auch wenn gerade keine passende Stelle ausgeschrieben ist.",
      "Ich bewerbe mich spontan: Euer Betrieb hat einen sehr guten Ruf, und ich suche eine neue Stelle in der Region {town}.",
    ],
  },
  fr: {
    story: [
      "Après mon apprentissage, j'ai travaillé cinq ans dans la même entreprise, où j'ai aussi formé les apprentis. Je souhaite maintenant relever un nouveau défi comme {title}.",
      "J'habite à {town} et je travaille depuis quatre ans dans une petite équipe polyvalente. Votre poste de {title} correspond exactement à ce que je cherche.",
    ],
    bring: [
      "De la fiabilité, le sens du service et l'habitude de travailler sous pression. Je parle français et allemand couramment.",
      "Plusieurs années d'expérience, un CFC et l'envie d'apprendre rapidement de nouvelles choses.",
    ],
    want: [
      "Une équipe soudée, un taux d'activité de 80 à 100 % et la possibilité de me former.",
      "Un poste fixe avec des perspectives, idéalement à moins de 45 minutes de {town}.",
    ],
    unsolicited: [
      "Je suis {company} depuis un moment et j'aimerais rejoindre votre équipe, même si aucun poste ne correspond pour l'instant.",
    ],
  },
  it: {
    story: [
      "Dopo l'apprendistato ho lavorato cinque anni nella stessa azienda, dove seguivo anche gli apprendisti. Ora cerco una nuova sfida come {title}.",
      "Abito a {town} e da quattro anni lavoro in un piccolo team. Il vostro posto di {title} mi ha convinto subito.",
    ],
    bring: [
      "Affidabilità, calma nei momenti di punta e piacere nel contatto con i clienti. Parlo italiano, tedesco e un buon francese.",
      "Diversi anni di esperienza, un AFC e la voglia di imparare in fretta.",
    ],
    want: [
      "Un team affiatato, un grado d'occupazione dell'80–100 % e la possibilità di formarmi.",
      "Un posto fisso con prospettive, possibilmente vicino a {town}.",
    ],
    unsolicited: ["Seguo {company} da tempo e mi piacerebbe lavorare da voi, anche senza un posto pubblicato."],
  },
  en: {
    story: [
      "I moved to Switzerland three years ago and have worked in an international team in {town} since then. The {title} role at {company} is the next step I have been looking for.",
      "After my degree I spent five years in a fast-growing company, the last two leading a small team. I am applying as {title} because I want to build things that last.",
    ],
    bring: [
      "Reliability, a structured way of working and experience with demanding clients. I speak English natively and my German is at B2 level.",
      "Several years of hands-on experience, curiosity, and a habit of writing things down so the whole team can build on them.",
    ],
    want: [
      "A team that shares knowledge, a workload of 80–100 % and room to grow.",
      "A permanent position with a clear path, ideally within 45 minutes of {town}.",
    ],
    unsolicited: [
      "I have followed {company} for a while and would love to join, even though no open role fits me right now.",
    ],
  },
};

export interface ApplicantTexts {
  myStory: string;
  whatIBring: string;
  whatIWant: string;
}

export function textsOf(
  who: Applicant,
  values: { title: string | null; company: string },
  random: Random,
): ApplicantTexts {
  const texts = TEXTS[who.writes];
  const vars = { title: values.title ?? "", company: values.company, town: who.town };
  const story = values.title === null ? random.pick(texts.unsolicited) : random.pick(texts.story);
  return {
    myStory: fill(story, vars),
    whatIBring: fill(random.pick(texts.bring), vars),
    whatIWant: fill(random.pick(texts.want), vars),
  };
}

/**
 * A free-text answer to one of the screening questions of `QUESTIONS` (by its position among the
 * free-text ones: why us, salary, a project, anything else); {company} is the employer.
 */
const FREE_TEXT_ANSWERS: Record<Lang, string[]> = {
  de: [
    "Ich habe von Bekannten viel Gutes über das Team von {company} gehört und möchte in einem Betrieb arbeiten, in dem man sich gegenseitig unterstützt.",
    "CHF 72'000 brutto pro Jahr, je nach Pensum und Aufgaben verhandelbar.",
    "Ich habe im letzten Jahr die Einarbeitung von drei neuen Mitarbeitenden organisiert. Alle sind geblieben, und die Abläufe sind heute klarer dokumentiert.",
    "Ich könnte auf Wunsch gerne einen Tag schnuppern kommen.",
  ],
  fr: [
    "On m'a dit beaucoup de bien de l'équipe de {company}, et je cherche une entreprise où l'on s'entraide.",
    "CHF 70'000 brut par an, à discuter selon le taux d'activité.",
    "L'an dernier, j'ai organisé l'intégration de trois nouveaux collègues ; tous sont restés et nos processus sont mieux documentés.",
    "Je viendrais volontiers pour une journée d'essai.",
  ],
  it: [
    "Conosco {company} da clienti e colleghi e mi piacerebbe lavorare in un team che si sostiene.",
    "CHF 68'000 lordi all'anno, da discutere secondo il grado d'occupazione.",
    "L'anno scorso ho organizzato l'inserimento di tre nuovi colleghi: sono rimasti tutti e oggi i processi sono documentati meglio.",
    "Verrei volentieri per una giornata di prova.",
  ],
  en: [
    "People who work at {company} speak highly of the team, and I want to work where colleagues support each other.",
    "CHF 95,000 gross per year, open to discussion depending on the workload.",
    "Last year I organised the onboarding of three new colleagues; all of them stayed, and our processes are documented much better now.",
    "I would be happy to come in for a trial day.",
  ],
};

export function freeTextAnswer(who: Applicant, company: string, question: number): string {
  const answers = FREE_TEXT_ANSWERS[who.writes];
  return fill(answers[question] ?? answers[0] ?? "", { company });
}

/** The option indexes of "Which languages do you speak fluently?" (de, fr, it, en, other) an applicant ticks. */
export const LANGUAGES_SPOKEN: Record<Lang, number[]> = { de: [0, 3], fr: [1, 0], it: [2, 0], en: [3] };

/**
 * The employers' messages, formal (vous, Lei): a contact request and a rejection in the applicant's
 * language, the withdrawal of a closed listing's applications in the listing's; {name} is the
 * applicant's first name, {company} the employer.
 */
export const EMPLOYER_MESSAGES: Record<"contact" | "reject" | "withdraw", Record<TLanguage, string>> = {
  contact: {
    de: "Hallo {name}\n\nVielen Dank für deine Bewerbung. Wir würden dich gerne kennenlernen und telefonisch einen Termin für ein erstes Gespräch vereinbaren.\n\nFreundliche Grüsse\n{company}",
    fr: "Bonjour {name}\n\nNous vous remercions de votre candidature. Nous aimerions faire votre connaissance et convenir par téléphone d'un premier entretien.\n\nMeilleures salutations\n{company}",
    it: "Buongiorno {name}\n\nLa ringraziamo per la Sua candidatura. Vorremmo conoscerLa e fissare per telefono un primo colloquio.\n\nCordiali saluti\n{company}",
    en: "Hello {name}\n\nThank you for your application. We would like to get to know you and arrange a first conversation by phone.\n\nKind regards\n{company}",
  },
  reject: {
    de: "Hallo {name}\n\nVielen Dank für dein Interesse und die Zeit, die du dir für die Bewerbung genommen hast. Wir haben uns für eine andere Person entschieden, deren Erfahrung noch etwas besser zur Stelle passt. Wir wünschen dir für die weitere Suche viel Erfolg.\n\nFreundliche Grüsse\n{company}",
    fr: "Bonjour {name}\n\nNous vous remercions de votre intérêt et du temps que vous avez consacré à votre candidature. Nous avons retenu une autre personne dont l'expérience correspond encore un peu mieux au poste. Nous vous souhaitons plein succès dans vos recherches.\n\nMeilleures salutations\n{company}",
    it: "Buongiorno {name}\n\nLa ringraziamo per il Suo interesse e per il tempo dedicato alla candidatura. Abbiamo scelto un'altra persona, la cui esperienza corrisponde ancora un po' meglio al posto. Le auguriamo molto successo nella Sua ricerca.\n\nCordiali saluti\n{company}",
    en: "Hello {name}\n\nThank you for your interest and the time you took to apply. We have decided in favour of another candidate whose experience fits the role a little more closely. We wish you every success in your search.\n\nKind regards\n{company}",
  },
  withdraw: {
    de: "Die Stelle ist besetzt. Vielen Dank für dein Interesse – wir behalten dich gerne in Erinnerung.",
    fr: "Le poste a été pourvu. Nous vous remercions de votre intérêt – nous penserons volontiers à vous à l'avenir.",
    it: "Il posto è stato occupato. La ringraziamo per il Suo interesse – ci ricorderemo volentieri di Lei.",
    en: "The position has been filled. Thank you for your interest – we will keep you in mind.",
  },
};

/** The employer's note on a candidate (never shown to the applicant). */
export const NOTES: Record<TLanguage, string[]> = {
  de: [
    "Gutes Telefongespräch, wirkt motiviert. Zweites Gespräch mit dem Team planen.",
    "Lohnvorstellung etwas über dem Budget – im Gespräch klären.",
  ],
  fr: [
    "Bon entretien téléphonique, semble motivé·e. Planifier un deuxième entretien avec l'équipe.",
    "Prétentions salariales un peu au-dessus du budget – à clarifier lors de l'entretien.",
  ],
  it: [
    "Buon colloquio telefonico, sembra motivato/a. Pianificare un secondo colloquio con il team.",
    "Aspettative salariali un po' sopra il budget – da chiarire nel colloquio.",
  ],
  en: [
    "Good phone call, very motivated. Plan a second interview with the team.",
    "Salary expectation slightly above budget – discuss.",
  ],
};
