/**
 * One generated request for an operation: who sends it, its path parameters, query string, headers
 * and body. About half of them are valid-ish (built from the route's schemas and the ids that
 * exist) so that they reach the services; the rest carry mutations and hostile values.
 */
import fc from "fast-check";
import type { Operation } from "./document";
import { kindOf, PERSONA_WEIGHTS, PERSONAS, type Persona, type Pools } from "./fixtures";
import {
  hostileString,
  hostileValue,
  mutate,
  mutation,
  validish,
  type JsonSchema,
  type NameHint,
} from "./schema-arbitrary";

export interface FuzzRequest {
  persona: Persona;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent: JSON text, other text, or bytes. */
  payload?: string | Buffer;
}

/** Percent-encodes UTF-8 (lone surrogates become U+FFFD, as a browser sends them). */
function encode(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

/** Existing ids, tokens and emails for fields that name them. */
export function hintFor(pools: Pools, path: string): NameHint {
  return (name: string, schema: JsonSchema) => {
    const text = schema.type === "string" || (schema.anyOf ?? []).some((s) => s.type === "string");
    if (text && /url|website/i.test(name)) return PLAIN_URLS;
    // an address is geocoded from the postal-code list: a code and its town
    if (text && /postal_code/i.test(name)) return fc.constantFrom("8005", "8001");
    if (text && /^city$/i.test(name)) return fc.constantFrom("Zürich", "Zurich");
    if (text && /location|place/i.test(name)) return PLACES;
    const kind = kindOf(name, path);
    if (!kind) return undefined;
    if (kind === "email")
      return fc.oneof(
        {
          weight: 2,
          arbitrary: fc.nat().map((i) => {
            const emails = pools.get("email");
            return emails[i % emails.length];
          }),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom("anna", "luca.rossi", "m-z"), fc.nat(999))
            .map(([n, i]) => `${n}${i}@example.ch`),
        },
      );
    const numeric =
      schema.type === "integer" || schema.type === "number" || (schema.anyOf ?? []).some((s) => s.type === "integer");
    const values = () => {
      const fitting = pools.get(kind).filter((v) => !numeric || typeof v === "number");
      return fitting.length > 0 || !numeric ? fitting : pools.allIds();
    };
    // nothing of that kind exists (yet): a value of the schema's own
    return fc.tuple(fc.nat(), validish(schema)).map(([i, own]) => {
      const pool = values();
      if (pool.length === 0) return own;
      // half the picks among the first (the fixtures: ids that belong together), half among all
      return pool[i % 2 === 0 ? (i >> 1) % Math.min(pool.length, 4) : (i >> 1) % pool.length];
    });
  };
}

const PLAIN_URLS = fc.constantFrom(
  "https://www.example.ch/jobs",
  "https://example.ch/de/stellen?id=12&lang=de",
  "http://example.com/",
);

/** Places the postal-code list knows, by name and by code. */
const PLACES = fc.constantFrom("Zürich", "8005", "Bern", "Genève", "Lugano", "Chur", "3011 Bern");

/** A value as text, for a path segment, a query value or a header. */
function asText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

function scalarText(schema: JsonSchema, hint: NameHint, name: string): fc.Arbitrary<string> {
  return validish(schema, hint, name).map(asText);
}

/** Path parameter values: an id that exists (of its kind or another), a number, or junk. */
function pathValue(op: Operation, param: { name: string; schema: JsonSchema }, hint: NameHint): fc.Arbitrary<string> {
  const existing = hint(param.name, param.schema) ?? fc.nat(50);
  return fc.oneof(
    { weight: 6, arbitrary: existing.map((v) => encode(asText(v))) },
    { weight: 1, arbitrary: scalarText(param.schema, hint, param.name).map(encode) },
    // an empty segment or a dot segment would name another route, not this one
    { weight: 2, arbitrary: hostileString.map((s) => encode(s.slice(0, 300)).replace(/^(\.{0,2})$/, "%20$1")) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("%ZZ", "%", "%2F", "%00", "%2E%2E", "0", "-1", "1.5", "1e3", "9".repeat(30)),
    },
  );
}

