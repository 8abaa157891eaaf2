/**
 * The web app's route search params without zod (ADR 048). Every route's `validateSearch` is in the
 * web app's first script, so a zod schema there puts zod into every page's initial JavaScript
 * (~24 kB gzip). These validators parse exactly like the zod schemas they are named after — the
 * same lenient rules (spec §5: a value that does not fit becomes undefined) and the same output,
 * key for key — which `route-search.test.ts` checks against those schemas on a corpus of values.
 * The zod schemas (search-params.ts and the areas' modules) stay the definition: the types come
 * from them, and a change there fails that test until it is made here too.
 *
 * Each validator is a Standard Schema (what TanStack Router's `validateSearch` accepts), with the
 * zod schema's input and output types, so links and `Route.useSearch()` are typed as before.
 */
import type { z } from "zod";
import type { ZExperimentFilter } from "../experiments";
import { SEARCH_SORTS, SEARCH_VIEWS } from "./constants";
import {
  APPLICATION_STATUS_GROUP_VALUES,
  APPLICATION_TYPE_VALUES,
  CONTENT_LANGUAGE_VALUES,
  EMPLOYMENT_TYPE_VALUES,
  EXPERIMENT_FILTER_VALUES,
  JOB_STATUS_VALUES,
  LISTING_STATUS_VALUES,
  ORG_COMPANY_TABS,
  PLAN_VALUES,
  PURCHASE_PLAN_VALUES,
  QUESTIONNAIRE_STATUS_VALUES,
  REGION_VALUES,
  REMOTE_TYPE_VALUES,
  WIDGET_THEMES,
} from "./enum-values";
import { INDUSTRY_DIVISIONS } from "../industries.data";
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

const INDUSTRY_CODE_SET = new Set<unknown>(INDUSTRY_DIVISIONS.map((division) => division.code));
type TIndustryCode = (typeof INDUSTRY_DIVISIONS)[number]["code"];
const industryCode: Parser<TIndustryCode> = (value) =>
  INDUSTRY_CODE_SET.has(value) ? (value as TIndustryCode) : INVALID;

/** `schema.optional().catch(undefined)`: undefined for a missing or unfitting value. */
const lenient =
  <T>(parse: Parser<T>) =>
  (value: unknown): T | undefined => {
    if (value === undefined) return undefined;
    const parsed = parse(value);
    return parsed === INVALID ? undefined : parsed;
  };

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const lenientNumber = () => lenient((v) => coercedNumber()(emptyToUndefined(v)));
const lenientId = () => lenient((v) => coercedNumber({ int: true, positive: true })(emptyToUndefined(v)));
const lenientString = (max = 500) => lenient(string({ trim: true, min: 1, max }));

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

const positiveInt = () => coercedNumber({ int: true, positive: true });

export const loginSearchParams = searchObject<typeof zodSearch.loginSearch>({
  next: lenient(relativePath),
  success: lenientBoolean(),
});
export const signupSearchParams = searchObject<typeof zodSearch.signupSearch>({ next: lenient(relativePath) });
export const signupCompanySearchParams = searchObject<typeof zodSearch.signupCompanySearch>({
  plan: lenient(oneOf(PLAN_VALUES)),
});

export const searchSearchParams = searchObject<typeof zodSearch.searchSearch>({
  north: lenientNumber(),
  east: lenientNumber(),
  south: lenientNumber(),
  west: lenientNumber(),
  location: lenientString(100),
  query: lenientString(200),
  sectors: lenientList(industryCode),
  liked: lenientBoolean(),
  seeker_profile: lenientBoolean(),
  welcome: lenientBoolean(),
  radius: lenient(coercedNumber({ int: true, min: 1, max: 200 })),
  employment_types: lenientList(oneOf(EMPLOYMENT_TYPE_VALUES)),
  remote_types: lenientList(oneOf(REMOTE_TYPE_VALUES)),
  workload_min: lenient(coercedNumber({ int: true, min: 0, max: 100 })),
  salary_min: lenient(coercedNumber({ int: true, min: 0, max: 10_000_000 })),
  languages: lenientList(oneOf(CONTENT_LANGUAGE_VALUES)),
  region: lenient(oneOf(REGION_VALUES)),
  view: lenient(oneOf(SEARCH_VIEWS)),
  sort: lenient(oneOf(SEARCH_SORTS)),
});

