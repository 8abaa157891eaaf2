/**
 * The sitemaps' SQL (ADR 013). A sitemap file holds the rows of one window of ids
 * (`SITEMAP_ID_WINDOW` ids: page n holds ids (n-1)·W+1 … n·W), read in keyset chunks inside it, so
 * no query ever reads more than a window and no offset grows with the table.
 */
import { and, asc, eq, gt, lte, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs, listings, organizations } from "../../db/schema";

/** A sitemap page that has rows, and the newest change among them. */
export interface SitemapPageRef {
  page: number;
  lastmod: Date;
}

export interface CompanyUrlRow {
  id: number;
  updatedAt: Date;
}

export interface ListingUrlRow {
  id: number;
  organizationId: number;
  updatedAt: Date;
}

/** The window of ids a sitemap page covers: ids after `after`, up to and including `last`. */
export interface IdWindow {
  after: number;
  last: number;
}

function asDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * The page an id falls in. The window is written as a literal (a checked whole number): as a
 * parameter, the select, group by and order by would each get their own, and PostgreSQL would not
 * see them as the same expression.
 */
function pageOf(id: typeof organizations.id | typeof listings.id, window: number) {
  if (!Number.isSafeInteger(window) || window < 1) throw new Error(`bad sitemap window ${window}`);
  return sql<number>`((${id} - 1) / ${sql.raw(String(window))})::int + 1`;
}

/** The listing's page changes with the listing and with its job's texts. */
const listingChangedAt = sql<Date | string>`greatest(${listings.updatedAt}, ${jobs.updatedAt})`;

/** The sitemap pages of companies that hold at least one company. */
export async function companySitemapPages(db: Db, window: number): Promise<SitemapPageRef[]> {
  const page = pageOf(organizations.id, window);
  const rows = await db
    .select({ page, lastmod: max(organizations.updatedAt) })
    .from(organizations)
    .groupBy(page)
    .orderBy(page);
  return rows.map((row) => ({ page: Number(row.page), lastmod: asDate(row.lastmod ?? new Date(0)) }));
}

/** The sitemap pages of listings that hold at least one active listing. */
export async function listingSitemapPages(db: Db, window: number): Promise<SitemapPageRef[]> {
  const page = pageOf(listings.id, window);
  const rows = await db
    .select({ page, lastmod: sql<Date | string>`max(${listingChangedAt})` })
    .from(listings)
    .innerJoin(jobs, eq(jobs.id, listings.jobId))
    .where(eq(listings.status, "active"))
    .groupBy(page)
    .orderBy(page);
  return rows.map((row) => ({ page: Number(row.page), lastmod: asDate(row.lastmod) }));
}

/** Up to `limit` companies of the window after `after`, by id. */
export async function companyUrlChunk(db: Db, window: IdWindow, limit: number): Promise<CompanyUrlRow[]> {
  return db
    .select({ id: organizations.id, updatedAt: organizations.updatedAt })
    .from(organizations)
    .where(and(gt(organizations.id, window.after), lte(organizations.id, window.last)))
    .orderBy(asc(organizations.id))
    .limit(limit);
}

/** Up to `limit` active listings of the window after `after`, by id. */
export async function listingUrlChunk(db: Db, window: IdWindow, limit: number): Promise<ListingUrlRow[]> {
  const rows = await db
    .select({ id: listings.id, organizationId: listings.organizationId, updatedAt: listingChangedAt })
    .from(listings)
    .innerJoin(jobs, eq(jobs.id, listings.jobId))
    .where(and(eq(listings.status, "active"), gt(listings.id, window.after), lte(listings.id, window.last)))
    .orderBy(asc(listings.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, updatedAt: asDate(row.updatedAt) }));
}