/** key=value pairs of the query string, arrays as repeated keys or one comma list. */
function queryPairs(op: Operation, hint: NameHint): fc.Arbitrary<[string, string][]> {
  const perParam = op.query.map((param) => {
    const values: fc.Arbitrary<[string, string][]> =
      param.schema.type === "array"
        ? fc.tuple(validish(param.schema, hint, param.name), fc.boolean()).map(([list, asComma]) => {
            const items = (list as unknown[]).map(asText);
            return asComma ? [[param.name, items.join(",")]] : items.map((v) => [param.name, v] as [string, string]);
          })
        : scalarText(param.schema, hint, param.name).map((v) => [[param.name, v]]);
    return fc.option(values, { freq: 2, nil: [] as [string, string][] });
  });
  const bbox = ["north", "east", "south", "west"];
  const coherent = op.query.filter((p) => bbox.includes(p.name)).length === bbox.length;
  // The map's bounds go together (all four, north above south): half the runs get Swiss ones or none.
  const bounds = fc.constantFrom<[string, string][] | undefined>(
    undefined,
    [],
    [
      ["north", "47.8"],
      ["east", "10.5"],
      ["south", "45.8"],
      ["west", "5.9"],
    ],
    [
      ["north", "47.4"],
      ["east", "8.6"],
      ["south", "47.3"],
      ["west", "8.4"],
    ],
  );
  return fc.tuple(fc.tuple(...perParam), bounds).map(([lists, fixed]) => {
    const pairs = lists.flat();
    if (!coherent || fixed === undefined) return pairs;
    return [...pairs.filter(([key]) => !bbox.includes(key)), ...fixed];
  });
}

type Pairs = [string, string][];
type Spoil = (pairs: Pairs) => Pairs;

const hostileQuery: fc.Arbitrary<Spoil> = fc.oneof<fc.Arbitrary<Spoil>[]>(
  // the same scalar key twice
  fc.tuple(fc.nat(), hostileString).map(([i, v]) => (pairs) => {
    const pair = pairs[i % Math.max(pairs.length, 1)];
    return pair
      ? [...pairs, [pair[0], v.slice(0, 2000)]]
      : [
          ["limit", "1"],
          ["limit", "2"],
        ];
  }),
  // a hostile value in place of one
  fc.tuple(fc.nat(), hostileValue).map(
    ([i, v]) =>
      (pairs) =>
        pairs.length ? pairs.map((p, j) => (j === i % pairs.length ? [p[0], asText(v).slice(0, 5000)] : p)) : pairs,
  ),
  // a key nobody declared, or bracket syntax
  fc
    .tuple(fc.constantFrom("unknown", "a[b]", "limit[]", "__proto__", "", "offset[$gt]"), hostileString)
    .map(([key, value]) => (pairs) => [...pairs, [key, value.slice(0, 2000)]]),
);

const JSON_TYPES = ["application/json", "application/json; charset=utf-8"];

const oddContentType = fc.constantFrom(
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  "application/pdf",
  "image/png",
  "application/octet-stream",
  "application/vnd.api+json",
);

const rawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "null",
    "[]",
    "\uFEFF{}",
    '{"a":1,"a":2}',
    "{'single':1}",
    "1e999",
    '"str"',
    "\u0000",
    "{}".repeat(10),
  ),
  // nesting deeper than any parser's recursion should follow
  fc.constantFrom(10_000, 100_000).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
  fc.constantFrom(10_000).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
    Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
    Buffer.alloc(1_200_000, 0x61),
  ),
);

/** Files the uploads take: the smallest PNG (1×1 pixel) and a minimal PDF. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const validUpload = fc.constantFrom(
  { payload: PNG, contentType: "image/png" },
  { payload: Buffer.from("%PDF-1.4\nhello\n%%EOF\n"), contentType: "application/pdf" },
);

/** Header values a client can send (HTTP forbids CR, LF and NUL in them). */
const headerText = hostileString.map((s) =>
  [...s.slice(0, 500)].map((c) => (/[\t\x20-\x7e]/.test(c) ? c : encode(c))).join(""),
);

/**
 * Rules across fields that a JSON schema cannot state, applied to valid-ish bodies so that more of
 * them reach the services: a workload range in order; a questionnaire's question with options only
 * when it is a choice (two at least), expected answers only for a knock-out choice, among its options.
 */
function followRules(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(followRules);
  if (!value || typeof value !== "object") return value;
  const v: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([k, x]) => [k, followRules(x)]));
  if (typeof v.workload_min === "number" && typeof v.workload_max === "number" && v.workload_min > v.workload_max)
    [v.workload_min, v.workload_max] = [v.workload_max, v.workload_min];
  if (v.type === "free_text") return { ...v, options: [], expected_answers: [], knock_out: false };
  if ((v.type === "single_select" || v.type === "multi_select") && Array.isArray(v.options)) {
    const options = [...new Set([...(v.options as unknown[]), "Ja", "Nein"])];
    const expected = v.knock_out === true ? [options[0]] : [];
    return { ...v, options, expected_answers: expected };
  }
  return v;
}

