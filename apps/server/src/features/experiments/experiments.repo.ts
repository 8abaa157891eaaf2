/** SQL of career experiments (ADR 029): the experiments, their ratings, the listings of their hits, the testers. */
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectListingsWithNames } from "../../db/named-joins";
import { addresses, experimentRatings, experiments, listings, organizations, users } from "../../db/schema";

export type ExperimentRow = typeof experiments.$inferSelect;
export type ExperimentRatingRow = typeof experimentRatings.$inferSelect;
export type ExperimentValues = Pick<typeof experiments.$inferInsert, "title" | "jobTitles" | "sectors" | "region">;

/** An experiment with the number of its hits rated "fits" and of all rated ones. */
export interface ExperimentWithCounts {
  experiment: ExperimentRow;
  validatedCount: number;
  ratedCount: number;
}

const validatedCount = sql<number>`(select count(*) from ${experimentRatings} r where r.experiment_id = ${experiments.id} and r.verdict = 'fits')`;
const ratedCount = sql<number>`(select count(*) from ${experimentRatings} r where r.experiment_id = ${experiments.id})`;

function withCounts(row: { experiment: ExperimentRow; validatedCount: number; ratedCount: number }) {
  return { experiment: row.experiment, validatedCount: Number(row.validatedCount), ratedCount: Number(row.ratedCount) };
}

export async function insertExperiment(
  db: Db,
  values: ExperimentValues & { uid: string; userId: number },
  now: Date,
): Promise<ExperimentRow> {
  const [row] = await db
    .insert(experiments)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The user's experiment with this uid (another user's or an unknown one: undefined); `lock` locks its row. */
export async function findOwnExperiment(
  db: Db,
  userId: number,
  uid: string,
  lock = false,
): Promise<ExperimentRow | undefined> {
  const query = db
    .select()
    .from(experiments)
    .where(and(eq(experiments.uid, uid), eq(experiments.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function findOwnExperimentWithCounts(
  db: Db,
  userId: number,
  uid: string,
): Promise<ExperimentWithCounts | undefined> {
  const [row] = await db
    .select({ experiment: experiments, validatedCount, ratedCount })
    .from(experiments)
    .where(and(eq(experiments.uid, uid), eq(experiments.userId, userId)))
    .limit(1);
  return row && withCounts(row);
}

/** A page of the user's active (not archived) or archived experiments, newest first. */
export async function listOwnExperiments(
  db: Db,
  userId: number,
  filter: "active" | "archived",
  page: { limit: number; offset: number },
): Promise<{ rows: ExperimentWithCounts[]; count: number }> {
  const where = and(
    eq(experiments.userId, userId),
    filter === "active" ? isNull(experiments.archivedAt) : isNotNull(experiments.archivedAt),
  );
  const rows = await db
    .select({ experiment: experiments, validatedCount, ratedCount })
    .from(experiments)
    .where(where)
    .orderBy(desc(experiments.createdAt), desc(experiments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(experiments).where(where);
  return { rows: rows.map(withCounts), count: total?.n ?? 0 };
}

export async function updateExperiment(
  db: Db,
  id: number,
  values: Partial<Omit<typeof experiments.$inferInsert, "id" | "uid" | "userId" | "createdAt">>,
  now: Date,
): Promise<void> {
  await db
    .update(experiments)
    .set({ ...values, updatedAt: now })
    .where(eq(experiments.id, id));
}

/** Archives it unless it is archived already; false when it was. */
export async function archiveExperimentRow(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(experiments)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(experiments.id, id), isNull(experiments.archivedAt)))
    .returning({ id: experiments.id });
  return rows.length > 0;
}

/** A text[] literal of the values (the same SQL on PGlite and node-postgres). */
function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** A job title as testers are compared: trimmed, single spaces, lower case, no accents. */
const folded = (value: SQL | string) => sql`lower(unaccent(regexp_replace(btrim(${value}), '\\s+', ' ', 'g')))`;

/**
 * Other seekers (distinct users, not `userId`) with a not archived experiment on a similar profile
 * (ADR 029): it shares a job title (folded) or a sector, and its region is the same, or either is
 * the whole of Switzerland.
 */
export async function countActiveTesters(
  db: Db,
  userId: number,
  profile: { jobTitles: readonly string[]; sectors: readonly string[]; region: string | null },
): Promise<number> {
  const wholeCountry = profile.region === null || profile.region === "switzerland";
  const sameRegion = wholeCountry
    ? sql`true`
    : sql`(${experiments.region} is null or ${experiments.region} = 'switzerland' or ${experiments.region} = ${profile.region})`;
  const titles = profile.jobTitles.map((t) => folded(sql`${t}`));
  const sharesTitle =
    titles.length === 0
      ? sql`false`
      : sql`exists (select 1 from unnest(${experiments.jobTitles}) as jt(title) where ${folded(sql`jt.title`)} in (${sql.join(titles, sql`, `)}))`;
  const sharesSector =
    profile.sectors.length === 0 ? sql`false` : sql`${experiments.sectors} && ${textArray(profile.sectors)}`;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${experiments.userId})` })
    .from(experiments)
    .where(
      and(
        ne(experiments.userId, userId),
        isNull(experiments.archivedAt),
        sameRegion,
        sql`(${sharesTitle} or ${sharesSector})`,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function ratingsOf(db: Db, experimentId: number): Promise<ExperimentRatingRow[]> {
  return db.select().from(experimentRatings).where(eq(experimentRatings.experimentId, experimentId));
}

export async function findRating(
  db: Db,
  experimentId: number,
  listingId: number,
): Promise<ExperimentRatingRow | undefined> {
  const [row] = await db
    .select()
    .from(experimentRatings)
    .where(and(eq(experimentRatings.experimentId, experimentId), eq(experimentRatings.listingId, listingId)));
  return row;
}

export async function upsertRating(
  db: Db,
  values: { experimentId: number; listingId: number; verdict: "fits" | "does_not_fit"; note: string },
  now: Date,
): Promise<ExperimentRatingRow> {
  const [row] = await db
    .insert(experimentRatings)
    .values({ ...values, ratedAt: now })
    .onConflictDoUpdate({
      target: [experimentRatings.experimentId, experimentRatings.listingId],
      set: { verdict: values.verdict, note: values.note, ratedAt: now },
    })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return row;
}

export async function deleteRating(db: Db, experimentId: number, listingId: number): Promise<void> {
  await db
    .delete(experimentRatings)
    .where(and(eq(experimentRatings.experimentId, experimentId), eq(experimentRatings.listingId, listingId)));
}

/** A listing as a job hit shows it. */
export interface HitListingRow {
  id: number;
  title: string;
  status: "planned" | "active" | "archived";
  publishedOn: string | null;
  workloadMin: number;
  workloadMax: number;
  companyId: number;
  companyName: string;
  postalCode: string | null;
  city: string | null;
  canton: string | null;
}

/** These listings with their company and work place (unknown ids left out). */
export async function hitListings(db: Db, ids: readonly number[]): Promise<HitListingRow[]> {
  if (ids.length === 0) return [];
  return selectListingsWithNames(db, {
    id: listings.id,
    title: listings.title,
    status: listings.status,
    publishedOn: listings.publishedOn,
    workloadMin: listings.workloadMin,
    workloadMax: listings.workloadMax,
    companyId: organizations.id,
    companyName: organizations.name,
    postalCode: addresses.postalCode,
    city: addresses.city,
    canton: addresses.canton,
  }).where(inArray(listings.id, [...ids]));
}

/** The id of the account with this email (the demo seed's seeker). */
export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}
