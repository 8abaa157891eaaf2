/**
 * The job feed's SQL (ADR 092): the active listings of the feed in keyset chunks (newest id
 * first), the cheap aggregate that versions a feed (its ETag) and an organisation's feed setting.
 */
import { and, count, desc, eq, lt, max, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectListingsWithNames } from "../../db/named-joins";
import { addresses, jobs, listings, organizations, searchChanges } from "../../db/schema";

/** Which listings a feed holds: every organisation taking part in the global feed, or one organisation. */
export type FeedScope = { kind: "global" } | { kind: "organization"; organizationId: number };

function scopeWhere(scope: FeedScope): SQL {
  const active = eq(listings.status, "active");
  return scope.kind === "global"
    ? and(active, eq(organizations.inJobFeed, true))!
    : and(active, eq(listings.organizationId, scope.organizationId))!;
}

/** A listing's newest change: its own, its job's texts, its organisation's name, its work place. */
const changedAt = sql<
  Date | string
>`greatest(${listings.updatedAt}, ${jobs.updatedAt}, ${organizations.updatedAt}, coalesce(${addresses.updatedAt}, ${listings.updatedAt}))`;

const FEED_FIELDS = {
  id: listings.id,
  title: listings.title,
  language: listings.language,
  locationByAgreement: listings.locationByAgreement,
  country: listings.country,
  publishedOn: listings.publishedOn,
  endsOn: listings.endsOn,
  startKind: listings.startKind,
  startDate: listings.startDate,
  employmentType: listings.employmentType,
  remoteType: listings.remoteType,
  workloadMin: listings.workloadMin,
  workloadMax: listings.workloadMax,
  salaryMin: listings.salaryMin,
  salaryMax: listings.salaryMax,
  requiredLanguages: listings.requiredLanguages,
  applyUrl: listings.applyUrl,
  changedAt,
  roleAndResponsibilities: jobs.roleAndResponsibilities,
  requirements: jobs.requirements,
  teamDescription: jobs.teamDescription,
  benefits: jobs.benefits,
  organizationId: organizations.id,
  organizationSlug: organizations.slug,
  organizationName: organizations.name,
  organizationWebsite: organizations.mainWebsite,
  organizationLogo: organizations.logoUrl,
  street: addresses.street,
  houseNumber: addresses.houseNumber,
  postalCode: addresses.postalCode,
  city: addresses.city,
  canton: addresses.canton,
  addressCountry: addresses.country,
  lat: addresses.lat,
  lng: addresses.lng,
};

export type FeedRow = Omit<Awaited<ReturnType<typeof feedChunkQuery>>[number], "changedAt"> & { changedAt: Date };

function feedChunkQuery(db: Db, scope: FeedScope, beforeId: number | null, limit: number) {
  return selectListingsWithNames(db, FEED_FIELDS)
    .where(beforeId === null ? scopeWhere(scope) : and(scopeWhere(scope), lt(listings.id, beforeId)))
    .orderBy(desc(listings.id))
    .limit(limit);
}

/** Up to `limit` listings of the feed with ids below `beforeId` (all when null), newest id first. */
export async function feedChunk(db: Db, scope: FeedScope, beforeId: number | null, limit: number): Promise<FeedRow[]> {
  const rows = await feedChunkQuery(db, scope, beforeId, limit);
  return rows.map((row) => ({ ...row, changedAt: asDate(row.changedAt) }));
}

function asDate(value: Date | string | null): Date {
  return value instanceof Date ? value : new Date(value ?? 0);
}

/** What a feed's version is made of: any change of its contents changes one of these. */
export interface FeedStamp {
  listings: number;
  newest: Date;
  /** The global feed: the newest change number of the search's change feed (opt-outs, removals). */
  changeSeq: number;
  /** One organisation's feed: the newest change of any of its listings (removals) and of the organisation. */
  organizationChanged: Date;
}

/** The feed's count and newest change (one aggregate), plus what catches listings leaving it. */
export async function feedStamp(db: Db, scope: FeedScope): Promise<FeedStamp> {
  const [rows] = await selectListingsWithNames(db, {
    n: count(),
    newest: sql<Date | string | null>`max(${changedAt})`,
  }).where(scopeWhere(scope));
  const stamp: FeedStamp = {
    listings: Number(rows?.n ?? 0),
    newest: asDate(rows?.newest ?? null),
    changeSeq: 0,
    organizationChanged: new Date(0),
  };
  if (scope.kind === "global") {
    const [last] = await db.select({ seq: max(searchChanges.seq) }).from(searchChanges);
    stamp.changeSeq = Number(last?.seq ?? 0);
  } else {
    const [own] = await db
      .select({
        changed: sql<Date | string | null>`greatest(max(${listings.updatedAt}), max(${organizations.updatedAt}))`,
      })
      .from(organizations)
      .leftJoin(listings, eq(listings.organizationId, organizations.id))
      .where(eq(organizations.id, scope.organizationId));
    stamp.organizationChanged = asDate(own?.changed ?? null);
  }
  return stamp;
}

/** The organisation a feed URL names (whatever its feed setting: its own feed always answers). */
export async function findFeedOrganization(db: Db, slug: string) {
  const [row] = await db
    .select({ id: organizations.id, slug: organizations.slug, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.slug, slug));
  return row;
}

export async function findInJobFeed(db: Db, organizationId: number) {
  const [row] = await db
    .select({ slug: organizations.slug, inJobFeed: organizations.inJobFeed })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** Sets the organisation's feed setting; its updated_at moves only when the setting changes. */
export async function updateInJobFeed(db: Db, organizationId: number, inJobFeed: boolean, now: Date) {
  await db
    .update(organizations)
    .set({ inJobFeed, updatedAt: now })
    .where(and(eq(organizations.id, organizationId), sql`${organizations.inJobFeed} <> ${inJobFeed}`));
  return findInJobFeed(db, organizationId);
}
