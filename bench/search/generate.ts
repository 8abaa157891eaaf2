/**
 * The search benchmark's data set (issue 8 §7): a deterministic, national-scale Swiss job market
 * — 600,000 organisations with ~700,000 addresses at real postal codes, and 250,000 active
 * listings whose jobs carry 2–4 kB texts in de (~65 %), fr (~25 %), it and en — plus a
 * 20,000-listing variant. One seeded PRNG drives everything: the same dataset and `today` give
 * the same rows, ids included.
 *
 * Rows stream out in batches of PostgreSQL COPY text, one string per table, so neither the
 * generator nor the loader holds the data set in memory. Material: the demo seed's kinds of
 * employers (names, sectors, keywords), its role and family texts, its postal codes and locality
 * picker (weighted towards the large towns), this folder's phrase banks, and 300,000 invented
 * long-tail words drawn Zipf-distributed.
 *
 *   node --import tsx bench/search/generate.ts [--dataset national|20k] [--stats] [--out DIR]
 *
 * prints counts, language shares and text lengths (`--stats` adds how many listings contain the
 * benchmark's query words; `--out` writes one .copy file per table).
 */
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { fr_CH, de_CH } from "@faker-js/faker";
import { INDUSTRIES, type TCompanySize, type TOrganizationPlan } from "@jobatlas/contract";
import { loadLocalities, type Locality } from "../../apps/server/src/seed/addresses";
import { ENGLISH_WORDS, ITALIAN_SWISS_SURNAMES, KINDS, WORDS, type OrgKind } from "../../apps/server/src/seed/kinds";
import { Random } from "../../apps/server/src/seed/random";
import {
  ADDRESS_LABELS,
  CLOSINGS,
  FAMILIES,
  GENERIC_BENEFITS,
  GENERIC_REQUIREMENTS,
  JOB_INTROS,
  LANGUAGE_REQUIREMENT,
  ORG_CLOSINGS,
  ORG_SIZE_SENTENCES,
  SECOND_LANGUAGE,
  TEAM_SIZES,
  type Family,
  type L,
  type Lang,
  type Role,
} from "../../apps/server/src/seed/texts";
import { addDays, todayInZurich } from "../../apps/server/src/lib/dates";
import { fill, finishText, firstOfMonthAfter, slugify } from "../../apps/server/src/seed/util";
import { LongTail } from "./longtail";
import { PlacePicker } from "./places";
import {
  BENEFITS,
  CONTEXT,
  DUTIES,
  EXTRA_TITLES,
  HEADINGS,
  REQUIREMENTS,
  TEAM,
  TITLE_PREFIXES,
  TITLE_SUFFIXES,
} from "./phrases";

export interface DatasetSpec {
  name: "national" | "20k";
  seed: number;
  organizations: number;
  listings: number;
  /** Distinct invented words of the long tail. */
  longTail: number;
}

export const DATASETS: Record<DatasetSpec["name"], DatasetSpec> = {
  national: { name: "national", seed: 42, organizations: 600_000, listings: 250_000, longTail: 300_000 },
  "20k": { name: "20k", seed: 7, organizations: 50_000, listings: 20_000, longTail: 60_000 },
};

/** The columns written per table, in COPY order (ids are given, so the sequences are set after a load). */
export const COLUMNS = {
  organizations: [
    "id",
    "slug",
    "name",
    "description",
    "legal_form",
    "sectors",
    "keywords",
    "main_website",
    "jobs_website",
    "plan",
    "size_band",
    "created_at",
    "updated_at",
  ],
  addresses: [
    "id",
    "organization_id",
    "label",
    "street",
    "house_number",
    "postal_code",
    "city",
    "canton",
    "country",
    "lat",
    "lng",
    "created_at",
    "updated_at",
  ],
  jobs: [
    "id",
    "organization_id",
    "title",
    "status",
    "language",
    "role_and_responsibilities",
    "requirements",
    "team_description",
    "benefits",
    "created_at",
    "updated_at",
  ],
  listings: [
    "id",
    "organization_id",
    "job_id",
    "title",
    "language",
    "address_id",
    "location_by_agreement",
    "country",
    "status",
    "published_on",
    "ends_on",
    "start_kind",
    "start_date",
    "employment_type",
    "remote_type",
    "workload_min",
    "workload_max",
    "salary_min",
    "salary_max",
    "required_languages",
    "listing_url",
    "apply_url",
    "created_at",
    "updated_at",
  ],
} as const;
export type TableName = keyof typeof COLUMNS;
export const TABLES = Object.keys(COLUMNS) as TableName[];

