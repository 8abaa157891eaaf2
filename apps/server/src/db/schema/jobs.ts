import { index, pgTable, text } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { cascadeRef, idColumn, revision, timestamps } from "./columns";

/** An employer's lasting description of a role (docs/domain.md §4); listings publish it for a time. */
export const jobs = pgTable(
  "jobs",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    title: text("title").notNull(),
    status: text("status", { enum: ["planned", "active", "archived"] })
      .notNull()
      .default("planned"),
    /** Language the texts are written in: de, fr, it or en. */
    language: text("language", { enum: ["de", "fr", "it", "en"] })
      .notNull()
      .default("de"),
    roleAndResponsibilities: text("role_and_responsibilities").notNull().default(""),
    requirements: text("requirements").notNull().default(""),
    teamDescription: text("team_description").notNull().default(""),
    benefits: text("benefits").notNull().default(""),
    revision: revision(),
    ...timestamps,
  },
  (t) => [index("jobs_organization_id_status_idx").on(t.organizationId, t.status)],
);
