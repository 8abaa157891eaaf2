/**
 * The request mixes of the search benchmark, deterministic for a seed (the method of the design study ADR 012 records): ~50 queries in seven classes, each asked at the
 * country viewport (zoom 8) or a city viewport (zoom 12) panned ±20 % and scaled 0.8–1.25, a
 * quarter of them with a filter; words that match about a third of all listings; location +
 * radius at real postal codes; company and listing pages.
 */
import { Random } from "../../apps/server/src/seed/random";
import type { DatasetSpec } from "./generate";
import { LongTail } from "./longtail";

export interface Viewport {
  north: number;
  east: number;
  south: number;
  west: number;
}

interface Center {
  name: string;
  lat: number;
  lng: number;
}

/** Switzerland and Liechtenstein at zoom 8 on a 1280×800 map (the whole country). */
const COUNTRY: Center = { name: "CH", lat: 46.8, lng: 8.23 };
const CITIES: Center[] = [
  { name: "Zürich", lat: 47.3769, lng: 8.5417 },
  { name: "Genève", lat: 46.2044, lng: 6.1432 },
  { name: "Basel", lat: 47.5596, lng: 7.5886 },
  { name: "Bern", lat: 46.948, lng: 7.4474 },
  { name: "Lausanne", lat: 46.5197, lng: 6.6323 },
  { name: "Lugano", lat: 46.0037, lng: 8.9511 },
  { name: "Luzern", lat: 47.0502, lng: 8.3093 },
];

/** Degrees a 1280×800 map spans at a zoom (Web Mercator, at the latitude of Switzerland). */
function span(zoom: number): { lng: number; lat: number } {
  const lng = (1280 / 256) * (360 / 2 ** zoom);
  return { lng, lat: (800 / 1280) * lng * Math.cos((46.8 * Math.PI) / 180) };
}

/** A viewport around a centre at a zoom, panned up to ±20 % and scaled 0.8–1.25. */
function viewport(center: Center, zoom: number, r: Random): Viewport {
  const s = span(zoom);
  const scale = 0.8 + r.next() * 0.45;
  const lat = center.lat + (r.next() * 0.4 - 0.2) * s.lat;
  const lng = center.lng + (r.next() * 0.4 - 0.2) * s.lng;
  const round = (x: number) => +x.toFixed(5);
  return {
    north: round(lat + (s.lat * scale) / 2),
    south: round(lat - (s.lat * scale) / 2),
    east: round(lng + (s.lng * scale) / 2),
    west: round(lng - (s.lng * scale) / 2),
  };
}

export type QueryClass = "rare" | "medium" | "frequent" | "prefix" | "multi" | "no accent" | "typo" | "none";

/** The query mix; the two invented words are the long tail's words of rank 2,000 and 40,000. */
export function queryMix(spec: DatasetSpec): { query: string; kind: QueryClass }[] {
  const tail = new LongTail(new Random(spec.seed), spec.longTail);
  const of = (kind: QueryClass, queries: string[]) => queries.map((query) => ({ query, kind }));
  return [
    ...of("rare", [
      "Orthoptistin",
      "Hebamme",
      "Mikromechaniker",
      "Kellermeister",
      "sage-femme",
      tail.words[Math.min(2000, tail.words.length - 1)]!,
      tail.words[Math.min(40_000, tail.words.length - 1)]!,
    ]),
    ...of("medium", [
      "Informatiker",
      "Buchhalter",
      "Koch",
      "Pflegefachfrau",
      "Elektroinstallateur",
      "Logistiker",
      "Uhrmacher",
      "infirmier",
    ]),
    ...of("frequent", ["Team", "Erfahrung", "Kunden", "Zürich", "Lausanne", "Homeoffice", "Verkauf"]),
    ...of("prefix", ["Inform", "Pfleg", "Softw", "Elektr", "Buchh", "kaufm", "Mecha", "ingé"]),
    ...of("multi", [
      "Software Engineer",
      "Koch Zürich",
      "Pflegefachfrau HF",
      "Data Engineer",
      "chef de partie",
      "Sachbearbeiter Buchhaltung",
      "Team Erfahrung Kunden",
      "infirmier Genève",
    ]),
    ...of("no accent", ["zurich", "ingenieur", "infirmiere", "geneve", "kochin", "developpeur", "educateur"]),
    ...of("typo", [
      "Informatikre",
      "Softwareentwikler",
      "Elektroinstalateur",
      "Zuerich",
      "Ingeniuer",
      "Buchalter",
      "Pflegefachfrua",
    ]),
  ];
}

