// Relevance suite of the search index (issue 8, acceptance): queries a seeker types, with the
// employers expected on top, against the hand-written corpus of test/fixtures/search-corpus.ts
// (not the demo data). Runs on PGlite and, with DATABASE_URL, on PostgreSQL; the index is built
// through the search repo from the database, as in production, and asked directly.
//
// Each case lists groups of employer keys: the results start with the first group (in any order
// inside it), then the second, ...; `only` says nothing else may match. Groups make the ranking
// visible where it matters (title → head → employer-only → body; fresher first inside a tier).
// Several expectations depend on real snowball behaviour and on the sector labels every listing
// carries in its head (e.g. J62's French label "activités informatiques" stems like Informatiker),
// which the comments name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInZurich } from "../../lib/dates";
import { insertSearchCorpus, PLACES, SEARCH_CORPUS } from "../../test/fixtures/search-corpus";
import { testContext } from "../../test/test-context";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { MemoryIndex } from "./memory-index";
import type { SearchCriteria } from "./search.index";

interface RelevanceCase {
  /** What the case checks (the test's name). */
  name: string;
  query: string;
  /** Filters besides the words. */
  filters?: Omit<SearchCriteria, "query">;
  /** Employer keys: the results start with these groups, in this order (any order inside a group). */
  expect: string[][];
  /** Nothing else matches (the count is exactly the employers listed). */
  only?: boolean;
}

// Every employer in Zürich (city) and the two of Winterthur, which the canton's name reaches
// (listings' heads hold their locality and canton, organisations all their places).
const ZURICH = [
  "alpenPersonal",
  "zuriInformatik",
  "datalytics",
  "klinikSeefeld",
  "limmatSoftware",
  "bahnlogistik",
  "zuerichseeVersicherungen",
  "nordlicht",
  "backhausBrunner",
  "elektroMeier",
];
const ZURICH_POSTAL_CODES = ZURICH.slice(0, 8);
const GENEVA = ["lemanLogiciels", "banqueRhone"];
// Employers whose sector's labels stem like "Informatiker" (J62 "activités informatiques", C26 "produits informatiques").
const IT_SECTOR = ["nordlicht", "aargauerInformatik", "limmatSoftware", "lemanLogiciels", "cryptoValley"];
const WATCH_SECTOR = ["uhrenWeissenstein", "manufactureLac"];
const INFORMATIKER_TITLES = ["zuriInformatik", "baernCode", "ticinoSoftware"];

