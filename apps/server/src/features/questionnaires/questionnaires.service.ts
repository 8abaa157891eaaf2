/**
 * Screening questionnaires (issue 9, ADR 019): rules, versions and the plan limit.
 *
 * - Status: active ↔ archived, both ways; a PUT naming the current status changes nothing.
 * - Plan limit: creating or reactivating beyond PLAN_LIMITS[plan].questionnaires active ones is
 *   refused (planLimitError). Archived questionnaires do not count.
 * - Versions (copy on write): questions that differ from the current ones are written as a new
 *   set of rows under version + 1; the old rows stay, so answers given to them (stored by question
 *   id) stay readable through `questionsOfVersion`. A new name or status keeps the version.
 * - Archiving is allowed while listings use it: they keep it (applicants still answer it), new
 *   listings cannot pick it (autocomplete and `selectableQuestionnaire` offer active ones only).
 * - Every change writes an activity in its transaction: created, updated (name or questions),
 *   archived, reopened (reactivated).
 */
import {
  questionnaireRuleIssues,
  sameQuestions,
  type TQuestion,
  type TQuestionnaire,
  type TQuestionnaireAutocompleteResponse,
  type TQuestionnaireListResponse,
  type TQuestionnaireOrNull,
  type TQuestionnaireRule,
  type TQuestionnaireStatus,
  type ZCreateQuestionnaireRequest,
  type ZQuestionInput,
  type ZQuestionnaireListQuery,
  type ZUpdateQuestionnaireRequest,
  QUESTIONNAIRE_AUTOCOMPLETE_LIMIT,
} from "@jobatlas/contract";
import type { z } from "zod";
import { inTransaction, type AppContext } from "../../context";
import { FieldError, foundOr404, NotFoundError, requireCurrentRevision } from "../../errors";
import type { MessageKey } from "../../i18n/messages";
import { recordMemberActivity, type MemberVerb } from "../activities/activities.service";
import { allowsAnother, invalidTransitionError, planLimitError } from "../orgs/plan-limits";
import type { OrgContext } from "../orgs/orgs.types";
import { lockOrganization } from "../orgs/orgs.service";
import {
  autocompleteQuestionnaires,
  countActiveQuestionnaires,
  findQuestionnaire,
  insertQuestionnaire,
  insertQuestions,
  listingCounts,
  listQuestionnaires as listQuestionnaireRows,
  questionCounts,
  questionnaireIdOfJob,
  questionnaireIdOfListing,
  questionsOf,
  updateQuestionnaireRow,
  type QuestionnaireRow,
  type QuestionRow,
  type QuestionValues,
} from "./questionnaires.repo";
import {
  presentQuestion,
  presentQuestionFields,
  presentQuestionnaire,
  presentQuestionnaireOption,
  presentQuestionnaireSummary,
} from "./questionnaires.presenter";
import "./questionnaires.messages"; // registers the feature's texts (i18n/messages.ts)

type QuestionInput = z.output<typeof ZQuestionInput>;

/** The status changes docs/domain.md §4 allows: active ↔ archived. */
const TRANSITIONS: Record<TQuestionnaireStatus, readonly TQuestionnaireStatus[]> = {
  active: ["archived"],
  archived: ["active"],
};

/** The words of a search: each must occur in the name. */
function wordsOf(query: string | undefined): string[] {
  return (query ?? "").split(/\s+/).filter(Boolean).slice(0, 10);
}

/** A question as stored: expected answers only on knock-out questions, in the order of the options. */
function questionValues(question: QuestionInput): QuestionValues {
  const expected = new Set(question.knock_out ? question.expected_answers : []);
  return {
    type: question.type,
    text: question.text,
    options: question.options,
    required: question.required,
    knockOut: question.knock_out,
    expectedAnswers: question.options.filter((option) => expected.has(option)),
  };
}

async function withDetails(ctx: AppContext, row: QuestionnaireRow, questions?: QuestionRow[]): Promise<TQuestionnaire> {
  const [current, counts] = await Promise.all([
    questions ?? questionsOf(ctx.db, row.id, row.version),
    listingCounts(ctx.db, row.organizationId, [row.id]),
  ]);
  return presentQuestionnaire(row, current, counts.get(row.id) ?? 0);
}

