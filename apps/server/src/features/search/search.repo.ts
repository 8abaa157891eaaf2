/**
 * What the search index reads from the database: plain SELECTs, so the index is the same on PGlite
 * and PostgreSQL. The build reads everything in keyset-paged batches (the process keeps answering
 * between them); the change feed reads the organisations the triggers of migration 0005 named.
 */
import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  addresses,
  applications,
  hiddenEmployers,
  jobs,
  likes,
  listings,
  organizations,
  searchChanges,
  searchIndexSnapshotParts,
  searchIndexSnapshots,
  seekerProfiles,
} from "../../db/schema";

const organizationColumns = {
  id: organizations.id,
  slug: organizations.slug,
  name: organizations.name,
  logoUrl: organizations.logoUrl,
  sectors: organizations.sectors,
  keywords: organizations.keywords,
};
export type IndexedOrganizationRow = {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  sectors: string[];
  keywords: string[];
};

const addressColumns = {
  id: addresses.id,
  organizationId: addresses.organizationId,
  postalCode: addresses.postalCode,
  city: addresses.city,
  canton: addresses.canton,
  lat: addresses.lat,
  lng: addresses.lng,
};
export type IndexedAddressRow = {
  id: number;
  organizationId: number;
  postalCode: string;
  city: string;
  canton: string;
  lat: number;
  lng: number;
};

const listingColumns = {
  id: listings.id,
  organizationId: listings.organizationId,
  title: listings.title,
  language: listings.language,
  addressId: listings.addressId,
  publishedOn: listings.publishedOn,
  employmentType: listings.employmentType,
  remoteType: listings.remoteType,
  workloadMin: listings.workloadMin,
  workloadMax: listings.workloadMax,
  salaryMin: listings.salaryMin,
  salaryMax: listings.salaryMax,
  requiredLanguages: listings.requiredLanguages,
  jobTitle: jobs.title,
  roleAndResponsibilities: jobs.roleAndResponsibilities,
  requirements: jobs.requirements,
  teamDescription: jobs.teamDescription,
  benefits: jobs.benefits,
};
export type IndexedListingRow = {
  id: number;
  organizationId: number;
  title: string;
  language: "de" | "fr" | "it" | "en";
  addressId: number | null;
  publishedOn: string | null;
  employmentType: "full_time" | "part_time" | "contract" | "temporary" | "other";
  remoteType: "on_site" | "hybrid" | "remote";
  workloadMin: number;
  workloadMax: number;
  salaryMin: number | null;
  salaryMax: number | null;
  requiredLanguages: string[];
  jobTitle: string;
  roleAndResponsibilities: string;
  requirements: string;
  teamDescription: string;
  benefits: string;
};

export async function organizationsAfter(db: Db, afterId: number, limit: number): Promise<IndexedOrganizationRow[]> {
  return db
    .select(organizationColumns)
    .from(organizations)
    .where(gt(organizations.id, afterId))
    .orderBy(asc(organizations.id))
    .limit(limit);
}

/** Addresses ordered by organisation, so the build joins them to the organisations by merging. */
export async function addressesAfter(
  db: Db,
  after: { organizationId: number; id: number },
  limit: number,
): Promise<IndexedAddressRow[]> {
  return (
    db
      .select(addressColumns)
      .from(addresses)
      // A row-value comparison is an index range; `a > x OR (a = x AND b > y)` re-read every earlier row.
      .where(sql`(${addresses.organizationId}, ${addresses.id}) > (${after.organizationId}, ${after.id})`)
      .orderBy(asc(addresses.organizationId), asc(addresses.id))
      .limit(limit)
  );
}

const isActive = eq(listings.status, "active");

/**
 * Active listings newest first (published_on desc, id desc; the partial index
 * listings_active_fresh_idx): those with a date by a row-value range of the index, then those
 * without one (there should be none) by id.
 */
