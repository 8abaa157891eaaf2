/**
 * The questionnaire editor's state, apart from React: a draft built from the server's
 * questionnaire, the changes the editor makes (add, remove, move, retype), the body it sends,
 * and the field errors of a check or a server answer — keyed by the body's paths
 * (`questions.2.options`, `questions.2.options.1`), so each message lands at its field.
 */
import {
  isSelectQuestion,
  questionnaireRuleIssues,
  ROOT_ERROR_KEY,
  ZUpdateQuestionnaireRequest,
  type TQuestionnaire,
  type TQuestionnaireRule,
  type TQuestionnaireStatus,
  type TQuestionType,
  type TUpdateQuestionnaireRequest,
  type TValidationErrorEntry,
} from "@jobatlas/contract";
// The editor shows zod's messages: in the page's language, loaded with it (ADR 048).
import "@/lib/zod-messages";

export interface DraftOption {
  /** Stable across edits and moves (React keys, focus). */
  key: string;
  value: string;
  /** An expected answer of a knock-out question. */
  expected: boolean;
}

export interface DraftQuestion {
  key: string;
  type: TQuestionType;
  text: string;
  /** Kept while the type is free text (hidden, not sent), so switching back restores them. */
  options: DraftOption[];
  required: boolean;
  knockOut: boolean;
}

export interface Draft {
  id: number;
  name: string;
  status: TQuestionnaireStatus;
  questions: DraftQuestion[];
}

/** Field errors by body path; `__root__` for what belongs to no field. */
export type FieldErrors = Record<string, string>;

let keys = 0;
export const newKey = (prefix: string) => `${prefix}-${++keys}`;

export function newOption(value = ""): DraftOption {
  return { key: newKey("option"), value, expected: false };
}

export function newQuestion(type: TQuestionType = "single_select"): DraftQuestion {
  return {
    key: newKey("question"),
    type,
    text: "",
    options: isSelectQuestion(type) ? [newOption(), newOption()] : [],
    required: true,
    knockOut: false,
  };
}

export function draftOf(questionnaire: TQuestionnaire): Draft {
  return {
    id: questionnaire.id,
    name: questionnaire.name,
    status: questionnaire.status,
    questions: questionnaire.questions.map((q) => ({
      key: newKey("question"),
      type: q.type,
      text: q.text,
      options: q.options.map((value) => ({
        key: newKey("option"),
        value,
        expected: q.knock_out && q.expected_answers.includes(value),
      })),
      required: q.required,
      knockOut: q.knock_out,
    })),
  };
}

/** The PUT body: free text sends no options and is never knock-out; expected answers only on knock-out questions. */
export function bodyOf(draft: Draft): TUpdateQuestionnaireRequest {
  return {
    id: draft.id,
    name: draft.name,
    status: draft.status,
    questions: draft.questions.map((q) => {
      const select = isSelectQuestion(q.type);
      const knockOut = select && q.knockOut;
      return {
        type: q.type,
        text: q.text,
        options: select ? q.options.map((o) => o.value) : [],
        required: q.required,
        knock_out: knockOut,
        expected_answers: knockOut ? q.options.filter((o) => o.expected).map((o) => o.value.trim()) : [],
      };
    }),
  };
}

/** Moves the question at `from` by `by` places (−1 up, +1 down); the same list when it cannot move. */
export function moveQuestion(questions: DraftQuestion[], from: number, by: -1 | 1): DraftQuestion[] {
  const to = from + by;
  if (from < 0 || from >= questions.length || to < 0 || to >= questions.length) return questions;
  const next = [...questions];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** A question retyped: a select gets two empty options when it had none; free text drops knock-out. */
export function retype(question: DraftQuestion, type: TQuestionType): DraftQuestion {
  const options =
    isSelectQuestion(type) && question.options.length === 0 ? [newOption(), newOption()] : question.options;
  return { ...question, type, options, knockOut: isSelectQuestion(type) ? question.knockOut : false };
}

/** The first message per path (the schema's own issues before the rules between fields). */
function collect(entries: { path: (string | number)[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of entries) {
    const key = path.length === 0 ? ROOT_ERROR_KEY : path.join(".");
    errors[key] ??= message;
  }
  return errors;
}

/**
 * What the server would refuse, checked before sending: the contract's schema (worded by the
 * global zod error map in the page's language) and the rules between a question's fields.
 */
export function checkDraft(
  draft: Draft,
  ruleMessage: (rule: TQuestionnaireRule, params: Record<string, number>) => string,
) {
  const body = bodyOf(draft);
  const parsed = ZUpdateQuestionnaireRequest.safeParse(body);
  const schemaIssues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.filter((p): p is string | number => typeof p !== "symbol"),
        message: issue.message,
      }));
  const trimmed = body.questions.map((q) => ({
    type: q.type,
    options: (q.options ?? []).map((o) => o.trim()),
    knock_out: q.knock_out ?? false,
    expected_answers: q.expected_answers ?? [],
  }));
  const ruleIssues = questionnaireRuleIssues(trimmed).map((issue) => ({
    path: issue.path,
    message: ruleMessage(issue.rule, issue.params),
  }));
  return collect([...schemaIssues, ...ruleIssues]);
}

/** Paths the editor shows at a field; anything else is a whole-form error. */
const FIELD_PATH =
  /^(name|questions|questions\.\d+\.(text|type|required|knock_out|expected_answers|options)|questions\.\d+\.options\.\d+)$/;

/** A server ValidationError's entries as field errors: `loc` without its "body", unknown fields at the root. */
export function errorsFromServer(entries: TValidationErrorEntry[]): FieldErrors {
  const errors: FieldErrors = {};
  const root: string[] = [];
  for (const entry of entries) {
    const [location, ...path] = entry.loc;
    const key = path.join(".");
    if (location === "body" && FIELD_PATH.test(key)) errors[key] ??= entry.msg;
    else root.push(entry.msg);
  }
  if (root.length > 0) errors[ROOT_ERROR_KEY] = root.join(" ");
  return errors;
}

/** The errors of one question, with paths relative to it (`options.1`), for its editor. */
export function questionErrors(errors: FieldErrors, index: number): FieldErrors {
  const prefix = `questions.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}
