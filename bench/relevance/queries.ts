/**
 * The labelled relevance set (issue 26 point 4): queries as job seekers type them, each with the
 * listings that answer it, named by the role the listing was generated from (catalogue.ts) and,
 * for a query with a place, lying within the place's radius. Judged by hand from what the
 * occupations are in Switzerland, without looking at the search code or its vocabulary:
 * - grade 2: the occupation asked for (in any language: a French ad for a cook answers "Koch");
 * - grade 1: a close one a seeker would accept (Chef de partie for "Koch", FaGe for "Pflegefachfrau").
 * A query whose occupation the corpora lack has only grade 1 (Schreiner → Zimmermann).
 * `"*"` judges every listing relevant (a place alone: every listing there).
 *
 * How to add a query: bench/relevance/README.md.
 */
import { EXTRA_TITLES } from "../search/phrases";

export const QUERY_CLASSES = [
  "de-gendered",
  "old-synonym",
  "compound",
  "abbreviation",
  "fr",
  "it",
  "en",
  "cross-language",
  "typo",
  "place",
  "trap",
  "exact",
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];
export type Grade = 1 | 2;
/** Role key → grade; the key "*" stands for every listing. */
export type Judgments = Readonly<Record<string, Grade>>;

export interface QueryPlace {
  /** A locality ("Bern", "Lausanne") or a postal code ("8001"), as the search's location field takes it. */
  location: string;
  radiusKm: number;
  /**
   * The place is typed into the query words ("Koch Bern") instead of the location field: the
   * search gets no `near`, and only the judgments are limited to the radius.
   */
  typed?: boolean;
}

export interface LabelledQuery {
  id: string;
  query: string;
  class: QueryClass;
  place?: QueryPlace;
  relevant: Judgments;
  /** Where the query is judged: a query about an extra title of the national set only there. */
  corpus: "demo" | "national" | "both";
  /** Why the judgments are what they are, where that is not plain. */
  note?: string;
}

/** Role key of an extra title of the national data set (bench/search/phrases.ts), checked to exist. */
function extra(family: keyof typeof EXTRA_TITLES, germanTitle: string): string {
  if (!EXTRA_TITLES[family]?.some((t) => t.de === germanTitle))
    throw new Error(`no extra title ${germanTitle} in ${family}`);
  return `extra:${family}:${germanTitle}`;
}

const X = {
  informatiker: extra("it", "Informatiker/in EFZ Applikationsentwicklung"),
  softwareDeveloper: extra("it", "Softwareentwickler/in"),
  dataScientist: extra("it", "Data Scientist"),
  systemEngineer: extra("it", "System Engineer"),
  cloudArchitect: extra("it", "Cloud Architect"),
  businessAnalyst: extra("it", "Business Analyst"),
  ictSecurity: extra("it", "ICT-Security Spezialist/in"),
  nurseHF: extra("health", "Pflegefachfrau/-mann HF"),
  orthoptist: extra("health", "Orthoptist/in"),
  midwife: extra("health", "Hebamme"),
  occupationalTherapist: extra("health", "Ergotherapeut/in"),
  dentalAssistant: extra("health", "Dentalassistent/in EFZ"),
  pharmacist: extra("health", "Apotheker/in"),
  surgicalTechnologist: extra("health", "Fachperson Operationstechnik HF"),
  civilEngineer: extra("construction", "Bauingenieur/in"),
  plasterer: extra("construction", "Gipser/in EFZ"),
  roofer: extra("construction", "Dachdecker/in"),
  painter: extra("construction", "Maler/in EFZ"),
  heatingInstaller: extra("construction", "Heizungsinstallateur/in EFZ"),
  electronics: extra("manufacturing", "Elektroniker/in EFZ"),
  designEngineer: extra("manufacturing", "Konstrukteur/in"),
  machineOperator: extra("manufacturing", "Anlagenführer/in"),
  micromechanic: extra("manufacturing", "Mikromechaniker/in"),
  watchRepairer: extra("manufacturing", "Uhrmacherin / Uhrmacher Rhabillage"),
  hotelSpecialist: extra("hospitality", "Hotelfachfrau/-mann EFZ"),
  headChef: extra("hospitality", "Küchenchef/in"),
  bartender: extra("hospitality", "Barkeeper/in"),
  controller: extra("finance", "Controller/in"),
  financialAnalyst: extra("finance", "Finanzanalyst/in"),
  taxExpert: extra("finance", "Steuerexperte/-expertin"),
  projectManager: extra("office", "Projektleiter/in"),
  accountingClerk: extra("office", "Sachbearbeiter/in Buchhaltung"),
  executiveAssistant: extra("office", "Executive Assistant"),
  communications: extra("office", "Kommunikationsspezialist/in"),
  retailSpecialist: extra("retail", "Detailhandelsfachfrau/-mann EFZ"),
  cashier: extra("retail", "Kassierer/in"),
  warehouseOperative: extra("logistics", "Lagermitarbeiter/in"),
  forkliftDriver: extra("logistics", "Staplerfahrer/in"),
  socialPedagogue: extra("education", "Sozialpädagoge/-pädagogin"),
  buildingCleaner: extra("services", "Gebäudereiniger/in"),
  fieldService: extra("services", "Servicetechniker/in"),
  lawyer: extra("public", "Jurist/in"),
  police: extra("public", "Polizist/in"),
} as const;

