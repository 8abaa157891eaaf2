import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The modes servers have run in on this database (ADR 062). A production server writes its row at
 * every start; a development or test server refuses a database that has one, as it would print
 * sign-in links, serve every mail in the dev mailbox and seed demo accounts.
 */
export const serverModes = pgTable("server_modes", {
  mode: text("mode").primaryKey(),
  firstStartedAt: timestamp("first_started_at", { withTimezone: true }).notNull().defaultNow(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }).notNull().defaultNow(),
});
