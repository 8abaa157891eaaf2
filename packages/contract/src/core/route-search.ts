/**
 * The web app's route search params without zod (ADR 048). Every route's `validateSearch` is in the
 * web app's first script, so a zod schema there puts zod into every page's initial JavaScript
 * (~24 kB gzip). These validators parse exactly like the zod schemas they are named after — the
 * same lenient rules (spec §5: a value that does not fit becomes undefined) and the same output,
 * key for key — which `route-search.test.ts` checks against those schemas on a corpus of values.
 * Both are built from one table, ROUTE_SEARCH_FIELDS (route-search-fields.ts): a route's fields
 * are written once; the types come from the zod schemas (search-params.ts, the areas' modules).
 *
 * Each validator is a Standard Schema (what TanStack Router's `validateSearch` accepts), with the
 * zod schema's input and output types, so links and `Route.useSearch()` are typed as before.
 */
import type { z } from "zod";
import type { ZExperimentFilter } from "../experiments";
import {
  ROUTE_SEARCH_FIELDS,
  type RouteSearchField,
  type RouteSearchFields,
  type RouteSearchItem,
} from "./route-search-fields";
import type { myApplicationSearch } from "../applications/my-career";
import type { orgCompanySearch } from "../org-company";
import type * as zodSearch from "../search-params";
import type { subscriptionConfirmSearch, unsubscribePageSearch } from "../subscriptions";
import type { widgetSearch } from "../widgets";

/** What a value parser returns for a value that does not fit (zod would report an issue). */
const INVALID: unique symbol = Symbol("invalid");
type Parser<T> = (value: unknown) => T | typeof INVALID;

const string =
  (options: { trim?: boolean; min?: number; max: number }): Parser<string> =>
  (value) => {
    if (typeof value !== "string") return INVALID;
    const text = options.trim ? value.trim() : value;
    return text.length >= (options.min ?? 0) && text.length <= options.max ? text : INVALID;
  };

/** `z.coerce.number()` with `.int()` (a safe integer) and bounds when given. */
const coercedNumber =
  (options: { int?: boolean; min?: number; max?: number; positive?: boolean } = {}): Parser<number> =>
  (value) => {
    let n: unknown = value;
    try {
      n = Number(value);
    } catch {
      // a value Number() cannot convert (a symbol): not a number
    }
    if (typeof n !== "number" || !Number.isFinite(n)) return INVALID;
    if (options.int && !Number.isSafeInteger(n)) return INVALID;
    if (options.positive && !(n > 0)) return INVALID;
    if (options.min !== undefined && n < options.min) return INVALID;
    if (options.max !== undefined && n > options.max) return INVALID;
    return n;
  };

const oneOf =
  <const T extends readonly (string | number)[]>(values: T): Parser<T[number]> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T[number]) : INVALID;

/** `schema.optional().catch(undefined)`: undefined for a missing or unfitting value. */
const lenient =
  <T>(parse: Parser<T>) =>
  (value: unknown): T | undefined => {
    if (value === undefined) return undefined;
    const parsed = parse(value);
    return parsed === INVALID ? undefined : parsed;
  };

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const lenientBoolean = () =>
  lenient<boolean>((v) => {
    if (v === true || v === "true" || v === "1" || v === 1 || v === "") return true;
    if (v === false || v === "false" || v === "0" || v === 0) return false;
    return INVALID;
  });

/** `b` and `iframe`: present (even empty) means 1. */
const lenientFlag = () => lenient<1>((v) => (v === "" || v === true || v === "1" || v === 1 ? 1 : INVALID));

/** A list given as an array or as a comma-separated string; any invalid element voids the whole list. */
const lenientList = <T>(item: Parser<T>) =>
  lenient<T[]>((v) => {
    const list = typeof v === "string" ? (v === "" ? undefined : v.split(",")) : typeof v === "number" ? [v] : v;
    if (!Array.isArray(list) || list.length < 1) return INVALID;
    const out: T[] = [];
    for (const element of list) {
      const parsed = item(element);
      if (parsed === INVALID) return INVALID;
      out.push(parsed);
    }
    return out;
  });

/** ZRelativePath: one leading `/`, no `//`, no backslash and no control characters, at most 2000. */
const RELATIVE_PATH = /^\/(?![/\\])[^\\\x00-\x1f\x7f]*$/; // eslint-disable-line no-control-regex -- control characters are what it refuses
const relativePath: Parser<string> = (value) =>
  typeof value === "string" && value.length <= 2000 && RELATIVE_PATH.test(value) ? value : INVALID;

/** Whether `value` is a relative, same-origin path as the contract's ZRelativePath accepts it. */
export function isRelativePath(value: unknown): value is string {
  return relativePath(value) !== INVALID;
}

/** A route's search params as a Standard Schema with the zod schema's types. */
export type RouteSearch<S extends z.ZodType> = {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "jobatlas";
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value: z.output<S>; readonly issues?: undefined }
      | { readonly issues: readonly { message: string }[] };
    readonly types?: { readonly input: z.input<S>; readonly output: z.output<S> };
  };
  /** The parsed params (throws for a value that is not an object, as zod's `.parse` does). */
  readonly parse: (value: unknown) => z.output<S>;
};

/**
 * `z.object(shape)` of lenient fields: unknown keys are dropped, a missing key stays missing, a key
 * that is present keeps its place even when its value becomes undefined (as zod's object does).
 */
function searchObject<S extends z.ZodType>(fields: Record<string, (value: unknown) => unknown>): RouteSearch<S> {
  const entries = Object.entries(fields);
  const validate: RouteSearch<S>["~standard"]["validate"] = (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return { issues: [{ message: "Invalid input: expected object" }] };
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, parse] of entries) if (key in input) out[key] = parse(input[key]);
    return { value: out as z.output<S> };
  };
  return {
    "~standard": { version: 1, vendor: "jobatlas", validate },
    parse: (value) => {
      const result = validate(value);
      if (result.issues) throw new TypeError(result.issues[0]!.message);
      return result.value;
    },
  };
}

