import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { TApplicationStatus, TMyApplicationsOrder } from "@jobatlas/contract";
import type { Db } from "../../../db/client";
import {
  activities,
  applicationAnswers,
  applicationAttachments,
  applications,
  jobs,
  listings,
  organizations,
} from "../../../db/schema";

export type ApplicationRow = typeof applications.$inferSelect;

/** An application with what the seeker's screens name: the company, the listing and the job. */
export interface MyApplicationRow {
  application: ApplicationRow;
  company: { id: number; name: string; logoUrl: string | null };
  listing: { id: number; title: string } | null;
  job: { id: number; title: string } | null;
}

export interface MyApplicationsFilter {
  userId: number;
  statuses: readonly TApplicationStatus[] | undefined;
}

const ORDER: Record<TMyApplicationsOrder, SQL[]> = {
  "-updated_at": [desc(applications.updatedAt), desc(applications.id)],
  updated_at: [asc(applications.updatedAt), asc(applications.id)],
  "-created_at": [desc(applications.createdAt), desc(applications.id)],
};

function whereOf(filter: MyApplicationsFilter): SQL | undefined {
  return and(
    eq(applications.userId, filter.userId),
    filter.statuses ? inArray(applications.status, [...filter.statuses]) : undefined,
  );
}

function selectWithNames(db: Db) {
  return db
    .select({
      application: applications,
      company: { id: organizations.id, name: organizations.name, logoUrl: organizations.logoUrl },
      listingId: listings.id,
      listingTitle: listings.title,
      jobId: jobs.id,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .leftJoin(listings, eq(listings.id, applications.listingId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectWithNames>["execute"]>>[number];

function named(row: Joined): MyApplicationRow {
  return {
    application: row.application,
    company: row.company,
    listing:
      row.listingId !== null && row.listingTitle !== null ? { id: row.listingId, title: row.listingTitle } : null,
    job: row.jobId !== null && row.jobTitle !== null ? { id: row.jobId, title: row.jobTitle } : null,
  };
}

/** A page of the user's own applications matching the filter. */
export async function listMyApplications(
  db: Db,
  filter: MyApplicationsFilter,
  page: { limit: number; offset: number; order: TMyApplicationsOrder },
): Promise<MyApplicationRow[]> {
  const rows = await selectWithNames(db)
    .where(whereOf(filter))
    .orderBy(...ORDER[page.order])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(named);
}

/** How many of the user's applications match the filter (over all pages). */
export async function countMyApplications(db: Db, filter: MyApplicationsFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(whereOf(filter));
  return row?.n ?? 0;
}

/** The user's own application with this id (undefined for anyone else's, or an unknown id). */
export async function findMyApplication(db: Db, userId: number, id: number): Promise<MyApplicationRow | undefined> {
  const [row] = await selectWithNames(db).where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return row ? named(row) : undefined;
}

/** The application with this id whose status token hashes to `tokenHash` (undefined otherwise). */
export async function findApplicationByStatusToken(
  db: Db,
  id: number,
  tokenHash: string,
): Promise<MyApplicationRow | undefined> {
  const [row] = await selectWithNames(db).where(
    and(eq(applications.id, id), eq(applications.statusTokenHash, tokenHash)),
  );
  return row ? named(row) : undefined;
}

/** The application's row, locked until the transaction ends (changes of it queue up). */
export async function lockApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for("update");
  return row;
}

/** Stores the three profile texts of a pending application; undefined when it is no longer pending. */
export async function updateApplicationTexts(
  db: Db,
  id: number,
  texts: Pick<ApplicationRow, "myStory" | "whatIBring" | "whatIWant" | "updatedAt">,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set(texts)
    .where(and(eq(applications.id, id), eq(applications.status, "pending")))
    .returning();
  return row;
}

/** The application's answers (question ids of the version it answered). */
export function answersOf(db: Db, applicationId: number) {
  return db
    .select({ questionId: applicationAnswers.questionId, values: applicationAnswers.values })
    .from(applicationAnswers)
    .where(eq(applicationAnswers.applicationId, applicationId));
}

/** The names and sizes of the files the application claimed (never their bytes). */
export function attachmentsOf(db: Db, applicationId: number) {
  return db
    .select({
      id: applicationAttachments.id,
      fileName: applicationAttachments.fileName,
      byteSize: applicationAttachments.byteSize,
    })
    .from(applicationAttachments)
    .where(eq(applicationAttachments.applicationId, applicationId))
    .orderBy(asc(applicationAttachments.createdAt), asc(applicationAttachments.id));
}

/** The application's activities with one of `verbs`, newest first. */
export function historyOf(db: Db, application: Pick<ApplicationRow, "id" | "organizationId">, verbs: string[]) {
  return db
    .select({ id: activities.id, verb: activities.verb, createdAt: activities.createdAt })
    .from(activities)
    .where(
      and(
        eq(activities.organizationId, application.organizationId),
        eq(activities.sourceType, "application"),
        eq(activities.sourceId, application.id),
        inArray(activities.verb, verbs),
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.id));
}
