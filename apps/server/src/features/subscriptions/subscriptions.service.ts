/**
 * Job alerts (issue 11 point 1, ADR 027): a seeker's subscriptions, a visitor's with double
 * opt-in, unsubscribing by mailed link, the matcher that turns new publications into alerts and
 * the digests that mail them. Tokens are random and stored hashed; every mail is queued in the
 * transaction of the change that causes it.
 */
import {
  SUBSCRIPTION_CONFIRM_TTL_DAYS,
  SUBSCRIPTION_ERROR_CODES,
  SUBSCRIPTION_LIMITS,
  ZSubscriptionToken,
  REGIONS,
  type TLanguage,
  type TRegion,
  type TSubscriptionConfirmResponse,
  type TSubscriptionInput,
  type TSubscriptionSuggestion,
  type TSubscriptionUpdate,
  type TUnsubscribeResponse,
  type TVisitorSubscription,
} from "@jobatlas/contract";
import { inTransaction, type AppContext } from "../../context";
import { FieldError, foundOr404, NotFoundError, RateLimitedError, ServiceError } from "../../errors";
import { hashToken, newLinkToken } from "../../lib/secrets";
import type { SessionUser } from "../../sessions/sessions";
import { addDays, daysBetween, zurichWallClock } from "../listings/listings.runtime";
import { mailApiLink, mailPageLink } from "../mail/mail.links";
import { recordSecretMail, secretMailsSentRecently } from "../mail/mail.service";
import { places } from "../search/places";
import { listingMatches, listingTerms, type AlertCriteria } from "./subscriptions.matcher";
import { queueAlertMail, queueConfirmMail, queueUnsubscribeAllMail } from "./subscriptions.mails";
import {
  addressPointsOf,
  claimPublications,
  countActiveSubscriptionsOfAddress,
  deleteDisabledVisitorSubscriptions,
  deleteSpentSubscriptionTokens,
  deleteUnconfirmedVisitorSubscriptions,
  deleteUserSubscription,
  disableSubscriptionsOfAddress,
  findSeekerProfileRow,
  findSubscription,
  insertAlerts,
  insertSubscription,
  insertSubscriptionToken,
  listingsForMatching,
  lockKey,
  listUserSubscriptions,
  lockSubscriptionsWithDueAlerts,
  lockSubscriptionToken,
  lockUserSubscription,
  markAlertsMailed,
  markPublicationsProcessed,
  markSubscriptionTokenUsed,
  matchableSubscriptions,
  recipientOf,
  subscriptionsOfOwner,
  unmailedAlerts,
  updateSubscription,
  userOf,
  type SubscriptionRow,
} from "./subscriptions.repo";
import "./subscriptions.messages"; // registers the feature's texts (i18n/messages.ts)

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Days the unsubscribe link of an alert mail works (every mail carries a fresh one). */
export const UNSUBSCRIBE_TOKEN_TTL_DAYS = 60;
/** Hours the link of the "unsubscribe every alert of this address" confirmation works. */
export const UNSUBSCRIBE_ALL_TOKEN_TTL_HOURS = 24;
/** Per address and hour, as for sign-in links and codes (features/auth). */
export const MAX_SUBSCRIPTION_MAILS_PER_HOUR = 5;
export const MAX_SUBSCRIPTION_MAILS_PER_ADDRESS_PER_HOUR = 20;
/** The data policy's periods: unconfirmed visitor alerts, unsubscribed visitor alerts, spent tokens. */
export const SUBSCRIPTION_RETENTION = {
  unconfirmedVisitorDays: SUBSCRIPTION_CONFIRM_TTL_DAYS,
  disabledVisitorDays: 30,
  spentTokenDays: 30,
} as const;
/** The hour (Europe/Zurich) daily and weekly (Monday) digests go out. */
export const DIGEST_HOUR = 7;

function tokenInvalid() {
  return new ServiceError(SUBSCRIPTION_ERROR_CODES.tokenInvalid, "subscriptionTokenInvalid");
}

function resolveLocation(location: string) {
  const place = places().resolve(location);
  if (!place) throw FieldError.at("body", ["location"], "unknownPlace");
  return place;
}

