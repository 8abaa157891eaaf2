import { LANGUAGES } from "@jobatlas/contract";
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { listings } from "./listings";
import { organizations } from "./organizations";
import { questionnaires, questions } from "./questionnaires";
import { bytea, users } from "./accounts";
import { cascadeRef, createdAt, idColumn, instant, optionalRef, textList, usedOnce } from "./columns";

/**
 * An application (spec §3, docs/domain.md §4 "Application states"): to a listing (origin direct or
 * invited), or unsolicited to the company or one of its job profiles. Stored status plus who
 * closed it gives the displayed variants (user_withdrawn, org_withdrawn, org_rejected,
 * user_rejected). An anonymous applicant has no user; their verified email is the contact.
 */
export const applications = pgTable(
  "applications",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    listingId: optionalRef("listing_id", () => listings.id, "set null"),
    jobId: optionalRef("job_id", () => jobs.id, "set null"),
    /** The signed-in seeker who applied; null for an anonymous applicant. */
    userId: optionalRef("user_id", () => users.id, "set null"),
    origin: text("origin", { enum: ["direct", "unsolicited", "invited"] }).notNull(),
    status: text("status", { enum: ["pending", "active", "withdrawn", "rejected", "archived"] })
      .notNull()
      .default("pending"),
    /** Who ended it (withdrawn or rejected): the applicant or the organisation. */
    closedBy: text("closed_by", { enum: ["user", "org"] }),
    closedAt: instant("closed_at"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Lower-cased; verified (a signed-in account's, or by the 6-digit code). */
    email: text("email").notNull(),
    phone: text("phone"),
    myStory: text("my_story").notNull().default(""),
    whatIBring: text("what_i_bring").notNull().default(""),
    whatIWant: text("what_i_want").notNull().default(""),
    /** The questionnaire and the version the applicant answered (answers name question ids of it). */
    questionnaireId: optionalRef("questionnaire_id", () => questionnaires.id, "set null"),
    questionnaireVersion: integer("questionnaire_version"),
    /** A knock-out question was missed: the employer sees a flag; nothing is rejected automatically. */
    knockOutMissed: boolean("knock_out_missed").notNull().default(false),
    /** The employer's own notes on the candidate. */
    notes: text("notes").notNull().default(""),
    /** Language of the applicant's mails. */
    language: text("language", { enum: LANGUAGES }).notNull().default("de"),
    /** The client's key of this submission: a double submit answers the first application. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** Hash of the anonymous applicant's status-page token (the mailed magic link). */
    statusTokenHash: text("status_token_hash"),
    /** When the applicant accepted a contact request: from then the employer sees email and phone. */
    contactRevealedAt: instant("contact_revealed_at"),
    /**
     * The employer's message to the applicant when it closed the application (a rejection, or a
     * withdrawal because the position closed): mailed, and shown on the applicant's page.
     */
    closingMessage: text("closing_message"),
    /** The first time a member opened the candidate profile or the PDF (the applicant's timeline; not a state). */
    firstSeenAt: instant("first_seen_at"),
    /**
     * The organisation's first answer: accepting, a contact request, a rejection or its withdrawal
     * (the response record's "answered"); null while unanswered, and for one closed without an answer.
     */
    answeredAt: instant("answered_at"),
    /** When the members were reminded that the pending application passed the answer time (once). */
    remindedAt: instant("reminded_at"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("applications_idempotency_key").on(t.email, t.idempotencyKey),
    uniqueIndex("applications_status_token_hash_key").on(t.statusTokenHash),
    index("applications_organization_id_status_idx").on(t.organizationId, t.status, t.updatedAt.desc()),
    index("applications_user_id_idx").on(t.userId, t.updatedAt.desc()),
    index("applications_organization_id_email_idx").on(t.organizationId, t.email),
    index("applications_listing_id_idx").on(t.listingId),
    // The follow-up task's scan (issue 29): pending applications by age.
    index("applications_pending_created_at_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // One open application per listing and applicant (ADR 055): by address, and by account.
    uniqueIndex("applications_open_listing_email_key")
      .on(t.listingId, t.email)
      .where(sql`${t.listingId} is not null and ${t.status} in ('pending', 'active')`),
    uniqueIndex("applications_open_listing_user_key")
      .on(t.listingId, t.userId)
      .where(sql`${t.listingId} is not null and ${t.userId} is not null and ${t.status} in ('pending', 'active')`),
  ],
);

/**
 * What the response record needs of an application the retention pass deleted (issue 29, ADR 087):
 * when it came, when it was first answered, whether it was closed without an answer. No personal
 * data: the application and its applicant are gone; kept for two record windows (360 days).
 */
export const applicationOutcomes = pgTable(
  "application_outcomes",
  {
    /** The deleted application's id (no reference: the row is gone). */
    applicationId: bigint("application_id", { mode: "number" }).primaryKey(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    receivedAt: instant("received_at").notNull(),
    answeredAt: instant("answered_at"),
    closedUnanswered: boolean("closed_unanswered").notNull().default(false),
  },
  (t) => [index("application_outcomes_organization_id_received_at_idx").on(t.organizationId, t.receivedAt)],
);

/** One answer to one question (of the version the applicant answered). */
export const applicationAnswers = pgTable(
  "application_answers",
  {
    applicationId: cascadeRef("application_id", () => applications.id),
    questionId: cascadeRef("question_id", () => questions.id),
    /** The chosen options (single_select: one; multi_select: several) or the free text as one element. */
    values: textList("values"),
    knockOutMissed: boolean("knock_out_missed").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.questionId] })],
);

/** A CV or other attachment (PDF, checked by content), kept in the database like media. */
export const applicationAttachments = pgTable(
  "application_attachments",
  {
    id: text("id").primaryKey(),
    applicationId: optionalRef("application_id", () => applications.id, "cascade"),
    /**
     * Who uploaded it, before the application existed: a signed-in user, or the verified email of
     * an anonymous applicant. An upload no application claims is purged after a day.
     */
    uploaderUserId: optionalRef("uploader_user_id", () => users.id, "cascade"),
    uploaderEmail: text("uploader_email"),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("application_attachments_application_id_idx").on(t.applicationId)],
);

/** A seeker's consent that a company may see their seeker profile (the candidate pool, docs/domain.md §4). */
export const candidatePoolGrants = pgTable(
  "candidate_pool_grants",
  {
    userId: cascadeRef("user_id", () => users.id),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    grantedAt: instant("granted_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index("candidate_pool_grants_organization_id_idx").on(t.organizationId),
  ],
);

/** An employer's invitation of a candidate to apply (email + name → invite token); works once and expires. */
export const candidateInvites = pgTable(
  "candidate_invites",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    listingId: optionalRef("listing_id", () => listings.id, "cascade"),
    jobId: optionalRef("job_id", () => jobs.id, "cascade"),
    email: text("email").notNull(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: optionalRef("invited_by_user_id", () => users.id, "set null"),
    ...usedOnce(),
    applicationId: optionalRef("application_id", () => applications.id, "set null"),
  },
  (t) => [
    uniqueIndex("candidate_invites_token_hash_key").on(t.tokenHash),
    index("candidate_invites_organization_id_idx").on(t.organizationId),
  ],
);

/** An employer's request to contact an applicant; accepting reveals the contact details. */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: idColumn(),
    applicationId: cascadeRef("application_id", () => applications.id),
    message: text("message").notNull(),
    tokenHash: text("token_hash").notNull(),
    sentByUserId: optionalRef("sent_by_user_id", () => users.id, "set null"),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    acceptedAt: instant("accepted_at"),
    declinedAt: instant("declined_at"),
  },
  (t) => [
    uniqueIndex("contact_requests_token_hash_key").on(t.tokenHash),
    index("contact_requests_application_id_idx").on(t.applicationId),
  ],
);
