import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { TOrgListingsQuery } from "@jobatlas/contract";
import type { Db } from "../../db/client";
import { nextRevision } from "../../db/revisions";
import { addresses, jobs, listings, organizations, questionnaires } from "../../db/schema";

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = Omit<typeof listings.$inferInsert, "id">;
export type ListingChanges = Partial<Omit<typeof listings.$inferInsert, "id" | "organizationId" | "createdAt">>;
type AddressRow = typeof addresses.$inferSelect;
type JobRow = typeof jobs.$inferSelect;
export type OrganizationPlan = (typeof organizations.$inferSelect)["plan"];

/** A listing with what its DTO names: its job (with texts), work place and questionnaire. */
export interface ListingView {
  listing: ListingRow;
  job: Pick<
    JobRow,
    "id" | "title" | "status" | "roleAndResponsibilities" | "requirements" | "teamDescription" | "benefits"
  >;
  address: Pick<AddressRow, "id" | "label" | "street" | "houseNumber" | "postalCode" | "city" | "country"> | null;
  questionnaire: { id: number; name: string } | null;
}

const viewColumns = {
  listing: getTableColumns(listings),
  job: {
    id: jobs.id,
    title: jobs.title,
    status: jobs.status,
    roleAndResponsibilities: jobs.roleAndResponsibilities,
    requirements: jobs.requirements,
    teamDescription: jobs.teamDescription,
    benefits: jobs.benefits,
  },
  address: {
    id: addresses.id,
    label: addresses.label,
    street: addresses.street,
    houseNumber: addresses.houseNumber,
    postalCode: addresses.postalCode,
    city: addresses.city,
    country: addresses.country,
  },
  questionnaire: { id: questionnaires.id, name: questionnaires.name },
};

function selectViews(db: Db) {
  return db
    .select(viewColumns)
    .from(listings)
    .innerJoin(jobs, eq(jobs.id, listings.jobId))
    .leftJoin(addresses, eq(addresses.id, listings.addressId))
    .leftJoin(questionnaires, eq(questionnaires.id, listings.questionnaireId));
}

/** The organisation's listing with this id, with its job, place and questionnaire. */
export async function findListingView(db: Db, organizationId: number, id: number): Promise<ListingView | undefined> {
  const [row] = await selectViews(db).where(and(eq(listings.organizationId, organizationId), eq(listings.id, id)));
  return row;
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listFilter(organizationId: number, filters: TOrgListingsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(listings.organizationId, organizationId)];
  if (filters.questionnaire_id !== undefined) conditions.push(eq(listings.questionnaireId, filters.questionnaire_id));
  if (filters.job_ids?.length) conditions.push(inArray(listings.jobId, filters.job_ids));
  if (filters.status?.length) conditions.push(inArray(listings.status, filters.status));
  // Every word must appear in the listing's title or its job's title, whatever the case and
  // accents (accents come off first: lower() folds only ASCII under some locales).
  for (const word of (filters.query ?? "").split(/\s+/).filter(Boolean).slice(0, 10)) {
    const pattern = sql`lower(unaccent(${likePattern(word)}))`;
    conditions.push(
      or(
        sql`lower(unaccent(${listings.title})) like ${pattern} escape '\\'`,
        sql`lower(unaccent(${jobs.title})) like ${pattern} escape '\\'`,
      ),
    );
  }
  return and(...conditions);
}

const ORDER_COLUMNS = {
  created_at: listings.createdAt,
  updated_at: listings.updatedAt,
  title: listings.title,
  ends_on: listings.endsOn,
  published_on: listings.publishedOn,
} as const;

/** A page of the organisation's listings matching the filters, and how many match in all. */
export async function listListingViews(
  db: Db,
  organizationId: number,
  filters: TOrgListingsQuery,
): Promise<{ rows: ListingView[]; count: number }> {
  const where = listFilter(organizationId, filters);
  const descending = filters.order_by.startsWith("-");
  const column = ORDER_COLUMNS[filters.order_by.replace(/^-/, "") as keyof typeof ORDER_COLUMNS];
  const order = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = await selectViews(db)
    .where(where)
    .orderBy(order, descending ? desc(listings.id) : asc(listings.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [total] = await db
    .select({ n: count() })
    .from(listings)
    .innerJoin(jobs, eq(jobs.id, listings.jobId))
    .where(where);
  return { rows, count: total?.n ?? 0 };
}

/**
 * The organisation's listing, its row locked until the transaction ends (FOR NO KEY UPDATE: a
 * listing is never deleted, and rows pointing at it may be inserted meanwhile).
 */
export async function lockListing(db: Db, organizationId: number, id: number): Promise<ListingRow | undefined> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.organizationId, organizationId), eq(listings.id, id)))
    .for("no key update");
  return row;
}

