/**
 * Places of CH and LI from resources/ch-li-postal-codes.csv (swisstopo): suggestions for the
 * location field and the point a search's `location` stands for. A place is a postal code
 * ("8001", "8001 Zürich") or a locality ("Zürich"; its postal codes' area), found accent- and
 * case-insensitively and by its other-language names (Genf → Genève).
 */
import { readFileSync } from "node:fs";
import type { TLocationSuggestion } from "@jobatlas/contract";
import { foldText } from "./text";

const POSTAL_CODES_FILE = new URL("../../../../../resources/ch-li-postal-codes.csv", import.meta.url);

/** Names of the larger places in the other national languages and English, folded. */
const PLACE_ALIASES: Record<string, string> = {
  genf: "geneve",
  geneva: "geneve",
  ginevra: "geneve",
  bale: "basel",
  basilea: "basel",
  berne: "bern",
  berna: "bern",
  lucerne: "luzern",
  lucerna: "luzern",
  zurigo: "zurich",
  neuenburg: "neuchatel",
  freiburg: "fribourg",
  friburgo: "fribourg",
  sitten: "sion",
  soleure: "solothurn",
  bienne: "biel/bienne",
  biel: "biel/bienne",
  coire: "chur",
  coira: "chur",
  "san gallo": "st. gallen",
  "saint-gall": "st. gallen",
  "st gallen": "st. gallen",
};

interface PostalCode {
  postalCode: string;
  locality: string;
  canton: string;
  lat: number;
  lng: number;
}

interface Locality {
  name: string;
  folded: string;
  canton: string;
  codes: PostalCode[];
  lat: number;
  lng: number;
  bbox: [number, number, number, number];
}

export interface Places {
  suggest(query: string, limit: number): TLocationSuggestion[];
  /** The point of a postal code or locality, or undefined when the text names none. */
  resolve(location: string): { lat: number; lng: number; label: string } | undefined;
}

// A lone postal code's area: about ±2 km around its point.
const POINT_MARGIN_DEGREES = 0.02;

function country(canton: string): "CH" | "LI" {
  return canton === "LI" ? "LI" : "CH";
}

/** "Lausanne 25" (a delivery district) belongs to Lausanne. */
function baseLocality(locality: string): string {
  return locality.replace(/\s+\d+$/, "");
}

function withAlias(folded: string): string {
  return PLACE_ALIASES[folded] ?? folded;
}

let loaded: Places | undefined;
/** The places of the shipped postal-code list, read once per process. */
export function places(): Places {
  return (loaded ??= loadPlaces());
}

