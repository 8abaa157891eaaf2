import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { TJobStatus, TOrgJobsOrder } from "@jobatlas/contract";
import type { Db } from "../../db/client";
import { nextRevision } from "../../db/revisions";
import { jobs, listings } from "../../db/schema";

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Omit<typeof jobs.$inferInsert, "id">;
export type JobChanges = Partial<
  Pick<
    JobRow,
    "title" | "language" | "status" | "roleAndResponsibilities" | "requirements" | "teamDescription" | "benefits"
  >
>;
/** A job with the number of its listings that are active now. */
export type JobWithCounts = JobRow & { activeListingsCount: number };

export interface JobFilter {
  /** Words that must each appear in the title or a text (case- and accent-insensitive). */
  words: string[];
  statuses: TJobStatus[] | undefined;
}

// Qualified by hand: drizzle leaves column names unqualified in a one-table select, and "id" here
// must be the outer job's.
const activeListingsCount = sql<number>`(
  select count(*) from ${listings}
  where ${listings}.job_id = ${jobs}.id and ${listings}.status = 'active'
)`.mapWith(Number);

/** `%word%` for LIKE, with the word's own wildcards escaped. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, "\\$&")}%`;
}

// Title and texts folded the same way as the words: lower case, accents off (Zürich ~ zurich).
const searchable = sql`unaccent(lower(${jobs.title} || ' ' || ${jobs.roleAndResponsibilities} || ' ' || ${jobs.requirements} || ' ' || ${jobs.teamDescription} || ' ' || ${jobs.benefits}))`;

function whereOf(organizationId: number, filter: JobFilter): SQL | undefined {
  return and(
    eq(jobs.organizationId, organizationId),
    filter.statuses ? inArray(jobs.status, filter.statuses) : undefined,
    ...filter.words.map((word) => sql`${searchable} like unaccent(lower(${containing(word)})) escape '\\'`),
  );
}

const ORDER: Record<TOrgJobsOrder, SQL[]> = {
  "-updated_at": [desc(jobs.updatedAt), desc(jobs.id)],
  updated_at: [asc(jobs.updatedAt), asc(jobs.id)],
  "-created_at": [desc(jobs.createdAt), desc(jobs.id)],
  created_at: [asc(jobs.createdAt), asc(jobs.id)],
  title: [asc(sql`lower(${jobs.title})`), asc(jobs.id)],
  "-title": [desc(sql`lower(${jobs.title})`), desc(jobs.id)],
};

/** A page of the organisation's jobs matching the filter, with their active listings counted. */
export async function listJobs(
  db: Db,
  organizationId: number,
  filter: JobFilter,
  page: { limit: number; offset: number; order: TOrgJobsOrder },
): Promise<JobWithCounts[]> {
  return db
    .select({ job: jobs, activeListingsCount })
    .from(jobs)
    .where(whereOf(organizationId, filter))
    .orderBy(...ORDER[page.order])
    .limit(page.limit)
    .offset(page.offset)
    .then((rows) => rows.map((row) => ({ ...row.job, activeListingsCount: row.activeListingsCount })));
}

/** How many of the organisation's jobs match the filter (over all pages). */
export async function countJobs(db: Db, organizationId: number, filter: JobFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(whereOf(organizationId, filter));
  return row?.n ?? 0;
}

/** The organisation's job with this id (undefined for another organisation's job), with its counts. */
export async function findJob(db: Db, organizationId: number, id: number): Promise<JobWithCounts | undefined> {
  const [row] = await db
    .select({ job: jobs, activeListingsCount })
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.id, id)));
  return row ? { ...row.job, activeListingsCount: row.activeListingsCount } : undefined;
}

/**
 * The organisation's job with this id, its row locked until the transaction ends (changes queue
 * up). FOR NO KEY UPDATE: a job is never deleted, and a listing of the job may be inserted
 * meanwhile (its foreign-key check takes KEY SHARE, which FOR UPDATE would wait for).
 */
export async function lockJob(db: Db, organizationId: number, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.id, id)))
    .for("no key update");
  return row;
}

export async function insertJob(db: Db, values: NewJob): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error("insert returned no job");
  return row;
}

export async function updateJob(db: Db, id: number, changes: JobChanges & { updatedAt: Date }): Promise<JobRow> {
  const [row] = await db
    .update(jobs)
    .set({ ...changes, revision: nextRevision(jobs.revision) })
    .where(eq(jobs.id, id))
    .returning();
  if (!row) throw new Error("update found no job");
  return row;
}

/** The number of the job's listings that are active now. */
export async function countActiveListingsOfJob(db: Db, jobId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.jobId, jobId), eq(listings.status, "active")));
  return row?.n ?? 0;
}