/** One slice of the data set: COPY text (tab-separated, `\N` for null) per table. */
export type Batch = Record<TableName, string> & { rows: Record<TableName, number> };

export interface DatasetStats {
  rows: Record<TableName, number>;
  languages: Record<Lang, number>;
  bodyChars: { total: number; min: number; max: number };
  withSalary: number;
  organizationsWithListings: number;
  organizationsWithSeveralAddresses: number;
}

// --- COPY text ---------------------------------------------------------------------------------

const NULL = "\\N";
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPED = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** A value in COPY text format. */
function copyText(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(ESCAPED, (c) => ESCAPES[c] ?? c) : value;
}

/** A text[] literal: every element quoted, so commas and braces inside keywords stay intact. */
function textArray(items: readonly string[]): string {
  return copyText(`{${items.map((i) => `"${i.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`);
}

function row(values: (string | number | boolean | null)[]): string {
  let line = "";
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) line += "\t";
    line += v === null || v === undefined ? NULL : typeof v === "string" ? copyText(v) : String(v);
  }
  return line + "\n";
}

// --- material ----------------------------------------------------------------------------------

type Region = Locality["language"];

function namesOf(definition: unknown): string[] {
  const generic = (definition as { generic?: unknown } | undefined)?.generic;
  if (!Array.isArray(generic) || generic.length === 0) throw new Error("faker locale without generic names");
  return generic as string[];
}

const SURNAMES: Record<Region, string[]> = {
  de: namesOf(de_CH.person?.last_name),
  fr: namesOf(fr_CH.person?.last_name),
  it: ITALIAN_SWISS_SURNAMES,
};
const FIRST_NAMES: Record<Region, string[]> = {
  de: namesOf(de_CH.person?.first_name),
  fr: namesOf(fr_CH.person?.first_name),
  it: ["Luca", "Marco", "Giulia", "Sara", "Matteo", "Chiara", "Andrea", "Elena", "Paolo", "Francesca", "Davide"],
};

const LEGAL_FORMS: Record<
  string,
  { label: Record<Region, string>; suffix?: Record<Region, string>; prefix?: Record<Region, string> }
> = {
  ag: { label: { de: "AG", fr: "SA", it: "SA" }, suffix: { de: " AG", fr: " SA", it: " SA" } },
  gmbh: { label: { de: "GmbH", fr: "Sàrl", it: "Sagl" }, suffix: { de: " GmbH", fr: " Sàrl", it: " Sagl" } },
  coop: {
    label: { de: "Genossenschaft", fr: "Société coopérative", it: "Società cooperativa" },
    suffix: { de: " Genossenschaft", fr: " société coopérative", it: " società cooperativa" },
  },
  sole: { label: { de: "Einzelunternehmen", fr: "Entreprise individuelle", it: "Ditta individuale" } },
  foundation: {
    label: { de: "Stiftung", fr: "Fondation", it: "Fondazione" },
    prefix: { de: "Stiftung ", fr: "Fondation ", it: "Fondazione " },
  },
  association: { label: { de: "Verein", fr: "Association", it: "Associazione" } },
  public: {
    label: {
      de: "Öffentlich-rechtliche Körperschaft",
      fr: "Collectivité de droit public",
      it: "Ente di diritto pubblico",
    },
  },
};

const STREETS: Record<Region, string[]> = {
  de: [
    "Bahnhofstrasse",
    "Hauptstrasse",
    "Dorfstrasse",
    "Industriestrasse",
    "Seestrasse",
    "Kirchgasse",
    "Poststrasse",
    "Gewerbestrasse",
    "Feldstrasse",
    "Marktgasse",
    "Gartenstrasse",
    "Birkenweg",
    "Zürcherstrasse",
    "Bernstrasse",
  ],
  fr: [
    "Rue de la Gare",
    "Avenue de la Gare",
    "Rue du Marché",
    "Route de Lausanne",
    "Chemin des Vignes",
    "Rue du Lac",
    "Rue Centrale",
    "Rue de l'Industrie",
    "Route de Berne",
    "Rue du Temple",
    "Avenue des Alpes",
    "Rue Neuve",
  ],
  it: [
    "Via Cantonale",
    "Via San Gottardo",
    "Via della Posta",
    "Piazza Grande",
    "Via Industria",
    "Via Stazione",
    "Via Lugano",
    "Via Bellinzona",
    "Via Nassa",
    "Via Pretorio",
    "Via Ceresio",
  ],
};