export function loadPlaces(csv = readFileSync(POSTAL_CODES_FILE, "utf8")): Places {
  const postalCodes: PostalCode[] = [];
  for (const line of csv.split(/\r?\n/).slice(1)) {
    const [postalCode, locality, canton, lat, lng] = line.split(",");
    if (!postalCode || !locality || !canton || !lat || !lng) continue;
    postalCodes.push({ postalCode, locality, canton, lat: Number(lat), lng: Number(lng) });
  }
  const localitiesByKey = new Map<string, Locality>();
  for (const code of postalCodes) {
    const name = baseLocality(code.locality);
    const key = `${foldText(name)}|${code.canton}`;
    let locality = localitiesByKey.get(key);
    if (!locality) {
      locality = { name, folded: foldText(name), canton: code.canton, codes: [], lat: 0, lng: 0, bbox: [0, 0, 0, 0] };
      localitiesByKey.set(key, locality);
    }
    locality.codes.push(code);
  }
  const localities = [...localitiesByKey.values()];
  for (const locality of localities) {
    const lats = locality.codes.map((c) => c.lat);
    const lngs = locality.codes.map((c) => c.lng);
    locality.lat = lats.reduce((a, b) => a + b, 0) / lats.length;
    locality.lng = lngs.reduce((a, b) => a + b, 0) / lngs.length;
    locality.bbox = [
      Math.min(...lngs) - POINT_MARGIN_DEGREES,
      Math.min(...lats) - POINT_MARGIN_DEGREES,
      Math.max(...lngs) + POINT_MARGIN_DEGREES,
      Math.max(...lats) + POINT_MARGIN_DEGREES,
    ];
  }
  // Bigger places (more postal codes) first among equally good matches.
  localities.sort((a, b) => b.codes.length - a.codes.length || a.name.localeCompare(b.name, "de"));
  // resolve() runs for each query word that may name a place: one lookup, not a scan.
  const localityByFolded = new Map<string, Locality>();
  for (const locality of localities)
    if (!localityByFolded.has(locality.folded)) localityByFolded.set(locality.folded, locality);
  const codesByNumber = new Map<string, PostalCode[]>();
  for (const code of postalCodes)
    codesByNumber.set(code.postalCode, [...(codesByNumber.get(code.postalCode) ?? []), code]);

  const ofPostalCode = (code: PostalCode): TLocationSuggestion => ({
    label: `${code.postalCode} ${code.locality}`,
    postal_code: code.postalCode,
    city: code.locality,
    canton: code.canton,
    country: country(code.canton),
    lat: code.lat,
    lng: code.lng,
    bbox: [
      code.lng - POINT_MARGIN_DEGREES,
      code.lat - POINT_MARGIN_DEGREES,
      code.lng + POINT_MARGIN_DEGREES,
      code.lat + POINT_MARGIN_DEGREES,
    ],
  });
  const ofLocality = (locality: Locality): TLocationSuggestion => ({
    label: locality.name,
    postal_code: locality.codes.length === 1 ? (locality.codes[0]?.postalCode ?? null) : null,
    city: locality.name,
    canton: locality.canton,
    country: country(locality.canton),
    lat: locality.lat,
    lng: locality.lng,
    bbox: locality.bbox,
  });

  function matchingLocalities(foldedQuery: string): Locality[] {
    const wanted = withAlias(foldedQuery);
    const exact: Locality[] = [];
    const prefix: Locality[] = [];
    const wordPrefix: Locality[] = [];
    for (const locality of localities) {
      if (locality.folded === wanted) exact.push(locality);
      else if (locality.folded.startsWith(wanted)) prefix.push(locality);
      else if (locality.folded.split(/[\s/.-]+/).some((word) => word.startsWith(wanted))) wordPrefix.push(locality);
    }
    return [...exact, ...prefix, ...wordPrefix];
  }

  return {
    suggest(query, limit) {
      const trimmed = query.trim();
      const digits = /^(\d{1,4})\s*(.*)$/.exec(trimmed);
      if (digits) {
        const [, number = "", rest = ""] = digits;
        const foldedRest = foldText(rest);
        return postalCodes
          .filter((code) => code.postalCode.startsWith(number) && foldText(code.locality).startsWith(foldedRest))
          .slice(0, limit)
          .map(ofPostalCode);
      }
      const folded = foldText(trimmed);
      if (folded === "") return [];
      return matchingLocalities(folded).slice(0, limit).map(ofLocality);
    },
    resolve(location) {
      const trimmed = location.trim();
      const digits = /^(\d{4})\b\s*(.*)$/.exec(trimmed);
      if (digits) {
        const [, number = "", rest = ""] = digits;
        const codes = codesByNumber.get(number) ?? [];
        const code = codes.find((c) => foldText(c.locality).startsWith(foldText(rest))) ?? codes[0];
        return code ? { lat: code.lat, lng: code.lng, label: `${code.postalCode} ${code.locality}` } : undefined;
      }
      const wanted = withAlias(foldText(trimmed));
      const locality = localityByFolded.get(wanted);
      return locality ? { lat: locality.lat, lng: locality.lng, label: locality.name } : undefined;
    },
  };
}

const ALIASES_OF = new Map<string, string[]>();
for (const [alias, name] of Object.entries(PLACE_ALIASES))
  ALIASES_OF.set(name, [...(ALIASES_OF.get(name) ?? []), alias]);

/** A locality with its names in the other languages ("Genève" → "Genève genf geneva ginevra"), for the index. */
export function placeNames(city: string): string {
  const aliases = ALIASES_OF.get(foldText(baseLocality(city)));
  return aliases ? `${city} ${aliases.join(" ")}` : city;
}

/** Canton names in de/fr/it/en, indexed so "Wallis", "Valais" and "Tessin" find their places. */
export const CANTON_NAMES: Record<string, string> = {
  ZH: "Zürich Zurich Zurigo",
  BE: "Bern Berne Berna",
  LU: "Luzern Lucerne Lucerna",
  UR: "Uri",
  SZ: "Schwyz Svitto",
  OW: "Obwalden Obwald Obvaldo",
  NW: "Nidwalden Nidwald Nidvaldo",
  GL: "Glarus Glaris Glarona",
  ZG: "Zug Zoug Zugo",
  FR: "Freiburg Fribourg Friburgo",
  SO: "Solothurn Soleure Soletta",
  BS: "Basel-Stadt Bâle-Ville Basilea Città",
  BL: "Basel-Landschaft Bâle-Campagne Basilea Campagna",
  SH: "Schaffhausen Schaffhouse Sciaffusa",
  AR: "Appenzell Ausserrhoden Rhodes-Extérieures",
  AI: "Appenzell Innerrhoden Rhodes-Intérieures",
  SG: "St. Gallen Saint-Gall San Gallo",
  GR: "Graubünden Grisons Grigioni",
  AG: "Aargau Argovie Argovia",
  TG: "Thurgau Thurgovie Turgovia",
  TI: "Tessin Ticino",
  VD: "Waadt Vaud",
  VS: "Wallis Valais Vallese",
  NE: "Neuenburg Neuchâtel",
  GE: "Genf Genève Ginevra Geneva",
  JU: "Jura Giura",
  LI: "Liechtenstein",
};
