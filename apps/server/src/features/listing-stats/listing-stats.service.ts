/**
 * Listing statistics (issue 30 point 1, ADR 089). Per listing and Zurich day three counters:
 * page views, apply starts and applications. Nothing about a visitor is kept or read beyond the
 * user agent of the request at hand, which only decides whether it is a bot (not counted).
 *
 * A page view is counted where every view of a listing's page passes: the public listing call
 * (features/companies), whether the server draws the page (its in-process call carries the
 * visitor's user agent) or the app fetches it when navigating. The count runs after the answer,
 * off its path: it never slows or fails the page, and its errors are logged.
 */
import type {
  TListingStats,
  TListingStatsDay,
  TListingStatsRatios,
  TListingStatsTotals,
  TOrgListingStats,
} from "@jobatlas/contract";
import { isbot } from "isbot";
import type { AppContext } from "../../context";
import { NotFoundError } from "../../errors";
import { addDays, todayInZurich } from "../../lib/dates";
import type { OrgContext } from "../orgs/orgs.types";
import {
  bumpDayCounter,
  countsPerDay,
  countsPerListing,
  findListingOwner,
  findOrgListing,
  type CountRow,
} from "./listing-stats.repo";

/** The logger a count reports its failure to (the request's). */
export interface CountLog {
  error(details: object, message: string): void;
}

/** Whether a request's user agent is a person's browser: a bot, or no user agent at all, is not counted. */
export function countsAsVisitor(userAgent: string | undefined): boolean {
  return Boolean(userAgent) && !isbot(userAgent);
}

/** The counts started and not yet written: tests wait for them (`settledCounts`). */
const pending = new Set<Promise<void>>();

/** Resolves once every count started so far is written (or has failed and been logged). */
export async function settledCounts(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/**
 * One view of a listing's page, counted after the current answer is sent: the UPSERT runs on the
 * next turn of the event loop, and a failure is logged, never thrown.
 */
export function countListingView(
  ctx: AppContext,
  log: CountLog,
  listing: { listingId: number; organizationId: number },
  visitor: { userAgent: string | undefined; refresh: boolean },
): void {
  if (visitor.refresh || !countsAsVisitor(visitor.userAgent)) return;
  const day = todayInZurich(ctx.now());
  const write = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => bumpDayCounter(ctx.db, { ...listing, day }, "views"))
    .catch((err: unknown) => log.error({ err, listingId: listing.listingId }, "a listing view could not be counted"))
    .finally(() => pending.delete(write));
  pending.add(write);
}

/**
 * POST /capi/listings/{id}/apply-starts: a visitor opened the application wizard of an active
 * listing. 404 for an unknown, planned or archived listing; a bot is answered alike, uncounted.
 */
export async function recordApplyStart(
  ctx: AppContext,
  log: CountLog,
  listingId: number,
  userAgent: string | undefined,
): Promise<void> {
  const owner = await findListingOwner(ctx.db, listingId);
  if (!owner || owner.status !== "active") throw new NotFoundError("notFound");
  if (!countsAsVisitor(userAgent)) return;
  try {
    await bumpDayCounter(
      ctx.db,
      { listingId, organizationId: owner.organizationId, day: todayInZurich(ctx.now()) },
      "applyStarts",
    );
  } catch (err) {
    log.error({ err, listingId }, "an apply start could not be counted");
  }
}

/** An application to a listing: counted in the transaction that creates it (`ctx` is the transaction's). */
export function countApplication(ctx: AppContext, listing: { listingId: number; organizationId: number }) {
  return bumpDayCounter(ctx.db, { ...listing, day: todayInZurich(ctx.now()) }, "applications");
}

const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

function ratiosOf(c: CountRow): TListingStatsRatios {
  return {
    start_rate: ratio(c.applyStarts, c.views),
    application_rate: ratio(c.applications, c.views),
    completion_rate: ratio(c.applications, c.applyStarts),
  };
}

function totalsOf(c: CountRow): TListingStatsTotals {
  return { views: c.views, apply_starts: c.applyStarts, applications: c.applications, ...ratiosOf(c) };
}

function sum(rows: CountRow[]): CountRow {
  return rows.reduce(
    (a, r) => ({
      views: a.views + r.views,
      applyStarts: a.applyStarts + r.applyStarts,
      applications: a.applications + r.applications,
    }),
    { views: 0, applyStarts: 0, applications: 0 },
  );
}

/** The window of `days` Zurich days that ends today. */
function windowOf(ctx: AppContext, days: number) {
  const to = todayInZurich(ctx.now());
  return { from: addDays(to, -(days - 1)), to };
}

/** Every day of the window, oldest first; a day without a row has zeros. */
function everyDay(from: string, days: number, rows: (CountRow & { day: string })[]): TListingStatsDay[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    const r = byDay.get(day);
    return { day, views: r?.views ?? 0, apply_starts: r?.applyStarts ?? 0, applications: r?.applications ?? 0 };
  });
}

/** GET /capi/org/listing-stats: the last `days` days of all the organisation's listings. */
export async function orgListingStats(ctx: AppContext, org: OrgContext, days: number): Promise<TOrgListingStats> {
  const { from, to } = windowOf(ctx, days);
  const organizationId = org.organization.id;
  const [perDay, perListing] = await Promise.all([
    countsPerDay(ctx.db, { organizationId }, from, to),
    countsPerListing(ctx.db, organizationId, from, to),
  ]);
  return {
    from,
    to,
    days: everyDay(from, days, perDay),
    totals: totalsOf(sum(perDay)),
    listings: perListing.map((l) => ({ listing_id: l.listingId, title: l.title, status: l.status, ...totalsOf(l) })),
  };
}

/** GET /capi/org/listings/{listing_id}/stats: one listing's last `days` days; another organisation's is 404. */
export async function listingStats(
  ctx: AppContext,
  org: OrgContext,
  listingId: number,
  days: number,
): Promise<TListingStats> {
  const organizationId = org.organization.id;
  const listing = await findOrgListing(ctx.db, organizationId, listingId);
  if (!listing) throw new NotFoundError("notFound");
  const { from, to } = windowOf(ctx, days);
  const perDay = await countsPerDay(ctx.db, { organizationId, listingId }, from, to);
  return {
    listing_id: listing.id,
    title: listing.title,
    from,
    to,
    days: everyDay(from, days, perDay),
    totals: totalsOf(sum(perDay)),
  };
}
