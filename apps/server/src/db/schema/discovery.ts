import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./accounts";

/** The watchlist: employers a seeker liked. */
export const likes = pgTable(
  "likes",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: bigint("organization_id", { mode: "number" })
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index("likes_organization_id_idx").on(t.organizationId),
  ],
);

/** What a seeker looks for; `seeker_profile=true` ranks search by it. */
export const seekerProfiles = pgTable("seeker_profiles", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  jobTitles: text("job_titles")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  about: text("about").notNull().default(""),
  skills: text("skills")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sectors: text("sectors")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  workloadMin: integer("workload_min"),
  workloadMax: integer("workload_max"),
  remoteTypes: text("remote_types")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  region: text("region"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The search index's change feed: triggers on organizations, addresses, jobs and listings append
 * the organisation whose searchable data changed; `seq` comes from a sequence, so every process
 * follows the feed by number (ADR 012). Rows are removed by the retention task after a day.
 */
export const searchChanges = pgTable(
  "search_changes",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: bigint("organization_id", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_changes_changed_at_idx").on(t.changedAt)],
);