/** The search page with the alert's criteria: the digest's "all results" link. */
export function searchLinkOf(ctx: AppContext, language: TLanguage, s: SubscriptionRow): string {
  const params: Record<string, string> = { location: s.locationLabel, radius: String(s.radiusKm) };
  if (s.query.trim() !== "") params.query = s.query;
  if (s.sectors.length > 0) params.sectors = s.sectors.join(",");
  if (s.workloadMin !== null) params.workload_min = String(s.workloadMin);
  return mailPageLink(ctx, language, "search", params);
}

// ---- a seeker's subscriptions --------------------------------------------------------------------

export function listSubscriptions(ctx: AppContext, user: SessionUser, page: { limit: number; offset: number }) {
  return listUserSubscriptions(ctx.db, user.id, page);
}

/** What makes two alerts of one owner the same (ADR 055): all but frequency and on/off. */
type Criteria = Pick<
  SubscriptionRow,
  "query" | "locationLabel" | "radiusKm" | "sectors" | "workloadMin" | "workloadMax"
>;

/** The query as stored: trimmed, inner spaces collapsed. */
function cleanQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ");
}

/** The sectors as stored: each once, sorted (so their order never makes two alerts differ). */
function cleanSectors(sectors: readonly string[]): string[] {
  return [...new Set(sectors)].sort();
}

/** A new alert's criteria as stored: the form's fields cleaned, with the resolved place's label. */
function criteriaOfInput(
  input: Pick<TSubscriptionInput, "query" | "radius_km" | "sectors" | "workload_min" | "workload_max">,
  locationLabel: string,
): Criteria {
  return {
    query: cleanQuery(input.query),
    locationLabel,
    radiusKm: input.radius_km,
    sectors: cleanSectors(input.sectors),
    workloadMin: input.workload_min,
    workloadMax: input.workload_max,
  };
}

/**
 * Whether two alerts look for the same thing: the same words (ignoring case and spacing), place,
 * radius, sectors and workload. Frequency and on/off are settings of one alert, not another alert.
 */
export function sameCriteria(a: Criteria, b: Criteria): boolean {
  return (
    cleanQuery(a.query).toLowerCase() === cleanQuery(b.query).toLowerCase() &&
    a.locationLabel === b.locationLabel &&
    a.radiusKm === b.radiusKm &&
    cleanSectors(a.sectors).join(",") === cleanSectors(b.sectors).join(",") &&
    a.workloadMin === b.workloadMin &&
    a.workloadMax === b.workloadMax
  );
}

/**
 * POST /capi/user/subscriptions: confirmed at once (the account's address is verified). An
 * identical alert of the seeker is not created twice: the existing one is answered, unchanged,
 * with `existed: true` (ADR 055). Creations of one seeker run one after another (a lock), so two
 * clicks at once cannot both create it.
 */
