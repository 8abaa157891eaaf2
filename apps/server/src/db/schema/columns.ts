import { sql } from "drizzle-orm";
import { bigint, integer, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** The shapes of column many tables share; each call builds a new column. */

/** A table's own id: a bigint identity, read as a number. */
export function idColumn() {
  return bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();
}

/** A point in time, with its time zone (timestamptz). */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** When the row was written. */
export function createdAt() {
  return instant("created_at").notNull().defaultNow();
}

/** When the row was written and last changed. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
};

/**
 * The edit revision of a row two members may edit at once (issue 30 point 5, ADR 088): every
 * change adds one; a save that names an older revision is refused as stale.
 */
export function revision() {
  return integer("revision").notNull().default(1);
}

/** A token or code that works once: written, expiring, spent (null until then). */
export function usedOnce() {
  return {
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  };
}

/** A required reference to another table's id, whose row takes this one with it when deleted. */
export function cascadeRef(name: string, target: () => AnyPgColumn) {
  return bigint(name, { mode: "number" }).notNull().references(target, { onDelete: "cascade" });
}

/** An optional reference to another table's id; `onDelete` says what deleting that row does to this one. */
export function optionalRef(name: string, target: () => AnyPgColumn, onDelete: "cascade" | "set null") {
  return bigint(name, { mode: "number" }).references(target, { onDelete });
}

/** A list of texts, empty unless set. */
export function textList(name: string) {
  return text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
}
