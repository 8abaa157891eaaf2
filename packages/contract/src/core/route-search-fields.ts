/**
 * The web app's route searches as one table (ADR 048, 084): each route's search params and the
 * lenient rule each field is read with (spec §5: a value that does not fit becomes undefined).
 * Both readers are built from it: the zod schemas (`zodRouteSearch` of search-params.ts, whose
 * types the routes take) and the zod-free validators of the first load (route-search.ts).
 * route-search.test.ts parses a corpus with both and expects the same output, key for key.
 */
import { INDUSTRY_CODES, SEARCH_SORTS, SEARCH_VIEWS } from "./constants";
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

/** An element of a list: one of the values, or an id as a URL writes it (a positive safe integer). */
export type RouteSearchItem =
  { readonly kind: "oneOf"; readonly values: readonly string[] } | { readonly kind: "urlId" };

/**
 * A field's rule. `number`: any finite number; `id`: a positive safe integer (empty is none);
 * `int`: a safe integer within bounds; `words`: trimmed, 1 to `max` characters; `raw`: as given, at
 * most `max`; `boolean`: true/false/1/0 (empty is true); `flag`: present (even empty) means 1;
 * `path`: a relative, same-origin path; `list`: an array or a comma-separated string, void when any
 * element does not fit; `nullableId`: a URL id, or null kept as null.
 */
export type RouteSearchField =
  | { readonly kind: "number" | "id" | "boolean" | "flag" | "path" | "nullableId" }
  | { readonly kind: "int"; readonly min: number; readonly max: number }
  | { readonly kind: "words" | "raw"; readonly max: number }
  | RouteSearchItem
  | { readonly kind: "list"; readonly item: RouteSearchItem };

export type RouteSearchFields = Readonly<Record<string, RouteSearchField>>;

const number = { kind: "number" } as const;
const id = { kind: "id" } as const;
const boolean = { kind: "boolean" } as const;
const flag = { kind: "flag" } as const;
const path = { kind: "path" } as const;
const urlId = { kind: "urlId" } as const;
const int = (min: number, max: number) => ({ kind: "int", min, max }) as const;
const words = (max: number) => ({ kind: "words", max }) as const;
const raw = (max: number) => ({ kind: "raw", max }) as const;
const oneOf = <const V extends readonly string[]>(values: V) => ({ kind: "oneOf", values }) as const;
const list = <const I extends RouteSearchItem>(item: I) => ({ kind: "list", item }) as const;

export const ROUTE_SEARCH_FIELDS = {
  loginSearch: { next: path, success: boolean },
  /** account/signup: where to go after the emailed link (kept through sign-up). */
  signupSearch: { next: path },
  /** account/signup/company: `plan` preselects a plan card (free, pro, enterprise). */
  signupCompanySearch: { plan: oneOf(PLAN_VALUES) },
  searchSearch: {
    north: number,
    east: number,
    south: number,
    west: number,
    location: words(100),
    query: words(200),
    sectors: list(oneOf(INDUSTRY_CODES)),
    liked: boolean,
    seeker_profile: boolean,
    welcome: boolean,
    // The search's other filters (GET /capi/search/employers), kept in the URL too so a search is a link.
    radius: int(1, 200),
    employment_types: list(oneOf(EMPLOYMENT_TYPE_VALUES)),
    remote_types: list(oneOf(REMOTE_TYPE_VALUES)),
    workload_min: int(0, 100),
    salary_min: int(0, 10_000_000),
    languages: list(oneOf(CONTENT_LANGUAGE_VALUES)),
    /** A region of docs/domain.md §4: the search is limited to its cantons (ADR 073). */
    region: oneOf(REGION_VALUES),
    // What the page lists and, in the jobs view, in which order (ADR 072); absent: employers, by relevance.
    view: oneOf(SEARCH_VIEWS),
    sort: oneOf(SEARCH_SORTS),
  },
  companySearch: { b: flag, expand: list(oneOf(["listing", "job"])) },
  companyApplySearch: { listing_id: id, job_id: id, invite_token: words(200), success: boolean },
  companyJobSearch: { iframe: flag },
  userApplicationsSearch: { status: oneOf(APPLICATION_STATUS_GROUP_VALUES) },
  orgApplicationsSearch: {
    query: words(200),
    type: list(oneOf(APPLICATION_TYPE_VALUES)),
    status: oneOf(APPLICATION_STATUS_GROUP_VALUES),
    job_ids: list(urlId),
    listing_ids: list(urlId),
  },
  orgJobsSearch: { query: words(200), status: list(oneOf(JOB_STATUS_VALUES)) },
  orgListingsSearch: {
    questionnaire_id: id,
    job_ids: list(urlId),
    query: words(200),
    status: list(oneOf(LISTING_STATUS_VALUES)),
  },
  orgQuestionnairesSearch: { query: words(200), status: list(oneOf(QUESTIONNAIRE_STATUS_VALUES)) },
  listingCreateSearch: { success: boolean, listing_id: id, job_id: id, invite_token: words(200), copyId: id },
  /** `registeredCompanyId` is nullable: `null` is kept, anything unparsable becomes undefined. */
  contactSearch: { registeredCompanyId: { kind: "nullableId" } },
  contactPurchaseSearch: { plan: oneOf(PURCHASE_PLAN_VALUES) },
  // The route schemas of the areas' modules.
  /** user/applications (the group in the URL; spec §2) and its detail (`token`). */
  myApplicationSearch: { token: words(200) },
  /** org/{slug}/company: `tab` (company, addresses, widgets); anything else shows the company tab. */
  orgCompanySearch: { tab: oneOf(ORG_COMPANY_TABS) },
  /** The unsubscribe page: kept raw, so the page tells a missing from a malformed address. */
  unsubscribePageSearch: { email: raw(300), token: raw(200) },
  /** The confirmation page (subscriptions/confirm?token=). */
  subscriptionConfirmSearch: { token: raw(200) },
  /** The widget page: a theme that is none of the three is no theme. */
  widgetSearch: { theme: oneOf(WIDGET_THEMES) },
  // The searches written in the web app's route files (their zod form is in route-search.test.ts).
  experimentsSearch: { filter: oneOf(EXPERIMENT_FILTER_VALUES) },
  ztdiResultSearch: { mailed: boolean },
  /** user/likes: the like to make after signing in, and where to go back to. */
  likesPageSearch: { like: id, back: path },
} as const satisfies Record<string, RouteSearchFields>;
