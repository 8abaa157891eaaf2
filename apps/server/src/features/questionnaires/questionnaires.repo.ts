import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { nextRevision } from "../../db/revisions";
import { jobs, listings, questionnaires, questions } from "../../db/schema";

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
type QuestionnaireStatus = QuestionnaireRow["status"];

export interface QuestionnaireFilters {
  /** Words that must each occur in the name, accents and case ignored. */
  words: string[];
  statuses: QuestionnaireStatus[] | undefined;
  orderBy: "-updated_at" | "updated_at" | "name" | "-name";
  limit: number;
  offset: number;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The name contains every word (accents and case ignored: "zurich" finds "Zürich"). */
function nameMatches(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) => sql`unaccent(lower(${questionnaires.name})) like unaccent(lower(${likeContains(word)})) escape '\\'`,
    ),
  );
}

function listCondition(organizationId: number, words: string[], statuses: QuestionnaireStatus[] | undefined) {
  return and(
    eq(questionnaires.organizationId, organizationId),
    statuses && statuses.length > 0 ? inArray(questionnaires.status, statuses) : undefined,
    nameMatches(words),
  );
}

const ORDER = {
  "-updated_at": [desc(questionnaires.updatedAt), desc(questionnaires.id)],
  updated_at: [asc(questionnaires.updatedAt), asc(questionnaires.id)],
  name: [asc(sql`lower(${questionnaires.name})`), asc(questionnaires.id)],
  "-name": [desc(sql`lower(${questionnaires.name})`), desc(questionnaires.id)],
} as const;

/** A page of the organisation's questionnaires and the number of all that match. */
export async function listQuestionnaires(
  db: Db,
  organizationId: number,
  filters: QuestionnaireFilters,
): Promise<{ rows: QuestionnaireRow[]; count: number }> {
  const where = listCondition(organizationId, filters.words, filters.statuses);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(questionnaires)
      .where(where)
      .orderBy(...ORDER[filters.orderBy])
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ n: count() }).from(questionnaires).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Active questionnaires whose name matches, by name, and how many match in all. */
export async function autocompleteQuestionnaires(
  db: Db,
  organizationId: number,
  words: string[],
  limit: number,
): Promise<{ rows: QuestionnaireRow[]; count: number }> {
  const where = listCondition(organizationId, words, ["active"]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(questionnaires)
      .where(where)
      .orderBy(...ORDER.name)
      .limit(limit),
    db.select({ n: count() }).from(questionnaires).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export interface QuestionCounts {
  questions: number;
  knockOuts: number;
}

/** Questions (and knock-out questions) of each questionnaire's current version. */
export async function questionCounts(db: Db, rows: QuestionnaireRow[]): Promise<Map<number, QuestionCounts>> {
  const result = new Map<number, QuestionCounts>(rows.map((r) => [r.id, { questions: 0, knockOuts: 0 }]));
  if (rows.length === 0) return result;
  const counted = await db
    .select({
      questionnaireId: questions.questionnaireId,
      n: count(),
      knockOuts: sql<number>`count(*) filter (where ${questions.knockOut})`.mapWith(Number),
    })
    .from(questions)
    .innerJoin(questionnaires, eq(questionnaires.id, questions.questionnaireId))
    .where(
      and(
        inArray(
          questions.questionnaireId,
          rows.map((r) => r.id),
        ),
        eq(questions.version, questionnaires.version),
      ),
    )
    .groupBy(questions.questionnaireId);
  for (const row of counted) result.set(row.questionnaireId, { questions: row.n, knockOuts: row.knockOuts });
  return result;
}

/**
 * How many of the organisation's listings (any status) use each questionnaire. Read through the
 * organisation's listings (its index), so it stays cheap however many listings others have.
 */
export async function listingCounts(db: Db, organizationId: number, ids: number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return result;
  const counted = await db
    .select({ questionnaireId: listings.questionnaireId, n: count() })
    .from(listings)
    .where(and(eq(listings.organizationId, organizationId), inArray(listings.questionnaireId, ids)))
    .groupBy(listings.questionnaireId);
  for (const row of counted) if (row.questionnaireId !== null) result.set(row.questionnaireId, row.n);
  return result;
}

/**
 * The organisation's questionnaire; with `lock`, its row is locked until the transaction ends
 * (FOR NO KEY UPDATE: questionnaires are never deleted, and listings pointing at one may be
 * inserted meanwhile).
 */
export async function findQuestionnaire(
  db: Db,
  organizationId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<QuestionnaireRow | undefined> {
  const query = db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), eq(questionnaires.organizationId, organizationId)));
  const [row] = options.lock ? await query.for("no key update") : await query;
  return row;
}

/** The questions of one version of a questionnaire, in their order. */
export async function questionsOf(db: Db, questionnaireId: number, version: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.questionnaireId, questionnaireId), eq(questions.version, version)))
    .orderBy(asc(questions.position), asc(questions.id));
}

export async function countActiveQuestionnaires(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionnaires)
    .where(and(eq(questionnaires.organizationId, organizationId), eq(questionnaires.status, "active")));
  return row?.n ?? 0;
}

export async function insertQuestionnaire(
  db: Db,
  values: { organizationId: number; name: string; now: Date },
): Promise<QuestionnaireRow> {
  const [row] = await db
    .insert(questionnaires)
    .values({
      organizationId: values.organizationId,
      name: values.name,
      status: "active",
      version: 1,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export type QuestionValues = Pick<
  QuestionRow,
  "type" | "text" | "options" | "required" | "knockOut" | "expectedAnswers"
>;

/** Writes a version's questions, positions 1…n in the given order. */
export async function insertQuestions(
  db: Db,
  questionnaireId: number,
  version: number,
  values: QuestionValues[],
): Promise<QuestionRow[]> {
  const rows = await db
    .insert(questions)
    .values(values.map((q, index) => ({ ...q, questionnaireId, version, position: index + 1 })))
    .returning();
  return rows.sort((a, b) => a.position - b.position);
}

export async function updateQuestionnaireRow(
  db: Db,
  id: number,
  values: Partial<Pick<QuestionnaireRow, "name" | "status" | "version">> & { updatedAt: Date },
): Promise<QuestionnaireRow> {
  const [row] = await db
    .update(questionnaires)
    .set({ ...values, revision: nextRevision(questionnaires.revision) })
    .where(eq(questionnaires.id, id))
    .returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/**
 * The organisation's listing with this id and its questionnaire id (null when it has none);
 * undefined when the organisation has no such listing.
 */
export async function questionnaireIdOfListing(
  db: Db,
  organizationId: number,
  listingId: number,
): Promise<{ questionnaireId: number | null } | undefined> {
  const [row] = await db
    .select({ questionnaireId: listings.questionnaireId })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.organizationId, organizationId)));
  return row;
}

/**
 * The questionnaire id of the job's most recently created listing that has one (null when none
 * has); undefined when the organisation has no such job.
 */
export async function questionnaireIdOfJob(
  db: Db,
  organizationId: number,
  jobId: number,
): Promise<{ questionnaireId: number | null } | undefined> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.organizationId, organizationId)));
  if (!job) return undefined;
  const [latest] = await db
    .select({ questionnaireId: listings.questionnaireId })
    .from(listings)
    .where(
      and(eq(listings.jobId, jobId), eq(listings.organizationId, organizationId), isNotNull(listings.questionnaireId)),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(1);
  return { questionnaireId: latest?.questionnaireId ?? null };
}