/** Cantons with many international companies, where some write in English. */
const INTERNATIONAL_CANTONS = new Set(["ZH", "ZG", "BS", "BL", "GE", "VD", "LU", "SZ"]);
const SALARY_LEVEL: Record<string, number> = {
  ZH: 1.05,
  GE: 1.06,
  ZG: 1.06,
  BS: 1.05,
  TI: 0.88,
  JU: 0.92,
  VS: 0.94,
  LI: 1.03,
};
const SECOND_LANGUAGES: Record<Lang, Lang[]> = {
  de: ["fr", "en", "it"],
  fr: ["de", "en"],
  it: ["de", "fr", "en"],
  en: ["de", "fr"],
};
const WORKLOADS: [number, number, number][] = [
  [100, 100, 45],
  [80, 100, 25],
  [60, 80, 9],
  [50, 100, 5],
  [40, 60, 8],
  [20, 40, 4],
  [60, 100, 4],
];
const INDUSTRY_CODES = INDUSTRIES.map((i) => i.code);
/** About one degree of latitude is 111 km; a degree of longitude at 46.8° N about 76 km. */
const JITTER_LAT = 1 / 111;
const JITTER_LNG = 1 / 76;

interface Site {
  id: number;
  locality: Locality;
  lat: number;
  lng: number;
}

interface Org {
  id: number;
  kind: OrgKind;
  brand: string;
  slug: string;
  language: Lang;
  sizeBand: TCompanySize;
  plan: TOrganizationPlan;
  sites: Site[];
  mainWebsite: string;
}

// --- the generator -----------------------------------------------------------------------------

export class DatasetGenerator {
  readonly stats: DatasetStats;
  private readonly r: Random;
  private readonly places: PlacePicker;
  private readonly longTail: LongTail;
  private readonly listingCounts: Int32Array;
  private readonly slugs = new Map<string, number>();
  private readonly daysAgo = new Map<number, string>();
  private nextAddressId = 1;
  private nextListingId = 1;

  constructor(
    readonly spec: DatasetSpec,
    readonly today: string,
  ) {
    this.r = new Random(spec.seed);
    this.places = new PlacePicker(loadLocalities(), this.r);
    this.longTail = new LongTail(this.r, spec.longTail);
    this.listingCounts = distributeListings(spec, new Random(spec.seed ^ 0x5bd1e995));
    this.stats = {
      rows: { organizations: 0, addresses: 0, jobs: 0, listings: 0 },
      languages: { de: 0, fr: 0, it: 0, en: 0 },
      bodyChars: { total: 0, min: Infinity, max: 0 },
      withSalary: 0,
      organizationsWithListings: 0,
      organizationsWithSeveralAddresses: 0,
    };
  }

  /** Batches of `batchOrganizations` organisations with their addresses, jobs and listings. */
  *batches(batchOrganizations = 2000): Generator<Batch> {
    for (let first = 1; first <= this.spec.organizations; first += batchOrganizations) {
      const last = Math.min(this.spec.organizations, first + batchOrganizations - 1);
      const out = {
        organizations: [] as string[],
        addresses: [] as string[],
        jobs: [] as string[],
        listings: [] as string[],
      };
      for (let id = first; id <= last; id++) this.organization(id, out);
      const batch = {
        organizations: out.organizations.join(""),
        addresses: out.addresses.join(""),
        jobs: out.jobs.join(""),
        listings: out.listings.join(""),
        rows: {
          organizations: out.organizations.length,
          addresses: out.addresses.length,
          jobs: out.jobs.length,
          listings: out.listings.length,
        },
      };
      for (const table of TABLES) this.stats.rows[table] += batch.rows[table];
      yield batch;
    }
  }