const CASES: RelevanceCase[] = [
  // ── Exact names ─────────────────────────────────────────────────────────────────────────────
  {
    name: "exact name: Bäckerei Sonnenschein",
    query: "Bäckerei Sonnenschein",
    expect: [["baeckereiSonnenschein"]],
    only: true,
  },
  {
    name: "exact name: Rheintal Privatbank",
    query: "Rheintal Privatbank",
    expect: [["rheintalPrivatbank"]],
    only: true,
  },
  {
    name: "exact name with a short French word: Clinique du Léman",
    query: "Clinique du Léman",
    expect: [["cliniqueLeman"]],
    only: true,
  },
  {
    name: "exact name shared in part with another employer (Limmat Engineering): Limmat Software",
    query: "Limmat Software",
    expect: [["limmatSoftware"]],
    only: true,
  },
  {
    name: "exact name of an employer without listings: Amt für Geoinformation",
    query: "Amt für Geoinformation",
    expect: [["amtGeoinformation"]],
    only: true,
  },
  {
    name: "exact name, French, no listings: Commune de Delémont",
    query: "Commune de Delémont",
    expect: [["communeDelemont"]],
    only: true,
  },
  // ── Case ────────────────────────────────────────────────────────────────────────────────────
  {
    name: "case: INFORMATIKER in capitals finds the titles first, then the IT sector's heads",
    query: "INFORMATIKER",
    expect: [INFORMATIKER_TITLES, [...IT_SECTOR, ...WATCH_SECTOR]],
    only: true,
  },
  { name: "case: vAdUz", query: "vAdUz", expect: [["rheintalPrivatbank"]], only: true },
  { name: "case: rHEINTAL privatbank", query: "rHEINTAL privatbank", expect: [["rheintalPrivatbank"]], only: true },
  // ── Accents dropped ─────────────────────────────────────────────────────────────────────────
  {
    name: "accents dropped: zurich finds Zürich, the city and the canton",
    query: "zurich ",
    expect: [ZURICH],
    only: true,
  },
  {
    name: "accents dropped: geneve finds Genève's listings, then the employer without listings",
    query: "geneve",
    expect: [GENEVA, ["fondationGenevoise"]],
    only: true,
  },
  {
    name: "accents dropped: backer finds Bäcker/in",
    query: "backer ",
    expect: [["baeckereiSonnenschein", "backhausBrunner"], ["boulangerieValais"]],
    only: true,
  },
  {
    name: "accents dropped: ingenieur finds Ingénieur/e (and, as a prefix, the sector label Ingenieurbüros)",
    query: "ingenieur",
    expect: [["bureauSarine", "lemanLogiciels"], ["limmatEngineering"]],
    only: true,
  },
  { name: "accents dropped: Neuchatel", query: "Neuchatel", expect: [["manufactureLac"]], only: true },
  // "developpeur" is in one listing only, so it also matches its typo alternative "developer"
  // (distance 2): both titles share the title tier, and the fresher English one comes first.
  {
    name: "accents dropped: developpeur finds Développeur/euse (with Developer, a typo alternative, in the same tier)",
    query: "developpeur ",
    expect: [["lemanLogiciels", "nordlicht"]],
    only: true,
  },
  // ── Accents and umlauts added or spelled out ────────────────────────────────────────────────
  {
    name: "accent added: Hôtel Pilatusblick finds Hotel Pilatusblick",
    query: "Hôtel Pilatusblick",
    expect: [["hotelPilatusblick"]],
    only: true,
  },
  {
    name: "accent added: Zürich (typed) and zurich give the same employers",
    query: "Zürich ",
    expect: [ZURICH],
    only: true,
  },
  {
    name: "accent added: ÉLECTRICIEN finds électricien/ne",
    query: "ÉLECTRICIEN",
    expect: [
      ["alpenPersonal", "seelandElectricite"],
      ["elektroMeier", "thunerElektro"],
    ],
    only: true,
  },
  {
    name: "umlaut spelled out: zuerich finds Zürich",
    query: "zuerich ",
    expect: [ZURICH],
    only: true,
  },
  {
    name: "umlaut spelled out: Baecker finds Bäcker/in",
    query: "Baecker ",
    expect: [["baeckereiSonnenschein", "backhausBrunner"], ["boulangerieValais"]],
    only: true,
  },
  {
    name: "umlaut spelled out in a name: Zuerichsee",
    query: "Zuerichsee",
    expect: [["zuerichseeVersicherungen"]],
    only: true,
  },
  // ── German compounds as the last word's prefix ──────────────────────────────────────────────
  {
    name: "compound prefix, hyphenated: Software-Entw finds Software-Entwickler/in and Softwareentwickler/in",
    query: "Software-Entw",
    expect: [["limmatSoftware", "aargauerInformatik"]],
    only: true,
  },
  {
    name: "compound prefix, joined: Softwareentw also finds the hyphenated Software-Entwickler/in",
    query: "Softwareentw",
    expect: [["limmatSoftware", "aargauerInformatik"]],
    only: true,
  },
  {
    name: "compound prefix: Pflegefach finds Pflegefachfrau/-mann and Pflegefachperson",
    query: "Pflegefach",
    expect: [["klinikSeefeld", "pflegezentrumAare", "spitalJurasuedfuss"]],
    only: true,
  },
  {
    name: "compound prefix: Elektroinst finds every Elektroinstallateur/in",
    query: "Elektroinst",
    expect: [["alpenPersonal", "elektroMeier", "thunerElektro"]],
    only: true,
  },
  {
    name: "compound prefix: Bauingen finds Bauingenieur/in",
    query: "Bauingen",
    expect: [["limmatEngineering"]],
    only: true,
  },
  {
    name: "compound prefix with an umlaut, typed or spelled out: Präzisions / Praezisions",
    query: "Praezisions",
    expect: [["schaanerPraezision"], ["rheinfallMaschinenbau"]],
    only: true,
  },
  {
    name: "a complete word is no prefix: Pflegefach followed by a space finds nothing",
    query: "Pflegefach ",
    expect: [],
    only: true,
  },
  // ── German plurals and inflections (snowball de) ────────────────────────────────────────────
  {
    name: "plural: Informatikern (dative plural) finds Informatiker/in titles first",
    query: "Informatikern ",
    expect: [INFORMATIKER_TITLES, [...IT_SECTOR, ...WATCH_SECTOR]],
    only: true,
  },
  {
    name: "plural: Köche finds Koch/Köchin",
    query: "Köche ",
    expect: [["hotelPilatusblick", "berghotelDavos", "albergoLago", "grandHotelRiviera"]],
  },
  {
    name: "plural: Pflegefachpersonen finds Pflegefachperson",
    query: "Pflegefachpersonen ",
    expect: [["spitalJurasuedfuss"], ["pflegezentrumAare", "cliniqueLeman", "clinicaCeresio", "klinikSeefeld"]],
    only: true,
  },
  {
    name: "plural: Logistikern finds Logistiker/in titles, then Logistik in names (also French and Italian)",
    query: "Logistikern ",
    expect: [["bahnlogistik", "dreilaenderLogistik", "logisticaMendrisiotto", "nordVaudoisLogistique"]],
    only: true,
  },
  {
    name: "plural: Bäckereien finds Bäckerei",
    query: "Bäckereien ",
    expect: [["baeckereiSonnenschein"], ["boulangerieValais", "backhausBrunner"]],
    only: true,
  },
  {
    name: "plural: Kauffrauen finds Kauffrau/Kaufmann",
    query: "Kauffrauen ",
    expect: [["zuerichseeVersicherungen", "zugerTreuhand", "logisticaMendrisiotto"]],
    only: true,
  },
  // ── French forms ────────────────────────────────────────────────────────────────────────────
  { name: "French feminine: infirmière finds Infirmier/ère", query: "infirmière ", expect: [["cliniqueLeman"]] },
  { name: "French masculine: infirmier finds Infirmier/ère", query: "infirmier ", expect: [["cliniqueLeman"]] },
  {
    name: "French plural: infirmières finds Infirmier/ère",
    query: "infirmières ",
    expect: [["spitalJurasuedfuss", "pflegezentrumAare", "cliniqueLeman", "clinicaCeresio", "klinikSeefeld"]],
  },
  {
    name: "French feminine: ingénieure finds Ingénieur/e",
    query: "ingénieure ",
    expect: [["bureauSarine", "lemanLogiciels", "limmatEngineering"]],
    only: true,
  },
  {
    name: "French feminine: boulangère finds Boulanger/ère",
    query: "boulangère ",
    expect: [["boulangerieValais"], ["baeckereiSonnenschein", "backhausBrunner"]],
    only: true,
  },
  {
    name: "French feminine: cuisinière finds Cuisinier/ère",
    query: "cuisinière ",
    expect: [["grandHotelRiviera"], ["albergoLago", "hotelPilatusblick", "berghotelDavos"]],
    only: true,
  },
  { name: "French, two words: génie civil", query: "génie civil ", expect: [["bureauSarine"]], only: true },
  // ── Italian forms ───────────────────────────────────────────────────────────────────────────
  // Italian snowball stems infermiera → infermier but infermiere → inferm: the feminine and the
  // plural reach "Infermiere/a" through the typo step (distance 1), as long as they are rare.
  {
    name: "Italian feminine: infermiera finds Infermiere/a",
    query: "infermiera ",
    expect: [["clinicaCeresio"], ["spitalJurasuedfuss", "pflegezentrumAare", "cliniqueLeman", "klinikSeefeld"]],
    only: true,
  },
  {
    name: "Italian plural: infermieri finds Infermiere/a",
    query: "infermieri ",
    expect: [["spitalJurasuedfuss", "pflegezentrumAare", "cliniqueLeman", "clinicaCeresio", "klinikSeefeld"]],
    only: true,
  },
  {
    name: "Italian feminine: cuoca finds Cuoco/a",
    query: "cuoca ",
    expect: [["albergoLago"], ["grandHotelRiviera", "hotelPilatusblick", "berghotelDavos"]],
    only: true,
  },
  {
    name: "Italian feminine: sviluppatrice finds Sviluppatore/trice, the other software developers, then 'sviluppo' of the R&D sector label",
    query: "sviluppatrice ",
    expect: [
      ["ticinoSoftware"],
      ["aargauerInformatik", "nordlicht", "cryptoValley", "limmatSoftware", "lemanLogiciels", "baernCode"],
      ["datalytics"],
    ],
    only: true,
  },
  {
    name: "Italian stem across the languages: informatica finds Informatico/a and Informatiker/in",
    query: "informatica ",
    expect: [INFORMATIKER_TITLES],
  },
  // ── Typos ───────────────────────────────────────────────────────────────────────────────────
  {
    name: "typo, two letters swapped: Infromatiker",
    query: "Infromatiker ",
    expect: [["zuriInformatik", "baernCode", "ticinoSoftware"]],
    only: true,
  },
  {
    name: "typo, a letter missing: Informatker",
    query: "Informatker ",
    expect: [["zuriInformatik", "baernCode", "ticinoSoftware"]],
    only: true,
  },
  {
    name: "typo, a letter doubled: Informmatiker",
    query: "Informmatiker ",
    expect: [["zuriInformatik", "baernCode", "ticinoSoftware"]],
    only: true,
  },
  {
    name: "typo, a letter missing: Polymechanikr",
    query: "Polymechanikr ",
    expect: [["schaanerPraezision", "rheinfallMaschinenbau"]],
    only: true,
  },
  {
    name: "typo, a letter missing: Elektroinstalateur",
    query: "Elektroinstalateur ",
    expect: [["alpenPersonal", "elektroMeier", "thunerElektro", "seelandElectricite"]],
    only: true,
  },
  { name: "typo in a place: Lausane", query: "Lausane ", expect: [["cliniqueLeman", "alpenPersonal"]], only: true },
  { name: "typo, a letter missing: Shreiner", query: "Shreiner ", expect: [["schreinereiFrommelt"]], only: true },
  {
    name: "typo, French, two letters swapped: infirmeir",
    query: "infirmeir ",
    expect: [["spitalJurasuedfuss", "pflegezentrumAare", "cliniqueLeman", "clinicaCeresio", "klinikSeefeld"]],
    only: true,
  },
  // ── Multi-word ──────────────────────────────────────────────────────────────────────────────
  { name: "multi-word: Pflege Bern", query: "Pflege Bern", expect: [["pflegezentrumAare"]], only: true },
  { name: "multi-word: Software Zürich", query: "Software Zürich ", expect: [["limmatSoftware"]], only: true },
  { name: "multi-word: Infirmier Lausanne", query: "Infirmier Lausanne", expect: [["cliniqueLeman"]], only: true },
  { name: "multi-word: Koch Luzern", query: "Koch Luzern", expect: [["hotelPilatusblick"]], only: true },
  { name: "multi-word: Bäcker Winterthur", query: "Bäcker Winterthur", expect: [["backhausBrunner"]], only: true },
  {
    name: "multi-word, both in the title, fresher first: Software Engineer",
    query: "Software Engineer",
    expect: [
      ["cryptoValley"],
      ["baernCode"],
      ["aargauerInformatik", "ticinoSoftware", "nordlicht", "limmatSoftware", "lemanLogiciels"],
    ],
    only: true,
  },
  {
    name: "multi-word, prefix of the last: Data Scien",
    query: "Data Scien",
    expect: [["datalytics"], ["rheinpharma"]],
    only: true,
  },
  {
    name: "multi-word across title and place: Zürich Pflegefach",
    query: "Zürich Pflegefach",
    expect: [["klinikSeefeld"]],
    only: true,
  },
  {
    name: "hyphenated, joined or two words: Full-Stack, Fullstack and Full Stack agree",
    query: "Fullstack",
    expect: [["limmatSoftware", "lemanLogiciels"]],
    only: true,
  },
  { name: "special token: C# finds the .NET listing", query: "c#", expect: [["aargauerInformatik"]], only: true },
  // The design names the canton among a listing's head fields: a canton plus a job title must find
  // the listing (the organisation field has no titles, and a head with only the locality no canton).
  {
    name: "multi-word, canton and title: Liechtenstein Polymechaniker finds the Polymechaniker/in in Schaan",
    query: "Liechtenstein Polymechaniker",
    expect: [["schaanerPraezision"]],
    only: true,
  },
  {
    name: "multi-word, canton and title: Graubünden Maurer finds the Maurer/in in Chur",
    query: "Graubünden Maurer ",
    expect: [["buendnerBau"]],
    only: true,
  },
  // ── Ranking between the tiers ───────────────────────────────────────────────────────────────
  {
    name: "ranking: title before head before employer-only before body (santé)",
    query: "santé ",
    expect: [
      ["cliniqueLeman"],
      ["clinicaCeresio", "klinikSeefeld", "spitalJurasuedfuss"],
      ["fondationGenevoise"],
      ["nordVaudoisLogistique"],
    ],
    only: true,
  },
  {
    name: "ranking: a keyword in the head beats a fresher listing that has the word in its text only (Pflege)",
    query: "Pflege ",
    expect: [["pflegezentrumAare"], ["spitalJurasuedfuss"]],
    only: true,
  },
  {
    name: "ranking: on the same day the listing nearer `location` comes first (near Vaduz)",
    query: "Polymechaniker ",
    filters: { near: { lat: PLACES.vaduz.lat, lng: PLACES.vaduz.lng, radiusKm: 200 } },
    expect: [["schaanerPraezision"], ["rheinfallMaschinenbau"]],
    only: true,
  },
  {
    name: "ranking: on the same day the listing nearer `location` comes first (near Schaffhausen)",
    query: "Polymechaniker ",
    filters: { near: { lat: PLACES.schaffhausen.lat, lng: PLACES.schaffhausen.lng, radiusKm: 200 } },
    expect: [["rheinfallMaschinenbau"], ["schaanerPraezision"]],
    only: true,
  },
  // ── Place names ─────────────────────────────────────────────────────────────────────────────
  { name: "place: Lausanne", query: "Lausanne", expect: [["cliniqueLeman", "alpenPersonal"]], only: true },
  {
    name: "place in another language: Genf finds Genève",
    query: "Genf",
    expect: [GENEVA, ["fondationGenevoise"]],
    only: true,
  },
  {
    name: "place in Italian: Ginevra finds Genève",
    query: "Ginevra",
    expect: [GENEVA, ["fondationGenevoise"]],
    only: true,
  },
  {
    name: "place: Lugano, listings there before the employer without listings",
    query: "Lugano",
    expect: [["clinicaCeresio", "alpenPersonal"], ["bancaLugano"]],
    only: true,
  },
  { name: "place: Vaduz", query: "Vaduz", expect: [["rheintalPrivatbank"]], only: true },
  {
    name: "country: Liechtenstein finds every employer there",
    query: "Liechtenstein",
    expect: [["rheintalPrivatbank", "schaanerPraezision", "schreinereiFrommelt"]],
    only: true,
  },
  {
    name: "canton in German: Tessin finds every employer in Ticino",
    query: "Tessin",
    expect: [
      ["clinicaCeresio", "ticinoSoftware", "albergoLago", "logisticaMendrisiotto", "bancaLugano", "alpenPersonal"],
    ],
    only: true,
  },
  { name: "canton: Wallis finds Sion", query: "Wallis", expect: [["boulangerieValais"]], only: true },
  { name: "bilingual place: Bienne finds Biel/Bienne", query: "Bienne", expect: [["seelandElectricite"]], only: true },
  {
    name: "place of two words: St. Gallen",
    query: "St. Gallen",
    expect: [["ostschweizerTextil", "informatikdiensteOst"]],
    only: true,
  },
  { name: "postal code: 9494", query: "9494", expect: [["schaanerPraezision"]], only: true },
  {
    name: "postal code, by-agreement listing found through its employer's address: 8005",
    query: "8005 ",
    expect: [["datalytics", "limmatSoftware", "nordlicht"]],
    only: true,
  },
  {
    name: "postal code prefix: 80 finds Zürich 8001, 8005 and 8050",
    query: "80",
    expect: [ZURICH_POSTAL_CODES],
    only: true,
  },
  // ── Filters with words ──────────────────────────────────────────────────────────────────────
  {
    name: "filter: Informatiker in Italian only",
    query: "Informatiker ",
    filters: { languages: ["it"] },
    expect: [["ticinoSoftware"]],
    only: true,
  },
  {
    name: "filter: Pflegefach within 30 km of Bern",
    query: "Pflegefach",
    filters: { near: { lat: PLACES.bern3011.lat, lng: PLACES.bern3011.lng, radiusKm: 30 } },
    expect: [["pflegezentrumAare"]],
    only: true,
  },
  {
    name: "filter: Koch, temporary jobs only",
    query: "Koch ",
    filters: { employmentTypes: ["temporary"] },
    expect: [["berghotelDavos"], ["albergoLago"]],
    only: true,
  },
  {
    name: "filter: Data Scientist in the pharmaceutical sector",
    query: "Data Scientist",
    filters: { sectors: ["C21"] },
    expect: [["rheinpharma"]],
    only: true,
  },
  {
    name: "filter: Elektroinstallateur in a viewport around Zürich and Winterthur",
    query: "Elektroinstallateur",
    filters: { viewport: { north: 47.6, south: 47.3, east: 8.8, west: 8.4 } },
    expect: [["alpenPersonal", "elektroMeier"]],
    only: true,
  },
  // ── Negatives ───────────────────────────────────────────────────────────────────────────────
  { name: "negative: xylophonbauer matches nothing", query: "xylophonbauer", expect: [], only: true },
  { name: "negative: zzqx matches nothing", query: "zzqx", expect: [], only: true },
  // Occupations (issue 26, ADR 070): any form, in any language, finds the occupation's listings.
  {
    name: "occupation, older name: Krankenschwester finds every nurse, in four languages",
    query: "Krankenschwester ",
    expect: [["spitalJurasuedfuss", "pflegezentrumAare", "klinikSeefeld", "cliniqueLeman", "clinicaCeresio"]],
    only: true,
  },
  {
    name: "occupation, English: nurse finds every nurse",
    query: "nurse ",
    expect: [["spitalJurasuedfuss", "pflegezentrumAare", "klinikSeefeld", "cliniqueLeman", "clinicaCeresio"]],
    only: true,
  },
  {
    name: "occupation, the other gender: Pflegefachmann finds every nurse",
    query: "Pflegefachmann ",
    expect: [["spitalJurasuedfuss", "pflegezentrumAare", "klinikSeefeld", "cliniqueLeman", "clinicaCeresio"]],
    only: true,
  },
  {
    name: "occupation, a typo in a form: Pflegefachfrou finds every nurse",
    query: "Pflegefachfrou ",
    expect: [["spitalJurasuedfuss", "pflegezentrumAare", "klinikSeefeld", "cliniqueLeman", "clinicaCeresio"]],
    only: true,
  },
  {
    name: "occupation, a qualification is optional: Dipl. Pflegefachfrau finds every nurse",
    query: "Dipl. Pflegefachfrau ",
    expect: [["spitalJurasuedfuss", "pflegezentrumAare", "klinikSeefeld", "cliniqueLeman", "clinicaCeresio"]],
    only: true,
  },
  {
    name: "occupation, gendered: Kauffrau finds the commercial employees, the Italian last",
    query: "Kauffrau ",
    expect: [["zuerichseeVersicherungen", "zugerTreuhand"], ["logisticaMendrisiotto"]],
    only: true,
  },
  {
    name: "occupation, older name: Tischler finds the Schreiner",
    query: "Tischler ",
    expect: [["schreinereiFrommelt"]],
    only: true,
  },
  {
    name: "occupation, compound: Lastwagenfahrer finds the Chauffeur Kat. C",
    query: "Lastwagenfahrer ",
    expect: [["dreilaenderLogistik"]],
    only: true,
  },
  {
    name: "occupation, abbreviation: LKW-Fahrer finds the Chauffeur Kat. C",
    query: "LKW-Fahrer ",
    expect: [["dreilaenderLogistik"]],
    only: true,
  },
  {
    name: "occupation, Italian: cuoco finds the Cuoco first, then cooks in German and French",
    query: "cuoco ",
    expect: [["albergoLago"], ["grandHotelRiviera", "hotelPilatusblick", "berghotelDavos"]],
    only: true,
  },
  {
    name: "occupation, abbreviation: FaGe finds health care assistants in three languages",
    query: "FaGe ",
    expect: [["klinikSeefeld", "clinicaCeresio", "cliniqueLeman"]],
  },
  {
    name: "occupation, compound: Softwareentwicklerin finds the software developers in four languages",
    query: "Softwareentwicklerin ",
    expect: [
      [
        "aargauerInformatik",
        "limmatSoftware",
        "baernCode",
        "ticinoSoftware",
        "nordlicht",
        "cryptoValley",
        "lemanLogiciels",
      ],
    ],
    only: true,
  },
  {
    name: "occupation, French with a place: infirmière Zürich finds the Zürich nurse",
    query: "infirmière Zürich ",
    expect: [["klinikSeefeld"]],
    only: true,
  },
  {
    name: "occupation, English: Precision mechanic finds the Polymechaniker",
    query: "Precision mechanic ",
    expect: [["schaanerPraezision", "rheinfallMaschinenbau"]],
    only: true,
  },
  {
    name: "occupation, broader: Elektriker finds the electricians",
    query: "Elektriker ",
    expect: [["elektroMeier", "alpenPersonal", "seelandElectricite", "thunerElektro"]],
    only: true,
  },
  { name: "negative: Bäcker Lugano (both exist, never together)", query: "Bäcker Lugano", expect: [], only: true },
  { name: "negative: Pilot, complete, is not Pilatusblick", query: "Pilot ", expect: [], only: true },
  { name: "negative: Informatiker Lugano", query: "Informatiker Lugano ", expect: [], only: true },
];

