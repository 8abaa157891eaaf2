/**
 * Where the benchmark's organisations are: real postal codes of CH and LI (the demo seed's
 * resources/ch-li-postal-codes.csv), a canton by population, then one of its large towns
 * (weighted by residents) or any of its localities. Like the seed's LocalityPicker, but with the
 * per-canton lists prepared once, since it runs 700,000 times; Ticino and Romandy weigh a little
 * more so the listings come out at ~65 % de, ~25 % fr, ~6 % it as in the research study.
 */
import { CANTON_WEIGHTS, TOWNS, type Locality } from "../../apps/server/src/seed/addresses";
import type { Random } from "../../apps/server/src/seed/random";

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