  private organization(id: number, out: Record<TableName, string[]>) {
    const r = this.r;
    const listings = this.listingCounts[id - 1] ?? 0;
    const kind = r.weightedItem(KINDS, (k) => k.weight);
    const canton = kind.cantons ? r.weighted(kind.cantons) : this.places.canton();
    const head = this.places.inCanton(canton, kind.townShare);
    const region = head.language;
    const language: Lang =
      kind.names.en && kind.englishShare && INTERNATIONAL_CANTONS.has(head.canton) && r.chance(kind.englishShare * 0.6)
        ? "en"
        : region;

    const plan: TOrganizationPlan =
      listings > 40
        ? "enterprise"
        : listings > 12
          ? r.weighted({ recruiter: 1, enterprise: 2 })
          : listings > 2
            ? "pro"
            : listings > 0
              ? r.weighted({ free: 60, pro: 40 })
              : r.weighted({ free: 80, pro: 20 });
    const sizeBand: TCompanySize =
      listings > 12
        ? "100+"
        : listings > 2
          ? r.weighted({ "10-49": 1, "50-99": 1, "100+": 1 })
          : r.weighted(kind.sizes);

    const legalKey = r.weighted(kind.legal);
    const legal = LEGAL_FORMS[legalKey] ?? LEGAL_FORMS.ag!;
    const templates = language === "en" && kind.names.en ? kind.names.en : kind.names[region];
    const brand = finishText(
      fill(r.pick(templates), {
        surname: r.pick(SURNAMES[region]),
        surname2: r.pick(SURNAMES[region]),
        first: r.pick(FIRST_NAMES[region]),
        place: head.place,
        word: r.pick((kind.words ?? WORDS)[region]),
        eword: r.pick(ENGLISH_WORDS),
      }),
      region,
    );
    const name = `${legal.prefix?.[region] ?? ""}${brand}${legal.suffix?.[region] ?? ""}`;
    const slug = this.uniqueSlug(slugify(name));
    const mainWebsite = `https://www.${slug}.example`;

    // addresses: 12 % of organisations have 2–3, employers with many listings more often
    const several = r.chance(listings > 12 ? 0.8 : listings > 2 ? 0.3 : 0.115);
    const localities = [head];
    if (several) {
      const count = r.int(1, 2);
      for (let attempt = 0; localities.length <= count && attempt < 20; attempt++) {
        const place = kind.branches === "local" ? this.places.inCanton(head.canton, 0.4) : this.places.anywhere();
        if (!localities.some((l) => l.locality === place.locality)) localities.push(place);
      }
    }
    if (localities.length > 1) this.stats.organizationsWithSeveralAddresses++;
    const created = this.dayBefore(r.int(400, 9000));
    const createdAt = `${created}T08:00:00Z`;
    const sites: Site[] = localities.map((locality, i) => {
      const site = {
        id: this.nextAddressId++,
        locality,
        lat: +(locality.lat + (r.next() * 2 - 1) * JITTER_LAT).toFixed(6),
        lng: +(locality.lng + (r.next() * 2 - 1) * JITTER_LNG).toFixed(6),
      };
      const label =
        i === 0
          ? ADDRESS_LABELS.main[language]
          : finishText(fill(ADDRESS_LABELS.branch[language], { place: locality.place }), language);
      out.addresses.push(
        row([
          site.id,
          id,
          label,
          r.pick(STREETS[locality.language]),
          `${r.int(1, r.chance(0.7) ? 60 : 180)}${r.chance(0.1) ? r.pick(["a", "b", "c"]) : ""}`,
          locality.postalCode,
          locality.locality,
          locality.canton,
          locality.country,
          site.lat,
          site.lng,
          createdAt,
          createdAt,
        ]),
      );
      return site;
    });

    // sectors: the kind's main one, sometimes one or two of its others or any ISIC division
    const [mainSector, ...otherSectors] = kind.sectors;
    const sectors: string[] = [mainSector, ...r.sample(otherSectors, r.int(0, Math.min(2, otherSectors.length)))];
    if (sectors.length < 3 && r.chance(0.1)) {
      const extra = r.pick(INDUSTRY_CODES);
      if (!sectors.includes(extra)) sectors.push(extra);
    }
    const keywords = r.sample(kind.keywords, r.int(3, 5)).map((k) => k[language]);
    if (r.chance(0.3)) keywords.push(this.longTail.draw(r));

    const founded = r.int(kind.founded[0], kind.founded[1]);
    const family = FAMILIES[kind.jobs[0]?.family ?? "office"];
    const headcount =
      sizeBand === "1-9"
        ? r.int(2, 9)
        : sizeBand === "10-49"
          ? r.int(2, 9) * 5
          : sizeBand === "50-99"
            ? r.int(10, 19) * 5
            : r.pick([100, 150, 250, 400, 800, 2000]);
    const sentences = [fill(kind.intro[language], { brand, place: head.place, year: founded })];
    if (r.chance(0.7)) sentences.push(r.pick(family.about)[language]);
    sentences.push(fill(ORG_SIZE_SENTENCES[sizeBand][language], { n: headcount }));
    for (let i = r.int(0, 2); i > 0; i--)
      sentences.push(this.fillWords(r.pick(CONTEXT[language]), { org: brand, place: head.place }));
    if (r.chance(0.5)) sentences.push(r.pick(ORG_CLOSINGS)[language]);

    out.organizations.push(
      row([
        id,
        slug,
        name,
        finishText(sentences.join(" "), language),
        legal.label[region],
        textArray(sectors),
        textArray(keywords),
        mainWebsite,
        r.chance(0.5) ? `${mainWebsite}/jobs` : null,
        plan,
        sizeBand,
        createdAt,
        createdAt,
      ]),
    );

    if (listings > 0) this.stats.organizationsWithListings++;
    const org: Org = { id, kind, brand, slug, language, sizeBand, plan, sites, mainWebsite };
    for (let i = 0; i < listings; i++) this.listing(org, out);
  }

