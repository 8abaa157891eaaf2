import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectListingsWithNames } from "../../db/named-joins";
import {
  addresses,
  jobs,
  listingPublications,
  listings,
  organizations,
  seekerProfiles,
  subscriptionAlerts,
  subscriptions,
  subscriptionTokens,
  users,
} from "../../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionValues = typeof subscriptions.$inferInsert;
export type SubscriptionTokenRow = typeof subscriptionTokens.$inferSelect;

/** A lock on a key until the transaction ends (an address, a user's list). */
export async function lockKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function insertSubscription(db: Db, values: SubscriptionValues): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error("subscription insert returned nothing");
  return row;
}

/** Every alert of a seeker, or a visitor's alerts of an address (oldest first): to find an identical one. */
export async function subscriptionsOfOwner(
  db: Db,
  owner: { userId: number } | { email: string },
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      "userId" in owner
        ? eq(subscriptions.userId, owner.userId)
        : and(isNull(subscriptions.userId), eq(subscriptions.email, owner.email)),
    )
    .orderBy(asc(subscriptions.id));
}

/** The user's subscriptions, newest first. */
export async function listUserSubscriptions(db: Db, userId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId)),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function countUserSubscriptions(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return row?.n ?? 0;
}

/** The user's subscription, locked for the transaction; undefined for another user's or an unknown id. */
export async function lockUserSubscription(db: Db, userId: number, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id)))
    .for("update");
  return row;
}

export async function updateSubscription(
  db: Db,
  id: number,
  values: Partial<SubscriptionValues>,
): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error("subscription update returned nothing");
  return row;
}

export async function deleteUserSubscription(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id)))
    .returning({ id: subscriptions.id });
  return rows.length === 1;
}

export async function userIdOfEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findSeekerProfileRow(db: Db, userId: number) {
  const [row] = await db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, userId));
  return row;
}

export async function insertSubscriptionToken(db: Db, values: typeof subscriptionTokens.$inferInsert): Promise<void> {
  await db.insert(subscriptionTokens).values(values);
}

/** The token of a hash, locked for the transaction (two clicks at once spend it once). */
export async function lockSubscriptionToken(db: Db, tokenHash: string): Promise<SubscriptionTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionTokens)
    .where(eq(subscriptionTokens.tokenHash, tokenHash))
    .for("update");
  return row;
}

export async function markSubscriptionTokenUsed(db: Db, id: number, now: Date): Promise<void> {
  await db.update(subscriptionTokens).set({ usedAt: now }).where(eq(subscriptionTokens.id, id));
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/** The address alert mails of a subscription go to: the visitor's, or the account's. */
export async function recipientOf(db: Db, subscription: SubscriptionRow): Promise<string | undefined> {
  if (subscription.userId === null) return subscription.email ?? undefined;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, subscription.userId));
  return row?.email;
}

/** Subscriptions whose alerts go to an address: a visitor's with that email, and those of the account with it. */
function ofAddress(email: string) {
  return or(
    and(isNull(subscriptions.userId), eq(subscriptions.email, email)),
    inArray(
      subscriptions.userId,
      sql`(select ${users.id} from ${users} where lower(${users.email}) = ${email.toLowerCase()})`,
    ),
  );
}

export async function countActiveSubscriptionsOfAddress(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(and(ofAddress(email), alerting()));
  return row?.n ?? 0;
}

/** Turns off every alert of an address; returns how many were on. */
export async function disableSubscriptionsOfAddress(db: Db, email: string, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ active: false, updatedAt: now })
    .where(and(ofAddress(email), eq(subscriptions.active, true)))
    .returning({ id: subscriptions.id });
  return rows.length;
}

// ---- matcher ----------------------------------------------------------------------------------

