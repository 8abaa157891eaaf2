/**
 * The joins several features read rows with: a listing with its job, organisation and work place;
 * an application with its organisation, listing and job. Each selects `fields` (any columns of
 * those tables); the caller adds its own where, order, joins and page.
 */
import { eq, type SQL } from "drizzle-orm";
import type { PgSelectBase, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "./client";
import { addresses, applications, jobs, listings, organizations } from "./schema";

type Join = readonly [kind: "inner" | "left", table: PgTable, on: SQL];

const JOINS = {
  /** Every listing has a job and an organisation; a work place only when one is set. */
  listings: [
    ["inner", jobs, eq(jobs.id, listings.jobId)],
    ["inner", organizations, eq(organizations.id, listings.organizationId)],
    ["left", addresses, eq(addresses.id, listings.addressId)],
  ],
  /** Every application has an organisation; a listing and a job only when it names them. */
  applications: [
    ["inner", organizations, eq(organizations.id, applications.organizationId)],
    ["left", listings, eq(listings.id, applications.listingId)],
    ["left", jobs, eq(jobs.id, applications.jobId)],
  ],
} satisfies Record<string, Join[]>;

function selectJoined(db: Db, fields: SelectedFields, from: PgTable, joins: readonly Join[]) {
  const query = db.select(fields).from(from).$dynamic();
  for (const [kind, table, on] of joins) {
    if (kind === "inner") query.innerJoin(table, on);
    else query.leftJoin(table, on);
  }
  return query;
}

// The builder cannot type joins on a selection it does not know; these types say what the rows
// are: `fields` selected, the inner-joined tables never null, the left-joined ones maybe.
type ListingNulls = { listings: "not-null"; jobs: "not-null"; organizations: "not-null"; addresses: "nullable" };
type ApplicationNulls = { applications: "not-null"; organizations: "not-null"; listings: "nullable"; jobs: "nullable" };

/** Listings with their job and organisation, and their work place where one is set. */
export function selectListingsWithNames<F extends SelectedFields>(db: Db, fields: F) {
  const query = selectJoined(db, fields, listings, JOINS.listings);
  return query as unknown as PgSelectBase<"listings", F, "partial", ListingNulls>;
}

/** Applications with their organisation, and their listing and job where they name one. */
export function selectApplicationsWithNames<F extends SelectedFields>(db: Db, fields: F) {
  const query = selectJoined(db, fields, applications, JOINS.applications);
  return query as unknown as PgSelectBase<"applications", F, "partial", ApplicationNulls>;
}
