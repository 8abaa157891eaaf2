/**
 * Route search params, parsed leniently (spec §5): a value that does not fit becomes undefined,
 * so a hand-edited or outdated URL never stops a page. TanStack Router hands these schemas
 * JSON-decoded values (numbers, booleans, arrays) or raw strings. The fields of each route are
 * the table of core/route-search-fields.ts, which the zod-free validators are built from too.
 */
import { z } from "zod";
import {
  ROUTE_SEARCH_FIELDS,
  type RouteSearchField,
  type RouteSearchFields,
  type RouteSearchItem,
} from "./core/route-search-fields";

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

export const lenientNumber = () => lenient(z.preprocess(emptyToUndefined, z.coerce.number().refine(Number.isFinite)));
/**
 * An id in a page's URL: any number text zod's coercion reads as a positive safe integer. Kept as
 * it is (ADR 077): route-search.ts reads it the same way without zod, and a URL keeps what it kept.
 */
const ZUrlId = z.coerce.number().int().positive();

export const lenientId = () => lenient(z.preprocess(emptyToUndefined, ZUrlId));
export const lenientString = (max = 500) => lenient(z.string().trim().min(1).max(max));

export const lenientBoolean = () =>
  lenient(
    z.preprocess((v) => {
      if (v === true || v === "true" || v === "1" || v === 1 || v === "") return true;
      if (v === false || v === "false" || v === "0" || v === 0) return false;
      return v;
    }, z.boolean()),
  );

/** `b` and `iframe`: present (even empty) means 1. */
export const lenientFlag = () =>
  lenient(z.preprocess((v) => (v === "" || v === true || v === "1" || v === 1 ? 1 : v), z.literal(1)));

/** A list given as an array or as a comma-separated string; any invalid element voids the whole list. */
export function lenientList<T extends z.ZodType>(item: T) {
  return lenient(
    z.preprocess((v) => {
      if (typeof v === "string") return v === "" ? undefined : v.split(",");
      if (typeof v === "number") return [v];
      return v;
    }, z.array(item).min(1)),
  );
}
/**
 * A relative, same-origin path: starts with one `/`, no `//`, no backslash and no control
 * characters anywhere (browsers drop tabs and newlines, so `/\t/evil.example` would leave the site).
 */
export const ZRelativePath = z
  .string()
  .max(2000)
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  .regex(/^\/(?![/\\])[^\\\x00-\x1f\x7f]*$/);

type Lenient<T extends z.ZodType> = z.ZodCatch<z.ZodOptional<T>>;
const lenientInt = (min: number, max: number) => lenient(z.coerce.number().int().min(min).max(max));
const lenientText = (max: number) => lenient(z.string().max(max));
const lenientNullableId = () => lenient(z.union([z.null(), ZUrlId]));

type ZodEnumOf<V extends readonly string[]> = z.ZodEnum<{ [K in V[number]]: K }>;
type ZodFieldOfKind = {
  number: ReturnType<typeof lenientNumber>;
  id: ReturnType<typeof lenientId>;
  int: ReturnType<typeof lenientInt>;
  words: ReturnType<typeof lenientString>;
  raw: ReturnType<typeof lenientText>;
  boolean: ReturnType<typeof lenientBoolean>;
  flag: ReturnType<typeof lenientFlag>;
  path: Lenient<typeof ZRelativePath>;
  nullableId: ReturnType<typeof lenientNullableId>;
  urlId: Lenient<typeof ZUrlId>;
};
type ZodField<F extends RouteSearchField> = F extends { kind: "oneOf"; values: infer V extends readonly string[] }
  ? Lenient<ZodEnumOf<V>>
  : F extends { kind: "list"; item: { kind: "oneOf"; values: infer V extends readonly string[] } }
    ? ReturnType<typeof lenientList<ZodEnumOf<V>>>
    : F extends { kind: "list" }
      ? ReturnType<typeof lenientList<typeof ZUrlId>>
      : F["kind"] extends keyof ZodFieldOfKind
        ? ZodFieldOfKind[F["kind"]]
        : never;
/** The zod schema of a route search of the table (core/route-search-fields.ts). */
export type ZodRouteSearch<T extends RouteSearchFields> = z.ZodObject<{ -readonly [K in keyof T]: ZodField<T[K]> }>;

function zodItem(item: RouteSearchItem): z.ZodType {
  return item.kind === "oneOf" ? z.enum(item.values as [string, ...string[]]) : ZUrlId;
}

function zodField(field: RouteSearchField): z.ZodType {
  switch (field.kind) {
    case "number":
      return lenientNumber();
    case "id":
      return lenientId();
    case "int":
      return lenientInt(field.min, field.max);
    case "words":
      return lenientString(field.max);
    case "raw":
      return lenientText(field.max);
    case "boolean":
      return lenientBoolean();
    case "flag":
      return lenientFlag();
    case "path":
      return lenient(ZRelativePath);
    case "nullableId":
      return lenientNullableId();
    case "list":
      return lenientList(zodItem(field.item));
    default:
      return lenient(zodItem(field));
  }
}

/** A route search of the table as a zod object of lenient fields. */
export function zodRouteSearch<const T extends RouteSearchFields>(fields: T): ZodRouteSearch<T> {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, zodField(field)]));
  return z.object(shape) as unknown as ZodRouteSearch<T>;
}

const FIELDS = ROUTE_SEARCH_FIELDS;
export const loginSearch = zodRouteSearch(FIELDS.loginSearch);
export const signupSearch = zodRouteSearch(FIELDS.signupSearch);
export const signupCompanySearch = zodRouteSearch(FIELDS.signupCompanySearch);
export const searchSearch = zodRouteSearch(FIELDS.searchSearch);
export const companySearch = zodRouteSearch(FIELDS.companySearch);
export const companyApplySearch = zodRouteSearch(FIELDS.companyApplySearch);
export const companyJobSearch = zodRouteSearch(FIELDS.companyJobSearch);
export const userApplicationsSearch = zodRouteSearch(FIELDS.userApplicationsSearch);
export const unsubscribeSearch = z.object({ email: lenient(z.email()) });
export const orgApplicationsSearch = zodRouteSearch(FIELDS.orgApplicationsSearch);
export const orgJobsSearch = zodRouteSearch(FIELDS.orgJobsSearch);
export const orgListingsSearch = zodRouteSearch(FIELDS.orgListingsSearch);
export const orgQuestionnairesSearch = zodRouteSearch(FIELDS.orgQuestionnairesSearch);
export const listingCreateSearch = zodRouteSearch(FIELDS.listingCreateSearch);
export const contactSearch = zodRouteSearch(FIELDS.contactSearch);
export const contactPurchaseSearch = zodRouteSearch(FIELDS.contactPurchaseSearch);

export type TSearchSearch = z.infer<typeof searchSearch>;
