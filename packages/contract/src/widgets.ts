/**
 * Contract of the embeddable widgets of active listings and job profiles (issue 9 point 6, ADR 021).
 *
 *   GET /capi/widgets/{org_id}            the organisation's name, logo and the theme its widgets show
 *   GET /capi/widgets/{org_id}/listings   …and its active listings, newest published first
 *   GET /capi/widgets/{org_id}/jobs       …and its active job profiles, by title
 *   GET /widget.js                        the embed script (sizes the iframe, passes data-theme on)
 *
 * All public (no login) and cacheable for a minute. The pages `/{lang}/widget/listings/{orgId}` and
 * `/{lang}/widget/jobs/{orgId}` draw them and are the only pages, with the listing page under
 * `?iframe=1`, that other sites may frame.
 */
import { z } from "zod";
import { ROUTE_SEARCH_FIELDS } from "./core/route-search-fields";
import { zodRouteSearch } from "./search-params";
import { WIDGET_THEMES } from "./core/enum-values";
import { MAX_PAGE_SIZE, PAGE_SIZE, ZContentLanguage, ZEmploymentType, ZRemoteType, type TLanguage } from "./enums";
import { pageQuery } from "./ids-pages";
import { listResponse } from "./lists";

/** The two widgets: the organisation's active listings and its active job profiles. */
export const WIDGET_KINDS = ["listings", "jobs"] as const;
export type TWidgetKind = (typeof WIDGET_KINDS)[number];

/**
 * The colour theme of a widget: `auto` follows the visitor's device (prefers-color-scheme);
 * `light` and `dark` force it, on plans that include a forced theme (enterprise, docs/domain.md §4).
 */
export const ZWidgetTheme = z.enum(WIDGET_THEMES);
export type TWidgetTheme = z.infer<typeof ZWidgetTheme>;

/**
 * `theme`: the snippet's `data-theme`, which the embed script passes to the widget page and the page
 * to the API. It wins over the organisation's stored theme, and both count only on a plan with a
 * forced theme; elsewhere the answer's theme is `auto` (ADR 021).
 */
export const ZWidgetQuery = z.strictObject({ theme: ZWidgetTheme.optional() });
export type TWidgetQuery = z.infer<typeof ZWidgetQuery>;

/** Paging of the widget lists (first 50 by default, at most 100) and the requested theme. */
export const ZWidgetListQuery = ZWidgetQuery.extend({
  ...pageQuery({ defaultSize: PAGE_SIZE, maxSize: MAX_PAGE_SIZE }),
});
export type TWidgetListQuery = z.infer<typeof ZWidgetListQuery>;

/** GET /capi/widgets/{org_id}: the head of a widget and the theme it is drawn in (after the plan's rule). */
export const ZWidgetOrganization = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  theme: ZWidgetTheme,
});
export type TWidgetOrganization = z.infer<typeof ZWidgetOrganization>;

/** One active listing in the listings widget: what fits on a line or two. */
export const ZWidgetListing = z.object({
  id: z.number(),
  title: z.string(),
  /** The language the ad is written in (for the title's `lang`). */
  language: ZContentLanguage,
  /** The town of the work place; null means 'by agreement'. */
  city: z.string().nullable(),
  workload_min: z.number(),
  workload_max: z.number(),
  employment_type: ZEmploymentType,
  remote_type: ZRemoteType,
  published_on: z.string().nullable(),
  /** The listing's picture, served by us (`/media/{id}`); null when it has none. */
  picture_url: z.string().nullable(),
});
export type TWidgetListing = z.infer<typeof ZWidgetListing>;

/** One active job profile in the jobs widget. */
export const ZWidgetJob = z.object({ id: z.number(), title: z.string(), language: ZContentLanguage });
export type TWidgetJob = z.infer<typeof ZWidgetJob>;

/** A widget list's answer: the organisation (with the theme) and a page of its items, `{items, count}`. */
function widgetListResponse<T extends z.ZodType>(item: T) {
  return z.object({ organization: ZWidgetOrganization, ...listResponse(item).shape });
}

/** GET /capi/widgets/{org_id}/listings: the organisation (with the theme) and a page of its active listings. */
export const ZWidgetListingsResponse = widgetListResponse(ZWidgetListing);
export type TWidgetListingsResponse = z.infer<typeof ZWidgetListingsResponse>;

/** GET /capi/widgets/{org_id}/jobs: the organisation (with the theme) and a page of its active job profiles. */
export const ZWidgetJobsResponse = widgetListResponse(ZWidgetJob);
export type TWidgetJobsResponse = z.infer<typeof ZWidgetJobsResponse>;

/** The widget page's search params (lenient, spec §5): a theme that is none of the three is no theme. */
export const widgetSearch = zodRouteSearch(ROUTE_SEARCH_FIELDS.widgetSearch);

/** Where the embed script is served (stable, cached for a day). */
export const WIDGET_SCRIPT_PATH = "/widget.js";
/** The attribute that marks a snippet's iframe for the embed script. */
export const WIDGET_FRAME_ATTRIBUTE = "data-jobatlas-widget";

/**
 * The messages between a widget page and the embed script (postMessage, ADR 021). The page sends
 * `ready` once it runs; the script answers `hello` to that frame with the widget's origin as
 * target, from which the page learns the embedding origin; the page sends `height` to that origin
 * only, and the script takes it only from the widget's origin and its own frame.
 */
export const WIDGET_MESSAGES = {
  ready: "jobatlas-widget:ready",
  hello: "jobatlas-widget:hello",
  height: "jobatlas-widget:height",
} as const;
/** The highest height (px) the script gives a frame: a runaway page cannot take over the host page. */
export const WIDGET_MAX_HEIGHT = 20_000;

/** The path of a widget page: `/{lang}/widget/{kind}/{orgId}`, with `?theme=` when one is forced. */
export function widgetPagePath(language: TLanguage, kind: TWidgetKind, organizationId: number, theme?: TWidgetTheme) {
  const path = `/${language}/widget/${kind}/${organizationId}`;
  return theme && theme !== "auto" ? `${path}?theme=${theme}` : path;
}

/** A widget page's path (without query): `/{lang}/widget/listings|jobs/{segment}`. */
export const WIDGET_PAGE_PATTERN = /^\/[a-z]{2}\/widget\/(listings|jobs)\/([^/]+)\/?$/i;

/**
 * The raw values of `iframe` that show the listing page embedded (spec §5: empty means 1), as the
 * web's router reads them (it JSON-decodes search values: `1`, `true`, `"1"`, `""`); the server
 * lets other sites frame the page for exactly these.
 */
export const EMBEDDED_FLAG_VALUES: readonly string[] = ["", "1", "true", '"1"', '""'];
