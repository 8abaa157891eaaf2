import { pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

/**
 * The modes servers have run in on this database (ADR 062). A production server writes its row at
 * every start; a development or test server refuses a database that has one, as it would print
 * sign-in links, serve every mail in the dev mailbox and seed demo accounts.
 */
export const serverModes = pgTable("server_modes", {
  mode: text("mode").primaryKey(),
  firstStartedAt: instant("first_started_at").notNull().defaultNow(),
  lastStartedAt: instant("last_started_at").notNull().defaultNow(),
});
