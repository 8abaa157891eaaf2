import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectListingsWithNames } from "../../db/named-joins";
import { addresses, jobs, listings, organizations } from "../../db/schema";

export type OrganizationRow = typeof organizations.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;

export interface Page {
  limit: number;
  offset: number;
}

export async function findOrganization(db: Db, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** The organisation's addresses in the order they were added. */
export async function addressesOf(db: Db, organizationId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.organizationId, organizationId)).orderBy(asc(addresses.id));
}

const activeListingOf = (organizationId: number) =>
  and(eq(listings.organizationId, organizationId), eq(listings.status, "active"));
const activeJobOf = (organizationId: number) => and(eq(jobs.organizationId, organizationId), eq(jobs.status, "active"));

export async function countActiveListings(db: Db, organizationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(activeListingOf(organizationId));
  return row?.n ?? 0;
}

export async function countActiveJobs(db: Db, organizationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(activeJobOf(organizationId));
  return row?.n ?? 0;
}

export interface ListingWithAddress {
  listing: ListingRow;
  address: AddressRow | null;
}

/** A page of the organisation's active listings with their work place, newest published first. */
export async function activeListingsOf(db: Db, organizationId: number, page: Page): Promise<ListingWithAddress[]> {
  return (
    db
      .select({ listing: getTableColumns(listings), address: getTableColumns(addresses) })
      .from(listings)
      .leftJoin(addresses, eq(addresses.id, listings.addressId))
      .where(activeListingOf(organizationId))
      // As the search orders them (and as listings_active_fresh_idx is built): no date last.
      .orderBy(sql`${listings.publishedOn} desc nulls last`, desc(listings.id))
      .limit(page.limit)
      .offset(page.offset)
  );
}

/** A page of the organisation's active jobs, by title. */
export async function activeJobsOf(db: Db, organizationId: number, page: Page): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(activeJobOf(organizationId))
    .orderBy(asc(jobs.title), asc(jobs.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The organisation's job with this id when it is active. */
export async function findActiveJob(db: Db, organizationId: number, jobId: number): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), activeJobOf(organizationId)));
  return row;
}

/** A listing's organisation and status (one index lookup), whatever its status. */
export async function findListingOwner(
  db: Db,
  id: number,
): Promise<Pick<ListingRow, "organizationId" | "status"> | undefined> {
  const [row] = await db
    .select({ organizationId: listings.organizationId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, id));
  return row;
}

export interface ListingPage extends ListingWithAddress {
  job: Pick<JobRow, "roleAndResponsibilities" | "requirements" | "teamDescription" | "benefits">;
  organization: Pick<OrganizationRow, "id" | "slug" | "name" | "logoUrl">;
}

/** A listing in any status with what its page shows: work place, job texts, company. */
export async function findListingPage(db: Db, id: number): Promise<ListingPage | undefined> {
  const [row] = await selectListingsWithNames(db, {
    listing: getTableColumns(listings),
    address: getTableColumns(addresses),
    job: {
      roleAndResponsibilities: jobs.roleAndResponsibilities,
      requirements: jobs.requirements,
      teamDescription: jobs.teamDescription,
      benefits: jobs.benefits,
    },
    organization: {
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      logoUrl: organizations.logoUrl,
    },
  }).where(eq(listings.id, id));
  return row;
}