export async function createSubscription(
  ctx: AppContext,
  user: SessionUser,
  input: TSubscriptionInput,
): Promise<{ row: SubscriptionRow; existed: boolean }> {
  const place = resolveLocation(input.location);
  return inTransaction(ctx, async (tx) => {
    // One seeker's creations and changes in a row: the count and the comparison below see the other's.
    await lockKey(tx.db, `subscriptions:${user.id}`);
    const criteria = criteriaOfInput(input, place.label);
    const own = await subscriptionsOfOwner(tx.db, { userId: user.id });
    const existing = own.find((row) => sameCriteria(row, criteria));
    if (existing) return { row: existing, existed: true };
    if (own.length >= SUBSCRIPTION_LIMITS.perUser) {
      throw new ServiceError(SUBSCRIPTION_ERROR_CODES.tooMany, "subscriptionLimit", {
        max: SUBSCRIPTION_LIMITS.perUser,
      });
    }
    const now = tx.now();
    const row = await insertSubscription(tx.db, {
      userId: user.id,
      email: null,
      language: user.language,
      ...criteria,
      lat: place.lat,
      lng: place.lng,
      frequency: input.frequency,
      active: input.active,
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return { row, existed: false };
  });
}

/** PUT /capi/user/subscriptions/{id}: changes the given fields; another user's or an unknown id → 404. */
export async function changeSubscription(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  input: TSubscriptionUpdate,
): Promise<SubscriptionRow> {
  const place = input.location !== undefined ? resolveLocation(input.location) : undefined;
  return inTransaction(ctx, async (tx) => {
    await lockKey(tx.db, `subscriptions:${user.id}`);
    const row = foundOr404(await lockUserSubscription(tx.db, user.id, id));
    const workloadMin = input.workload_min !== undefined ? input.workload_min : row.workloadMin;
    const workloadMax = input.workload_max !== undefined ? input.workload_max : row.workloadMax;
    if (workloadMin !== null && workloadMax !== null && workloadMin > workloadMax) {
      throw FieldError.at("body", ["workload_max"], "subscriptionWorkloadOrder");
    }
    const criteria: Criteria = {
      query: input.query !== undefined ? cleanQuery(input.query) : row.query,
      locationLabel: place ? place.label : row.locationLabel,
      radiusKm: input.radius_km ?? row.radiusKm,
      sectors: input.sectors !== undefined ? cleanSectors(input.sectors) : row.sectors,
      workloadMin,
      workloadMax,
    };
    // A change must not make it the same as another of the seeker's alerts (ADR 055).
    const own = await subscriptionsOfOwner(tx.db, { userId: user.id });
    if (own.some((other) => other.id !== row.id && sameCriteria(other, criteria))) {
      throw new ServiceError(SUBSCRIPTION_ERROR_CODES.exists, "subscriptionExists");
    }
    return updateSubscription(tx.db, id, {
      ...(input.query !== undefined ? { query: criteria.query } : {}),
      ...(place ? { locationLabel: place.label, lat: place.lat, lng: place.lng } : {}),
      ...(input.radius_km !== undefined ? { radiusKm: input.radius_km } : {}),
      ...(input.sectors !== undefined ? { sectors: criteria.sectors } : {}),
      workloadMin,
      workloadMax,
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      updatedAt: tx.now(),
    });
  });
}

/** DELETE /capi/user/subscriptions/{id}: its alerts and links go with it. */
export async function removeSubscription(ctx: AppContext, user: SessionUser, id: number): Promise<void> {
  if (!(await deleteUserSubscription(ctx.db, user.id, id))) throw new NotFoundError("notFound");
}

/** The main place of each region: where a suggestion from the seeker profile looks. */
const REGION_PLACES: Record<Exclude<TRegion, "switzerland">, string> = {
  zurich: "Zürich",
  geneva_lake: "Lausanne",
  northwest: "Basel",
  central: "Luzern",
  east: "St. Gallen",
  ticino: "Lugano",
  west: "Bern",
};

/**
 * GET /capi/user/subscriptions/suggestion: criteria from the seeker profile (its job titles, the
 * main place of its region with 50 km, or Bern with 200 km for the whole country, its sectors and
 * workload), or null when the profile has no job titles.
 */
export async function suggestSubscription(ctx: AppContext, user: SessionUser): Promise<TSubscriptionSuggestion> {
  const profile = await findSeekerProfileRow(ctx.db, user.id);
  if (!profile || profile.jobTitles.length === 0) return { suggestion: null };
  const region = profile.region as TRegion | null;
  const regional = region !== null && region !== "switzerland" && region in REGIONS;
  return {
    suggestion: {
      query: profile.jobTitles[0] ?? "",
      location: regional ? REGION_PLACES[region] : "Bern",
      radius_km: regional ? 50 : SUBSCRIPTION_LIMITS.radiusMax,
      sectors: profile.sectors,
      workload_min: profile.workloadMin,
      workload_max: profile.workloadMax,
    },
  };
}

// ---- visitors, confirmation and unsubscribe ----------------------------------------------------

/**
 * Locks the address for this transaction and refuses a mail over the limits per address and
 * client and per address (features/auth's limits on links and codes), then counts this one.
 */
async function guardMailsPerAddress(ctx: AppContext, email: string, clientIp: string) {
  await lockKey(ctx.db, `address:${email.toLowerCase()}`);
  const sent = await secretMailsSentRecently(ctx, email, clientIp);
  if (sent.byClient >= MAX_SUBSCRIPTION_MAILS_PER_HOUR || sent.total >= MAX_SUBSCRIPTION_MAILS_PER_ADDRESS_PER_HOUR) {
    throw new RateLimitedError(3600);
  }
  await recordSecretMail(ctx, email, clientIp);
}

/**
 * POST /capi/subscriptions: a visitor's alert, off until the mailed link confirms it (double
 * opt-in). Unconfirmed alerts are deleted after SUBSCRIPTION_CONFIRM_TTL_DAYS days. An identical
 * alert of the address is not created twice (ADR 055): the link mailed is for the existing one
 * (confirming it turns it on, again if it was turned off); the answer is the same either way, so
 * nobody learns what an address subscribes to.
 */
export async function createVisitorSubscription(
  ctx: AppContext,
  input: TVisitorSubscription,
  clientIp: string,
): Promise<void> {
  const place = resolveLocation(input.location);
  await inTransaction(ctx, async (tx) => {
    // Also the lock that keeps two identical requests of an address from both inserting.
    await guardMailsPerAddress(tx, input.email, clientIp);
    const now = tx.now();
    const criteria = criteriaOfInput(input, place.label);
    const existing = (await subscriptionsOfOwner(tx.db, { email: input.email })).find((row) =>
      sameCriteria(row, criteria),
    );
    const subscription =
      existing ??
      (await insertSubscription(tx.db, {
        userId: null,
        email: input.email,
        language: input.language,
        ...criteria,
        lat: place.lat,
        lng: place.lng,
        frequency: input.frequency,
        active: true,
        confirmedAt: null,
        createdAt: now,
        updatedAt: now,
      }));
    const { token, stored } = newLinkToken(now, SUBSCRIPTION_CONFIRM_TTL_DAYS * DAY);
    await insertSubscriptionToken(tx.db, {
      ...stored,
      purpose: "confirm",
      subscriptionId: subscription.id,
      email: input.email,
    });
    await queueConfirmMail(tx, {
      to: input.email,
      language: input.language,
      criteria: { query: criteria.query, locationLabel: place.label, radiusKm: input.radius_km },
      link: mailPageLink(tx, input.language, "subscriptions/confirm", { token }),
      days: SUBSCRIPTION_CONFIRM_TTL_DAYS,
    });
  });
}

/** POST /capi/subscriptions/confirm: turns the visitor's alert on; a second click says so. */
export async function confirmSubscription(ctx: AppContext, token: string): Promise<TSubscriptionConfirmResponse> {
  if (!ZSubscriptionToken.safeParse(token).success) throw tokenInvalid();
  return inTransaction(ctx, async (tx) => {
    const row = await lockSubscriptionToken(tx.db, hashToken(token));
    const now = tx.now();
    if (!row || row.purpose !== "confirm" || row.subscriptionId === null || row.expiresAt <= now) {
      throw tokenInvalid();
    }
    const subscription = await findSubscription(tx.db, row.subscriptionId);
    if (!subscription) throw tokenInvalid();
    if (row.usedAt || (subscription.confirmedAt && subscription.active)) {
      if (!row.usedAt) await markSubscriptionTokenUsed(tx.db, row.id, now);
      return { status: "already_confirmed" };
    }
    // A fresh link for an alert turned off (asked for again, ADR 055) turns it on again.
    await updateSubscription(tx.db, subscription.id, {
      confirmedAt: subscription.confirmedAt ?? now,
      active: true,
      updatedAt: now,
    });
    await markSubscriptionTokenUsed(tx.db, row.id, now);
    return { status: "confirmed" };
  });
}

/**
 * POST /capi/subscriptions/unsubscribe. With a valid mailed token for this address: its alert (or,
 * for the confirmation link, every alert of the address) is turned off — no sign-in, idempotent.
 * Otherwise a confirmation mail goes to the address if it has alerts that are on; the answer is
 * `confirmation_sent` either way, so nobody learns whether an address has alerts.
 */
export async function unsubscribe(
  ctx: AppContext,
  input: { email: string; token?: string | undefined; language: TLanguage },
  clientIp: string,
): Promise<TUnsubscribeResponse> {
  const email = input.email.toLowerCase();
  if (input.token !== undefined && ZSubscriptionToken.safeParse(input.token).success) {
    const done = await inTransaction(ctx, async (tx) => {
      const row = await lockSubscriptionToken(tx.db, hashToken(input.token!));
      const now = tx.now();
      if (!row || row.expiresAt <= now) return undefined;
      if (row.purpose === "unsubscribe" && row.subscriptionId !== null) {
        const subscription = await findSubscription(tx.db, row.subscriptionId);
        if (!subscription || (await recipientOf(tx.db, subscription))?.toLowerCase() !== email) return undefined;
        if (row.usedAt || !subscription.active) {
          if (!row.usedAt) await markSubscriptionTokenUsed(tx.db, row.id, now);
          return "already_unsubscribed" as const;
        }
        await updateSubscription(tx.db, subscription.id, { active: false, updatedAt: now });
        await markSubscriptionTokenUsed(tx.db, row.id, now);
        return "unsubscribed" as const;
      }
      if (row.purpose === "unsubscribe_all" && row.email === email) {
        if (row.usedAt) return "already_unsubscribed" as const;
        await disableSubscriptionsOfAddress(tx.db, email, now);
        await markSubscriptionTokenUsed(tx.db, row.id, now);
        return "unsubscribed" as const;
      }
      return undefined;
    });
    if (done) return { status: done };
  }
  await inTransaction(ctx, async (tx) => {
    await guardMailsPerAddress(tx, email, clientIp);
    if ((await countActiveSubscriptionsOfAddress(tx.db, email)) === 0) return;
    const now = tx.now();
    const { token, stored } = newLinkToken(now, UNSUBSCRIBE_ALL_TOKEN_TTL_HOURS * HOUR);
    await insertSubscriptionToken(tx.db, {
      ...stored,
      purpose: "unsubscribe_all",
      email,
    });
    await queueUnsubscribeAllMail(tx, {
      to: email,
      language: input.language,
      link: mailPageLink(tx, input.language, "subscriptions/unsubscribe", { email, token }),
      hours: UNSUBSCRIBE_ALL_TOKEN_TTL_HOURS,
    });
  });
  return { status: "confirmation_sent" };
}

/**
 * The one-click unsubscribe of RFC 8058 (the List-Unsubscribe-Post header): only a valid token
 * acts; anything else changes nothing and mails nothing (mail clients post without a person).
 */
export async function unsubscribeOneClick(ctx: AppContext, email: string, token: string): Promise<void> {
  if (!ZSubscriptionToken.safeParse(token).success) throw tokenInvalid();
  const status = await inTransaction(ctx, async (tx) => {
    const row = await lockSubscriptionToken(tx.db, hashToken(token));
    const now = tx.now();
    if (!row || row.expiresAt <= now || row.purpose !== "unsubscribe" || row.subscriptionId === null) return false;
    const subscription = await findSubscription(tx.db, row.subscriptionId);
    if (!subscription || (await recipientOf(tx.db, subscription))?.toLowerCase() !== email.toLowerCase()) return false;
    if (subscription.active) await updateSubscription(tx.db, subscription.id, { active: false, updatedAt: now });
    if (!row.usedAt) await markSubscriptionTokenUsed(tx.db, row.id, now);
    return true;
  });
  if (!status) throw tokenInvalid();
}

// ---- the matcher -----------------------------------------------------------------------------

const MATCH_BATCH = 100;
const MAX_BATCHES_PER_RUN = 20;

function criteriaOf(s: SubscriptionRow): AlertCriteria {
  return {
    query: s.query,
    lat: s.lat,
    lng: s.lng,
    radiusKm: s.radiusKm,
    sectors: s.sectors,
    workloadMin: s.workloadMin,
    workloadMax: s.workloadMax,
  };
}

/** One batch of publications in one transaction; returns how many publications and alerts. */
async function matchBatch(ctx: AppContext): Promise<{ publications: number; alerts: number }> {
  return inTransaction(ctx, async (tx) => {
    const claimed = await claimPublications(tx.db, MATCH_BATCH);
    if (claimed.length === 0) return { publications: 0, alerts: 0 };
    const now = tx.now();
    const publishedAt = new Map(claimed.map((c) => [c.listingId, c.publishedAt]));
    const found = (
      await listingsForMatching(
        tx.db,
        claimed.map((c) => c.listingId),
      )
    ).filter((l) => l.status === "active");
    // 'By agreement' (or an address since deleted): the organisation's addresses stand for the place.
    const withoutPlace = [...new Set(found.filter((l) => l.lat === null).map((l) => l.organizationId))];
    const pointsByOrg = new Map<number, { lat: number; lng: number }[]>();
    for (const p of await addressPointsOf(tx.db, withoutPlace)) {
      pointsByOrg.set(p.organizationId, [...(pointsByOrg.get(p.organizationId) ?? []), p]);
    }
    const latest = new Date(Math.max(...claimed.map((c) => c.publishedAt.getTime())));
    const candidates = await matchableSubscriptions(tx.db, latest);
    const alerts: { subscriptionId: number; listingId: number; matchedAt: Date }[] = [];
    for (const listing of found) {
      const points =
        listing.lat !== null && listing.lng !== null
          ? [{ lat: listing.lat, lng: listing.lng }]
          : (pointsByOrg.get(listing.organizationId) ?? []);
      if (points.length === 0) continue;
      const facts = {
        texts: [listing.title, listing.jobTitle, listing.organizationName, listing.keywords.join(" ")],
        sectors: listing.sectors,
        workloadMin: listing.workloadMin,
        workloadMax: listing.workloadMax,
        points,
      };
      const terms = listingTerms(facts.texts);
      const published = publishedAt.get(listing.id) ?? now;
      for (const subscription of candidates) {
        if (subscription.createdAt > published) continue;
        if (listingMatches(criteriaOf(subscription), facts, terms)) {
          alerts.push({ subscriptionId: subscription.id, listingId: listing.id, matchedAt: now });
        }
      }
    }
    const inserted = await insertAlerts(tx.db, alerts);
    await markPublicationsProcessed(
      tx.db,
      claimed.map((c) => c.listingId),
      now,
    );
    return { publications: claimed.length, alerts: inserted };
  });
}

/**
 * The matcher task: matches every listing that went live since the last run against the active,
 * confirmed subscriptions created before its publication. Idempotent: a publication is claimed
 * with SKIP LOCKED and marked processed in the transaction that inserts its alerts, and an alert
 * exists once per subscription and listing.
 */
export async function runAlertMatcher(ctx: AppContext): Promise<{ publications: number; alerts: number }> {
  const total = { publications: 0, alerts: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const done = await matchBatch(ctx);
    total.publications += done.publications;
    total.alerts += done.alerts;
    if (done.publications < MATCH_BATCH) break;
  }
  return total;
}

// ---- digests ---------------------------------------------------------------------------------

/** The instant of a wall-clock minute of a Zurich date. */
function zurichInstant(date: string, minute: number): Date {
  let guess = Date.parse(`${date}T00:00:00Z`) + minute * MINUTE;
  for (let i = 0; i < 3; i++) {
    const wall = zurichWallClock(new Date(guess));
    const diff = daysBetween(date, wall.date) * 24 * 60 + wall.minute - minute;
    if (diff === 0) break;
    guess -= diff * MINUTE;
  }
  return new Date(Math.floor(guess / MINUTE) * MINUTE);
}

/**
 * The moment a digest of this frequency collects alerts up to: now for instant ones; the last
 * 07:00 in Zurich for daily ones; the last Monday 07:00 for weekly ones. Alerts matched before it
 * and not mailed yet go into the digest; later ones wait for the next.
 */
export function digestCutoff(frequency: SubscriptionRow["frequency"], now: Date): Date {
  if (frequency === "instant") return new Date(now.getTime() + 1);
  const wall = zurichWallClock(now);
  const startMinute = DIGEST_HOUR * 60;
  let date = wall.minute >= startMinute ? wall.date : addDays(wall.date, -1);
  if (frequency === "weekly") {
    // 0 = Sunday … 6 = Saturday; back to the Monday of that day's week.
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    date = addDays(date, -((weekday + 6) % 7));
  }
  return zurichInstant(date, startMinute);
}

const DIGEST_BATCH = 50;
const MAX_DIGEST_BATCHES_PER_RUN = 20;

/**
 * The digest task: for each subscription with alerts due (see digestCutoff), one mail with at most
 * SUBSCRIPTION_LIMITS.digestMax listings, newest first, and "and N more" with a link to the search;
 * the alerts are marked mailed and `last_mailed_at` set in the transaction that queues the mail.
 * Subscription rows are locked with SKIP LOCKED, so two workers never mail the same alerts.
 */
export async function runAlertDigests(ctx: AppContext): Promise<{ mails: number }> {
  let mails = 0;
  for (let batch = 0; batch < MAX_DIGEST_BATCHES_PER_RUN; batch++) {
    const { sent, looked } = await inTransaction(ctx, async (tx) => {
      const now = tx.now();
      const cutoffs = {
        instant: digestCutoff("instant", now),
        daily: digestCutoff("daily", now),
        weekly: digestCutoff("weekly", now),
      };
      const due = await lockSubscriptionsWithDueAlerts(tx.db, cutoffs, DIGEST_BATCH);
      let sentHere = 0;
      for (const subscription of due) {
        if (await digestOne(tx, subscription, now)) sentHere++;
      }
      return { sent: sentHere, looked: due.length };
    });
    mails += sent;
    if (looked < DIGEST_BATCH) break;
  }
  return { mails };
}

/** Mails one subscription's due alerts; false when none are due. */
async function digestOne(ctx: AppContext, subscription: SubscriptionRow, now: Date): Promise<boolean> {
  const cutoff = digestCutoff(subscription.frequency, now);
  const alerts = await unmailedAlerts(ctx.db, subscription.id, cutoff);
  if (alerts.length === 0) return false;
  const live = alerts.filter((a) => a.status === "active");
  const listingIds = alerts.map((a) => a.listingId);
  if (live.length === 0) {
    // Every listing ended before its mail: nothing to tell, nothing to keep waiting.
    await markAlertsMailed(ctx.db, subscription.id, listingIds, now);
    return false;
  }
  let to: string | undefined;
  let language: TLanguage = subscription.language;
  if (subscription.userId !== null) {
    const user = await userOf(ctx.db, subscription.userId);
    to = user?.email;
    if (user) language = user.language;
  } else {
    to = subscription.email ?? undefined;
  }
  if (!to) {
    await markAlertsMailed(ctx.db, subscription.id, listingIds, now);
    return false;
  }
  const { token, stored } = newLinkToken(now, UNSUBSCRIBE_TOKEN_TTL_DAYS * DAY);
  await insertSubscriptionToken(ctx.db, {
    ...stored,
    purpose: "unsubscribe",
    subscriptionId: subscription.id,
    email: null,
  });
  const shown = live.slice(0, SUBSCRIPTION_LIMITS.digestMax);
  const linkParams = { email: to, token };
  await queueAlertMail(ctx, {
    to,
    language,
    frequency: subscription.frequency,
    criteria: {
      query: subscription.query,
      locationLabel: subscription.locationLabel,
      radiusKm: subscription.radiusKm,
    },
    listings: shown.map((a) => ({
      title: a.title,
      organizationName: a.organizationName,
      city: a.city,
      link: mailPageLink(ctx, language, `company/${a.organizationId}/job/${a.listingId}`),
    })),
    more: live.length - shown.length,
    searchLink: searchLinkOf(ctx, language, subscription),
    unsubscribeLink: mailPageLink(ctx, language, "subscriptions/unsubscribe", linkParams),
    oneClickLink: mailApiLink(ctx, "capi/subscriptions/one-click", linkParams),
    manageLink: subscription.userId !== null ? mailPageLink(ctx, language, "user/subscriptions") : null,
  });
  await markAlertsMailed(ctx.db, subscription.id, listingIds, now);
  await updateSubscription(ctx.db, subscription.id, { lastMailedAt: now });
  return true;
}

// ---- retention -------------------------------------------------------------------------------

/**
 * The data policy's periods for job alerts: a visitor's alert never confirmed goes after
 * SUBSCRIPTION_CONFIRM_TTL_DAYS days, one unsubscribed after 30 days, used or expired links after
 * 30 days. A seeker's alerts stay until deleted (or the account is).
 */
export async function purgeSubscriptionData(ctx: AppContext) {
  const now = ctx.now().getTime();
  return inTransaction(ctx, async ({ db }) => ({
    unconfirmedSubscriptions: await deleteUnconfirmedVisitorSubscriptions(
      db,
      new Date(now - SUBSCRIPTION_RETENTION.unconfirmedVisitorDays * DAY),
    ),
    unsubscribedSubscriptions: await deleteDisabledVisitorSubscriptions(
      db,
      new Date(now - SUBSCRIPTION_RETENTION.disabledVisitorDays * DAY),
    ),
    subscriptionTokens: await deleteSpentSubscriptionTokens(
      db,
      new Date(now - SUBSCRIPTION_RETENTION.spentTokenDays * DAY),
    ),
  }));
}
