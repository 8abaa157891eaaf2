/**
 * Contract of the screening questionnaires (issue 9, spec §7 "Organisation side", ADR 019).
 * A questionnaire has a name, a status (active ↔ archived) and an ordered list of questions of a
 * version: changing the questions writes a new version and keeps the old one readable, so answers
 * given to an earlier version (stored by question id) stay readable. A knock-out question names
 * its expected answer(s); an applicant who misses one is flagged to the employer, never rejected.
 */
import { z } from "zod";
import { ZQuestionnaireStatus, ZQuestionType, type TQuestionType } from "./enums";
import { pageQuery, ZId } from "./ids-pages";
import { listResponse } from "./lists";
import { splitListParam } from "./query-params";
import { revisionField, savedRevisionField } from "./revisions";

export const QUESTIONNAIRE_NAME_MIN = 2;
export const QUESTIONNAIRE_NAME_MAX = 120;
export const QUESTIONNAIRE_MIN_QUESTIONS = 1;
export const QUESTIONNAIRE_MAX_QUESTIONS = 50;
export const QUESTION_TEXT_MAX = 500;
export const QUESTION_MIN_OPTIONS = 2;
export const QUESTION_MAX_OPTIONS = 20;
export const QUESTION_OPTION_MAX = 200;
/** Page size (default and maximum `limit`) of GET /capi/org/questionnaires. */
export const QUESTIONNAIRE_PAGE_SIZE = 50;
/** At most this many questionnaires in an autocomplete answer. */
export const QUESTIONNAIRE_AUTOCOMPLETE_LIMIT = 10;

/** The question types that offer options to choose from (the others take free text). */
export const SELECT_QUESTION_TYPES: readonly TQuestionType[] = ["single_select", "multi_select"];
export function isSelectQuestion(type: TQuestionType): boolean {
  return SELECT_QUESTION_TYPES.includes(type);
}

/** A list parameter: repeated (`status=active&status=archived`) or comma-separated; empty means none. */
function listOrNone<T extends z.ZodType>(item: T) {
  return z
    .preprocess((v) => {
      const parts = splitListParam(v);
      return Array.isArray(parts) && parts.every((p) => p === "") ? undefined : parts;
    }, z.array(item).max(10).optional())
    .optional();
}

/** GET /capi/org/questionnaires: `query` matches the name (accents and case ignored), `status` narrows. */
export const ZQuestionnaireListQuery = z.strictObject({
  query: z.string().trim().max(200).optional(),
  status: listOrNone(ZQuestionnaireStatus),
  ...pageQuery({ defaultSize: QUESTIONNAIRE_PAGE_SIZE, maxSize: QUESTIONNAIRE_PAGE_SIZE }),
  /** Most recently changed first by default. */
  order_by: z.enum(["-updated_at", "updated_at", "name", "-name"]).default("-updated_at"),
});
export type TQuestionnaireListQuery = z.input<typeof ZQuestionnaireListQuery>;

