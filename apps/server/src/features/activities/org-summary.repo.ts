import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs, listings } from "../../db/schema";

export interface ContentCounts {
  activeListings: number;
  plannedListings: number;
  expiringListings: number;
  activeJobs: number;
}

/**
 * The org home's counts of listings and jobs: active and planned listings, the active ones whose
 * last day is on or before `lastExpiringDay` (YYYY-MM-DD, a Europe/Zurich date), and active jobs.
 * Reads only; the listings and jobs features own these rows.
 */
export async function contentCounts(db: Db, organizationId: number, lastExpiringDay: string): Promise<ContentCounts> {
  const [listingCounts] = await db
    .select({
      active: sql<number>`count(*) filter (where ${listings.status} = 'active')`.mapWith(Number),
      planned: sql<number>`count(*) filter (where ${listings.status} = 'planned')`.mapWith(Number),
      expiring:
        sql<number>`count(*) filter (where ${listings.status} = 'active' and ${listings.endsOn} <= ${lastExpiringDay}::date)`.mapWith(
          Number,
        ),
    })
    .from(listings)
    .where(and(eq(listings.organizationId, organizationId), inArray(listings.status, ["active", "planned"])));
  const [jobCounts] = await db
    .select({ active: count() })
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.status, "active")));
  return {
    activeListings: listingCounts?.active ?? 0,
    plannedListings: listingCounts?.planned ?? 0,
    expiringListings: listingCounts?.expiring ?? 0,
    activeJobs: jobCounts?.active ?? 0,
  };
}