/** GET /capi/org/questionnaires: a page of the organisation's questionnaires with their counts. */
export async function listQuestionnaires(
  ctx: AppContext,
  org: OrgContext,
  query: z.output<typeof ZQuestionnaireListQuery>,
): Promise<TQuestionnaireListResponse> {
  const organizationId = org.organization.id;
  const { rows, count } = await listQuestionnaireRows(ctx.db, organizationId, {
    words: wordsOf(query.query),
    statuses: query.status,
    orderBy: query.order_by,
    limit: query.limit,
    offset: query.offset,
  });
  const ids = rows.map((r) => r.id);
  const [questions, listings] = await Promise.all([
    questionCounts(ctx.db, rows),
    listingCounts(ctx.db, organizationId, ids),
  ]);
  return {
    items: rows.map((row) =>
      presentQuestionnaireSummary(
        row,
        questions.get(row.id) ?? { questions: 0, knockOuts: 0 },
        listings.get(row.id) ?? 0,
      ),
    ),
    count,
  };
}

/** GET /capi/org/questionnaires/{id}: NotFoundError for an id of another organisation. */
export async function getQuestionnaire(ctx: AppContext, org: OrgContext, id: number): Promise<TQuestionnaire> {
  const row = foundOr404(await findQuestionnaire(ctx.db, org.organization.id, id));
  return withDetails(ctx, row);
}

/** How many questionnaires the organisation has active (what the plan's limit counts). */
export function activeQuestionnaireCount(ctx: AppContext, organizationId: number): Promise<number> {
  return countActiveQuestionnaires(ctx.db, organizationId);
}

/** Refuses one more active questionnaire beyond the plan's limit; the organisation row stays locked. */
async function checkRoomForActive(ctx: AppContext, org: OrgContext): Promise<void> {
  const plan = (await lockOrganization(ctx, org.organization.id))?.plan ?? org.organization.plan;
  const used = await countActiveQuestionnaires(ctx.db, org.organization.id);
  if (!allowsAnother("questionnaires", plan, used)) throw planLimitError("questionnaires", plan);
}

function activity(ctx: AppContext, org: OrgContext, row: QuestionnaireRow, verb: MemberVerb<"questionnaire">) {
  return recordMemberActivity(ctx, org, "questionnaire", verb, { id: row.id, subject: row.name });
}

const RULE_MESSAGES: Record<TQuestionnaireRule, MessageKey> = {
  optionsTooFew: "questionnairesOptionsTooFew",
  optionsNotAllowed: "questionnairesOptionsNotAllowed",
  optionDuplicate: "questionnairesOptionDuplicate",
  knockOutFreeText: "questionnairesKnockOutFreeText",
  expectedAnswersMissing: "questionnairesExpectedAnswersMissing",
  expectedAnswerUnknown: "questionnairesExpectedAnswerUnknown",
  expectedAnswersNotKnockOut: "questionnairesExpectedAnswersNotKnockOut",
  expectedAnswersAll: "questionnairesExpectedAnswersAll",
};

/** The rules between a question's fields (the contract's questionnaireRuleIssues): a FieldError at each path that breaks one. */
function checkQuestionRules(questions: Parameters<typeof questionnaireRuleIssues>[0]) {
  const issues = questionnaireRuleIssues(questions);
  if (issues.length > 0)
    throw new FieldError(
      "body",
      issues.map(({ path, rule, params }) => ({ path, key: RULE_MESSAGES[rule], params })),
    );
}

/** POST /capi/org/questionnaires: a new active questionnaire (version 1), within the plan's limit. */
export function createQuestionnaire(
  ctx: AppContext,
  org: OrgContext,
  input: z.output<typeof ZCreateQuestionnaireRequest>,
): Promise<TQuestionnaire> {
  checkQuestionRules(input.questions);
  return inTransaction(ctx, async (tx) => {
    await checkRoomForActive(tx, org);
    const row = await insertQuestionnaire(tx.db, {
      organizationId: org.organization.id,
      name: input.name,
      now: tx.now(),
    });
    const questions = await insertQuestions(tx.db, row.id, row.version, input.questions.map(questionValues));
    await activity(tx, org, row, "created");
    return presentQuestionnaire(row, questions, 0);
  });
}

/**
 * PUT /capi/org/questionnaires/{id}: name, status and questions. Changed questions make a new
 * version (the old rows stay); an unchanged PUT writes nothing and records no activity. A save made
 * from an older revision than the stored one is refused as stale (ADR 088).
 */