export const companySearchParams = searchObject<typeof zodSearch.companySearch>({
  b: lenientFlag(),
  expand: lenientList(oneOf(["listing", "job"] as const)),
});
export const companyApplySearchParams = searchObject<typeof zodSearch.companyApplySearch>({
  listing_id: lenientId(),
  job_id: lenientId(),
  invite_token: lenientString(200),
  success: lenientBoolean(),
});
export const companyJobSearchParams = searchObject<typeof zodSearch.companyJobSearch>({ iframe: lenientFlag() });

export const userApplicationsSearchParams = searchObject<typeof zodSearch.userApplicationsSearch>({
  status: lenient(oneOf(APPLICATION_STATUS_GROUP_VALUES)),
});

export const orgApplicationsSearchParams = searchObject<typeof zodSearch.orgApplicationsSearch>({
  query: lenientString(200),
  type: lenientList(oneOf(APPLICATION_TYPE_VALUES)),
  status: lenient(oneOf(APPLICATION_STATUS_GROUP_VALUES)),
  job_ids: lenientList(positiveInt()),
  listing_ids: lenientList(positiveInt()),
});
export const orgJobsSearchParams = searchObject<typeof zodSearch.orgJobsSearch>({
  query: lenientString(200),
  status: lenientList(oneOf(JOB_STATUS_VALUES)),
});
export const orgListingsSearchParams = searchObject<typeof zodSearch.orgListingsSearch>({
  questionnaire_id: lenientId(),
  job_ids: lenientList(positiveInt()),
  query: lenientString(200),
  status: lenientList(oneOf(LISTING_STATUS_VALUES)),
});
export const orgQuestionnairesSearchParams = searchObject<typeof zodSearch.orgQuestionnairesSearch>({
  query: lenientString(200),
  status: lenientList(oneOf(QUESTIONNAIRE_STATUS_VALUES)),
});

export const listingCreateSearchParams = searchObject<typeof zodSearch.listingCreateSearch>({
  success: lenientBoolean(),
  listing_id: lenientId(),
  job_id: lenientId(),
  invite_token: lenientString(200),
  copyId: lenientId(),
});

/** `registeredCompanyId` is nullable: `null` is kept, anything unparsable becomes undefined. */
export const contactSearchParams = searchObject<typeof zodSearch.contactSearch>({
  registeredCompanyId: lenient((v) => (v === null ? null : positiveInt()(v))),
});
export const contactPurchaseSearchParams = searchObject<typeof zodSearch.contactPurchaseSearch>({
  plan: lenient(oneOf(PURCHASE_PLAN_VALUES)),
});

// The route schemas of the areas' modules.
export const myApplicationSearchParams = searchObject<typeof myApplicationSearch>({
  token: lenient(string({ trim: true, min: 1, max: 200 })),
});
export const orgCompanySearchParams = searchObject<typeof orgCompanySearch>({
  tab: lenient(oneOf(ORG_COMPANY_TABS)),
});
export const unsubscribePageSearchParams = searchObject<typeof unsubscribePageSearch>({
  email: lenient(string({ max: 300 })),
  token: lenient(string({ max: 200 })),
});
export const subscriptionConfirmSearchParams = searchObject<typeof subscriptionConfirmSearch>({
  token: lenient(string({ max: 200 })),
});
export const widgetSearchParams = searchObject<typeof widgetSearch>({ theme: lenient(oneOf(WIDGET_THEMES)) });

/**
 * The zod schemas of the route searches that are written in the web app's route files
 * (experiments, ztdi result, the watchlist's like-after-login), for route-search.test.ts.
 */
export type ExperimentsSearch = z.ZodObject<{ filter: z.ZodCatch<z.ZodOptional<typeof ZExperimentFilter>> }>;
export const experimentsSearchParams = searchObject<ExperimentsSearch>({
  filter: lenient(oneOf(EXPERIMENT_FILTER_VALUES)),
});
export type ZtdiResultSearch = z.ZodObject<{ mailed: ReturnType<typeof zodSearch.lenientBoolean> }>;
export const ztdiResultSearchParams = searchObject<ZtdiResultSearch>({ mailed: lenientBoolean() });
export type LikesPageSearch = z.ZodObject<{
  like: ReturnType<typeof zodSearch.lenientId>;
  back: z.ZodCatch<z.ZodOptional<typeof zodSearch.ZRelativePath>>;
}>;
export const likesPageSearchParams = searchObject<LikesPageSearch>({
  like: lenientId(),
  back: lenient(relativePath),
});