// --- judgments shared by several queries --------------------------------------------------------

const NURSE: Judgments = { nurse: 2, [X.nurseHF]: 2, fage: 1 };
const FAGE: Judgments = { fage: 2, nurse: 1, [X.nurseHF]: 1 };
const CLERK: Judgments = {
  clerk: 2,
  "executive-assistant": 1,
  [X.executiveAssistant]: 1,
  [X.accountingClerk]: 1,
  "residents-office": 1,
  claims: 1,
};
const COOK: Judgments = { cook: 2, "chef-de-partie": 1, [X.headChef]: 1 };
const SALES: Judgments = { sales: 2, "bakery-sales": 2, [X.retailSpecialist]: 2, [X.cashier]: 1 };
const ELECTRICIAN: Judgments = { electrician: 2, [X.electronics]: 1 };
const SITE_MANAGER: Judgments = { "site-manager": 2, foreman: 1, "building-projects": 1 };
const ACCOUNTANT: Judgments = { accountant: 2, [X.accountingClerk]: 1, fiduciary: 1, [X.controller]: 1 };
const POLYMECHANIC: Judgments = { polymechanic: 2, cnc: 1, [X.micromechanic]: 1 };
const PHYSIO: Judgments = { physio: 2, [X.occupationalTherapist]: 1 };
const HAIRDRESSER: Judgments = { hairdresser: 2 };
const LOGISTICIAN: Judgments = { logistician: 2, [X.warehouseOperative]: 1, warehouse: 1, [X.forkliftDriver]: 1 };
const WAREHOUSE: Judgments = { warehouse: 2, [X.warehouseOperative]: 2, logistician: 2, [X.forkliftDriver]: 1 };
const SOCIAL_WORKER: Judgments = { "social-worker": 2, [X.socialPedagogue]: 1 };
const BAKER: Judgments = { baker: 2, "bakery-sales": 1 };
const GARDENER: Judgments = { gardener: 2 };
const WATCHMAKER: Judgments = { watchmaker: 2, [X.watchRepairer]: 2, [X.micromechanic]: 1 };
const CARETAKER: Judgments = { caretaker: 2 };
const STORE_MANAGER: Judgments = { "store-manager": 2, deputy: 1 };
const TRUCK_DRIVER: Judgments = { "truck-driver": 2, courier: 1 };
const LAB: Judgments = { lab: 2 };
const FIDUCIARY: Judgments = { fiduciary: 2, accountant: 1, [X.taxExpert]: 1 };
const DOCTOR: Judgments = { resident: 2 };
const AUTOMATION: Judgments = { automation: 2 };
/** "Informatiker": the apprenticeship and the developers it leads to; other IT jobs are close. */
const INFORMATIKER: Judgments = {
  [X.informatiker]: 2,
  [X.softwareDeveloper]: 2,
  "software-engineer": 2,
  frontend: 1,
  devops: 1,
  support: 1,
  "data-engineer": 1,
  [X.systemEngineer]: 1,
};
const DEVELOPER: Judgments = {
  [X.softwareDeveloper]: 2,
  "software-engineer": 2,
  frontend: 2,
  [X.informatiker]: 2,
  devops: 1,
  "data-engineer": 1,
};
const CLEANER: Judgments = { cleaner: 2, [X.buildingCleaner]: 2, housekeeping: 1 };
const WAITER: Judgments = { service: 2, [X.bartender]: 1 };
const EXEC_ASSISTANT: Judgments = { "executive-assistant": 2, [X.executiveAssistant]: 2, clerk: 1 };
const MPA: Judgments = { mpa: 2, [X.dentalAssistant]: 1, "pharmacy-assistant": 1 };
const CHILDCARE: Judgments = { childcare: 2, [X.socialPedagogue]: 1 };
const PRIMARY_TEACHER: Judgments = { "primary-teacher": 2, "secondary-teacher": 1, "special-needs": 1 };
/** A teacher of any school (a lecturer teaches too, at a university of applied sciences). */
const TEACHER: Judgments = {
  "primary-teacher": 2,
  "secondary-teacher": 2,
  "special-needs": 2,
  "language-teacher": 2,
  lecturer: 1,
};
const LANGUAGE_TEACHER: Judgments = { "language-teacher": 2, "secondary-teacher": 1 };
const MASON: Judgments = { mason: 2, foreman: 1 };
const PLUMBER: Judgments = { plumber: 2, [X.heatingInstaller]: 1 };
const BUTCHER: Judgments = { butcher: 2 };
const MECHATRONIC: Judgments = { mechatronic: 2 };
const HR: Judgments = { hr: 2, recruiter: 1 };
const SUPPORT: Judgments = { support: 2, [X.ictSecurity]: 1, [X.systemEngineer]: 1 };
const CNC: Judgments = { cnc: 2, polymechanic: 1 };
const CARPENTER: Judgments = { carpenter: 2 };
const RECEPTION: Judgments = { reception: 2, [X.hotelSpecialist]: 1 };
const SECURITY: Judgments = { security: 2, [X.police]: 1 };
const CHEF: Judgments = { "chef-de-partie": 2, [X.headChef]: 2, cook: 1 };
const CONSTRUCTION: Judgments = {
  mason: 2,
  foreman: 2,
  "site-manager": 2,
  "building-projects": 2,
  [X.civilEngineer]: 2,
  carpenter: 1,
  draughtsperson: 1,
  plumber: 1,
  electrician: 1,
  [X.plasterer]: 1,
  [X.roofer]: 1,
  [X.painter]: 1,
  [X.heatingInstaller]: 1,
};

