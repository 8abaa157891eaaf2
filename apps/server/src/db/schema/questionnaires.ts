import { bigint, boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { organizations, timestamps } from "./organizations";

export const questionnaires = pgTable(
  "questionnaires",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: bigint("organization_id", { mode: "number" })
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status", { enum: ["active", "archived"] })
      .notNull()
      .default("active"),
    ...timestamps,
  },
  (t) => [index("questionnaires_organization_id_idx").on(t.organizationId)],
);

export const questions = pgTable(
  "questions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    questionnaireId: bigint("questionnaire_id", { mode: "number" })
      .notNull()
      .references(() => questionnaires.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type", { enum: ["single_select", "multi_select", "free_text"] }).notNull(),
    text: text("text").notNull(),
    options: text("options").array().notNull().default([]),
    required: boolean("required").notNull().default(true),
  },
  (t) => [index("questions_questionnaire_id_idx").on(t.questionnaireId, t.position)],
);
