import { readFileSync } from "node:fs";
import type { Faker } from "@faker-js/faker";
import type { Random } from "./random";
import type { Lang } from "./texts/types";

/** The postal codes of CH and LI, copied into the repository (resources/), read relative to this module. */
export const POSTAL_CODES_FILE = new URL("../../../../resources/ch-li-postal-codes.csv", import.meta.url);

export interface Locality {
  postalCode: string;
  /** The official locality name, as on a letter (e.g. "Wil SG"). */
  locality: string;
  /** The name people use in prose and company names (e.g. "Wil"). */
  place: string;
  canton: string;
  country: "CH" | "LI";
  lat: number;
  lng: number;
  /** Main language of the locality: de, fr or it. */
  language: Exclude<Lang, "en">;
}

/** Residents in thousands (2023), the weight of a canton when an organisation is placed; LI is boosted a little. */
export const CANTON_WEIGHTS: Record<string, number> = {
  ZH: 1605,
  BE: 1063,
  VD: 855,
  AG: 724,
  SG: 530,
  GE: 516,
  LU: 426,
  TI: 356,
  VS: 357,
  FR: 334,
  BL: 294,
  TG: 293,
  SO: 282,
  GR: 203,
  BS: 196,
  NE: 177,
  SZ: 165,
  ZG: 131,
  SH: 85,
  JU: 74,
  AR: 56,
  NW: 44,
  GL: 42,
  OW: 39,
  UR: 38,
  AI: 17,
  LI: 110,
};

/** Towns that get most of the companies of their canton, with their residents in thousands. */
export const TOWNS: Record<string, Record<string, number>> = {
  ZH: {
    Zürich: 420,
    Winterthur: 120,
    Uster: 36,
    Dübendorf: 30,
    Dietikon: 28,
    Wädenswil: 25,
    Kloten: 20,
    Horgen: 23,
    Bülach: 22,
    "Wetzikon ZH": 25,
  },
  BE: {
    Bern: 135,
    "Biel/Bienne": 55,
    Thun: 44,
    Köniz: 43,
    Burgdorf: 16,
    Langenthal: 16,
    Steffisburg: 16,
    Spiez: 13,
    Interlaken: 6,
    Ostermundigen: 18,
  },
  VD: {
    Lausanne: 140,
    "Yverdon-les-Bains": 30,
    Montreux: 26,
    Nyon: 22,
    Vevey: 20,
    Morges: 17,
    "Renens VD": 21,
    Pully: 18,
    "Ecublens VD": 13,
    Gland: 13,
  },
  AG: { Aarau: 22, Baden: 19, Wettingen: 21, "Brugg AG": 12, "Wohlen AG": 17, Zofingen: 12, Oftringen: 15 },
  SG: { "St. Gallen": 76, "Rapperswil SG": 27, "Wil SG": 24, "Gossau SG": 18, Rorschach: 10, "Buchs SG": 13 },
  GE: { Genève: 200, Vernier: 36, Meyrin: 26, "Carouge GE": 22, Onex: 19, Thônex: 15, Versoix: 14 },
  LU: { Luzern: 82, Kriens: 28, Emmen: 31 },
  TI: { Lugano: 63, Bellinzona: 44, Locarno: 16, Mendrisio: 15, Chiasso: 8, Ascona: 5, Giubiasco: 9, Biasca: 6 },
  VS: { Sion: 35, Martigny: 19, Monthey: 18, Sierre: 17, Brig: 13, Visp: 8 },
  FR: { Fribourg: 38, Bulle: 24, Murten: 8, Düdingen: 8, "Estavayer-le-Lac": 10 },
  BL: { Liestal: 15, Pratteln: 16, Allschwil: 21, Muttenz: 18 },
  TG: { Frauenfeld: 26, Kreuzlingen: 22, Arbon: 15 },
  SO: { Solothurn: 17, Olten: 19, Grenchen: 17 },
  GR: { Chur: 38, "Davos Platz": 10, "St. Moritz": 5, Poschiavo: 3, "Roveredo GR": 3 },
  BS: { Basel: 175 },
  NE: { Neuchâtel: 45, "La Chaux-de-Fonds": 37, "Le Locle": 10 },
  SZ: { Schwyz: 15, Einsiedeln: 16 },
  ZG: { Zug: 31, Baar: 25, Cham: 17 },
  SH: { Schaffhausen: 37, "Neuhausen am Rheinfall": 11 },
  JU: { Delémont: 12, Porrentruy: 7 },
  AR: { Herisau: 16 },
  NW: { Stans: 9 },
  GL: { Glarus: 13 },
  OW: { Sarnen: 10 },
  UR: { "Altdorf UR": 9 },
  AI: { Appenzell: 6 },
  LI: { Vaduz: 6, Schaan: 6, Triesen: 5, Balzers: 5, Eschen: 4 },
};