/** Up to `limit` unprocessed publications, locked; rows another worker holds are skipped. */
export async function claimPublications(db: Db, limit: number) {
  return db
    .select({ listingId: listingPublications.listingId, publishedAt: listingPublications.publishedAt })
    .from(listingPublications)
    .where(isNull(listingPublications.processedAt))
    .orderBy(asc(listingPublications.publishedAt), asc(listingPublications.listingId))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function markPublicationsProcessed(db: Db, listingIds: number[], now: Date): Promise<void> {
  if (listingIds.length === 0) return;
  await db
    .update(listingPublications)
    .set({ processedAt: now })
    .where(inArray(listingPublications.listingId, listingIds));
}

/** What the matcher needs of listings: texts, workload, the organisation's sectors and its work place. */
export async function listingsForMatching(db: Db, listingIds: number[]) {
  if (listingIds.length === 0) return [];
  return selectListingsWithNames(db, {
    id: listings.id,
    status: listings.status,
    title: listings.title,
    jobTitle: jobs.title,
    organizationId: listings.organizationId,
    organizationName: organizations.name,
    keywords: organizations.keywords,
    sectors: organizations.sectors,
    workloadMin: listings.workloadMin,
    workloadMax: listings.workloadMax,
    lat: addresses.lat,
    lng: addresses.lng,
  }).where(inArray(listings.id, listingIds));
}
export type MatchableListing = Awaited<ReturnType<typeof listingsForMatching>>[number];

/** A subscription that alerts: switched on and confirmed. */
function alerting() {
  return and(eq(subscriptions.active, true), isNotNull(subscriptions.confirmedAt));
}

/** The addresses of organisations (for listings 'by agreement'). */
export async function addressPointsOf(db: Db, organizationIds: number[]) {
  if (organizationIds.length === 0) return [];
  return db
    .select({ organizationId: addresses.organizationId, lat: addresses.lat, lng: addresses.lng })
    .from(addresses)
    .where(inArray(addresses.organizationId, organizationIds));
}

/** Active, confirmed subscriptions created up to `createdUpTo`. */
export async function matchableSubscriptions(db: Db, createdUpTo: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(and(alerting(), lte(subscriptions.createdAt, createdUpTo)));
}

export async function insertAlerts(
  db: Db,
  alerts: { subscriptionId: number; listingId: number; matchedAt: Date }[],
): Promise<number> {
  if (alerts.length === 0) return 0;
  const rows = await db
    .insert(subscriptionAlerts)
    .values(alerts)
    .onConflictDoNothing()
    .returning({ id: subscriptionAlerts.listingId });
  return rows.length;
}

// ---- digests ----------------------------------------------------------------------------------

/**
 * Active, confirmed subscriptions with alerts due: unmailed and matched before the cutoff of the
 * subscription's frequency. Locked; rows another worker holds are skipped.
 */
export async function lockSubscriptionsWithDueAlerts(
  db: Db,
  cutoffs: { instant: Date; daily: Date; weekly: Date },
  limit: number,
) {
  const cutoff = sql`case ${subscriptions.frequency} when 'instant' then ${cutoffs.instant.toISOString()}::timestamptz when 'daily' then ${cutoffs.daily.toISOString()}::timestamptz else ${cutoffs.weekly.toISOString()}::timestamptz end`;
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        alerting(),
        sql`exists (select 1 from ${subscriptionAlerts} where ${subscriptionAlerts.subscriptionId} = ${subscriptions.id} and ${subscriptionAlerts.mailedAt} is null and ${subscriptionAlerts.matchedAt} < ${cutoff})`,
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** The unmailed alerts of a subscription matched before `before`, newest listing first, with what the mail shows. */
export async function unmailedAlerts(db: Db, subscriptionId: number, before: Date) {
  return db
    .select({
      listingId: subscriptionAlerts.listingId,
      status: listings.status,
      title: listings.title,
      organizationId: listings.organizationId,
      organizationName: organizations.name,
      city: addresses.city,
      publishedOn: listings.publishedOn,
      matchedAt: subscriptionAlerts.matchedAt,
    })
    .from(subscriptionAlerts)
    .innerJoin(listings, eq(listings.id, subscriptionAlerts.listingId))
    .innerJoin(organizations, eq(organizations.id, listings.organizationId))
    .leftJoin(addresses, eq(addresses.id, listings.addressId))
    .where(
      and(
        eq(subscriptionAlerts.subscriptionId, subscriptionId),
        isNull(subscriptionAlerts.mailedAt),
        lt(subscriptionAlerts.matchedAt, before),
      ),
    )
    .orderBy(desc(subscriptionAlerts.matchedAt), desc(subscriptionAlerts.listingId));
}

export async function markAlertsMailed(db: Db, subscriptionId: number, listingIds: number[], now: Date) {
  if (listingIds.length === 0) return;
  await db
    .update(subscriptionAlerts)
    .set({ mailedAt: now })
    .where(
      and(eq(subscriptionAlerts.subscriptionId, subscriptionId), inArray(subscriptionAlerts.listingId, listingIds)),
    );
}

export async function userOf(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

// ---- retention --------------------------------------------------------------------------------

/** Visitors' alerts never confirmed since before `before`. */
export async function deleteUnconfirmedVisitorSubscriptions(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(subscriptions)
    .where(and(isNull(subscriptions.userId), isNull(subscriptions.confirmedAt), lt(subscriptions.createdAt, before)))
    .returning({ id: subscriptions.id });
  return rows.length;
}

/** Visitors' alerts unsubscribed (off) since before `before`: nothing is mailed to them any more. */
export async function deleteDisabledVisitorSubscriptions(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(subscriptions)
    .where(and(isNull(subscriptions.userId), eq(subscriptions.active, false), lt(subscriptions.updatedAt, before)))
    .returning({ id: subscriptions.id });
  return rows.length;
}

/** Tokens used or expired before `before`. */
export async function deleteSpentSubscriptionTokens(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(subscriptionTokens)
    .where(or(lt(subscriptionTokens.usedAt, before), lt(subscriptionTokens.expiresAt, before)))
    .returning({ id: subscriptionTokens.id });
  return rows.length;
}