  /** One active listing and the job it publishes (each listing has a job of its own, with its own texts). */
  private listing(org: Org, out: Record<TableName, string[]>) {
    const r = this.r;
    const id = this.nextListingId++;
    const pool = org.kind.jobs.flatMap((entry, i) => {
      const family = FAMILIES[entry.family];
      const roles = entry.roles ? family.roles.filter((role) => entry.roles?.includes(role.key)) : family.roles;
      // titles beyond the seed's roles: for any role of a family, or in the employer's own trade
      const open = entry.roles === undefined || (i === 0 && roles.length >= 2);
      return roles.map((role) => ({ family, role, open, weight: (i === 0 ? 2 : 1) / roles.length }));
    });
    const { family, role, open } = r.weightedItem(pool, (p) => p.weight);
    const extra = open ? EXTRA_TITLES[family.key] : undefined;
    const baseTitle: L = extra && r.chance(0.3) ? r.pick(extra) : role.title;

    // the work place: the head office mostly, by agreement sometimes
    const byAgreement = r.chance(0.03);
    const site = org.sites.length > 1 && r.chance(0.4) ? r.pick(org.sites.slice(1)) : org.sites[0]!;
    const locality = site.locality;
    let language: Lang = locality.language;
    if (org.language === "en") language = r.chance(0.75) ? "en" : locality.language;
    else if (org.kind.englishShare && INTERNATIONAL_CANTONS.has(locality.canton) && r.chance(0.06)) language = "en";
    else if (r.chance(0.005)) language = "en";
    this.stats.languages[language]++;

    const jobTitle = decorateTitle(baseTitle[language], language, r);
    const texts = this.jobTexts(org, family, role, jobTitle, language, locality.place);
    const body = texts.role.length + texts.requirements.length + texts.team.length + texts.benefits.length;
    this.stats.bodyChars.total += body;
    this.stats.bodyChars.min = Math.min(this.stats.bodyChars.min, body);
    this.stats.bodyChars.max = Math.max(this.stats.bodyChars.max, body);

    const age = r.int(0, 24);
    const publishedOn = this.dayBefore(age);
    const createdAt = `${publishedOn}T${String(6 + r.int(0, 11)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}:00Z`;
    out.jobs.push(
      row([
        id,
        org.id,
        jobTitle,
        "active",
        language,
        texts.role,
        texts.requirements,
        texts.team,
        texts.benefits,
        createdAt,
        createdAt,
      ]),
    );

    const [workloadMin, workloadMax] = role.workloads && r.chance(0.5) ? r.pick(role.workloads) : pickWorkload(r);
    let employmentType: string = workloadMax < 90 ? "part_time" : "full_time";
    if (role.extraEmployment && r.chance(0.12)) employmentType = role.extraEmployment;
    else if (r.chance(0.03)) employmentType = "contract";
    else if (r.chance(0.04)) employmentType = "temporary";
    else if (r.chance(0.015)) employmentType = "other";
    const remoteType = byAgreement ? "remote" : r.weighted(family.remote);
    const withSalary = r.chance(0.3);
    if (withSalary) this.stats.withSalary++;
    const level = (SALARY_LEVEL[locality.canton] ?? 1) * (0.95 + r.next() * 0.12);
    const salary = withSalary ? [round1000(role.salary[0] * level), round1000(role.salary[1] * level)] : [null, null];
    const second = r.chance(0.22) ? r.pick(SECOND_LANGUAGES[language]) : null;
    const startKind = r.weighted({ asap: 45, by_agreement: 30, by_date: 25 });
    const title = r.chance(0.35) ? `${jobTitle} ${workloadLabel(workloadMin, workloadMax, language)}` : jobTitle;

    out.listings.push(
      row([
        id,
        org.id,
        id,
        title,
        language,
        byAgreement ? null : site.id,
        byAgreement,
        locality.country,
        "active",
        publishedOn,
        this.dayBefore(age - 29),
        startKind,
        startKind === "by_date" ? firstOfMonthAfter(publishedOn, r.int(1, 3)) : null,
        employmentType,
        remoteType,
        workloadMin,
        workloadMax,
        salary[0] ?? null,
        salary[1] ?? null,
        textArray(second ? [language, second] : [language]),
        `${org.mainWebsite}/jobs/${id}`,
        r.chance(0.15) ? `${org.mainWebsite}/apply/${id}` : null,
        createdAt,
        createdAt,
      ]),
    );
  }