/** Whether a locality is one of the larger towns of its canton (a city, for naming). */
export function isTown(locality: Locality): boolean {
  return (TOWNS[locality.canton]?.[locality.locality] ?? 0) >= 15;
}

/** Main language of a locality by canton and postal code (bilingual cantons split by postal-code area). */
export function languageOf(canton: string, postalCode: string): Locality["language"] {
  const code = Number(postalCode);
  switch (canton) {
    case "TI":
      return "it";
    case "GR": // Moesano, Bregaglia and Valposchiavo speak Italian
      return (code >= 6530 && code <= 6569) || (code >= 7602 && code <= 7610) || (code >= 7710 && code <= 7748)
        ? "it"
        : "de";
    case "VD":
    case "GE":
    case "NE":
    case "JU":
      return "fr";
    case "FR": // the Sense and See districts speak German
      return code >= 3000 || (code >= 1712 && code <= 1719) || (code >= 1734 && code <= 1738) ? "de" : "fr";
    case "VS": // Upper Valais speaks German
      return (code >= 3900 && code <= 3959) || code === 3970 || code >= 3980 ? "de" : "fr";
    case "BE": // the Bernese Jura and the plateau of Diesse speak French
      return (code >= 2515 && code <= 2520) || (code >= 2534 && code <= 2538) || (code >= 2600 && code <= 2799)
        ? "fr"
        : "de";
    default:
      return "de";
  }
}

/** "Wil SG" -> "Wil", "Carouge GE" -> "Carouge", "Mauren FL" -> "Mauren". */
function placeName(locality: string): string {
  return locality.replace(/ (?:[A-Z]{2}|FL)$/, "");
}

let cache: Locality[] | undefined;

/** The localities where companies are plausible: no PO-box codes ("Lausanne 25") and no hamlets ("Dugny (Leytron)"). */
export function loadLocalities(): Locality[] {
  if (cache) return cache;
  const lines = readFileSync(POSTAL_CODES_FILE, "utf8").split(/\r?\n/).slice(1);
  const rows: Locality[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const [postalCode, locality, canton, lat, lng] = line.split(",");
    if (!postalCode || !locality || !canton || !lat || !lng) throw new Error(`Bad postal code row: ${line}`);
    if (/ \d+$/.test(locality) || locality.includes("(")) continue;
    rows.push({
      postalCode,
      locality,
      place: placeName(locality),
      canton,
      country: canton === "LI" ? "LI" : "CH",
      lat: Number(lat),
      lng: Number(lng),
      language: languageOf(canton, postalCode),
    });
  }
  cache = rows;
  return rows;
}

/** Picks localities: a canton by population, then a town of it (weighted by size) or any locality of it. */
export class LocalityPicker {
  private readonly byCanton = new Map<string, Locality[]>();

  constructor(
    localities: readonly Locality[],
    private readonly random: Random,
  ) {
    for (const l of localities) {
      const list = this.byCanton.get(l.canton) ?? [];
      list.push(l);
      this.byCanton.set(l.canton, list);
    }
  }

  canton(): string {
    return this.random.weighted(CANTON_WEIGHTS);
  }

