/**
 * JSON schema (as the OpenAPI document states a route's body, query and params) → fast-check
 * arbitraries: `validish` values that mostly pass the contract's validation, so that requests reach
 * the services, and `hostile` values for everything a client could send instead.
 */
import fc from "fast-check";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Values a field of this name should often take (ids and emails that exist), beside its schema's. */
export type NameHint = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

/** Longest generated ordinary string: enough for boundaries, short enough to keep runs fast. */
const SHORT = 40;

const ISO_DAYS = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2040, 0, 1) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000));

/** Text as people type it, in the four languages, with umlauts, accents and emoji. */
const WORDS = [
  "Bäcker",
  "Zürich",
  "Genève",
  "Informatiker EFZ",
  "Pflegefachfrau HF",
  "Lugano",
  "Software",
  "cuisinier",
  "🧑‍🍳",
  "Müller & Co.",
  "Teilzeit 60%",
  "Logistik",
];

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 2000;
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "date") return ISO_DAYS.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "date-time") return ISO_DAYS.map((d) => d.toISOString());
  if (schema.format === "uri") return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern), { size: "small" })
        .filter((s) => s.length >= min && s.length <= max);
    } catch {
      // a pattern fast-check cannot read: plain strings below
    }
  }
  const toLength = (s: string) => (s.length < min ? s.padEnd(min, "x") : s.slice(0, max));
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((w) => toLength(w.join(" "))),
    },
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, SHORT)) }) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: "grapheme", minLength: min, maxLength: Math.max(min, Math.min(max, SHORT)) }),
    },
    // exactly at the limits
    { weight: 1, arbitrary: fc.constantFrom(toLength("ä".repeat(max)), toLength("a".repeat(min))) },
  );
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest = integer ? Number.MIN_SAFE_INTEGER : -1e15;
  const highest = integer ? Number.MAX_SAFE_INTEGER : 1e15;
  let min = schema.minimum ?? lowest;
  let max = schema.maximum ?? highest;
  if (schema.exclusiveMinimum !== undefined)
    min = integer ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum + 1e-6;
  if (schema.exclusiveMaximum !== undefined)
    max = integer ? schema.exclusiveMaximum - 1 : schema.exclusiveMaximum - 1e-6;
  if (integer) {
    min = Math.max(Math.ceil(min), lowest);
    max = Math.min(Math.floor(max), highest);
    // small values are the ids and counts that exist; the range's ends are the boundaries
    const small = fc.integer({ min: Math.max(min, -3), max: Math.max(Math.max(min, -3), Math.min(max, 50)) });
    return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A value that should pass the schema (or come close: name hints may pick an id of another kind). */
export function validish(schema: JsonSchema, hint?: NameHint, name = "", depth = 0): fc.Arbitrary<unknown> {
  // ids and emails are scalars: an array of them takes the hint per item
  const scalar = !["array", "object"].includes(typesOf(schema)[0] ?? "") && !schema.enum && schema.const === undefined;
  const hinted = scalar ? hint?.(name, schema) : undefined;
  const own = ownValidish(schema, hint, name, depth);
  return hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: own }) : own;
}

function ownValidish(
  schema: JsonSchema,
  hint: NameHint | undefined,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    // Branches beside a typed schema only add to it (an object with `oneOf` lists of required
    // keys): each branch is the schema with the branch's constraints on top.
    const { anyOf: _anyOf, oneOf: _oneOf, ...parent } = schema;
    const whole = (branch: JsonSchema): JsonSchema =>
      typesOf(parent).length === 0
        ? branch
        : { ...parent, ...branch, required: [...new Set([...(parent.required ?? []), ...(branch.required ?? [])])] };
    return fc.oneof(...branches.map((branch) => validish(whole(branch), hint, name, depth + 1)));
  }
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validish({ ...schema, type }, hint, name, depth + 1)));
  switch (types[0]) {
    case "string":
      return validString(schema);
    case "integer":
      return validNumber(schema, true);
    case "number":
      return validNumber(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 5));
      const items = schema.items ? validish(schema.items, hint, name, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(items, { minLength, maxLength });
    }
    case "object": {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = validish(property, hint, key, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings a hostile or careless client sends: sizes, scripts, invisible and invalid characters. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\uD800", // lone high surrogate
    "x\uDFFFy", // lone low surrogate
    "\u202Eevil.exe\u202C", // right-to-left override
    "שלום עולם", // Hebrew (RTL)
    "مرحبا بالعالم", // Arabic (RTL)
    "👩‍👩‍👧‍👦🇨🇭🏳️‍🌈",
    "e\u0301\u0301\u0301\u0301",
    "\u200B\u200D\uFEFF",
    "\t\r\n\u000b\u000c",
    "\u001b[31m",
    "%00%ZZ%",
    "../../etc/passwd",
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "${7*7}{{7*7}}",
    "__proto__",
    "constructor",
    "null",
    "-1",
    "1e309",
    "0x1F",
    "NaN",
    "Infinity",
    "9".repeat(400),
  ),
  fc.constantFrom(1_000, 10_000, 100_000, 600_000).map((n) => "ä".repeat(n)),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
);

/** Numbers at and past every boundary a column or a parser has. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    -0.5,
    1e-9,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    2 ** 63,
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nesting far deeper than any schema has, as arrays or objects. */
const deepNesting: fc.Arbitrary<unknown> = fc.tuple(fc.constantFrom(64, 500), fc.boolean()).map(([depth, asArrays]) => {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = asArrays ? [value] : { a: value };
  return value;
});

/** Any value where the schema wants something else: wrong types, sizes, structures. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, {}, [], [null], [[]], { "": "" }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(Array.from({ length: 10_000 }, (_, i) => i)) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.parse('{"__proto__":{"admin":true}}') as unknown,
      { constructor: { prototype: { admin: true } } },
      { toString: "x", valueOf: 1, hasOwnProperty: null },
    ),
  },
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

function replaceAt(value: unknown, path: Path, replacement: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replacement(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  if (value && typeof value === "object") {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    copy[String(head)] = replaceAt(copy[String(head)], rest, replacement);
    return copy;
  }
  return value;
}

export type Mutation =
  | { kind: "replace"; at: number; value: unknown }
  | { kind: "drop"; at: number }
  | { kind: "extraKey"; at: number; key: string; value: unknown }
  | { kind: "wrapInArray"; at: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("extraKey" as const),
      at: fc.nat(),
      key: fc.oneof(
        fc.constantFrom("id", "organization_id", "role", "__proto__", "is_admin"),
        fc.string({ maxLength: 10 }),
      ),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("wrapInArray" as const), at: fc.nat() }) },
);

/** Applies a mutation at one of the value's places (chosen by `at` among all of them, the whole value included). */
export function mutate(value: unknown, m: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[m.at % paths.length] ?? [];
  switch (m.kind) {
    case "replace":
      return replaceAt(value, path, () => m.value);
    case "wrapInArray":
      return replaceAt(value, path, (old) => [old]);
    case "extraKey":
      return replaceAt(value, path, (old) =>
        old && typeof old === "object" && !Array.isArray(old) ? { ...old, [m.key]: m.value } : old,
      );
    case "drop": {
      if (path.length === 0) return undefined;
      const parent = path.slice(0, -1);
      const last = path[path.length - 1];
      return replaceAt(value, parent, (old) => {
        if (Array.isArray(old)) return old.filter((_, i) => i !== last);
        if (old && typeof old === "object") {
          const { [String(last)]: _dropped, ...rest } = old as Record<string, unknown>;
          return rest;
        }
        return old;
      });
    }
  }
}
