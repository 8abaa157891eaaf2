import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { cascadeRef, idColumn, revision, textList, timestamps } from "./columns";

export const questionnaires = pgTable(
  "questionnaires",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    name: text("name").notNull(),
    status: text("status", { enum: ["active", "archived"] })
      .notNull()
      .default("active"),
    /**
     * The current question set. Changing the questions writes a new set under version + 1 and
     * keeps the old rows, so answers given to an earlier version stay readable (copy on write).
     */
    version: integer("version").notNull().default(1),
    /** The edit revision (not the question set's version): see columns.revision. */
    revision: revision(),
    ...timestamps,
  },
  (t) => [index("questionnaires_organization_id_idx").on(t.organizationId)],
);

export const questions = pgTable(
  "questions",
  {
    id: idColumn(),
    questionnaireId: cascadeRef("questionnaire_id", () => questionnaires.id),
    /** The questionnaire version this question belongs to (see questionnaires.version). */
    version: integer("version").notNull().default(1),
    position: integer("position").notNull(),
    type: text("type", { enum: ["single_select", "multi_select", "free_text"] }).notNull(),
    text: text("text").notNull(),
    options: text("options").array().notNull().default([]),
    required: boolean("required").notNull().default(true),
    /** A knock-out question: an applicant whose answer misses `expected_answers` is flagged, never rejected. */
    knockOut: boolean("knock_out").notNull().default(false),
    expectedAnswers: textList("expected_answers"),
  },
  (t) => [index("questions_questionnaire_id_idx").on(t.questionnaireId, t.version, t.position)],
);
