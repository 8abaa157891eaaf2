/**
 * The SQL of the listing statistics (ADR 089): one row per listing and Zurich day with three
 * counters, raised by an UPSERT; the org's reads sum them over a window of days.
 */
import { and, asc, between, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingDayStats, listings } from "../../db/schema";

export type DayCounter = "views" | "applyStarts" | "applications";

const COLUMNS = {
  views: listingDayStats.views,
  applyStarts: listingDayStats.applyStarts,
  applications: listingDayStats.applications,
} as const;

/** Adds one to a listing's counter of `day`: the day's row is made on its first count. */
export async function bumpDayCounter(
  db: Db,
  key: { listingId: number; organizationId: number; day: string },
  counter: DayCounter,
): Promise<void> {
  const column = COLUMNS[counter];
  await db
    .insert(listingDayStats)
    .values({ ...key, [counter]: 1 })
    .onConflictDoUpdate({
      target: [listingDayStats.listingId, listingDayStats.day],
      set: { [counter]: sql`${column} + 1` },
    });
}

/** A listing's organisation and status, or undefined for an unknown id. */
export async function findListingOwner(
  db: Db,
  listingId: number,
): Promise<{ organizationId: number; status: "planned" | "active" | "archived" } | undefined> {
  const [row] = await db
    .select({ organizationId: listings.organizationId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

/** One of the organisation's listings (title, status), or undefined for another's or an unknown id. */
export async function findOrgListing(db: Db, organizationId: number, listingId: number) {
  const [row] = await db
    .select({ id: listings.id, title: listings.title, status: listings.status })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.organizationId, organizationId)));
  return row;
}

export interface CountRow {
  views: number;
  applyStarts: number;
  applications: number;
}

const sums = {
  views: sql<number>`coalesce(sum(${listingDayStats.views}), 0)::int`,
  applyStarts: sql<number>`coalesce(sum(${listingDayStats.applyStarts}), 0)::int`,
  applications: sql<number>`coalesce(sum(${listingDayStats.applications}), 0)::int`,
};

/** The organisation's (or one of its listings') counts per day from `from` to `to`; days without rows are absent. */
export async function countsPerDay(
  db: Db,
  scope: { organizationId: number; listingId?: number },
  from: string,
  to: string,
): Promise<(CountRow & { day: string })[]> {
  const rows = await db
    .select({ day: listingDayStats.day, ...sums })
    .from(listingDayStats)
    .where(
      and(
        eq(listingDayStats.organizationId, scope.organizationId),
        scope.listingId === undefined ? undefined : eq(listingDayStats.listingId, scope.listingId),
        between(listingDayStats.day, from, to),
      ),
    )
    .groupBy(listingDayStats.day)
    .orderBy(asc(listingDayStats.day));
  return rows.map((r) => ({
    ...r,
    views: Number(r.views),
    applyStarts: Number(r.applyStarts),
    applications: Number(r.applications),
  }));
}

/** Each listing of the organisation that is active or was counted from `from` to `to`, with its sums; most viewed first. */
export async function countsPerListing(
  db: Db,
  organizationId: number,
  from: string,
  to: string,
): Promise<(CountRow & { listingId: number; title: string; status: "planned" | "active" | "archived" })[]> {
  const rows = await db
    .select({ listingId: listings.id, title: listings.title, status: listings.status, ...sums })
    .from(listings)
    .leftJoin(listingDayStats, and(eq(listingDayStats.listingId, listings.id), between(listingDayStats.day, from, to)))
    .where(eq(listings.organizationId, organizationId))
    .groupBy(listings.id, listings.title, listings.status)
    .having(or(eq(listings.status, "active"), sql`count(${listingDayStats.listingId}) > 0`))
    .orderBy(desc(sums.views), asc(listings.title), asc(listings.id));
  return rows.map((r) => ({
    ...r,
    views: Number(r.views),
    applyStarts: Number(r.applyStarts),
    applications: Number(r.applications),
  }));
}
