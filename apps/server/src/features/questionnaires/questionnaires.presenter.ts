import type { TQuestion, TQuestionnaire, TQuestionnaireOption, TQuestionnaireSummary } from "@jobatlas/contract";
import type { QuestionCounts, QuestionnaireRow, QuestionRow, QuestionValues } from "./questionnaires.repo";

/** A question's fields in the API's words, without its id: what is shown, and what a change is compared by. */
export function presentQuestionFields(values: QuestionValues): Omit<TQuestion, "id"> {
  return {
    type: values.type,
    text: values.text,
    options: values.options,
    required: values.required,
    knock_out: values.knockOut,
    expected_answers: values.expectedAnswers,
  };
}

export function presentQuestion(row: QuestionRow): TQuestion {
  return { id: row.id, ...presentQuestionFields(row) };
}

export function presentQuestionnaire(
  row: QuestionnaireRow,
  questions: QuestionRow[],
  listingsCount: number,
): TQuestionnaire {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    version: row.version,
    questions: questions.map(presentQuestion),
    listings_count: listingsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

export function presentQuestionnaireSummary(
  row: QuestionnaireRow,
  counts: QuestionCounts,
  listingsCount: number,
): TQuestionnaireSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    version: row.version,
    question_count: counts.questions,
    knock_out_count: counts.knockOuts,
    listings_count: listingsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentQuestionnaireOption(row: QuestionnaireRow, counts: QuestionCounts): TQuestionnaireOption {
  return { id: row.id, name: row.name, status: row.status, question_count: counts.questions };
}