export async function activeListingsAfter(
  db: Db,
  after: { publishedOn: string | null; id: number } | undefined,
  limit: number,
): Promise<IndexedListingRow[]> {
  const page = (condition: SQL | undefined, order: SQL[], rows: number) =>
    db
      .select(listingColumns)
      .from(listings)
      .innerJoin(jobs, eq(jobs.id, listings.jobId))
      .where(and(isActive, condition))
      .orderBy(...order)
      .limit(rows);
  const undated = (beforeId?: number) =>
    page(
      and(sql`${listings.publishedOn} is null`, beforeId === undefined ? undefined : lt(listings.id, beforeId)),
      [desc(listings.id)],
      limit,
    );
  if (after?.publishedOn === null) return undated(after.id);
  const dated = await page(
    after === undefined
      ? sql`${listings.publishedOn} is not null`
      : sql`(${listings.publishedOn}, ${listings.id}) < (${after.publishedOn}::date, ${after.id})`,
    // Exactly the index's order (NULLS LAST on both), or PostgreSQL sorts instead of reading it.
    [sql`${listings.publishedOn} desc nulls last`, sql`${listings.id} desc nulls last`],
    limit,
  );
  if (dated.length === limit) return dated;
  return [...dated, ...(await undated()).slice(0, limit - dated.length)];
}

export async function organizationsByIds(db: Db, ids: readonly number[]): Promise<IndexedOrganizationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(organizationColumns)
    .from(organizations)
    .where(inArray(organizations.id, [...ids]))
    .orderBy(asc(organizations.id));
}

export async function addressesOfOrganizations(db: Db, ids: readonly number[]): Promise<IndexedAddressRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(addressColumns)
    .from(addresses)
    .where(inArray(addresses.organizationId, [...ids]))
    .orderBy(asc(addresses.organizationId), asc(addresses.id));
}

export async function activeListingsOfOrganizations(db: Db, ids: readonly number[]): Promise<IndexedListingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(listingColumns)
    .from(listings)
    .innerJoin(jobs, eq(jobs.id, listings.jobId))
    .where(and(isActive, inArray(listings.organizationId, [...ids])))
    .orderBy(sql`${listings.publishedOn} desc nulls last`, desc(listings.id));
}

export interface ChangeRow {
  seq: number;
  organizationId: number;
}

/**
 * Where a new follower starts: the last change older than `settleSeconds`. Changes after it are
 * applied again after the build (applying is idempotent), which covers transactions that were
 * still open while the build read the tables.
 */
export async function settledChangeSeq(db: Db, settleSeconds: number): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | null>`max(${searchChanges.seq})` })
    .from(searchChanges)
    .where(sql`${searchChanges.changedAt} < now() - make_interval(secs => ${settleSeconds})`);
  return Number(row?.seq ?? 0);
}

export async function changesAfter(db: Db, seq: number, limit: number): Promise<ChangeRow[]> {
  return db
    .select({ seq: searchChanges.seq, organizationId: searchChanges.organizationId })
    .from(searchChanges)
    .where(gt(searchChanges.seq, seq))
    .orderBy(asc(searchChanges.seq))
    .limit(limit);
}

export async function changesWithSeqs(db: Db, seqs: readonly number[]): Promise<ChangeRow[]> {
  if (seqs.length === 0) return [];
  return db
    .select({ seq: searchChanges.seq, organizationId: searchChanges.organizationId })
    .from(searchChanges)
    .where(inArray(searchChanges.seq, [...seqs]));
}

/** The user's watchlist, or which of `among` are on it. */
export async function likedOrganizationIds(db: Db, userId: number, among?: readonly number[]): Promise<Set<number>> {
  if (among && among.length === 0) return new Set();
  const rows = await db
    .select({ organizationId: likes.organizationId })
    .from(likes)
    .where(among ? and(eq(likes.userId, userId), inArray(likes.organizationId, [...among])) : eq(likes.userId, userId));
  return new Set(rows.map((r) => r.organizationId));
}

/** The employers the user hid from their search results (ADR 073). */
export async function hiddenOrganizationIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ organizationId: hiddenEmployers.organizationId })
    .from(hiddenEmployers)
    .where(eq(hiddenEmployers.userId, userId));
  return new Set(rows.map((r) => r.organizationId));
}

/** Which of these listings the user has an open (pending or active) application to (ADR 055, 073). */
export async function appliedListingIds(db: Db, userId: number, listingIds: readonly number[]): Promise<Set<number>> {
  if (listingIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ listingId: applications.listingId })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        inArray(applications.listingId, [...listingIds]),
        inArray(applications.status, ["pending", "active"]),
      ),
    );
  return new Set(rows.flatMap((r) => (r.listingId === null ? [] : [r.listingId])));
}

