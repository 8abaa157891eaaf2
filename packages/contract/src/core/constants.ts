/**
 * The contract's constants: the languages, the CSRF and session names, the settings node's id, the
 * error statuses, the retry limit, the industry codes, the search's sizes, the job alerts' limits,
 * the regions. The modules with schemas build on them.
 */
import type { TErrorBody, TErrorType } from "../errors";
import { INDUSTRY_DIVISIONS } from "../industries.data";

export const LANGUAGES = ["de", "fr", "it", "en"] as const;
export const DEFAULT_LANGUAGE: (typeof LANGUAGES)[number] = "de";
export const FALLBACK_LANGUAGE: (typeof LANGUAGES)[number] = "en";
/** The Intl locale each UI language formats dates in where Intl does it (mails, PDFs, messages): Swiss, and en-GB. */
export const INTL_LOCALES: Record<(typeof LANGUAGES)[number], string> = {
  de: "de-CH",
  fr: "fr-CH",
  it: "it-CH",
  en: "en-GB",
};
export const RETRY_LIMIT = 3;

/** The settings node the server embeds in index.html as `<script id="app-settings" type="application/json">`. */
export const APP_SETTINGS_NODE_ID = "app-settings";
/** The data a page the server drew was drawn from, for the browser to take over (ADR 050): `<script id="page-state" type="application/json">`. */
export const PAGE_STATE_NODE_ID = "page-state";

/** The cookies and the header both sides name (docs/domain.md §3): CSRF double submit and the session. */
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "X-CSRFToken";
export const SESSION_COOKIE = "sessionid";

/** One entry of a ValidationError: `loc` ends with the field name, or ROOT_ERROR_KEY for a whole-form error. */
export const ROOT_ERROR_KEY = "__root__";

/** The largest id either side takes: a whole number a JavaScript number holds exactly (2^53 − 1). */
export const ID_MAX = Number.MAX_SAFE_INTEGER;
/** An id written as text (a path segment, a query value): digits without sign, exponent, blank or leading zero. */
export const ID_TEXT_PATTERN = /^[1-9][0-9]{0,15}$/;

/**
 * The id a path segment or query value names, or undefined when it names none: what the contract's
 * `ZPathId` takes (the web's first script, the server's page heads).
 */
export function idFromText(text: string): number | undefined {
  if (!ID_TEXT_PATTERN.test(text)) return undefined;
  const id = Number(text);
  return id <= ID_MAX ? id : undefined;
}

/** Status code of every error type; the server answers with these and the client reads them back. */
export const ERROR_STATUS: Record<TErrorType, number> = {
  ValidationError: 400,
  ServiceError: 400,
  NotAuthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  Gone: 410,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  RateLimited: 429,
  InternalError: 500,
  ServiceUnavailable: 503,
};

/**
 * The ServiceError code of a save that named an older revision than the stored one: someone else
 * saved meanwhile (ADR 088). It is the one ServiceError answered with CONFLICT_STATUS, not 400.
 */
export const STALE_CODE = "stale";
/** 409 Conflict: the status of a stale save. */
export const CONFLICT_STATUS = 409;

/** The status the catalogue gives an error body: its type's (ERROR_STATUS), 409 for a stale save. */
export function errorBodyStatus(body: Pick<TErrorBody, "type"> & { code?: string }): number {
  return body.type === "ServiceError" && body.code === STALE_CODE ? CONFLICT_STATUS : ERROR_STATUS[body.type];
}

/** Search answers count employers (or listings) up to this many; beyond it `count_capped` is true ("1000+"). */
export const SEARCH_COUNT_CAP = 1000;
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_MAX_PAGE_SIZE = 100;
export const SEARCH_DEFAULT_RADIUS_KM = 25;
/** What the search page lists (`view`): employers with their listings (the default), or the listings alone. */
export const SEARCH_VIEWS = ["employers", "jobs"] as const;
/**
 * How the jobs view orders listings (`sort`): the index's own order (the default), newest first,
 * nearest to the place first (only with a place; else by relevance), highest salary first.
 */
export const SEARCH_SORTS = ["relevance", "date", "distance", "salary"] as const;
/** A listing is "new" on its publish date and the days after it, this many days in all (Europe/Zurich). */
export const LISTING_NEW_DAYS = 3;

export const SUBSCRIPTION_LIMITS = {
  queryMax: 200,
  locationMax: 100,
  radiusMin: 1,
  radiusMax: 200,
  sectorsMax: 20,
  /** Subscriptions one seeker may keep. */
  perUser: 20,
  /** Listings in one alert mail; more are summed up with a link to the full search. */
  digestMax: 20,
} as const;

/** Swiss statistical regions (Grossregionen) by canton; LI counts to the east. */
export const REGIONS = {
  switzerland: [
    "ZH",
    "VD",
    "VS",
    "GE",
    "BS",
    "BL",
    "AG",
    "LU",
    "UR",
    "SZ",
    "OW",
    "NW",
    "ZG",
    "GL",
    "SH",
    "AR",
    "AI",
    "SG",
    "GR",
    "TG",
    "LI",
    "TI",
    "BE",
    "FR",
    "SO",
    "NE",
    "JU",
  ],
  zurich: ["ZH"],
  geneva_lake: ["VD", "VS", "GE"],
  northwest: ["BS", "BL", "AG"],
  central: ["LU", "UR", "SZ", "OW", "NW", "ZG"],
  east: ["GL", "SH", "AR", "AI", "SG", "GR", "TG", "LI"],
  ticino: ["TI"],
  west: ["BE", "FR", "SO", "NE", "JU"],
} as const;

type TIndustryCode = (typeof INDUSTRY_DIVISIONS)[number]["code"];
export const INDUSTRY_CODES = INDUSTRY_DIVISIONS.map((i) => i.code) as [TIndustryCode, ...TIndustryCode[]];

const codes = new Set<string>(INDUSTRY_CODES);

export function isIndustryCode(code: string): code is TIndustryCode {
  return codes.has(code);
}

/** Days an organisation promises to answer applications within (issue 29; shown on its company page and in the wizard). */
export const ANSWER_TIME = { defaultDays: 14, minDays: 5, maxDays: 30 } as const;

/** Days after the reminder (the answer time) that a still-pending application is closed without an answer. */
export const AUTO_CLOSE_AFTER_REMINDER_DAYS = 14;

/** The public response record: over this many days, and only from this many applications on. */
export const RESPONSE_RECORD = { windowDays: 180, minApplications: 5 } as const;
