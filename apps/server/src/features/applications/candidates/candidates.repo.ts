import { and, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { TApplicationStatus, TApplicationType } from "@jobatlas/contract";
import type { Db } from "../../../db/client";
import { selectApplicationsWithNames } from "../../../db/named-joins";
import {
  applicationAttachments,
  applications,
  candidatePoolGrants,
  jobs,
  listings,
  seekerProfiles,
  users,
} from "../../../db/schema";
import { applicationWithNamesColumns, type ApplicationRow, type ApplicationWithNames } from "../applications.repo";

export interface CandidateFilter {
  /**
   * Words that must each appear in what the member may see of the candidate (case- and
   * accent-insensitive): the name, and the email only where the profile shows it.
   */
  words: string[];
  types: TApplicationType[] | undefined;
  statuses: readonly TApplicationStatus[] | undefined;
  jobIds: number[] | undefined;
  listingIds: number[] | undefined;
  /** Whether seekers of the candidate pool belong to the result. */
  withPool: boolean;
}

/** `%word%` for LIKE, with the word's own wildcards escaped. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, "\\$&")}%`;
}

function matchesWords(text: SQL, words: string[]): SQL[] {
  return words.map((word) => sql`unaccent(lower(${text})) like unaccent(lower(${containing(word)})) escape '\\'`);
}

function applicationConditions(organizationId: number, filter: CandidateFilter): SQL | undefined {
  return and(
    eq(applications.organizationId, organizationId),
    filter.types ? inArray(applications.origin, filter.types) : undefined,
    filter.statuses ? inArray(applications.status, [...filter.statuses]) : undefined,
    filter.jobIds ? inArray(applications.jobId, filter.jobIds) : undefined,
    filter.listingIds ? inArray(applications.listingId, filter.listingIds) : undefined,
    ...matchesWords(searchableApplicationText, filter.words),
  );
}

/**
 * What a query may match of an application: the applicant's name, and their email only once
 * they accepted a contact request (`contact_revealed_at`) — the rule of the candidate profile
 * (presentOrgApplication) and the PDF (contactVisible), so that a search never confirms a hidden
 * address. The phone is never searched.
 */
const searchableApplicationText = sql`${applications.firstName} || ' ' || ${applications.lastName} || case
  when ${applications.contactRevealedAt} is not null then ' ' || ${applications.email} else '' end`;

/** A seeker of the pool shared their profile with the organisation: name and email are shown (getPoolCandidate). */
function poolConditions(organizationId: number, filter: CandidateFilter): SQL | undefined {
  return and(
    eq(candidatePoolGrants.organizationId, organizationId),
    ...matchesWords(sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`, filter.words),
  );
}

/** One entry of a page of the candidates list: an application or a seeker of the pool. */
export interface CandidateRef {
  kind: "application" | "pool";
  id: number;
}

/**
 * A page of the organisation's candidates: its applications and (when `withPool`) the seekers who
 * granted it access, by date (application: created; pool: granted), newest first unless `ascending`.
 */
export async function pageCandidates(
  db: Db,
  organizationId: number,
  filter: CandidateFilter,
  page: { limit: number; offset: number; ascending: boolean },
): Promise<CandidateRef[]> {
  const direction = page.ascending ? sql.raw("asc") : sql.raw("desc");
  const applicationRefs = db
    .select({
      kind: sql<string>`'application'`.as("kind"),
      id: applications.id,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(applicationConditions(organizationId, filter));
  const query = filter.withPool
    ? unionAll(
        applicationRefs,
        db
          .select({
            kind: sql<string>`'pool'`.as("kind"),
            id: candidatePoolGrants.userId,
            createdAt: candidatePoolGrants.grantedAt,
          })
          .from(candidatePoolGrants)
          .innerJoin(users, eq(users.id, candidatePoolGrants.userId))
          .where(poolConditions(organizationId, filter)),
      )
    : applicationRefs;
  const rows = await query
    .orderBy(sql`3 ${direction}, 1, 2 ${direction}`)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ kind: row.kind === "pool" ? "pool" : "application", id: Number(row.id) }));
}

/** How many candidates match the filter (over all pages). */
export async function countCandidates(db: Db, organizationId: number, filter: CandidateFilter): Promise<number> {
  const [applicationCount] = await db
    .select({ n: count() })
    .from(applications)
    .where(applicationConditions(organizationId, filter));
  if (!filter.withPool) return applicationCount?.n ?? 0;
  const [poolCount] = await db
    .select({ n: count() })
    .from(candidatePoolGrants)
    .innerJoin(users, eq(users.id, candidatePoolGrants.userId))
    .where(poolConditions(organizationId, filter));
  return (applicationCount?.n ?? 0) + (poolCount?.n ?? 0);
}

/** Another application with the same email to the same organisation (the select joins, so columns are qualified). */
const hasDuplicates = sql<boolean>`exists (
  select 1 from applications others
  where others.organization_id = ${applications.organizationId}
    and others.email = ${applications.email}
    and others.id <> ${applications.id}
)`.mapWith(Boolean);

/** An application with its names, and whether the same email applied to the organisation before. */
export interface ApplicationView extends ApplicationWithNames {
  hasDuplicates: boolean;
}

function viewQuery(db: Db) {
  return selectApplicationsWithNames(db, { ...applicationWithNamesColumns, hasDuplicates });
}

/** The organisation's applications with these ids, with their listing and job. */
export async function applicationViews(db: Db, organizationId: number, ids: number[]): Promise<ApplicationView[]> {
  if (ids.length === 0) return [];
  return viewQuery(db).where(and(eq(applications.organizationId, organizationId), inArray(applications.id, ids)));
}

/** The organisation's application with this id (undefined for another organisation's). */
export async function findApplicationView(
  db: Db,
  organizationId: number,
  id: number,
): Promise<ApplicationView | undefined> {
  const [row] = await viewQuery(db).where(
    and(eq(applications.organizationId, organizationId), eq(applications.id, id)),
  );
  return row;
}

/** The other applications of the same email to the organisation, newest first. */
export async function duplicatesOf(db: Db, application: ApplicationRow) {
  return db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      status: applications.status,
      closedBy: applications.closedBy,
      listing: { id: listings.id, title: listings.title },
      job: { id: jobs.id, title: jobs.title },
    })
    .from(applications)
    .leftJoin(listings, eq(listings.id, applications.listingId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.organizationId, application.organizationId),
        eq(applications.email, application.email),
        ne(applications.id, application.id),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/** An attachment of the organisation's application, with its bytes (undefined for anything else). */
export async function findAttachment(db: Db, organizationId: number, applicationId: number, attachmentId: string) {
  const [row] = await db
    .select({
      fileName: applicationAttachments.fileName,
      contentType: applicationAttachments.contentType,
      bytes: applicationAttachments.bytes,
    })
    .from(applicationAttachments)
    .innerJoin(applications, eq(applications.id, applicationAttachments.applicationId))
    .where(
      and(
        eq(applicationAttachments.id, attachmentId),
        eq(applications.id, applicationId),
        eq(applications.organizationId, organizationId),
      ),
    );
  return row;
}

/** A pool seeker's account fields and when they granted the organisation access. */
const poolSeekerColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  grantedAt: candidatePoolGrants.grantedAt,
};

/** The seekers of the pool with these user ids, with the job titles of their seeker profile. */
export async function poolViews(db: Db, organizationId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ ...poolSeekerColumns, jobTitles: seekerProfiles.jobTitles })
    .from(candidatePoolGrants)
    .innerJoin(users, eq(users.id, candidatePoolGrants.userId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .where(and(eq(candidatePoolGrants.organizationId, organizationId), inArray(candidatePoolGrants.userId, userIds)));
}

/** The organisation's listing with this id (undefined for another organisation's). */
export async function findListingOf(db: Db, organizationId: number, listingId: number) {
  const [row] = await db
    .select({ id: listings.id, title: listings.title, status: listings.status })
    .from(listings)
    .where(and(eq(listings.organizationId, organizationId), eq(listings.id, listingId)));
  return row;
}

/** A seeker of the organisation's candidate pool (undefined once they revoked the access, or never granted it). */
export async function findPoolCandidate(db: Db, organizationId: number, userId: number) {
  const [row] = await db
    .select(poolSeekerColumns)
    .from(candidatePoolGrants)
    .innerJoin(users, eq(users.id, candidatePoolGrants.userId))
    .where(and(eq(candidatePoolGrants.organizationId, organizationId), eq(candidatePoolGrants.userId, userId)));
  return row;
}