let database: TestDatabase;
let index: MemoryIndex;
const keyOfId = new Map<number, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  const inserted = await insertSearchCorpus(database.db, SEARCH_CORPUS, todayInZurich());
  for (const [key, id] of inserted.employerIds) keyOfId.set(id, key);
  index = new MemoryIndex(testContext(database.db));
  await index.build();
});

afterAll(async () => {
  await database?.close();
});

async function employerKeys(query: string, filters: Omit<SearchCriteria, "query"> = {}) {
  const result = await index.searchEmployers({ query, ...filters }, { limit: 100, offset: 0 });
  return { keys: result.items.map((item) => keyOfId.get(item.id) ?? `#${item.id}`), count: result.count };
}

describe("search relevance on the corpus fixture", () => {
  it("has at least 40 queries, and names only employers of the corpus", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const known = new Set(SEARCH_CORPUS.map((employer) => employer.key));
    expect(CASES.flatMap((c) => c.expect.flat()).filter((key) => !known.has(key))).toEqual([]);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });

  it.each(CASES)("$name", async ({ query, filters, expect: groups, only }) => {
    const { keys, count } = await employerKeys(query, filters);
    // The results, sorted inside each expected group's window, against the groups sorted: a diff shows both.
    const windows: string[] = [];
    let position = 0;
    for (const group of groups) {
      windows.push(...keys.slice(position, position + group.length).sort());
      position += group.length;
    }
    const expected = groups.flatMap((group) => [...group].sort());
    if (only) {
      expect({ query, results: [...windows, ...keys.slice(position)] }).toEqual({ query, results: expected });
      expect(count).toBe(expected.length);
    } else {
      expect({ query, first: windows }).toEqual({ query, first: expected });
    }
  });

  it("gives the same employers in the same order for the spellings of one word", async () => {
    const same = [
      ["zurich ", "Zürich ", "ZÜRICH ", "zuerich "],
      ["Full-Stack", "Fullstack", "Full Stack"],
      ["Präzisions", "Praezisions", "präzisions"],
      ["Genf", "Genève", "geneve", "Ginevra"],
      ["Bienne", "Biel"],
      ["Neuchatel", "Neuchâtel", "Neuenburg"],
    ];
    for (const spellings of same) {
      const [first, ...others] = await Promise.all(spellings.map((s) => employerKeys(s)));
      expect(first!.keys.length, spellings[0]).toBeGreaterThan(0);
      others.forEach((other, i) =>
        expect({ query: spellings[i + 1], keys: other.keys }).toEqual({ query: spellings[i + 1], keys: first!.keys }),
      );
    }
  });
});
