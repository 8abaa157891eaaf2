import { bigint, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** The shapes of column many tables share; each call builds a new column. */

/** A table's own id: a bigint identity, read as a number. */
export function idColumn() {
  return bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();
}

/** When the row was written. */
export function createdAt() {
  return timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
}

/** When the row was written and last changed. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A required reference to another table's id, whose row takes this one with it when deleted. */
export function cascadeRef(name: string, target: () => AnyPgColumn) {
  return bigint(name, { mode: "number" }).notNull().references(target, { onDelete: "cascade" });
}