/** What `seeker_profile=true` ranks by. */
export async function seekerPreferences(db: Db, userId: number): Promise<SeekerPreferences> {
  const [row] = await db
    .select({
      jobTitles: seekerProfiles.jobTitles,
      sectors: seekerProfiles.sectors,
      skills: seekerProfiles.skills,
      workloadMin: seekerProfiles.workloadMin,
      workloadMax: seekerProfiles.workloadMax,
      remoteTypes: seekerProfiles.remoteTypes,
      region: seekerProfiles.region,
    })
    .from(seekerProfiles)
    .where(eq(seekerProfiles.userId, userId));
  return (
    row ?? {
      jobTitles: [],
      sectors: [],
      skills: [],
      workloadMin: null,
      workloadMax: null,
      remoteTypes: [],
      region: null,
    }
  );
}

export interface SeekerPreferences {
  jobTitles: string[];
  sectors: string[];
  skills: string[];
  workloadMin: number | null;
  workloadMax: number | null;
  remoteTypes: string[];
  region: string | null;
}

/** The highest change number handed out (0 before any): a snapshot above it is of another database. */
export async function lastChangeSeq(db: Db): Promise<number> {
  const [row] = await db.select({ seq: sql<string | null>`max(${searchChanges.seq})` }).from(searchChanges);
  return Number(row?.seq ?? 0);
}

export interface SnapshotRow {
  id: number;
  version: string;
  changeSeq: number;
  size: number;
  parts: number;
  sha256: string;
  createdAt: Date;
  /** Seconds since it was written, by the database's clock. */
  ageSeconds: number;
}

const snapshotColumns = {
  id: searchIndexSnapshots.id,
  version: searchIndexSnapshots.version,
  changeSeq: searchIndexSnapshots.changeSeq,
  size: searchIndexSnapshots.size,
  parts: searchIndexSnapshots.parts,
  sha256: searchIndexSnapshots.sha256,
  createdAt: searchIndexSnapshots.createdAt,
  ageSeconds: sql<number>`extract(epoch from now() - ${searchIndexSnapshots.createdAt})::float8`,
};

/** The newest snapshot of this version. */
export async function latestSnapshot(db: Db, version: string): Promise<SnapshotRow | undefined> {
  const [row] = await db
    .select(snapshotColumns)
    .from(searchIndexSnapshots)
    .where(eq(searchIndexSnapshots.version, version))
    .orderBy(desc(searchIndexSnapshots.id))
    .limit(1);
  return row ? { ...row, ageSeconds: Number(row.ageSeconds) } : undefined;
}

/** One part of a snapshot's bytes (undefined when missing). */
export async function snapshotPart(db: Db, snapshotId: number, part: number): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ bytes: searchIndexSnapshotParts.bytes })
    .from(searchIndexSnapshotParts)
    .where(and(eq(searchIndexSnapshotParts.snapshotId, snapshotId), eq(searchIndexSnapshotParts.part, part)));
  return row?.bytes;
}

/**
 * Inside a transaction: whether this one may write a snapshot now (a transaction lock, so two
 * instances never write at once; the other one skips).
 */
export async function tryLockSnapshotWriting(tx: Db): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${SNAPSHOT_LOCK_KEY}) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}
/** The advisory lock of snapshot writing ("jasnap" in ASCII). */
const SNAPSHOT_LOCK_KEY = 0x6a61736e6170n.toString();

export async function insertSnapshot(
  tx: Db,
  row: { version: string; changeSeq: number; size: number; parts: number; sha256: string },
): Promise<number> {
  const [inserted] = await tx.insert(searchIndexSnapshots).values(row).returning({ id: searchIndexSnapshots.id });
  return inserted!.id;
}

export async function finishSnapshot(
  tx: Db,
  id: number,
  done: { size: number; parts: number; sha256: string },
): Promise<void> {
  await tx.update(searchIndexSnapshots).set(done).where(eq(searchIndexSnapshots.id, id));
}

export async function insertSnapshotPart(tx: Db, snapshotId: number, part: number, bytes: Uint8Array): Promise<void> {
  await tx.insert(searchIndexSnapshotParts).values({
    snapshotId,
    part,
    bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  });
}

/** Deletes the snapshots of this version but `keep`, and those of other versions older than `maxAgeSeconds`. */
export async function deleteOtherSnapshots(tx: Db, keep: number, version: string, maxAgeSeconds: number) {
  await tx
    .delete(searchIndexSnapshots)
    .where(
      and(
        ne(searchIndexSnapshots.id, keep),
        or(
          eq(searchIndexSnapshots.version, version),
          sql`${searchIndexSnapshots.createdAt} < now() - make_interval(secs => ${maxAgeSeconds})`,
        ),
      ),
    );
}