  /** The four texts of a job, 2–4 kB together, in the job's language. */
  private jobTexts(org: Org, family: Family, role: Role, title: string, language: Lang, place: string) {
    const r = this.r;
    const values = { org: org.brand, place, title, n: String(r.int(3, 40)) };
    const w = (text: string) => this.fillWords(text, values);
    const target = r.int(2100, 4300);
    const headings = r.chance(0.35) ? HEADINGS[language] : null;

    const intro = [w(r.pick(JOB_INTROS)[language])];
    for (let i = r.int(0, 2); i > 0; i--) intro.push(w(r.pick(CONTEXT[language])));
    const duties = [
      ...role.duties.map((d) => d[language]),
      ...r.sample(family.duties, r.int(1, 2)).map((d) => d[language]),
    ];
    const dutyPool = new Pool(DUTIES[language], r);
    for (let i = r.int(2, 4); i > 0; i--) duties.push(w(dutyPool.take()));

    const second = r.chance(0.55) ? r.pick(SECOND_LANGUAGES[language]) : null;
    const requirements = [
      role.qualification[language],
      ...r.sample(family.requirements, 2).map((q) => q[language]),
      r.pick(GENERIC_REQUIREMENTS)[language],
    ];
    const requirementPool = new Pool(REQUIREMENTS[language], r);
    for (let i = r.int(2, 4); i > 0; i--) requirements.push(w(requirementPool.take()));
    const languageLines = [LANGUAGE_REQUIREMENT[language][language]];
    if (second)
      languageLines.push(r.chance(0.4) ? LANGUAGE_REQUIREMENT[second][language] : SECOND_LANGUAGE[second][language]);

    const team = [w(r.pick(family.team)[language]), w(fill(r.pick(TEAM_SIZES)[language], { n: r.int(3, 40) }))];
    const teamPool = new Pool(TEAM[language], r);
    for (let i = r.int(1, 3); i > 0; i--) team.push(w(teamPool.take()));

    const benefits = [...r.sample(family.benefits, r.int(1, 2)), ...r.sample(GENERIC_BENEFITS, 3)].map(
      (b) => b[language],
    );
    const benefitPool = new Pool(BENEFITS[language], r);
    for (let i = r.int(1, 3); i > 0; i--) benefits.push(w(benefitPool.take()));
    const closing = r.pick(CLOSINGS)[language];

    const contextPool = new Pool(CONTEXT[language], r);
    const length = () =>
      [...intro, ...duties, ...requirements, ...languageLines, ...team, ...benefits, closing].reduce(
        (sum, s) => sum + s.length + 3,
        0,
      );
    // lengthen to the target with more of the same kinds of sentences
    for (let total = length(); total < target; total = length()) {
      const section = r.int(0, 4);
      const pool = [dutyPool, requirementPool, teamPool, benefitPool, contextPool][section]!;
      if (pool.empty) {
        if ([dutyPool, requirementPool, teamPool, benefitPool, contextPool].every((p) => p.empty)) break;
        continue;
      }
      const sentence = w(pool.take());
      [duties, requirements, team, benefits, intro][section]!.push(sentence);
    }

    const heading = (i: number, text: string) => (headings ? `${headings[i]}\n${text}` : text);
    return {
      role: heading(0, finishText(`${intro.join(" ")}\n\n${bullets(duties)}`, language)),
      requirements: heading(1, bullets([...requirements, ...languageLines])),
      team: heading(2, finishText(team.join(" "), language)),
      benefits: heading(3, `${bullets(benefits)}\n\n${closing}`),
    };
  }

