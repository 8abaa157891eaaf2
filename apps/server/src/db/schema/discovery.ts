import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { bytea, users } from "./accounts";
import { cascadeRef, createdAt, idColumn, instant, textList } from "./columns";

/** The watchlist: employers a seeker liked. */
export const likes = pgTable(
  "likes",
  {
    userId: cascadeRef("user_id", () => users.id),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index("likes_organization_id_idx").on(t.organizationId),
  ],
);

/**
 * Employers a seeker hid from their search results (ADR 073): the search leaves them out of the
 * list, its count and the map; "show again" deletes the row. Deleted with the account.
 */
export const hiddenEmployers = pgTable(
  "hidden_employers",
  {
    userId: cascadeRef("user_id", () => users.id),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index("hidden_employers_organization_id_idx").on(t.organizationId),
  ],
);

/** What a seeker looks for; `seeker_profile=true` ranks search by it. */
export const seekerProfiles = pgTable("seeker_profiles", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  jobTitles: textList("job_titles"),
  about: text("about").notNull().default(""),
  skills: textList("skills"),
  sectors: textList("sectors"),
  workloadMin: integer("workload_min"),
  workloadMax: integer("workload_max"),
  remoteTypes: textList("remote_types"),
  region: text("region"),
  createdAt: createdAt(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
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
    changedAt: instant("changed_at").notNull().defaultNow(),
  },
  (t) => [index("search_changes_changed_at_idx").on(t.changedAt)],
);

/**
 * Snapshots of the in-process search index (ADR 040): a starting instance loads the newest one of
 * its version and follows search_changes from `change_seq` instead of building from the tables.
 * One instance writes them (under an advisory lock), replacing the previous one in a transaction.
 */
export const searchIndexSnapshots = pgTable("search_index_snapshots", {
  id: idColumn(),
  /** The index's snapshot version: its format and text analysis. */
  version: text("version").notNull(),
  /** Every change up to this number of search_changes is in the snapshot. */
  changeSeq: bigint("change_seq", { mode: "number" }).notNull(),
  /** Bytes over all parts. */
  size: bigint("size", { mode: "number" }).notNull(),
  parts: integer("parts").notNull(),
  /** SHA-256 of the bytes, hex: a part changed or lost means a full build, not a wrong index. */
  sha256: text("sha256").notNull(),
  createdAt: createdAt(),
});

/** A snapshot's bytes in parts of a few MB (rows stay well below the size PostgreSQL and its clients handle). */
export const searchIndexSnapshotParts = pgTable(
  "search_index_snapshot_parts",
  {
    snapshotId: cascadeRef("snapshot_id", () => searchIndexSnapshots.id),
    part: integer("part").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.part] })],
);
