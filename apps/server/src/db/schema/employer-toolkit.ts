import type { LANGUAGES } from "@jobatlas/contract";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { applications } from "./applications";
import { listings } from "./listings";
import { organizations } from "./organizations";
import { cascadeRef, createdAt, idColumn, instant, optionalRef, revision, timestamps } from "./columns";

/**
 * A listing's counters of one Zurich day (issue 30 point 1): page views (bots left out), apply
 * starts and applications. No personal data: counts only, no visitor, address or session.
 */
export const listingDayStats = pgTable(
  "listing_day_stats",
  {
    listingId: cascadeRef("listing_id", () => listings.id),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    /** The Europe/Zurich business date. */
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    applyStarts: integer("apply_starts").notNull().default(0),
    applications: integer("applications").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.day] }),
    index("listing_day_stats_organization_id_day_idx").on(t.organizationId, t.day),
  ],
);

/**
 * An organisation's named message template (issue 30 point 2) for a rejection, a contact request
 * or an invitation, with a text per language; placeholders {{first_name}}, {{listing_title}},
 * {{company}} are filled per recipient.
 */
export const messageTemplates = pgTable(
  "message_templates",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    kind: text("kind", { enum: ["reject", "contact_request", "invite"] }).notNull(),
    name: text("name").notNull(),
    /** The text per language of the product (de, fr, it, en); a language left empty falls back. */
    texts: jsonb("texts").$type<Partial<Record<(typeof LANGUAGES)[number], string>>>().notNull(),
    revision: revision(),
    ...timestamps,
  },
  (t) => [uniqueIndex("message_templates_organization_id_kind_name_key").on(t.organizationId, t.kind, t.name)],
);

/**
 * A rejection a member scheduled (a bulk rejection with a delay, issue 30 point 2): the message is
 * written out in the applicant's language when scheduled; until `send_at` the batch can be undone.
 * The worker rejects and mails when due, and deletes the row.
 */
export const scheduledRejections = pgTable(
  "scheduled_rejections",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    applicationId: cascadeRef("application_id", () => applications.id),
    /** The bulk action's id: undo takes the whole batch back. */
    batchId: text("batch_id").notNull(),
    createdBy: optionalRef("created_by", () => users.id, "set null"),
    message: text("message").notNull(),
    sendAt: instant("send_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("scheduled_rejections_application_id_key").on(t.applicationId),
    index("scheduled_rejections_send_at_idx").on(t.sendAt),
    index("scheduled_rejections_batch_id_idx").on(t.batchId),
  ],
);

/** A member's rating of a candidate (issue 30 point 3): 1–5 stars and a short note; members only. */
export const applicationRatings = pgTable(
  "application_ratings",
  {
    applicationId: cascadeRef("application_id", () => applications.id),
    userId: cascadeRef("user_id", () => users.id),
    stars: integer("stars").notNull(),
    note: text("note").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    check("application_ratings_stars", sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * A notification to the Google Indexing API (issue 30 point 4): a listing's page published or
 * ended. Written in the transaction of the change; sent by the worker when configured.
 */
export const indexingNotifications = pgTable(
  "indexing_notifications",
  {
    id: idColumn(),
    url: text("url").notNull(),
    kind: text("kind", { enum: ["URL_UPDATED", "URL_DELETED"] }).notNull(),
    createdAt: createdAt(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    sentAt: instant("sent_at"),
    lastError: text("last_error"),
  },
  (t) => [
    index("indexing_notifications_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