// --- the queries -------------------------------------------------------------------------------

type Options = Partial<Pick<LabelledQuery, "place" | "corpus" | "note">>;
const SHORT: Record<QueryClass, string> = {
  "de-gendered": "gen",
  "old-synonym": "old",
  compound: "cmp",
  abbreviation: "abr",
  fr: "fr",
  it: "it",
  en: "en",
  "cross-language": "xl",
  typo: "typo",
  place: "place",
  trap: "trap",
  exact: "exact",
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function group(cls: QueryClass, entries: [string, Judgments, Options?][]): LabelledQuery[] {
  return entries.map(([query, relevant, options = {}]) => ({
    id: `${SHORT[cls]}-${slug(query)}${options.place && !options.place.typed ? `@${slug(options.place.location)}` : ""}`,
    query,
    class: cls,
    relevant,
    corpus: options.corpus ?? "both",
    ...(options.place ? { place: options.place } : {}),
    ...(options.note ? { note: options.note } : {}),
  }));
}

const national = { corpus: "national" } as const;
const near = (location: string, radiusKm = 25, more: Options = {}): Options => ({
  ...more,
  place: { location, radiusKm },
});
const typed = (location: string, radiusKm = 10, more: Options = {}): Options => ({
  ...more,
  place: { location, radiusKm, typed: true },
});

export const QUERIES: readonly LabelledQuery[] = [
  ...group("de-gendered", [
    ["Pflegefachfrau", NURSE],
    ["Pflegefachmann", NURSE],
    ["Kauffrau", CLERK],
    ["Kaufmann", CLERK],
    ["Köchin", COOK],
    ["Verkäuferin", SALES],
    ["Elektroinstallateurin", ELECTRICIAN],
    ["Bauleiterin", SITE_MANAGER],
    ["Buchhalterin", ACCOUNTANT],
    ["Polymechanikerin", POLYMECHANIC],
    ["Physiotherapeutin", PHYSIO],
    ["Coiffeuse", HAIRDRESSER],
    ["Logistikerin", LOGISTICIAN],
    ["Sozialarbeiterin", SOCIAL_WORKER],
    ["Bäckerin", BAKER],
    ["Landschaftsgärtnerin", GARDENER],
    ["Uhrmacherin", WATCHMAKER],
    ["Hauswartin", CARETAKER],
    ["Filialleiterin", STORE_MANAGER],
    ["Chauffeuse", TRUCK_DRIVER],
    ["Fachfrau Gesundheit", FAGE],
    ["Laborantin", LAB],
    ["Treuhänderin", FIDUCIARY],
    ["Assistenzärztin", DOCTOR],
    ["Automatikerin", AUTOMATION],
    ["Informatikerin", INFORMATIKER],
  ]),
  ...group("old-synonym", [
    ["Krankenschwester", NURSE],
    ["Krankenpfleger", NURSE],
    [
      "Schreiner",
      { carpenter: 1 },
      { note: "no joiner in the corpora; a Zimmermann works wood on buildings and is the closest" },
    ],
    ["Tischler", { carpenter: 1 }, { note: "German German for Schreiner; see there" }],
    ["Lastwagenfahrer", TRUCK_DRIVER],
    ["Raumpflegerin", CLEANER],
    ["Putzfrau", CLEANER],
    ["Serviertochter", WAITER],
    ["Kellner", WAITER],
    ["Kellnerin", WAITER],
    ["Arztgehilfin", MPA, { note: "the former title of the Medizinische Praxisassistentin" }],
    ["Sekretärin", EXEC_ASSISTANT],
    ["Bürokauffrau", CLERK],
    ["Abwart", CARETAKER],
    ["Kleinkinderzieherin", CHILDCARE, { note: "the former title of Fachperson Betreuung Kinder" }],
    ["Metzger", BUTCHER],
    ["Automechaniker", MECHATRONIC],
    ["Zimmermädchen", { housekeeping: 2, cleaner: 1 }],
    ["Elektromonteur", ELECTRICIAN],
    ["Sanitärmonteur", PLUMBER],
    ["Dreher", { cnc: 2, polymechanic: 1 }],
    ["Lagerist", LOGISTICIAN],
    ["Magaziner", LOGISTICIAN],
    ["Käser", { cheesemaker: 2, "food-technologist": 1 }],
    ["Heizungsmonteur", { [X.heatingInstaller]: 2, plumber: 1 }, national],
  ]),
  ...group("compound", [
    ["Primarlehrerin", PRIMARY_TEACHER],
    ["Primarlehrer", PRIMARY_TEACHER],
    ["Sprachlehrer", { "language-teacher": 2 }],
    ["Deutschlehrerin", LANGUAGE_TEACHER],
    ["LKW-Fahrer", TRUCK_DRIVER],
    ["Lastwagenchauffeur", TRUCK_DRIVER],
    ["Fleischfachfrau", BUTCHER],
    ["Softwareentwickler", DEVELOPER],
    ["Webentwickler", { frontend: 2, "software-engineer": 1, [X.softwareDeveloper]: 1, [X.informatiker]: 1 }],
    ["Kinderbetreuerin", CHILDCARE],
    ["Automechatroniker", MECHATRONIC],
    ["Bäckereiverkäuferin", { "bakery-sales": 2, sales: 1, [X.retailSpecialist]: 1 }],
    ["Hotelrezeptionistin", RECEPTION],
    ["Personalfachfrau", HR],
    ["Finanzbuchhalter", ACCOUNTANT],
    ["Immobilienverwalterin", { "property-manager": 2 }],
    ["Gärtner", GARDENER],
    ["Bauprojektleiter", { "building-projects": 2, "site-manager": 1, [X.projectManager]: 1 }],
    ["Chemielaborant", LAB],
    ["Detailhandelsfachmann", SALES],
    ["Schadensachbearbeiterin", { claims: 2, "insurance-advisor": 1 }, national],
    ["Steuerberater", { [X.taxExpert]: 2, tax: 1, fiduciary: 1 }, national],
    ["Kundenberaterin Bank", { "relationship-manager": 2, "insurance-advisor": 1 }],
  ]),
  ...group("abbreviation", [
    ["KV", CLERK],
    ["FaGe", FAGE],
    ["FaBe", CHILDCARE],
    ["HR", HR],
    ["IT-Supporter", SUPPORT],
    ["CNC", CNC],
    ["MPA", MPA],
    ["HF Pflege", NURSE],
    ["EFZ Elektroinstallateur", ELECTRICIAN],
    ["ICT", { support: 2, [X.ictSecurity]: 2, devops: 1, [X.systemEngineer]: 1, [X.informatiker]: 1 }],
    ["LKW", TRUCK_DRIVER],
    ["Chauffeur Kat. CE", TRUCK_DRIVER],
    ["Stv. Filialleiter", { deputy: 2, "store-manager": 1 }],
    ["PO", { "product-owner": 2 }],
    ["QS-Techniker", { quality: 2 }],
    ["RH", HR, { note: "ressources humaines" }],
    ["ASSC", FAGE, { note: "assistant/e en soins et santé communautaire, the French FaGe" }],
    ["OSS", FAGE, { note: "operatore/trice sociosanitario/a, the Italian FaGe" }],
    ["ASE", CHILDCARE, { note: "assistant/e socio-éducatif/ve, the French FaBe" }],
    ["HGV driver", TRUCK_DRIVER],
    ["Dipl. Pflegefachfrau", NURSE],
    ["FaGe EFZ", FAGE],
  ]),
  ...group("fr", [
    ["infirmière", NURSE],
    ["infirmier", NURSE],
    ["cuisinier", COOK],
    ["cuisinière", COOK],
    ["vendeuse", SALES],
    ["maçon", MASON],
    ["employé de commerce", CLERK],
    ["employée de commerce", CLERK],
    ["comptable", ACCOUNTANT],
    ["électricien", ELECTRICIAN],
    ["serveuse", WAITER],
    ["boulanger", BAKER],
    ["concierge", CARETAKER],
    ["chauffeur poids lourd", TRUCK_DRIVER],
    ["enseignant primaire", PRIMARY_TEACHER],
    ["enseignante", TEACHER],
    ["horloger", WATCHMAKER],
    ["mécanicien automobile", MECHATRONIC],
    ["paysagiste", GARDENER],
    ["femme de ménage", CLEANER],
    ["assistante médicale", MPA],
    ["développeur", DEVELOPER],
    ["logisticien", LOGISTICIAN],
    ["coiffeuse", HAIRDRESSER],
    ["polymécanicien", POLYMECHANIC],
    ["éducatrice de l'enfance", CHILDCARE],
    ["plombier", PLUMBER],
    ["agent de sécurité", SECURITY],
    ["boucher", BUTCHER],
    ["pharmacienne", { [X.pharmacist]: 2, "pharmacy-assistant": 1 }, national],
  ]),
  ...group("it", [
    ["infermiera", NURSE],
    ["cuoco", COOK],
    ["commessa", SALES],
    ["muratore", MASON],
    ["impiegata di commercio", CLERK],
    ["contabile", ACCOUNTANT],
    ["elettricista", ELECTRICIAN],
    ["cameriera", { service: 2, housekeeping: 1, [X.bartender]: 1 }],
    ["panettiere", BAKER],
    ["autista", TRUCK_DRIVER],
    ["meccanico d'auto", MECHATRONIC],
    ["parrucchiera", HAIRDRESSER],
    ["giardiniere", GARDENER],
    ["docente", TEACHER],
    ["maestra", { "primary-teacher": 2, childcare: 1 }],
    ["custode", CARETAKER],
    ["orologiaio", WATCHMAKER],
    ["fisioterapista", PHYSIO],
    ["sviluppatore", DEVELOPER],
    ["addetta alle pulizie", CLEANER],
    ["macellaio", BUTCHER],
    ["segretaria", EXEC_ASSISTANT],
    ["operatore sociosanitario", FAGE],
    ["idraulico", PLUMBER],
    ["falegname", { carpenter: 1 }, { note: "a joiner; the Zimmermann (carpentiere) is the closest" }],
  ]),
  ...group("en", [
    ["nurse", NURSE],
    ["cook", COOK],
    ["precision mechanic", POLYMECHANIC],
    ["landscape gardener", GARDENER],
    [
      "graphic designer",
      { marketing: 1, [X.communications]: 1 },
      { note: "no designer in the corpora; marketing and communications are the closest" },
    ],
    ["laboratory technician", LAB],
    ["accountant", ACCOUNTANT],
    ["electrician", ELECTRICIAN],
    ["truck driver", TRUCK_DRIVER],
    ["software developer", DEVELOPER],
    ["teacher", TEACHER],
    ["cleaner", CLEANER],
    ["waiter", WAITER],
    ["baker", BAKER],
    ["butcher", BUTCHER],
    ["carpenter", CARPENTER],
    ["plumber", PLUMBER],
    ["bricklayer", MASON],
    ["hairdresser", HAIRDRESSER],
    ["social worker", SOCIAL_WORKER],
    ["shop assistant", SALES],
    ["warehouse worker", WAREHOUSE],
    ["receptionist", RECEPTION],
    ["janitor", { caretaker: 2, cleaner: 1 }],
    ["daycare", CHILDCARE],
    ["car mechanic", MECHATRONIC],
    ["security guard", SECURITY],
    ["doctor", DOCTOR],
    ["midwife", { [X.midwife]: 2 }, national],
    ["pharmacist", { [X.pharmacist]: 2, "pharmacy-assistant": 1 }, national],
  ]),
  ...group("cross-language", [
    ["Koch", COOK, near("Lausanne")],
    ["cuisinier", COOK, near("Zürich")],
    ["nurse", NURSE, near("Bern")],
    ["Verkäuferin", SALES, near("Lausanne")],
    ["vendeuse", SALES, near("Zürich")],
    ["Informatiker", INFORMATIKER, near("Genève")],
    ["infirmière", NURSE, near("Zürich")],
    ["Krankenschwester", NURSE, near("Lugano", 30)],
    ["Buchhalter", ACCOUNTANT, near("Genève")],
    ["comptable", ACCOUNTANT, near("Zürich")],
    ["Polymechaniker", POLYMECHANIC, near("Neuchâtel")],
    ["Uhrmacher", WATCHMAKER, near("La Chaux-de-Fonds")],
    ["electrician", ELECTRICIAN, near("Zürich")],
    ["Lastwagenfahrer", TRUCK_DRIVER, near("Lausanne")],
    ["chauffeur poids lourd", TRUCK_DRIVER, near("Luzern")],
    ["Kellner", WAITER, near("Genève")],
    ["cuoco", COOK, near("Zürich")],
    ["Hauswart", CARETAKER, near("Locarno", 30)],
    ["custode", CARETAKER, near("Basel")],
    ["Maurer", MASON, near("Lausanne", 40)],
    ["Fachperson Gesundheit", FAGE, near("Locarno", 30)],
    ["Bäcker", BAKER, near("Lausanne", 25, national)],
    ["boulanger", BAKER, near("Zürich", 25, national)],
    ["Pflegefachfrau", NURSE, near("Lausanne", 25, national)],
    ["software developer", DEVELOPER, near("Bern")],
    ["nurse Bern", NURSE, typed("Bern", 15)],
  ]),
  ...group("typo", [
    ["Pflegefachfrou", NURSE],
    ["Polymechanikr", POLYMECHANIC],
    ["Infromatiker", INFORMATIKER],
    ["Buchalter", ACCOUNTANT],
    ["Elektroinstalateur", ELECTRICIAN],
    ["Sanitärinstalateur", PLUMBER],
    ["Logistker", LOGISTICIAN],
    ["Physiotherapeutn", PHYSIO],
    ["Kaufmänische Angestellte", CLERK],
    ["Verkäuerin", SALES],
    ["Köchn", COOK],
    ["Uhmacher", WATCHMAKER],
    ["Landschaftsgärnter", GARDENER],
    ["Coifeuse", HAIRDRESSER],
    ["infirmère", NURSE],
    ["cusinier", COOK],
    ["accountent", ACCOUNTANT],
    ["eletricista", ELECTRICIAN],
    ["Hauswarth", CARETAKER],
    ["Zimmerman", CARPENTER],
    ["Chauffeuer", TRUCK_DRIVER],
    ["Maurrer", MASON],
    ["Software Enginer", { "software-engineer": 2, [X.softwareDeveloper]: 1, devops: 1 }],
    ["Fachfrau Gesundheid", FAGE],
    ["Bauleitr", SITE_MANAGER],
  ]),
  ...group("place", [
    ["Koch", COOK, near("Bern")],
    ["Informatiker", INFORMATIKER, near("Zürich", 15)],
    ["infirmière", NURSE, near("Genève")],
    ["Kauffrau", CLERK, near("Bern", 10)],
    ["Verkäuferin", SALES, near("Zürich", 15)],
    ["Polymechaniker", POLYMECHANIC, near("Bern")],
    ["Elektroinstallateur", ELECTRICIAN, near("Biel", 15)],
    ["Pflegefachfrau", NURSE, near("Zürich", 15)],
    ["Buchhalter", ACCOUNTANT, near("Luzern")],
    ["Logistiker", LOGISTICIAN, near("St. Gallen")],
    ["Bäcker", BAKER, near("Bern")],
    ["Koch", COOK, { place: { location: "8001", radiusKm: 10 } }],
    ["Koch Bern", COOK, typed("Bern", 15)],
    ["Informatiker Zürich", INFORMATIKER, typed("Zürich")],
    ["infirmière Genève", NURSE, typed("Genève", 15)],
    ["Kauffrau Bern", CLERK, typed("Bern")],
    ["cuoco Lugano", COOK, typed("Lugano", 20, national)],
    ["Bern", { "*": 2 }, typed("Bern")],
    ["Zürich", { "*": 2 }, typed("Zürich")],
    ["Lausanne", { "*": 2 }, typed("Lausanne")],
    ["Genf", { "*": 2 }, typed("Genève")],
    ["Luzern", { "*": 2 }, typed("Luzern")],
  ]),
  ...group("trap", [
    ["Lehrer", TEACHER, { note: "not the apprenticeships (Lehre, Lehrstelle) every other ad mentions" }],
    ["Lehrerin", TEACHER],
    ["Lehrer Deutsch", LANGUAGE_TEACHER],
    ["Bau", CONSTRUCTION, { note: "construction jobs, not employers named Bauer" }],
    ["Chef", CHEF, { note: "the cook's chef (English and the kitchen's French); not chef de projet, chef d'équipe" }],
    ["Koch", COOK, { note: "Koch is a surname too: employers named Koch are not cooks' jobs" }],
    ["Zimmermann", CARPENTER, { note: "a surname too" }],
    ["Pflege", { nurse: 2, [X.nurseHF]: 2, fage: 2, [X.surgicalTechnologist]: 1 }, { note: "not Stammdatenpflege" }],
    ["Service", WAITER, { note: "restaurant service, not customer or technical service" }],
    ["Fahrer", { "truck-driver": 2, [X.forkliftDriver]: 2, courier: 1 }, { note: "not Erfahrung" }],
    ["Arzt", DOCTOR, { note: "not the Ärzteschaft nurses work with" }],
    ["Polier", { foreman: 2 }, { note: "the construction foreman, not polishing" }],
    ["Steuer", { tax: 2, [X.taxExpert]: 2, fiduciary: 1 }, { note: "taxes, not Steuerung (controls)" }],
    ["Reinigung", CLEANER, { note: "cleaning jobs, not the cleaning of equipment in other ads" }],
    ["Lehrperson", TEACHER],
    ["Chef de cuisine", { [X.headChef]: 2, cook: 1, "chef-de-partie": 1 }, national],
    ["Maler", { [X.painter]: 2 }, { ...national, note: "the painter and decorator" }],
    ["Kassier", { [X.cashier]: 2 }, { ...national, note: "the cashier, not the Kasse of other texts" }],
  ]),
  ...group("exact", [
    ["Polymechaniker/in", POLYMECHANIC],
    ["Software Engineer", { "software-engineer": 2, [X.softwareDeveloper]: 1, devops: 1, frontend: 1 }],
    ["Data Engineer", { "data-engineer": 2, [X.dataScientist]: 1 }],
    ["Pflegefachperson HF/FH", NURSE],
    ["Kaufmännische/r Angestellte/r", CLERK],
    ["Fachperson Gesundheit EFZ", FAGE],
    ["Koch/Köchin", COOK],
    ["Product Owner", { "product-owner": 2, [X.businessAnalyst]: 1 }],
    ["DevOps Engineer", { devops: 2, [X.systemEngineer]: 1, [X.cloudArchitect]: 1 }],
    ["Chef de partie", { "chef-de-partie": 2, cook: 1, [X.headChef]: 1 }],
    ["Elektroinstallateur/in EFZ", ELECTRICIAN],
    ["Logistiker/in EFZ", LOGISTICIAN],
    ["Lehrperson Primarstufe", PRIMARY_TEACHER],
    ["Landscape Gardener", GARDENER],
    ["Infirmier/ère diplômé/e", NURSE],
    ["Employé/e de commerce", CLERK],
    ["Cuoco/a", COOK],
    ["Category Manager", { buyer: 2 }],
    ["Compliance Officer", { compliance: 2 }],
    ["Frontend Developer", { frontend: 2, "software-engineer": 1, [X.softwareDeveloper]: 1 }],
    ["Registered Nurse", NURSE],
    ["Data Scientist", { [X.dataScientist]: 2, "data-engineer": 1 }, national],
    ["Hebamme", { [X.midwife]: 2 }, national],
  ]),
];
