/**
 * Demo statistics (issue 30 point 1, ADR 089): the demo organisations' listings get day counters
 * for the last 60 Zurich days, so the org home's chart and tables are filled. Deterministic for a
 * seed: views follow the weekday (fewer at the weekend) with noise, apply starts are a share of
 * the views, and the applications are the demo applications actually made to each listing that day.
 */
import { and, inArray, isNotNull } from "drizzle-orm";
import type { Tx } from "../context";
import { applications, listingDayStats, listings, organizations } from "../db/schema";
import { addDays, todayInZurich } from "../lib/dates";
import { DEMO_ACCOUNTS } from "./accounts";
import { Random } from "./random";

const DAYS = 60;

export async function insertDemoListingStats(tx: Tx, { now, seed }: { now: Date; seed: number }): Promise<number> {
  const slugs = DEMO_ACCOUNTS.flatMap((a) => (a.owns ? [a.owns] : []));
  const orgs = await tx.select({ id: organizations.id }).from(organizations).where(inArray(organizations.slug, slugs));
  if (orgs.length === 0) return 0;
  const orgIds = orgs.map((o) => o.id);
  const demoListings = await tx
    .select({
      id: listings.id,
      organizationId: listings.organizationId,
      status: listings.status,
      publishedOn: listings.publishedOn,
      endsOn: listings.endsOn,
    })
    .from(listings)
    .where(and(inArray(listings.organizationId, orgIds), isNotNull(listings.publishedOn)));
  const made = await tx
    .select({ listingId: applications.listingId, createdAt: applications.createdAt })
    .from(applications)
    .where(and(inArray(applications.organizationId, orgIds), isNotNull(applications.listingId)));
  const madeByDay = new Map<string, number>();
  for (const a of made) {
    const key = `${a.listingId}:${todayInZurich(a.createdAt)}`;
    madeByDay.set(key, (madeByDay.get(key) ?? 0) + 1);
  }

  const today = todayInZurich(now);
  const first = addDays(today, -(DAYS - 1));
  const random = new Random(seed ^ 0x5eed_57a7);
  const rows: (typeof listingDayStats.$inferInsert)[] = [];
  for (const listing of [...demoListings].sort((a, b) => a.id - b.id)) {
    // Each listing draws its own popularity: some are seen a lot, some hardly.
    const popularity = 4 + random.int(0, 36);
    const from = listing.publishedOn! > first ? listing.publishedOn! : first;
    const to = listing.status === "archived" && listing.endsOn && listing.endsOn < today ? listing.endsOn : today;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 0.45 : 1;
      const views = Math.round(popularity * weekend * (0.6 + random.next() * 0.8));
      const applyStarts = Math.round(views * (0.05 + random.next() * 0.12));
      const applicationsMade = madeByDay.get(`${listing.id}:${day}`) ?? 0;
      if (views === 0 && applyStarts === 0 && applicationsMade === 0) continue;
      rows.push({
        listingId: listing.id,
        organizationId: listing.organizationId,
        day,
        views: Math.max(views, applyStarts, applicationsMade),
        applyStarts: Math.max(applyStarts, applicationsMade),
        applications: applicationsMade,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(listingDayStats).values(rows.slice(i, i + 1000));
  return rows.length;
}