  /** Fills the named placeholders and every {w} with its own long-tail word. */
  private fillWords(template: string, values: Record<string, string>): string {
    return fill(template, values).replace(/\{w\}/g, () => this.longTail.draw(this.r));
  }

  /** `today` minus days, as YYYY-MM-DD (memoised: Date arithmetic is slow a million times over). */
  private dayBefore(days: number): string {
    let date = this.daysAgo.get(days);
    if (date === undefined) this.daysAgo.set(days, (date = addDays(this.today, -days)));
    return date;
  }

  private uniqueSlug(base: string): string {
    const seen = this.slugs.get(base);
    if (seen === undefined) {
      this.slugs.set(base, 1);
      return base;
    }
    this.slugs.set(base, seen + 1);
    return `${base}-${seen + 1}`;
  }
}

/** Draws without replacement from a bank of sentences. */
class Pool {
  private readonly order: string[];
  constructor(items: readonly string[], r: Random) {
    this.order = r.sample(items, items.length);
  }
  get empty(): boolean {
    return this.order.length === 0;
  }
  take(): string {
    return this.order.pop() ?? "";
  }
}

/**
 * Listings per organisation, exactly `spec.listings` in all: a quarter of the organisations hire,
 * most of them one or two listings, a few hundreds (Pareto tail, as for hospitals, retail chains
 * and staffing agencies).
 */
function distributeListings(spec: DatasetSpec, r: Random): Int32Array {
  const counts = new Int32Array(spec.organizations);
  let total = 0;
  for (let i = 0; i < counts.length; i++) {
    if (!r.chance(0.25)) continue;
    counts[i] = Math.min(300, Math.floor(1 / Math.pow(1 - r.next(), 1 / 1.9)));
    total += counts[i]!;
  }
  while (total !== spec.listings) {
    const i = r.int(0, counts.length - 1);
    if (total < spec.listings && counts[i]! > 0) {
      counts[i]!++;
      total++;
    } else if (total > spec.listings && counts[i]! > 0) {
      counts[i]!--;
      total--;
    }
  }
  return counts;
}

function pickWorkload(r: Random): [number, number] {
  const [min, max] = r.weightedItem(WORKLOADS, (w) => w[2]);
  return [min, max];
}

/** German titles come in all gendered spellings; other languages get their own decorations. */
function decorateTitle(title: string, language: Lang, r: Random): string {
  let result = title;
  if (language === "de" && /\/in\b/.test(result)) {
    const form = r.weighted({ slash: 50, female: 20, male: 15, both: 15 });
    if (form === "female") result = result.replace(/([\p{L}-]+)\/in\b/gu, "$1in");
    else if (form === "male") result = `${result.replace(/([\p{L}-]+)\/in\b/gu, "$1")} (m/w/d)`;
    else if (form === "both") result = result.replace(/([\p{L}-]+)\/in\b/gu, "$1in / $1");
  }
  if (r.chance(0.1)) result = r.pick(TITLE_PREFIXES[language]) + result;
  if (r.chance(0.12)) result += r.pick(TITLE_SUFFIXES[language]);
  return result;
}

/** "80–100 %" in German and French, "80–100%" in Italian and English. */
function workloadLabel(min: number, max: number, language: Lang): string {
  const range = min === max ? `${max}` : `${min}–${max}`;
  return language === "de" || language === "fr" ? `${range} %` : `${range}%`;
}

