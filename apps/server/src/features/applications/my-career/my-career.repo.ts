import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { TApplicationStatus, TMyApplicationsOrder } from "@jobatlas/contract";
import type { Db } from "../../../db/client";
import { activities, applications, candidateInvites } from "../../../db/schema";
import { applicationsWithNames, type ApplicationRow, type ApplicationWithNames } from "../applications.repo";

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

/** A page of the user's own applications matching the filter. */
export async function listMyApplications(
  db: Db,
  filter: MyApplicationsFilter,
  page: { limit: number; offset: number; order: TMyApplicationsOrder },
): Promise<ApplicationWithNames[]> {
  return applicationsWithNames(db, whereOf(filter), {
    orderBy: ORDER[page.order],
    limit: page.limit,
    offset: page.offset,
  });
}

/** How many of the user's applications match the filter (over all pages). */
export async function countMyApplications(db: Db, filter: MyApplicationsFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(whereOf(filter));
  return row?.n ?? 0;
}

/** The user's own application with this id (undefined for anyone else's, or an unknown id). */
export async function findMyApplication(db: Db, userId: number, id: number): Promise<ApplicationWithNames | undefined> {
  const [row] = await applicationsWithNames(db, and(eq(applications.id, id), eq(applications.userId, userId)));
  return row;
}

/** The application with this id whose status token hashes to `tokenHash` (undefined otherwise). */
export async function findApplicationByStatusToken(
  db: Db,
  id: number,
  tokenHash: string,
): Promise<ApplicationWithNames | undefined> {
  const [row] = await applicationsWithNames(
    db,
    and(eq(applications.id, id), eq(applications.statusTokenHash, tokenHash)),
  );
  return row;
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

/** When the candidate invitation this application answered was sent; null for one not invited. */
export async function invitedAtOf(db: Db, applicationId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: candidateInvites.createdAt })
    .from(candidateInvites)
    .where(eq(candidateInvites.applicationId, applicationId))
    .orderBy(asc(candidateInvites.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