export function updateQuestionnaire(
  ctx: AppContext,
  org: OrgContext,
  id: number,
  input: z.output<typeof ZUpdateQuestionnaireRequest>,
): Promise<TQuestionnaire> {
  checkQuestionRules(input.questions);
  return inTransaction(ctx, async (tx) => {
    const current = foundOr404(await findQuestionnaire(tx.db, org.organization.id, id, { lock: true }));
    requireCurrentRevision(current, input.revision);
    const currentQuestions = await questionsOf(tx.db, id, current.version);
    const nextValues = input.questions.map(questionValues);
    const questionsChanged = !sameQuestions(
      currentQuestions.map(presentQuestionFields),
      nextValues.map(presentQuestionFields),
    );
    const renamed = input.name !== current.name;
    const statusChanged = input.status !== current.status;

    if (statusChanged) {
      if (!TRANSITIONS[current.status].includes(input.status))
        throw invalidTransitionError("questionnaire", current.status, input.status);
      if (input.status === "active") await checkRoomForActive(tx, org);
    }
    if (!questionsChanged && !renamed && !statusChanged) return withDetails(tx, current, currentQuestions);

    const version = questionsChanged ? current.version + 1 : current.version;
    const questions = questionsChanged ? await insertQuestions(tx.db, id, version, nextValues) : currentQuestions;
    const row = await updateQuestionnaireRow(tx.db, id, {
      name: input.name,
      status: input.status,
      version,
      updatedAt: tx.now(),
    });
    if (questionsChanged || renamed) await activity(tx, org, row, "updated");
    if (statusChanged) await activity(tx, org, row, input.status === "archived" ? "archived" : "reopened");
    return withDetails(tx, row, questions);
  });
}

/** GET /capi/org/questionnaires/autocomplete: active questionnaires whose name matches, by name. */
export async function autocomplete(
  ctx: AppContext,
  org: OrgContext,
  query: string | undefined,
): Promise<TQuestionnaireAutocompleteResponse> {
  const { rows, count } = await autocompleteQuestionnaires(
    ctx.db,
    org.organization.id,
    wordsOf(query),
    QUESTIONNAIRE_AUTOCOMPLETE_LIMIT,
  );
  const counts = await questionCounts(ctx.db, rows);
  return {
    items: rows.map((row) => presentQuestionnaireOption(row, counts.get(row.id) ?? { questions: 0, knockOuts: 0 })),
    count,
  };
}

async function questionnaireOrNull(
  ctx: AppContext,
  org: OrgContext,
  questionnaireId: number | null,
): Promise<TQuestionnaireOrNull> {
  if (questionnaireId === null) return null;
  const row = await findQuestionnaire(ctx.db, org.organization.id, questionnaireId);
  return row ? withDetails(ctx, row) : null;
}

/**
 * GET /capi/org/questionnaires/for-listing/{id}: the questionnaire of the organisation's listing
 * in its current version (whatever its status: an archived one stays with the listings using it),
 * null when the listing has none; NotFoundError for a listing of another organisation.
 */
export async function questionnaireForListing(
  ctx: AppContext,
  org: OrgContext,
  listingId: number,
): Promise<TQuestionnaireOrNull> {
  const listing = await questionnaireIdOfListing(ctx.db, org.organization.id, listingId);
  if (!listing) throw new NotFoundError("notFound");
  return questionnaireOrNull(ctx, org, listing.questionnaireId);
}

/**
 * GET /capi/org/questionnaires/for-job/{id}: the questionnaire of the job's most recently created
 * listing that has one (any status), null when none has; NotFoundError for a job of another
 * organisation. The listing wizard offers it for a new listing of the job while it is active.
 */
export async function questionnaireForJob(
  ctx: AppContext,
  org: OrgContext,
  jobId: number,
): Promise<TQuestionnaireOrNull> {
  const job = await questionnaireIdOfJob(ctx.db, org.organization.id, jobId);
  if (!job) throw new NotFoundError("notFound");
  return questionnaireOrNull(ctx, org, job.questionnaireId);
}

/**
 * The questions of any version of a questionnaire, in their order (empty for an unknown
 * questionnaire or version). For other features: the applications read the version an applicant
 * answered with this, and find each answer's question by its id.
 */
export async function questionsOfVersion(
  ctx: AppContext,
  questionnaireId: number,
  version: number,
): Promise<TQuestion[]> {
  return (await questionsOf(ctx.db, questionnaireId, version)).map(presentQuestion);
}

/**
 * The organisation's questionnaire a listing may pick (an active one) with its current version,
 * or undefined (unknown, another organisation's, or archived). For the listings feature.
 */
export async function selectableQuestionnaire(
  ctx: AppContext,
  organizationId: number,
  questionnaireId: number,
): Promise<{ id: number; name: string; version: number } | undefined> {
  const row = await findQuestionnaire(ctx.db, organizationId, questionnaireId);
  if (!row || row.status !== "active") return undefined;
  return { id: row.id, name: row.name, version: row.version };
}