function bullets(items: string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

function round1000(value: number): number {
  return Math.round(value / 1000) * 1000;
}

// --- CLI ---------------------------------------------------------------------------------------

/** Words the benchmark's query mix relies on; `--stats` counts the listings whose texts contain them. */
export const PROBE_WORDS = [
  "team",
  "erfahrung",
  "excel",
  "sicher",
  "flexible",
  "homeoffice",
  "freude",
  "zurich",
  "informatiker",
  "orthoptist",
  "kunden",
  "arbeitszeiten",
  "vorteil",
];

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "");
}

async function main() {
  const args = process.argv.slice(2);
  const name = (args[args.indexOf("--dataset") + 1] ?? "national") as DatasetSpec["name"];
  const spec = args.includes("--dataset") ? DATASETS[name] : DATASETS.national;
  if (!spec) throw new Error(`unknown dataset ${name} (national or 20k)`);
  const outDir = args.includes("--out") ? args[args.indexOf("--out") + 1] : undefined;
  const withStats = args.includes("--stats");

  const started = performance.now();
  const generator = new DatasetGenerator(spec, todayInZurich());
  const files = outDir ? await openFiles(outDir) : undefined;
  const probe = new Map(PROBE_WORDS.map((w) => [w, 0]));
  let bytes = 0;
  for (const batch of generator.batches()) {
    for (const table of TABLES) {
      bytes += Buffer.byteLength(batch[table]);
      const file = files?.[table];
      if (file && !file.write(batch[table])) await once(file, "drain");
    }
    if (withStats) countProbeWords(batch, probe);
  }
  if (files) await Promise.all(TABLES.map((t) => new Promise((resolve) => files[t].end(resolve))));
  const s = generator.stats;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `dataset ${spec.name} (seed ${spec.seed}), generated in ${seconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(0)} MB of COPY text`,
  );
  console.log(`rows: ${TABLES.map((t) => `${t} ${s.rows[t].toLocaleString("en")}`).join(", ")}`);
  console.log(
    `organisations with listings ${s.organizationsWithListings.toLocaleString("en")}, with 2–3 addresses ${s.organizationsWithSeveralAddresses.toLocaleString("en")} (${((100 * s.organizationsWithSeveralAddresses) / s.rows.organizations).toFixed(1)} %)`,
  );
  console.log(
    `languages: ${(Object.keys(s.languages) as Lang[]).map((l) => `${l} ${s.languages[l]} (${((100 * s.languages[l]) / s.rows.listings).toFixed(1)} %)`).join(", ")}`,
  );
  console.log(
    `job texts: avg ${Math.round(s.bodyChars.total / s.rows.listings)} chars (${s.bodyChars.min}–${s.bodyChars.max}); with salary ${((100 * s.withSalary) / s.rows.listings).toFixed(1)} %`,
  );
  if (withStats)
    for (const [word, n] of probe)
      console.log(
        `  ${word.padEnd(14)} ${String(n).padStart(8)} listings (${((100 * n) / s.rows.listings).toFixed(1)} %)`,
      );
}

/** How many listings (title, job texts, address) contain each probe word (folded, whole words). */
function countProbeWords(batch: Batch, probe: Map<string, number>) {
  const places = new Map<string, string>();
  for (const line of batch.addresses.split("\n")) {
    const cols = line.split("\t");
    if (cols[0]) places.set(cols[0], cols[6] ?? "");
  }
  const jobs = batch.jobs.split("\n");
  const listings = batch.listings.split("\n");
  for (let i = 0; i < listings.length; i++) {
    const l = listings[i]!.split("\t");
    const j = jobs[i]?.split("\t");
    if (!l[0] || !j) continue;
    const words = new Set(
      fold(`${l[3]} ${j.slice(5, 9).join(" ")} ${places.get(l[5] ?? "") ?? ""}`)
        .replace(/\\[nt]/g, " ")
        .split(/[^\p{L}\p{N}]+/u),
    );
    for (const w of probe.keys()) if (words.has(w)) probe.set(w, probe.get(w)! + 1);
  }
}

async function openFiles(dir: string) {
  await mkdir(dir, { recursive: true });
  return Object.fromEntries(TABLES.map((t) => [t, createWriteStream(path.join(dir, `${t}.copy`))])) as Record<
    TableName,
    ReturnType<typeof createWriteStream>
  >;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
