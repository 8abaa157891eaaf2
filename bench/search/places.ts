/**
 * Where the benchmark's organisations are: real postal codes of CH and LI (the demo seed's
 * resources/ch-li-postal-codes.csv), a canton by population, then one of its large towns
 * (weighted by residents) or any of its localities. Like the seed's LocalityPicker, but with the
 * per-canton lists prepared once, since it runs 700,000 times; Ticino and Romandy weigh a little
 * more so the listings come out at ~65 % de, ~25 % fr, ~6 % it as in the research study.
 */
import { CANTON_WEIGHTS, type Locality } from "../../apps/server/src/db/seed/addresses";
import type { Random } from "../../apps/server/src/db/seed/random";

/** Towns with their residents in thousands (2023). */
const TOWNS: Record<string, Record<string, number>> = {
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

const BOOST: Record<string, number> = { TI: 1.45, VD: 1.08, GE: 1.08 };

interface CantonPlaces {
  all: Locality[];
  towns: Locality[];
  /** Cumulative town weights. */
  townCdf: number[];
}

export class PlacePicker {
  private readonly cantons = new Map<string, CantonPlaces>();
  private readonly cantonWeights: Record<string, number>;

  constructor(
    localities: readonly Locality[],
    private readonly random: Random,
  ) {
    for (const l of localities) {
      let c = this.cantons.get(l.canton);
      if (!c) this.cantons.set(l.canton, (c = { all: [], towns: [], townCdf: [] }));
      c.all.push(l);
      if (TOWNS[l.canton]?.[l.locality] !== undefined) c.towns.push(l);
    }
    // every postal code of a town carries the town's weight (as in the seed), so the cities with
    // many codes (Zürich 8001…8057, Genève, Basel) hold the job centres' share of the employers
    for (const c of this.cantons.values()) {
      let sum = 0;
      c.townCdf = c.towns.map((t) => (sum += TOWNS[t.canton]?.[t.locality] ?? 0));
    }
    this.cantonWeights = Object.fromEntries(Object.entries(CANTON_WEIGHTS).map(([k, w]) => [k, w * (BOOST[k] ?? 1)]));
  }

  canton(): string {
    return this.random.weighted(this.cantonWeights);
  }

  inCanton(canton: string, townShare = 0.6): Locality {
    const c = this.cantons.get(canton);
    if (!c || c.all.length === 0) throw new Error(`No locality in canton ${canton}`);
    if (c.towns.length > 0 && this.random.chance(townShare)) {
      const u = this.random.next() * (c.townCdf.at(-1) ?? 0);
      const i = c.townCdf.findIndex((x) => x > u);
      return c.towns[i < 0 ? c.towns.length - 1 : i]!;
    }
    return this.random.pick(c.all);
  }

  anywhere(townShare?: number): Locality {
    return this.inCanton(this.canton(), townShare);
  }
}