/** The organisation's plan (no lock). */
export async function planOf(db: Db, organizationId: number): Promise<OrganizationPlan | undefined> {
  const [row] = await db
    .select({ plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.plan;
}

/**
 * The organisation's active listings that still run: one whose last day is `lastEndedDay` or
 * earlier is over, though the lifecycle task may not have archived it yet (another worker may be
 * doing so right now), so it takes no place of the plan's limit.
 */
export async function countRunningListings(db: Db, organizationId: number, lastEndedDay: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(
      and(
        eq(listings.organizationId, organizationId),
        eq(listings.status, "active"),
        or(isNull(listings.endsOn), gt(listings.endsOn, lastEndedDay)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * What a plan change weighs (ADR 053): the running listings (as countRunningListings counts them)
 * by extensions used, the last day of the one that ends last, and the planned listings.
 */
export async function listingsByExtensionsUsed(db: Db, organizationId: number, lastEndedDay: string) {
  const running = and(
    eq(listings.organizationId, organizationId),
    eq(listings.status, "active"),
    or(isNull(listings.endsOn), gt(listings.endsOn, lastEndedDay)),
  );
  const [byUse, [last], [planned]] = await Promise.all([
    db
      .select({ extensionsUsed: listings.extensionsUsed, n: count() })
      .from(listings)
      .where(running)
      .groupBy(listings.extensionsUsed),
    db
      .select({ endsOn: sql<string | null>`max(${listings.endsOn})::text` })
      .from(listings)
      .where(running),
    db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.organizationId, organizationId), eq(listings.status, "planned"))),
  ]);
  return { byUse, lastEndsOn: last?.endsOn ?? null, planned: planned?.n ?? 0 };
}

/** The organisation's job with this id (any status). */
export async function findJobOf(db: Db, organizationId: number, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, language: jobs.language })
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.id, jobId)));
  return row;
}

/** The organisation's address with this id. */
export async function findAddressOf(db: Db, organizationId: number, addressId: number) {
  const [row] = await db
    .select({ id: addresses.id, country: addresses.country })
    .from(addresses)
    .where(and(eq(addresses.organizationId, organizationId), eq(addresses.id, addressId)));
  return row;
}

/** The organisation's questionnaire with this id. */
export async function findQuestionnaireOf(db: Db, organizationId: number, questionnaireId: number) {
  const [row] = await db
    .select({ id: questionnaires.id, status: questionnaires.status })
    .from(questionnaires)
    .where(and(eq(questionnaires.organizationId, organizationId), eq(questionnaires.id, questionnaireId)));
  return row;
}

export async function insertListing(db: Db, values: NewListing): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateListing(db: Db, id: number, changes: ListingChanges): Promise<ListingRow> {
  const [row] = await db
    .update(listings)
    .set({ ...changes, revision: nextRevision(listings.revision) })
    .where(eq(listings.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

// --- The lifecycle (the scheduler's task) ---------------------------------------------------

/** What the lifecycle reports of a listing it moved. */
export interface MovedListing {
  id: number;
  organizationId: number;
  title: string;
}

/**
 * Archives up to `limit` active listings whose runtime ended on or before `lastEndedDay`, and
 * returns them. Rows another transaction holds are skipped (it is moving them); a row archived
 * meanwhile no longer matches `status = 'active'` when its lock is taken, so each listing is
 * archived — and reported — once, however many workers run at the same time.
 */
export async function archiveEndedListings(
  db: Db,
  lastEndedDay: string,
  now: Date,
  limit: number,
): Promise<MovedListing[]> {
  const due = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, "active"), lte(listings.endsOn, lastEndedDay)))
    .orderBy(asc(listings.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(listings)
    .set({ status: "archived", updatedAt: now, revision: nextRevision(listings.revision) })
    .where(and(inArray(listings.id, due), eq(listings.status, "active")))
    .returning({ id: listings.id, organizationId: listings.organizationId, title: listings.title });
}

/** Organisations after `afterId` with planned listings whose publish date has come, by id (at most `limit`). */
export async function organizationsWithDueListings(
  db: Db,
  today: string,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: listings.organizationId })
    .from(listings)
    .where(and(eq(listings.status, "planned"), lte(listings.publishedOn, today), gt(listings.organizationId, afterId)))
    .orderBy(listings.organizationId)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The organisation's planned listings due by `today`, the earliest first, locked; rows another
 * transaction holds are skipped (an edit in flight; the next tick sees them).
 */
export async function lockDueListingsOf(db: Db, organizationId: number, today: string): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.organizationId, organizationId),
        eq(listings.status, "planned"),
        lte(listings.publishedOn, today),
      ),
    )
    .orderBy(asc(listings.publishedOn), asc(listings.id))
    .for("update", { skipLocked: true });
}

/** Of these listings, those with an activity `verb` written since they last changed. */
export async function listingsNotedSinceChange(db: Db, ids: number[], verb: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = (await db.execute(sql`
    select l.id from listings l
    where l.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and exists (
        select 1 from activities a
        where a.source_type = 'listing' and a.source_id = l.id and a.verb = ${verb} and a.created_at >= l.updated_at
      )`)) as unknown as { rows: { id: number | string }[] };
  return new Set(result.rows.map((r) => Number(r.id)));
}
