/**
 * Edit revisions (ADR 088): the company profile, addresses, jobs, listings and questionnaires
 * carry `revision` (db/schema/columns.ts), and every write of such a row sets
 * `revision: nextRevision(table.revision)` in its UPDATE. The services compare the revision a save
 * names with the row read under its lock (`requireCurrentRevision` of errors.ts).
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** The stored revision plus one, in the UPDATE itself: no write can skip it or count it twice. */
export function nextRevision(column: AnyColumn): SQL {
  return sql`${column} + 1`;
}