function bodyOf(op: Operation, hint: NameHint): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const json = (value: unknown) => ({ payload: value === undefined ? undefined : JSON.stringify(value) });
  if (op.body) {
    const valid = validish(op.body, hint).map(followRules);
    return fc.oneof(
      { weight: 5, arbitrary: valid.map(json) },
      { weight: 4, arbitrary: fc.tuple(valid, mutation).map(([v, m]) => json(mutate(v, m))) },
      { weight: 1, arbitrary: hostileValue.map(json) },
      { weight: 1, arbitrary: rawBody.map((payload) => ({ payload })) },
      {
        weight: 1,
        arbitrary: fc.tuple(valid, oddContentType).map(([v, contentType]) => ({ ...json(v), contentType })),
      },
    );
  }
  if (op.method === "GET" || op.method === "DELETE")
    return fc.oneof({ weight: 8, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: hostileValue.map(json) });
  // uploads take raw bytes; other calls without a body get one anyway now and then
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 2, arbitrary: validUpload },
    {
      weight: 3,
      arbitrary: fc.tuple(rawBody, oddContentType).map(([payload, contentType]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: hostileValue.map(json) },
  );
}

function headersOf(op: Operation, hint: NameHint): fc.Arbitrary<Record<string, string>> {
  const organization = fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) }, // the persona's own (or last used) organisation
    { weight: 2, arbitrary: hint("X-Organization", { type: "string" })!.map(asText) },
    { weight: 1, arbitrary: headerText },
  );
  const acceptLanguage = fc.oneof(fc.constantFrom(undefined, "de", "en", "fr-CH, de;q=0.5", "*", "xx"), headerText);
  const extra = fc.option(
    fc.tuple(
      fc.constantFrom(
        "x-file-name",
        "x-verification-token",
        "x-request-id",
        "if-none-match",
        "x-forwarded-for",
        "range",
      ),
      headerText,
    ),
    // fc.option's freq is the odds of nil (1 in freq)
    { freq: 2 },
  );
  return fc
    .record({ organization, acceptLanguage, extra })
    .map(({ organization: org, acceptLanguage: lang, extra: e }) => {
      const headers: Record<string, string> = {};
      if (org !== undefined && op.headers.some((h) => h.name === "X-Organization")) headers["x-organization"] = org;
      if (lang !== undefined) headers["accept-language"] = lang;
      if (e) headers[e[0]] = e[1];
      return headers;
    });
}

/** Requests for one operation; `personaHeaders` gives the session headers of each persona at run time. */
export function requestsFor(
  op: Operation,
  pools: Pools,
  personaHeaders: () => Record<Persona, Record<string, string>>,
): fc.Arbitrary<FuzzRequest> {
  const hint = hintFor(pools, op.path);
  const params = fc.tuple(...op.pathParams.map((p) => pathValue(op, p, hint)));
  const query = fc
    .tuple(
      queryPairs(op, hint),
      fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileQuery }),
    )
    .map(([pairs, spoil]) => (spoil ? spoil(pairs) : pairs));
  return fc
    .record({
      persona: fc.oneof(...PERSONAS.map((p) => ({ weight: PERSONA_WEIGHTS[p], arbitrary: fc.constant(p) }))),
      params,
      query,
      headers: headersOf(op, hint),
      body: bodyOf(op, hint),
      alignId: fc.boolean(),
    })
    .map(({ persona, params: values, query: pairs, headers, body, alignId }) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => values[i++] ?? "1");
      // A body's id must repeat the path's (PUT /capi/org/jobs/{job_id} {id, …}): half the runs agree.
      const last = Number(values[values.length - 1]);
      if (alignId && Number.isSafeInteger(last) && typeof body.payload === "string" && body.payload.startsWith('{"')) {
        const parsed = JSON.parse(body.payload) as Record<string, unknown>;
        if (typeof parsed.id === "number") body = { ...body, payload: JSON.stringify({ ...parsed, id: last }) };
      }
      const search = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
      const all: Record<string, string> = { ...personaHeaders()[persona], ...headers };
      if (body.payload !== undefined) all["content-type"] = body.contentType ?? JSON_TYPES[0]!;
      return {
        persona,
        method: op.method,
        url: search ? `${path}?${search}` : path,
        headers: all,
        payload: body.payload,
      };
    });
}