const positiveInt = coercedNumber({ int: true, positive: true });

const plainItem = (item: RouteSearchItem): Parser<unknown> =>
  item.kind === "oneOf" ? oneOf(item.values) : positiveInt;

/** The reader of each kind of field of the table (core/route-search-fields.ts). */
const PLAIN_FIELDS: {
  [K in RouteSearchField["kind"]]: (field: Extract<RouteSearchField, { kind: K }>) => (value: unknown) => unknown;
} = {
  number: () => lenient((v) => coercedNumber()(emptyToUndefined(v))),
  id: () => lenient((v) => positiveInt(emptyToUndefined(v))),
  int: ({ min, max }) => lenient(coercedNumber({ int: true, min, max })),
  words: ({ max }) => lenient(string({ trim: true, min: 1, max })),
  raw: ({ max }) => lenient(string({ max })),
  boolean: lenientBoolean,
  flag: lenientFlag,
  path: () => lenient(relativePath),
  nullableId: () => lenient((v) => (v === null ? null : positiveInt(v))),
  oneOf: (item) => lenient(plainItem(item)),
  urlId: (item) => lenient(plainItem(item)),
  list: ({ item }) => lenientList(plainItem(item)),
};

/** A route search of the table as a Standard Schema with the types of the zod schema `S`. */
function plainSearch<S extends z.ZodType>(fields: RouteSearchFields): RouteSearch<S> {
  return searchObject<S>(
    Object.fromEntries(
      Object.entries(fields).map(([key, field]) => [
        key,
        (PLAIN_FIELDS[field.kind] as (field: RouteSearchField) => (value: unknown) => unknown)(field),
      ]),
    ),
  );
}

const FIELDS = ROUTE_SEARCH_FIELDS;
export const loginSearchParams = plainSearch<typeof zodSearch.loginSearch>(FIELDS.loginSearch);
export const signupSearchParams = plainSearch<typeof zodSearch.signupSearch>(FIELDS.signupSearch);
export const signupCompanySearchParams = plainSearch<typeof zodSearch.signupCompanySearch>(FIELDS.signupCompanySearch);
export const searchSearchParams = plainSearch<typeof zodSearch.searchSearch>(FIELDS.searchSearch);
export const companySearchParams = plainSearch<typeof zodSearch.companySearch>(FIELDS.companySearch);
export const companyApplySearchParams = plainSearch<typeof zodSearch.companyApplySearch>(FIELDS.companyApplySearch);
export const companyJobSearchParams = plainSearch<typeof zodSearch.companyJobSearch>(FIELDS.companyJobSearch);
export const userApplicationsSearchParams = plainSearch<typeof zodSearch.userApplicationsSearch>(
  FIELDS.userApplicationsSearch,
);
export const orgApplicationsSearchParams = plainSearch<typeof zodSearch.orgApplicationsSearch>(
  FIELDS.orgApplicationsSearch,
);
export const orgJobsSearchParams = plainSearch<typeof zodSearch.orgJobsSearch>(FIELDS.orgJobsSearch);
export const orgListingsSearchParams = plainSearch<typeof zodSearch.orgListingsSearch>(FIELDS.orgListingsSearch);
export const orgQuestionnairesSearchParams = plainSearch<typeof zodSearch.orgQuestionnairesSearch>(
  FIELDS.orgQuestionnairesSearch,
);
export const listingCreateSearchParams = plainSearch<typeof zodSearch.listingCreateSearch>(FIELDS.listingCreateSearch);
export const contactSearchParams = plainSearch<typeof zodSearch.contactSearch>(FIELDS.contactSearch);
export const contactPurchaseSearchParams = plainSearch<typeof zodSearch.contactPurchaseSearch>(
  FIELDS.contactPurchaseSearch,
);

// The route schemas of the areas' modules.
export const myApplicationSearchParams = plainSearch<typeof myApplicationSearch>(FIELDS.myApplicationSearch);
export const orgCompanySearchParams = plainSearch<typeof orgCompanySearch>(FIELDS.orgCompanySearch);
export const unsubscribePageSearchParams = plainSearch<typeof unsubscribePageSearch>(FIELDS.unsubscribePageSearch);
export const subscriptionConfirmSearchParams = plainSearch<typeof subscriptionConfirmSearch>(
  FIELDS.subscriptionConfirmSearch,
);
export const widgetSearchParams = plainSearch<typeof widgetSearch>(FIELDS.widgetSearch);

/**
 * The zod schemas of the route searches that are written in the web app's route files
 * (experiments, ztdi result, the watchlist's like-after-login), for route-search.test.ts.
 */
export type ExperimentsSearch = z.ZodObject<{ filter: z.ZodCatch<z.ZodOptional<typeof ZExperimentFilter>> }>;
export const experimentsSearchParams = plainSearch<ExperimentsSearch>(FIELDS.experimentsSearch);
export type ZtdiResultSearch = z.ZodObject<{ mailed: ReturnType<typeof zodSearch.lenientBoolean> }>;
export const ztdiResultSearchParams = plainSearch<ZtdiResultSearch>(FIELDS.ztdiResultSearch);
export type LikesPageSearch = z.ZodObject<{
  like: ReturnType<typeof zodSearch.lenientId>;
  back: z.ZodCatch<z.ZodOptional<typeof zodSearch.ZRelativePath>>;
}>;
export const likesPageSearchParams = plainSearch<LikesPageSearch>(FIELDS.likesPageSearch);
