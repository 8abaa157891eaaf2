import type { Faker } from "@faker-js/faker";
import type { TCompanySize, TOrganizationPlan } from "@jobatlas/contract";
import { isTown, streetFor, type Locality, type LocalityPicker, type StreetAddress } from "./addresses";
import { ENGLISH_WORDS, ITALIAN_SWISS_SURNAMES, WORDS, kindByKey, type LegalKind, type OrgKind } from "./kinds";
import { logoDataUri } from "./logos";
import type { Random } from "./random";
import { ADDRESS_LABELS, FAMILIES, ORG_CLOSINGS, ORG_SIZE_SENTENCES, type Lang } from "./texts";
import { fill, finishText, slugify } from "./util";

export type Region = Locality["language"];

export interface Fakers {
  de: Faker;
  fr: Faker;
  it: Faker;
}

export interface AddressDraft extends StreetAddress {
  locality: Locality;
  label: string;
}

/** An organisation before it is written: who it is, where it is and how it presents itself. */
export interface OrgDraft {
  kind: OrgKind;
  slug: string;
  name: string;
  /** The name without its legal form, for prose ("Bäckerei Steiner"). */
  brand: string;
  /** The language it writes in; "en" for some international companies. */
  language: Lang;
  legalForm: string;
  plan: TOrganizationPlan;
  sizeBand: TCompanySize;
  headcount: number;
  founded: number;
  addresses: AddressDraft[];
  sectors: string[];
  keywords: string[];
  description: string;
  mainWebsite: string;
  jobsWebsite: string | null;
  logoUrl: string;
}

/** A fixed organisation at the start of the data, one per plan, with a slug the docs and tests can name. */
export interface DemoOrgSpec {
  slug: string;
  kind: string;
  brand: string;
  legal: LegalKind;
  plan: TOrganizationPlan;
  size: TCompanySize;
  /** Official locality names and postal codes; the first is the head office. */
  places: [string, string][];
}

export const DEMO_ORGS: DemoOrgSpec[] = [
  {
    slug: "demo-free-bakery",
    kind: "bakery",
    brand: "Bäckerei Steiner",
    legal: "gmbh",
    plan: "free",
    size: "10-49",
    places: [["Bern", "3011"]],
  },
  {
    slug: "demo-pro-software",
    kind: "software",
    brand: "Alpine Software",
    legal: "gmbh",
    plan: "pro",
    size: "10-49",
    places: [
      ["Zürich", "8005"],
      ["Lausanne", "1003"],
    ],
  },
  {
    slug: "demo-recruiter-staffing",
    kind: "staffing",
    brand: "Léman Talents",
    legal: "ag",
    plan: "recruiter",
    size: "50-99",
    places: [
      ["Lausanne", "1003"],
      ["Genève", "1201"],
      ["Fribourg", "1700"],
    ],
  },
  {
    slug: "demo-enterprise-retail",
    kind: "retail-chain",
    brand: "Gotthard Warenhaus",
    legal: "ag",
    plan: "enterprise",
    size: "100+",
    places: [
      ["Zürich", "8001"],
      ["Lugano", "6900"],
      ["Genève", "1204"],
    ],
  },
];

/** Cantons with many international companies, where some write in English. */
const INTERNATIONAL_CANTONS = new Set(["ZH", "ZG", "BS", "BL", "GE", "VD", "LU", "SZ"]);

interface LegalText {
  label: Record<Region, string>;
  suffix?: Record<Region, string>;
  prefix?: Record<Region, string>;
}

const LEGAL_FORMS: Record<LegalKind | "anstalt", LegalText> = {
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
  anstalt: {
    label: { de: "Anstalt", fr: "Anstalt", it: "Anstalt" },
    suffix: { de: " Anstalt", fr: " Anstalt", it: " Anstalt" },
  },
};

