/**
 * The joins several features read rows with: a listing with its job, organisation and work place;
 * an application with its organisation, listing and job. Each selects `fields` (any columns of
 * those tables); the caller adds its own where, order, joins and page.
 */
import { eq } from "drizzle-orm";
import type { PgSelectBase, SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "./client";
import { addresses, applications, jobs, listings, organizations } from "./schema";

// The builder cannot type joins on a selection it does not know; the casts below say what the
// query is: `fields` selected, the inner-joined tables never null, the left-joined ones maybe.

/** Listings with their job and organisation, and their work place where one is set. */
export function selectListingsWithNames<F extends SelectedFields>(db: Db, fields: F) {
  const query = db
    .select(fields as SelectedFields)
    .from(listings)
    .innerJoin(jobs, eq(jobs.id, listings.jobId))
    .innerJoin(organizations, eq(organizations.id, listings.organizationId))
    .leftJoin(addresses, eq(addresses.id, listings.addressId));
  return query as unknown as PgSelectBase<
    "listings",
    F,
    "partial",
    { listings: "not-null"; jobs: "not-null"; organizations: "not-null"; addresses: "nullable" }
  >;
}

/** Applications with their organisation, and their listing and job where they name one. */
export function selectApplicationsWithNames<F extends SelectedFields>(db: Db, fields: F) {
  const query = db
    .select(fields as SelectedFields)
    .from(applications)
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .leftJoin(listings, eq(listings.id, applications.listingId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId));
  return query as unknown as PgSelectBase<
    "applications",
    F,
    "partial",
    { applications: "not-null"; organizations: "not-null"; listings: "nullable"; jobs: "nullable" }
  >;
}
