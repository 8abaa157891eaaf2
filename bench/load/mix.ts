/**
 * The load test's mix (issue 12 §2): 80 % search and map, 15 % company and listing pages, 5 %
 * sign-in + application, as shares of requests. Inside the 80 %, the search benchmark's URL mixes
 * (bench/search/scenarios.ts) in the proportions of a search page that lists and maps at once.
 */
import { randomUUID } from "node:crypto";
import { buildMixes } from "../search/scenarios";
import type { DatasetSpec } from "../search/generate";
import type { LoadData } from "./data";

/** The calls measured one by one. */
export type Call =
  "search" | "third" | "radius" | "map12" | "map8" | "company" | "listing" | "signin-page" | "check-token" | "apply";

/** A kind of virtual client: one autocannon request sequence, repeated. */
export type LaneKind = "search" | "third" | "radius" | "map12" | "map8" | "company" | "listing" | "signin";

export interface KindDef {
  kind: LaneKind;
  /** Share of all requests. */
  weight: number;
  group: "search and map" | "company and listing pages" | "sign-in + application";
  label: string;
}

export const KINDS: KindDef[] = [
  { kind: "search", weight: 0.3, group: "search and map", label: "keyword + viewport (country or city, ¼ filtered)" },
  { kind: "third", weight: 0.05, group: "search and map", label: "keyword in ~⅓ of listings + viewport" },
  { kind: "radius", weight: 0.1, group: "search and map", label: "location + radius (± keyword)" },
  { kind: "map12", weight: 0.2, group: "search and map", label: "map, city (zoom 12)" },
  { kind: "map8", weight: 0.15, group: "search and map", label: "map, country (zoom 8)" },
  { kind: "company", weight: 0.075, group: "company and listing pages", label: "company page" },
  { kind: "listing", weight: 0.075, group: "company and listing pages", label: "listing page" },
  {
    kind: "signin",
    weight: 0.05,
    group: "sign-in + application",
    label: "sign-in page → POST /capi/check-token → POST /capi/user/applications",
  },
];

export const CALL_LABELS: Record<Call, string> = {
  search: "GET /capi/search/employers, keyword + viewport",
  third: "GET /capi/search/employers, keyword in ~⅓ of listings",
  radius: "GET /capi/search/employers, location + radius",
  map12: "GET /capi/search/map, city (zoom 12)",
  map8: "GET /capi/search/map, country (zoom 8)",
  company: "GET /capi/companies/{id}",
  listing: "GET /capi/listings/{id}",
  "signin-page": "GET /{lang}/account/login-token/{token} (HTML, CSRF cookie)",
  "check-token": "POST /capi/check-token (sign-in)",
  apply: "POST /capi/user/applications",
};

/** Connections (each one request a second) per kind for a total rate: largest remainders, at least one each. */
export function apportion(rate: number): Map<LaneKind, number> {
  const exact = KINDS.map((k) => ({ kind: k.kind, value: rate * k.weight }));
  const out = new Map(exact.map((e) => [e.kind, Math.floor(e.value)]));
  let left = Math.round(rate) - [...out.values()].reduce((a, b) => a + b, 0);
  for (const e of [...exact].sort((a, b) => (b.value % 1) - (a.value % 1))) {
    if (left <= 0) break;
    out.set(e.kind, out.get(e.kind)! + 1);
    left--;
  }
  for (const [kind, n] of out) if (n < 1) out.set(kind, 1);
  return out;
}

/** What the virtual clients send: URL lists per GET kind, and the sign-in tokens and listings. */
export class Sources {
  readonly urls: Record<Exclude<LaneKind, "signin">, string[]>;
  private nextToken = 0;
  private nextIp = 0;
  private readonly cursors = new Map<string, number>();

  constructor(
    spec: DatasetSpec,
    counts: { organizations: number; listings: number },
    private readonly data: LoadData,
  ) {
    const m = buildMixes(spec, counts);
    this.urls = {
      search: m.search,
      third: m.third,
      radius: m.radius,
      map12: m.map12,
      map8: m.map8,
      company: m.company,
      listing: m.listing,
    };
  }

  /** The next URL of a kind (each kind walks its list round robin, as the search benchmark does). */
  url(kind: Exclude<LaneKind, "signin">): string {
    const list = this.urls[kind];
    const i = this.cursors.get(kind) ?? 0;
    this.cursors.set(kind, i + 1);
    return list[i % list.length]!;
  }

  /** Fresh tokens for the next phase (mintTokens removed the unspent ones of the last). */
  useTokens(tokens: string[]) {
    this.data.tokens = tokens;
    this.nextToken = 0;
  }

  /** An unspent sign-in token; undefined when all are spent (the run mints more than it needs). */
  token(): string | undefined {
    return this.data.tokens[this.nextToken++];
  }

  get tokensUsed(): number {
    return Math.min(this.nextToken, this.data.tokens.length);
  }

  /**
   * A client address of its own for each sign-in (10.0.0.0/8, sent as X-Forwarded-For, which the
   * cluster's nginx passes on and TRUST_PROXY=127.0.0.1 lets the app believe): the sign-in limit
   * (RATE_LIMIT_AUTH, per minute and IP) then counts each visitor, as it would for real visitors.
   */
  ip(): string {
    const n = ++this.nextIp % 16_000_000;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  listing(): { id: number; companyId: number } {
    return this.data.listings[Math.floor(Math.random() * this.data.listings.length)]!;
  }

  applicationBody(): string {
    const l = this.listing();
    return JSON.stringify({
      company_id: l.companyId,
      listing_id: l.id,
      first_name: "Load",
      last_name: "Seeker",
      phone: null,
      my_story: "Ich arbeite gern im Team und suche eine neue Herausforderung in der Region.",
      what_i_bring: "Erfahrung, Zuverlässigkeit, Deutsch und Englisch.",
      what_i_want: "Eine Stelle mit Verantwortung.",
      answers: [],
      attachment_ids: [],
      idempotency_key: randomUUID(),
      language: "de",
    });
  }
}
