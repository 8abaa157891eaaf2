import type { TQuestion, TQuestionnaire, TQuestionnaireOption, TQuestionnaireSummary } from "@jobatlas/contract";
import type { QuestionCounts, QuestionnaireRow, QuestionRow } from "./questionnaires.repo";

export function presentQuestion(row: QuestionRow): TQuestion {
  return {
    id: row.id,
    type: row.type,
    text: row.text,
    options: row.options,
    required: row.required,
    knock_out: row.knockOut,
    expected_answers: row.expectedAnswers,
  };
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