/** Words in about a third of all listings (measured with `generate.ts --stats`). */
export const THIRD_WORDS = ["Homeoffice", "flexible", "Kunden", "Erfahrung", "Excel"];

const FILTERS: Record<string, string | number>[] = [
  { employment_types: "part_time" },
  { workload_min: 80 },
  { remote_types: "hybrid" },
  { languages: "fr" },
  { salary_min: 90_000 },
  { sectors: "J62" },
  { sectors: "Q86" },
];

/** Postal codes of the large towns (location + radius). */
const POSTAL_CODES = [
  "8001",
  "8004",
  "8050",
  "1201",
  "1003",
  "3011",
  "4051",
  "6900",
  "6003",
  "9000",
  "8400",
  "2502",
  "1700",
  "7000",
  "5000",
  "1950",
  "6500",
  "9490",
];

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value));
  return search.toString();
}

function shuffled<T>(items: T[], r: Random): T[] {
  return r.sample(items, items.length);
}

export interface Mixes {
  /** Keyword + viewport (country or city), a quarter filtered: /capi/search/employers. */
  search: string[];
  /** A keyword matching about a third of all listings, at the country and five city viewports. */
  third: string[];
  map8: string[];
  map12: string[];
  radius: string[];
  company: string[];
  listing: string[];
}

export function buildMixes(spec: DatasetSpec, counts: { organizations: number; listings: number }, seed = 2026): Mixes {
  const r = new Random(seed);
  const queries = queryMix(spec);
  const filter = () => (r.chance(0.25) ? r.pick(FILTERS) : {});

  const search: string[] = [];
  const map8: string[] = [];
  const map12: string[] = [];
  for (const { query } of queries) {
    for (let i = 0; i < 20; i++) {
      const country = r.chance(0.3);
      const vp = country ? viewport(COUNTRY, 8, r) : viewport(r.pick(CITIES), 12, r);
      search.push(`/capi/search/employers?${queryString({ query, ...vp, ...filter() })}`);
    }
    for (let i = 0; i < 10; i++) {
      map8.push(`/capi/search/map?${queryString({ query, ...viewport(COUNTRY, 8, r), zoom: 8, ...filter() })}`);
      map12.push(
        `/capi/search/map?${queryString({ query, ...viewport(r.pick(CITIES), 12, r), zoom: 12, ...filter() })}`,
      );
    }
  }
  // the map also opens without a keyword (all employers)
  for (let i = 0; i < 40; i++) {
    map8.push(`/capi/search/map?${queryString({ ...viewport(COUNTRY, 8, r), zoom: 8 })}`);
    map12.push(`/capi/search/map?${queryString({ ...viewport(r.pick(CITIES), 12, r), zoom: 12 })}`);
  }

  const third: string[] = [];
  for (const query of THIRD_WORDS)
    for (const center of [COUNTRY, ...CITIES.slice(0, 5)])
      for (let i = 0; i < 20; i++) {
        const vp = center === COUNTRY ? viewport(COUNTRY, 8, r) : viewport(center, 12, r);
        third.push(`/capi/search/employers?${queryString({ query, ...vp, ...filter() })}`);
      }

  const radius: string[] = [];
  const keywords = queries.filter((q) => q.kind === "medium" || q.kind === "frequent" || q.kind === "multi");
  for (let i = 0; i < 600; i++)
    radius.push(
      `/capi/search/employers?${queryString({
        query: r.chance(0.6) ? r.pick(keywords).query : undefined,
        location: r.pick(POSTAL_CODES),
        radius: r.pick([5, 10, 10, 25, 50]),
        ...filter(),
      })}`,
    );

  const company = Array.from({ length: 2000 }, () => `/capi/companies/${r.int(1, counts.organizations)}`);
  const listing = Array.from({ length: 2000 }, () => `/capi/listings/${r.int(1, counts.listings)}`);
  return {
    search: shuffled(search, r),
    third: shuffled(third, r),
    map8: shuffled(map8, r),
    map12: shuffled(map12, r),
    radius: shuffled(radius, r),
    company,
    listing,
  };
}