/** Names of cities in their own right ("Stadt Zürich", not "Gemeinde Zürich"). */
const CITY_NAMES: Record<Region, string> = { de: "Stadt {place}", fr: "Ville de {place}", it: "Città di {place}" };

export class OrganizationFactory {
  private readonly names = new Set<string>();
  private readonly slugs = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly fakers: Fakers,
    private readonly localities: LocalityPicker,
  ) {}

  /** The fixed demo organisation of a plan. */
  demo(spec: DemoOrgSpec): OrgDraft {
    const kind = kindByKey(spec.kind);
    const places = spec.places.map(([locality, postalCode]) => this.localities.named(locality, postalCode));
    const org = this.build(kind, places, {
      brand: spec.brand,
      legal: spec.legal,
      plan: spec.plan,
      size: spec.size,
      slug: spec.slug,
    });
    if (!org) throw new Error(`Demo organisation ${spec.slug} clashes with another`);
    return org;
  }

  /** A random organisation of a random kind at a random place (another draw when its name is taken). */
  next(kinds: readonly OrgKind[]): OrgDraft {
    for (let attempt = 0; attempt < 50; attempt++) {
      const kind = this.random.weightedItem(kinds, (k) => k.weight);
      const canton = kind.cantons ? this.random.weighted(kind.cantons) : this.localities.canton();
      const head = this.localities.inCanton(canton, kind.townShare);
      const org = this.build(kind, [head]);
      if (org) return org;
    }
    throw new Error("Could not find a unique organisation name");
  }

  private build(
    kind: OrgKind,
    places: Locality[],
    fixed?: { brand: string; legal: LegalKind; plan: TOrganizationPlan; size: TCompanySize; slug: string },
  ): OrgDraft | null {
    const r = this.random;
    const head = places[0];
    if (!head) throw new Error("An organisation needs a head office");
    const region = head.language;
    const language: Lang =
      !fixed &&
      kind.names.en &&
      kind.englishShare &&
      INTERNATIONAL_CANTONS.has(head.canton) &&
      r.chance(kind.englishShare)
        ? "en"
        : region;

    const plan = fixed?.plan ?? r.weighted(kind.plans);
    let sizeBand = fixed?.size ?? r.weighted(kind.sizes);
    if (plan === "enterprise") sizeBand = "100+";
    if (plan === "recruiter" && sizeBand === "1-9") sizeBand = "10-49";

    let legal: LegalKind | "anstalt" = fixed?.legal ?? r.weighted(kind.legal);
    if (head.country === "LI" && legal === "ag" && r.chance(0.3)) legal = "anstalt";
    const legalText = LEGAL_FORMS[legal];

    const brand = fixed?.brand ?? this.uniqueBrand(kind, region, language, head, legalText);
    if (brand === null) return null;
    const name = `${legalText.prefix?.[region] ?? ""}${brand}${legalText.suffix?.[region] ?? ""}`;
    this.names.add(name);
    const slug = fixed?.slug ?? this.uniqueSlug(slugify(name));
    this.slugs.add(slug);

    const allPlaces = fixed ? places : [head, ...this.branches(kind, plan, head)];
    const addresses = allPlaces.map((locality, i) => ({
      locality,
      label:
        i === 0
          ? ADDRESS_LABELS.main[language]
          : finishText(fill(ADDRESS_LABELS.branch[language], { place: locality.place }), language),
      ...streetFor(locality, r, this.fakers),
    }));

    const founded = r.int(kind.founded[0], kind.founded[1]);
    const headcount = headcountOf(sizeBand, r);
    const [mainSector, ...otherSectors] = kind.sectors;
    const sectors = [mainSector, ...r.sample(otherSectors, r.int(0, Math.min(2, otherSectors.length)))];
    const keywords = r.sample(kind.keywords, r.int(3, 5)).map((k) => k[language]);
    const mainWebsite = `https://www.${slug}.example`;
    const jobsWebsite = r.chance(0.5) ? `${mainWebsite}/jobs` : r.chance(0.4) ? `https://jobs.${slug}.example` : null;

    return {
      kind,
      slug,
      name,
      brand,
      language,
      legalForm: legalText.label[region],
      plan,
      sizeBand,
      headcount,
      founded,
      addresses,
      sectors,
      keywords,
      description: this.describe(kind, language, brand, head, founded, sizeBand, headcount),
      mainWebsite,
      jobsWebsite,
      logoUrl: logoDataUri(brand, r),
    };
  }

  /** A brand whose full name no other organisation has; null when none is found. */
  private uniqueBrand(kind: OrgKind, region: Region, language: Lang, head: Locality, legal: LegalText): string | null {
    const r = this.random;
    const templates = language === "en" && kind.names.en ? kind.names.en : kind.names[region];
    for (let attempt = 0; attempt < 40; attempt++) {
      let template = r.pick(templates);
      if (kind.key === "municipality" && isTown(head)) template = CITY_NAMES[region];
      const brand = finishText(
        fill(template, {
          surname: this.surname(region),
          surname2: this.surname(region),
          first: this.fakers[region].person.firstName(),
          place: head.place,
          word: r.pick((kind.words ?? WORDS)[region]),
          eword: r.pick(ENGLISH_WORDS),
        }),
        region,
      );
      // after many tries a place name makes it unique ("Hotel Bären Sursee"), unless it has one already
      const candidate = attempt < 30 || template.includes("{place}") ? brand : `${brand} ${head.place}`;
      const name = `${legal.prefix?.[region] ?? ""}${candidate}${legal.suffix?.[region] ?? ""}`;
      if (!this.names.has(name)) return candidate;
    }
    return null;
  }

  private uniqueSlug(base: string): string {
    let slug = base;
    for (let n = 2; this.slugs.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  private surname(region: Region): string {
    if (region === "it") return this.random.pick(ITALIAN_SWISS_SURNAMES);
    return this.fakers[region].person.lastName();
  }

  /** Branch offices: bigger plans have more; local kinds stay in the canton of the head office. */
  private branches(kind: OrgKind, plan: TOrganizationPlan, head: Locality): Locality[] {
    const r = this.random;
    const share = { free: 0.08, pro: 0.25, recruiter: 0.7, enterprise: 0.9 }[plan];
    if (!r.chance(share)) return [];
    const count = plan === "free" ? 1 : r.int(1, 2);
    const result: Locality[] = [];
    for (let i = 0; i < count; i++) {
      for (let attempt = 0; attempt < 10; attempt++) {
        const place =
          kind.branches === "local" ? this.localities.inCanton(head.canton, 0.4) : this.localities.anywhere();
        if (place.locality !== head.locality && !result.some((p) => p.locality === place.locality)) {
          result.push(place);
          break;
        }
      }
    }
    return result;
  }

  private describe(
    kind: OrgKind,
    language: Lang,
    brand: string,
    head: Locality,
    founded: number,
    sizeBand: TCompanySize,
    headcount: number,
  ): string {
    const r = this.random;
    const family = FAMILIES[kind.jobs[0]?.family ?? "office"];
    const sentences = [fill(kind.intro[language], { brand, place: head.place, year: founded })];
    if (r.chance(0.7)) sentences.push(r.pick(family.about)[language]);
    sentences.push(fill(ORG_SIZE_SENTENCES[sizeBand][language], { n: headcount }));
    if (r.chance(0.5)) sentences.push(r.pick(ORG_CLOSINGS)[language]);
    return finishText(sentences.join(" "), language);
  }
}

function headcountOf(size: TCompanySize, r: Random): number {
  switch (size) {
    case "1-9":
      return r.int(3, 9);
    case "10-49":
      return r.int(2, 9) * 5;
    case "50-99":
      return r.int(10, 19) * 5;
    case "100+":
      return r.pick([100, 120, 150, 200, 250, 300, 400, 500, 800, 1200, 2000]);
  }
}