  inCanton(canton: string, townShare = 0.6): Locality {
    const all = this.byCanton.get(canton);
    if (!all || all.length === 0) throw new Error(`No locality in canton ${canton}`);
    const towns = TOWNS[canton] ?? {};
    const townRows = all.filter((l) => towns[l.locality] !== undefined);
    if (townRows.length > 0 && this.random.chance(townShare)) {
      return this.random.weightedItem(townRows, (l) => towns[l.locality] ?? 0);
    }
    return this.random.pick(all);
  }

  anywhere(townShare?: number): Locality {
    return this.inCanton(this.canton(), townShare);
  }

  /** A locality with this official name (e.g. "Zürich"), the first postal code of it. */
  named(locality: string, postalCode?: string): Locality {
    for (const list of this.byCanton.values()) {
      const hit = list.find((l) => l.locality === locality && (!postalCode || l.postalCode === postalCode));
      if (hit) return hit;
    }
    throw new Error(`Unknown locality ${locality} ${postalCode ?? ""}`);
  }
}

const STREETS: Record<Locality["language"], string[]> = {
  de: [
    "Bahnhofstrasse",
    "Hauptstrasse",
    "Dorfstrasse",
    "Industriestrasse",
    "Seestrasse",
    "Kirchgasse",
    "Poststrasse",
    "Schulstrasse",
    "Gewerbestrasse",
    "Bernstrasse",
    "Zürcherstrasse",
    "Lindenstrasse",
    "Feldstrasse",
    "Mühlestrasse",
    "Sonnenbergstrasse",
    "Werkstrasse",
    "Marktgasse",
    "Kreuzstrasse",
    "Gartenstrasse",
    "Birkenweg",
    "Sägestrasse",
    "Alte Landstrasse",
    "Neugasse",
    "Rosenweg",
    "Obere Bahnhofstrasse",
    "Untere Hauptgasse",
    "Allmendstrasse",
    "Riedstrasse",
    "Im Gewerbepark",
    "Oberdorfstrasse",
    "Bachstrasse",
    "Kanalstrasse",
    "Landstrasse",
    "Zollstrasse",
  ],
  fr: [
    "Rue de la Gare",
    "Avenue de la Gare",
    "Rue du Marché",
    "Route de Lausanne",
    "Chemin des Vignes",
    "Rue du Lac",
    "Rue Centrale",
    "Avenue de la Poste",
    "Route Cantonale",
    "Rue de l'Industrie",
    "Chemin du Moulin",
    "Rue des Artisans",
    "Avenue des Alpes",
    "Route de Berne",
    "Rue du Temple",
    "Place du Marché",
    "Rue de l'Église",
    "Chemin de la Forêt",
    "Route du Jura",
    "Rue du Collège",
    "Avenue du Léman",
    "Rue des Moulins",
    "Rue Neuve",
    "Chemin des Roches",
    "Rue de la Paix",
    "Route de Genève",
    "Rue du Stand",
    "Avenue de France",
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
    "Via Vedeggio",
    "Via Besso",
    "Via alla Chiesa",
    "Via Borghetto",
    "Via Luini",
    "Via dei Fiori",
    "Via Serafino Balestra",
    "Via Motta",
    "Via Lucchini",
    "Via Ginevra",
    "Via delle Scuole",
    "Via Campagna",
    "Via al Ponte",
    "Via Monte Ceneri",
  ],
};

export interface StreetAddress {
  street: string;
  houseNumber: string;
}

/** A plausible street and number for a locality, in its language. */
export function streetFor(locality: Locality, random: Random, fakers: Record<"de" | "fr", Faker>): StreetAddress {
  const lang = locality.language;
  let street: string;
  if (lang !== "it" && random.chance(0.3)) street = fakers[lang].location.street();
  else street = random.pick(STREETS[lang]);
  const number = random.int(1, random.chance(0.7) ? 60 : 180);
  const suffix = random.chance(0.1) ? random.pick(["a", "b", "c"]) : "";
  return { street, houseNumber: `${number}${suffix}` };
}