/** A questionnaire in the list. `question_count` is of the current version; `listings_count` counts every listing using it. */
export const ZQuestionnaireSummary = z.object({
  id: z.number(),
  name: z.string(),
  status: ZQuestionnaireStatus,
  version: z.number(),
  question_count: z.number(),
  knock_out_count: z.number(),
  listings_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TQuestionnaireSummary = z.infer<typeof ZQuestionnaireSummary>;

export const ZQuestionnaireListResponse = listResponse(ZQuestionnaireSummary);
export type TQuestionnaireListResponse = z.infer<typeof ZQuestionnaireListResponse>;

/** One question of a version, as stored; answers refer to its `id`. */
export const ZQuestion = z.object({
  id: z.number(),
  type: ZQuestionType,
  text: z.string(),
  /** The choices of a single or multi select, in their order; empty for free text. */
  options: z.array(z.string()),
  required: z.boolean(),
  /** A missed expected answer flags the applicant to the employer; nobody is rejected for it. */
  knock_out: z.boolean(),
  /**
   * What a knock-out question expects, among `options`: for a single select, the answer is one
   * of them; for a multi select, the answer includes every one of them. Empty when not knock-out.
   */
  expected_answers: z.array(z.string()),
});
export type TQuestion = z.infer<typeof ZQuestion>;

/** GET/PUT /capi/org/questionnaires/{id}, POST /capi/org/questionnaires: a questionnaire with its current questions in order. */
export const ZQuestionnaire = z.object({
  id: z.number(),
  name: z.string(),
  status: ZQuestionnaireStatus,
  /** The current version; it grows by one each time the questions change. */
  version: z.number(),
  questions: z.array(ZQuestion),
  listings_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The edit revision (not `version`, which counts question sets): every change adds one (ADR 088). */
  ...revisionField,
});
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;

/** A question as the editor sends it; the rules between its fields are `questionnaireRuleIssues`. */
export const ZQuestionInput = z.strictObject({
  type: ZQuestionType,
  text: z.string().trim().min(1).max(QUESTION_TEXT_MAX),
  options: z.array(z.string().trim().min(1).max(QUESTION_OPTION_MAX)).max(QUESTION_MAX_OPTIONS).default([]),
  required: z.boolean().default(true),
  knock_out: z.boolean().default(false),
  expected_answers: z.array(z.string().trim().min(1).max(QUESTION_OPTION_MAX)).max(QUESTION_MAX_OPTIONS).default([]),
});
export type TQuestionInput = z.input<typeof ZQuestionInput>;

const questionnaireFields = {
  name: z.string().trim().min(QUESTIONNAIRE_NAME_MIN).max(QUESTIONNAIRE_NAME_MAX),
  questions: z.array(ZQuestionInput).min(QUESTIONNAIRE_MIN_QUESTIONS).max(QUESTIONNAIRE_MAX_QUESTIONS),
};

/** POST /capi/org/questionnaires: a new questionnaire is active (within the plan's limit). */
export const ZCreateQuestionnaireRequest = z.strictObject(questionnaireFields);
export type TCreateQuestionnaireRequest = z.input<typeof ZCreateQuestionnaireRequest>;

/**
 * PUT /capi/org/questionnaires/{id}: the whole questionnaire, `id` equal to the path's. Questions
 * that differ from the current ones make a new version; a new name or status does not. `status`
 * archives (active → archived) or reactivates (archived → active, within the plan's limit).
 */
export const ZUpdateQuestionnaireRequest = z.strictObject({
  id: ZId,
  status: ZQuestionnaireStatus,
  ...questionnaireFields,
  /** The revision the editor loaded: an older one than the stored is refused (409 `stale`, ADR 088). */
  ...savedRevisionField,
});
export type TUpdateQuestionnaireRequest = z.input<typeof ZUpdateQuestionnaireRequest>;

/** GET /capi/org/questionnaires/autocomplete: `query` matches the name; empty lists the first ones by name. */
export const ZQuestionnaireAutocompleteQuery = z.strictObject({
  query: z.string().trim().max(200).optional(),
});
export type TQuestionnaireAutocompleteQuery = z.input<typeof ZQuestionnaireAutocompleteQuery>;

/** An active questionnaire a listing may pick. */
export const ZQuestionnaireOption = z.object({
  id: z.number(),
  name: z.string(),
  status: ZQuestionnaireStatus,
  question_count: z.number(),
});
export type TQuestionnaireOption = z.infer<typeof ZQuestionnaireOption>;

/** At most QUESTIONNAIRE_AUTOCOMPLETE_LIMIT items by name; `count` is every active match. */
export const ZQuestionnaireAutocompleteResponse = listResponse(ZQuestionnaireOption);
export type TQuestionnaireAutocompleteResponse = z.infer<typeof ZQuestionnaireAutocompleteResponse>;

/**
 * GET /capi/org/questionnaires/for-listing/{listing_id} and …/for-job/{job_id}: the questionnaire
 * (current version), or null when the organisation's listing — or every listing of its job — has none.
 */
export const ZQuestionnaireOrNull = ZQuestionnaire.nullable();
export type TQuestionnaireOrNull = z.infer<typeof ZQuestionnaireOrNull>;

/**
 * The rules between a question's fields, which the schemas above cannot say alone. The server
 * answers each with a ValidationError entry at `path` (under `body`); the editor checks the same.
 */
export const QUESTIONNAIRE_RULES = [
  /** A single or multi select needs at least QUESTION_MIN_OPTIONS options. */
  "optionsTooFew",
  /** Free text has no options. */
  "optionsNotAllowed",
  /** Options differ (case and surrounding spaces ignored); the path names the repeated one. */
  "optionDuplicate",
  /** Free text cannot be knock-out (there is no expected answer to compare). */
  "knockOutFreeText",
  /** A knock-out question names at least one expected answer. */
  "expectedAnswersMissing",
  /** Expected answers are among the options. */
  "expectedAnswerUnknown",
  /** Expected answers belong to knock-out questions only. */
  "expectedAnswersNotKnockOut",
  /** A single select expecting every option could never be missed. */
  "expectedAnswersAll",
] as const;
export type TQuestionnaireRule = (typeof QUESTIONNAIRE_RULES)[number];

export interface QuestionnaireRuleIssue {
  /** From the body: `["questions", 2, "options"]`, `["questions", 2, "options", 1]`. */
  path: (string | number)[];
  rule: TQuestionnaireRule;
  params: Record<string, number>;
}

type RuleQuestion = Pick<z.output<typeof ZQuestionInput>, "type" | "options" | "knock_out" | "expected_answers">;

const optionKey = (option: string) => option.trim().toLocaleLowerCase("de-CH");

/** The rule issues of questions that passed their schema (trimmed, with defaults), in document order. */
export function questionnaireRuleIssues(questions: readonly RuleQuestion[]): QuestionnaireRuleIssue[] {
  const issues: QuestionnaireRuleIssue[] = [];
  questions.forEach((question, index) => {
    const at = (...rest: (string | number)[]) => ["questions", index, ...rest];
    const add = (path: (string | number)[], rule: TQuestionnaireRule, params: Record<string, number> = {}) =>
      issues.push({ path, rule, params });
    if (isSelectQuestion(question.type)) {
      if (question.options.length < QUESTION_MIN_OPTIONS)
        add(at("options"), "optionsTooFew", { min: QUESTION_MIN_OPTIONS });
      const seen = new Set<string>();
      question.options.forEach((option, optionIndex) => {
        const key = optionKey(option);
        if (seen.has(key)) add(at("options", optionIndex), "optionDuplicate");
        seen.add(key);
      });
    } else {
      if (question.options.length > 0) add(at("options"), "optionsNotAllowed");
      if (question.knock_out) add(at("knock_out"), "knockOutFreeText");
    }
    if (!question.knock_out) {
      if (question.expected_answers.length > 0) add(at("expected_answers"), "expectedAnswersNotKnockOut");
    } else if (isSelectQuestion(question.type)) {
      const options = new Set(question.options);
      const expected = new Set(question.expected_answers);
      if (expected.size === 0) add(at("expected_answers"), "expectedAnswersMissing");
      else if ([...expected].some((answer) => !options.has(answer)))
        add(at("expected_answers"), "expectedAnswerUnknown");
      else if (question.type === "single_select" && options.size > 0 && expected.size >= options.size)
        add(at("expected_answers"), "expectedAnswersAll");
    }
  });
  return issues;
}

/** Whether two question lists ask the same (the server keeps the version when they do). */
export function sameQuestions(
  a: readonly z.output<typeof ZQuestionInput>[],
  b: readonly z.output<typeof ZQuestionInput>[],
): boolean {
  const norm = (q: z.output<typeof ZQuestionInput>) =>
    JSON.stringify([q.type, q.text, q.options, q.required, q.knock_out, [...q.expected_answers].sort()]);
  return a.length === b.length && a.every((q, i) => norm(q) === norm(b[i] as z.output<typeof ZQuestionInput>));
}
