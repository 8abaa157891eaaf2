/**
 * The public side of employers: company profile, its active listings and job profiles, one
 * listing's page. Every organisation is public; listings and jobs only while active. Used by the
 * API routes and by the server-rendered pages (features/seo).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import {
  PAGE_SIZE,
  type TEmployerHit,
  type TListResponse,
  type TPageQuery,
  type TPublicCompany,
  type TPublicJob,
  type TPublicListing,
  type TPublicListingSummary,
} from "@jobatlas/contract";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { publicResponseRecords } from "../applications/follow-up/follow-up.service";
import { foundOr404, GoneError, NotFoundError } from "../../errors";
import type { SessionUser } from "../../sessions/sessions";
import { organizationExists } from "../orgs/orgs.service";
import { isLiked } from "../seekers/likes.service";
import { similarEmployerHits } from "../search/search.service";
import { openApplicationToListing } from "../applications/apply/apply.service";
import type { SearchIndex } from "../search/search.index";
import {
  activeJobsOf,
  activeListingsOf,
  addressesOf,
  countActiveJobs,
  countActiveListings,
  findActiveJob,
  findListingOwner,
  findListingPage,
  findOrganization,
} from "./companies.repo";
import {
  presentPublicCompany,
  presentPublicJob,
  presentPublicListing,
  presentPublicListingSummary,
} from "./companies.presenter";

const FIRST_PAGE: TPageQuery = { limit: PAGE_SIZE, offset: 0 };

/**
 * The anonymous company reads of one public page being answered: its head (features/seo) and its
 * drawing (the render's in-process API calls) read the company once (ADR 084).
 */
const pageReads = new AsyncLocalStorage<Map<number, Promise<TPublicCompany>>>();

/** Runs `answer` (one page's head and drawing) with one anonymous read of each company it shows. */
export function withPageReads<T>(answer: () => Promise<T>): Promise<T> {
  return pageReads.run(new Map(), answer);
}

/** The public company profile; `liked` for the signed-in user. NotFoundError for an unknown id. */
export function publicCompany(ctx: AppContext, id: number, user?: SessionUser): Promise<TPublicCompany> {
  const reads = user ? undefined : pageReads.getStore();
  if (!reads) return readPublicCompany(ctx, id, user);
  let read = reads.get(id);
  if (!read) reads.set(id, (read = readPublicCompany(ctx, id)));
  return read;
}

async function readPublicCompany(ctx: AppContext, id: number, user?: SessionUser): Promise<TPublicCompany> {
  const db = ctx.read ?? ctx.db; // a public read: the replica when there is one
  const organization = foundOr404(await findOrganization(db, id));
  const [addresses, openListingsCount, activeJobsCount, liked, records] = await Promise.all([
    addressesOf(db, id),
    countActiveListings(db, id),
    countActiveJobs(db, id),
    isLiked(ctx, user, id),
    publicResponseRecords(ctx, [id]),
  ]);
  return presentPublicCompany(organization, {
    addresses,
    openListingsCount,
    activeJobsCount,
    liked,
    responseRecord: records.get(id) ?? null,
  });
}

/**
 * An active listing's page. NotFoundError when it never existed or is still planned (nobody may
 * know of it yet); GoneError once archived (it was public: its page says it is no longer available).
 * `liked` and `my_application` (the open application, ADR 055) are the signed-in user's.
 */
export async function publicListing(ctx: AppContext, id: number, user?: SessionUser): Promise<TPublicListing> {
  const db = ctx.read ?? ctx.db; // a public read: the replica when there is one
  const page = await findListingPage(db, id);
  if (!page || page.listing.status === "planned") throw new NotFoundError("notFound");
  if (page.listing.status === "archived") throw new GoneError("gone");
  const [liked, myApplication] = await Promise.all([
    isLiked(ctx, user, page.organization.id),
    openApplicationToListing(ctx, user, page.listing.id),
  ]);
  return presentPublicListing(page, liked, myApplication);
}

/**
 * The company whose page a listing has (active or archived: both have a page, the archived one
 * answering 410); undefined for an unknown or planned listing, which has none (404).
 */
export async function listingPageOwner(ctx: AppContext, id: number): Promise<number | undefined> {
  const owner = await findListingOwner(ctx.read ?? ctx.db, id); // a public read: the replica when there is one
  return owner && owner.status !== "planned" ? owner.organizationId : undefined;
}

/** One active job profile of the company. NotFoundError for an unknown, inactive or other company's job. */
export async function publicJob(ctx: AppContext, companyId: number, jobId: number): Promise<TPublicJob> {
  const db = ctx.read ?? ctx.db; // a public read: the replica when there is one
  const job = foundOr404(await findActiveJob(db, companyId, jobId));
  return presentPublicJob(job);
}

/**
 * A page of a company's public items and their count, read from the replica when there is one.
 * NotFoundError for an unknown company.
 */
async function companyPage<Row, Item>(
  ctx: AppContext,
  companyId: number,
  read: (db: Db) => [Promise<Row[]>, Promise<number>],
  present: (row: Row) => Item,
): Promise<TListResponse<Item>> {
  const existing = organizationExists(ctx, companyId, { read: true });
  const [rowsRead, countRead] = read(ctx.read ?? ctx.db);
  const [exists, rows, count] = await Promise.all([existing, rowsRead, countRead]);
  if (!exists) throw new NotFoundError("notFound");
  return { items: rows.map(present), count };
}

/** A page of the company's active listings, newest published first. NotFoundError for an unknown company. */
export function publicListingsOf(
  ctx: AppContext,
  companyId: number,
  page: TPageQuery = FIRST_PAGE,
): Promise<TListResponse<TPublicListingSummary>> {
  return companyPage(
    ctx,
    companyId,
    (db) => [activeListingsOf(db, companyId, page), countActiveListings(db, companyId)],
    presentPublicListingSummary,
  );
}

/** A page (by default the first 50) of the company's active job profiles, by title. NotFoundError for an unknown company. */
export function publicJobsOf(
  ctx: AppContext,
  companyId: number,
  page: TPageQuery = FIRST_PAGE,
): Promise<TListResponse<TPublicJob>> {
  return companyPage(
    ctx,
    companyId,
    (db) => [activeJobsOf(db, companyId, page), countActiveJobs(db, companyId)],
    presentPublicJob,
  );
}

/** Up to 6 employers like this one, as search hits. NotFoundError for an unknown company. */
export async function similarCompanies(
  ctx: AppContext,
  search: SearchIndex,
  companyId: number,
  user?: SessionUser,
): Promise<{ items: TEmployerHit[] }> {
  // A public read: the replica when there is one.
  if (!(await organizationExists(ctx, companyId, { read: true }))) throw new NotFoundError("notFound");
  return { items: await similarEmployerHits(ctx, search, companyId, user) };
}
