import { LANGUAGES } from "@jobatlas/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { listings } from "./listings";
import { users } from "./accounts";
import { cascadeRef, createdAt, idColumn, instant, optionalRef, textList, timestamps, usedOnce } from "./columns";

/**
 * A job alert (spec §3 "Subscription"): what to look for, where, how often. A signed-in seeker's
 * alert mails go to the account's address; a visitor's go to `email` once confirmed (double opt-in).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: idColumn(),
    userId: optionalRef("user_id", () => users.id, "cascade"),
    /** Lower-cased; the visitor's address (null for a seeker's alert, which follows the account's). */
    email: text("email"),
    language: text("language", { enum: LANGUAGES }).notNull().default("de"),
    /** Job titles or role, as typed: matched like a search query. */
    query: text("query").notNull().default(""),
    /** The postal code or locality chosen (as shown), and its coordinates. */
    locationLabel: text("location_label").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    radiusKm: integer("radius_km").notNull().default(25),
    sectors: textList("sectors"),
    workloadMin: integer("workload_min"),
    workloadMax: integer("workload_max"),
    frequency: text("frequency", { enum: ["instant", "daily", "weekly"] })
      .notNull()
      .default("daily"),
    active: boolean("active").notNull().default(true),
    /** When the address was confirmed; a seeker's alert is confirmed when created. Unconfirmed ones get nothing. */
    confirmedAt: instant("confirmed_at"),
    /** The high-water mark of digests: when the last alert mail of this subscription was written. */
    lastMailedAt: instant("last_mailed_at"),
    ...timestamps,
  },
  (t) => [
    index("subscriptions_user_id_idx").on(t.userId),
    index("subscriptions_email_idx").on(t.email),
    index("subscriptions_matchable_idx")
      .on(t.lat, t.lng)
      .where(sql`${t.active} and ${t.confirmedAt} is not null`),
    check("subscriptions_owner", sql`${t.userId} is not null or ${t.email} is not null`),
    check("subscriptions_radius", sql`${t.radiusKm} between 1 and 200`),
  ],
);

/**
 * Links mailed for job alerts: confirm a visitor's alert, unsubscribe one alert (every alert mail
 * carries a fresh one), or unsubscribe every alert of an address (the confirmation mail sent when
 * the unsubscribe page is opened without a valid token). Random, stored hashed (docs/domain.md §3).
 */
export const subscriptionTokens = pgTable(
  "subscription_tokens",
  {
    id: idColumn(),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", { enum: ["confirm", "unsubscribe", "unsubscribe_all"] }).notNull(),
    subscriptionId: optionalRef("subscription_id", () => subscriptions.id, "cascade"),
    /** The address an `unsubscribe_all` token acts on. */
    email: text("email"),
    ...usedOnce(),
  },
  (t) => [
    uniqueIndex("subscription_tokens_token_hash_key").on(t.tokenHash),
    index("subscription_tokens_subscription_id_idx").on(t.subscriptionId),
  ],
);

/**
 * Listings that went live, queued for the job-alert matcher. A trigger on listings adds a row in
 * the transaction that makes a listing active; the matcher takes rows with SKIP LOCKED and sets
 * `processed_at`, so every publication is matched exactly once however many workers run.
 */
export const listingPublications = pgTable(
  "listing_publications",
  {
    listingId: bigint("listing_id", { mode: "number" })
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    publishedAt: instant("published_at").notNull().defaultNow(),
    processedAt: instant("processed_at"),
  },
  (t) => [
    index("listing_publications_pending_idx")
      .on(t.publishedAt)
      .where(sql`${t.processedAt} is null`),
  ],
);

/**
 * A listing matched to a subscription, waiting for (or already in) an alert mail. The primary key
 * is what makes "never mailed twice to the same subscription" hold.
 */
export const subscriptionAlerts = pgTable(
  "subscription_alerts",
  {
    subscriptionId: cascadeRef("subscription_id", () => subscriptions.id),
    listingId: cascadeRef("listing_id", () => listings.id),
    matchedAt: instant("matched_at").notNull().defaultNow(),
    mailedAt: instant("mailed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.listingId] }),
    index("subscription_alerts_unmailed_idx")
      .on(t.subscriptionId, t.matchedAt)
      .where(sql`${t.mailedAt} is null`),
    index("subscription_alerts_listing_id_idx").on(t.listingId),
  ],
);

/**
 * A Z-TDI result (docs/domain.md §4): the answers (1–5 per statement, in the inventory's order) and the
 * score per dimension, reachable by its magic token (stored hashed). `email` links it to an
 * address for the data export and erasure; `user_id` to the seeker who took it signed in.
 */
export const ztdiResults = pgTable(
  "ztdi_results",
  {
    id: idColumn(),
    tokenHash: text("token_hash").notNull(),
    userId: optionalRef("user_id", () => users.id, "cascade"),
    email: text("email"),
    language: text("language", { enum: LANGUAGES }).notNull().default("de"),
    answers: integer("answers").array().notNull(),
    /** Dimension key → score. */
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ztdi_results_token_hash_key").on(t.tokenHash),
    index("ztdi_results_user_id_idx").on(t.userId),
    index("ztdi_results_email_idx").on(t.email),
  ],
);

/** The optional Z-TDI survey, kept apart from any result and any person: statistics only. */
export const ztdiSurveys = pgTable("ztdi_surveys", {
  /** Random, not sequential: the order of ids would otherwise follow the order of results taken. */
  id: uuid("id").primaryKey().defaultRandom(),
  ageGroup: text("age_group"),
  gender: text("gender"),
  leadershipLevel: text("leadership_level"),
  educationLevel: text("education_level"),
  /** An industry code (ISIC section). */
  industry: text("industry"),
  /** The day only: a timestamp could tie the answers to a result taken at the same moment. */
  createdOn: text("created_on").notNull(),
});

/** A career experiment (docs/domain.md §4): a hypothesis profile whose job hits the seeker rates. */
export const experiments = pgTable(
  "experiments",
  {
    id: idColumn(),
    /** Random, in the URL (experiments/{experimentUid}); only its owner can open it. */
    uid: text("uid").notNull(),
    userId: cascadeRef("user_id", () => users.id),
    title: text("title").notNull(),
    jobTitles: textList("job_titles"),
    sectors: textList("sectors"),
    /** A region of docs/domain.md §4 (ZRegion); null for the whole of Switzerland. */
    region: text("region"),
    status: text("status", { enum: ["pending", "validated"] })
      .notNull()
      .default("pending"),
    validatedAt: instant("validated_at"),
    /** Archiving is final. */
    archivedAt: instant("archived_at"),
    ...timestamps,
  },
  (t) => [uniqueIndex("experiments_uid_key").on(t.uid), index("experiments_user_id_idx").on(t.userId)],
);

/** The seeker's verdict on one job hit (a listing) of an experiment. */
export const experimentRatings = pgTable(
  "experiment_ratings",
  {
    experimentId: cascadeRef("experiment_id", () => experiments.id),
    listingId: cascadeRef("listing_id", () => listings.id),
    verdict: text("verdict", { enum: ["fits", "does_not_fit"] }).notNull(),
    note: text("note").notNull().default(""),
    ratedAt: instant("rated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.experimentId, t.listingId] })],
);

/** What the retention task purged, by kind: counts only, never whose data (docs/domain.md §4). */
export const retentionRuns = pgTable("retention_runs", {
  id: idColumn(),
  ranAt: instant("ran_at").notNull().defaultNow(),
  counts: jsonb("counts").$type<Record<string, number>>().notNull(),
});
