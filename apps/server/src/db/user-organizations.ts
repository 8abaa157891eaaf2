/**
 * The tables that link a user to organisations (likes, hidden employers, candidate-pool grants,
 * memberships): one query reads a user's links with their organisation, for the feature that owns
 * the table and for the data export.
 */
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "./client";
import { organizations } from "./schema";

/** A table with a row per (user, organisation) link. */
export type UserOrganizationLink = PgTable & { userId: PgColumn; organizationId: PgColumn };

/** The user's rows of a link table joined to their organisation: `fields`, in `order`, all or a page. */
export async function linksOfUser<F extends SelectedFields>(
  db: Db,
  link: UserOrganizationLink,
  userId: number,
  fields: F,
  order: (PgColumn | SQL)[],
  page?: { limit: number; offset: number },
): Promise<SelectResultFields<F>[]> {
  const query = db
    .select(fields as SelectedFields)
    .from(link)
    .innerJoin(organizations, eq(organizations.id, link.organizationId))
    .where(eq(link.userId, userId))
    .orderBy(...order);
  // The builder cannot type a selection it does not know; the rows are what `fields` select.
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows as SelectResultFields<F>[];
}
