/**
 * The embeddable widgets (issue 9 point 6, ADR 021): an organisation's head and the theme its
 * widgets are drawn in, and its active listings and job profiles. The lists are the company
 * page's (features/companies: active only, same order); only their shape is the widget's own.
 */
import {
  PLAN_LIMITS,
  type TListResponse,
  type TPageQuery,
  type TOrganizationPlan,
  type TWidgetJobsResponse,
  type TWidgetListingsResponse,
  type TWidgetListQuery,
  type TWidgetOrganization,
  type TWidgetQuery,
  type TWidgetTheme,
} from "@jobatlas/contract";
import type { AppContext } from "../../context";
import { foundOr404 } from "../../errors";
import { publicJobsOf, publicListingsOf } from "../companies/companies.service";
import { presentWidgetJob, presentWidgetListing, presentWidgetOrganization } from "./widgets.presenter";
import { findWidgetOrganization } from "./widgets.repo";

/**
 * The theme a widget is drawn in (ADR 021). On a plan with a forced theme (enterprise), the
 * snippet's `data-theme` (the page's `?theme=`) wins, else the organisation's setting; on any
 * other plan both are ignored and the widget follows the visitor (`auto`).
 */
export function widgetTheme(plan: TOrganizationPlan, stored: TWidgetTheme, requested?: TWidgetTheme): TWidgetTheme {
  if (!PLAN_LIMITS[plan].forcedWidgetTheme) return "auto";
  return requested ?? stored;
}

/** The head of an organisation's widgets and their theme. NotFoundError for an unknown organisation. */
export async function widgetOrganization(
  ctx: AppContext,
  organizationId: number,
  query: TWidgetQuery = {},
): Promise<TWidgetOrganization> {
  const row = foundOr404(await findWidgetOrganization(ctx.db, organizationId));
  return presentWidgetOrganization(row, widgetTheme(row.plan, row.widgetTheme, query.theme));
}

/** A list widget's answer: the organisation's head and a page of its public items, as the widget shows them. */
async function widgetPage<Row, Item>(
  ctx: AppContext,
  organizationId: number,
  query: TWidgetListQuery,
  list: (ctx: AppContext, organizationId: number, page: TPageQuery) => Promise<TListResponse<Row>>,
  present: (row: Row) => Item,
) {
  const organization = await widgetOrganization(ctx, organizationId, query);
  const page = await list(ctx, organizationId, { limit: query.limit, offset: query.offset });
  return { organization, items: page.items.map(present), count: page.count };
}

/** The listings widget: the organisation and a page of its active listings, newest published first. */
export function widgetListings(
  ctx: AppContext,
  organizationId: number,
  query: TWidgetListQuery,
): Promise<TWidgetListingsResponse> {
  return widgetPage(ctx, organizationId, query, publicListingsOf, presentWidgetListing);
}

/** The jobs widget: the organisation and a page of its active job profiles, by title. */
export function widgetJobs(
  ctx: AppContext,
  organizationId: number,
  query: TWidgetListQuery,
): Promise<TWidgetJobsResponse> {
  return widgetPage(ctx, organizationId, query, publicJobsOf, presentWidgetJob);
}
