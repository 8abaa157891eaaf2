import { LANGUAGES } from "@jobatlas/contract";
import { sql } from "drizzle-orm";
import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { cascadeRef, createdAt, idColumn, instant, optionalRef, timestamps, usedOnce } from "./columns";

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable(
  "users",
  {
    id: idColumn(),
    /** Stored lower-cased; unique case-insensitively. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    language: text("language", { enum: LANGUAGES }).notNull().default("de"),
    pictureId: text("picture_id"),
    /** Set when the user first signs in through a mailed link (which proves the address). */
    emailVerifiedAt: instant("email_verified_at"),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

/** Database-backed sessions; the cookie holds a random id, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: idColumn(),
    tokenHash: text("token_hash").notNull(),
    userId: cascadeRef("user_id", () => users.id),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    userAgent: text("user_agent"),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_id_idx").on(t.userId)],
);

export const memberships = pgTable(
  "memberships",
  {
    organizationId: cascadeRef("organization_id", () => organizations.id),
    userId: cascadeRef("user_id", () => users.id),
    role: text("role", { enum: ["owner", "admin", "recruiter"] }).notNull(),
    /** When the member last acted on this organisation: org calls without X-Organization use the latest. */
    lastUsedAt: instant("last_used_at").notNull().defaultNow(),
    /**
     * How the member hears of new applications (issue 29): instant, daily (digest at 07:00 Zurich)
     * or none; null is the default (daily for owners and admins, instant as a listing's contact person).
     */
    applicationMails: text("application_mails", { enum: ["instant", "daily", "none"] }),
    /** The daily digest covered the applications received up to this instant. */
    applicationsDigestedUntil: instant("applications_digested_until"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index("memberships_user_id_idx").on(t.userId)],
);

/**
 * One-time sign-in links (single use, 10 minutes); only the hash of the token is kept. A row
 * without a user is the stand-in written for a sign-in request for an unknown address, so that
 * both answers take the same work (ADR 063); it is never mailed and never signs in.
 */
export const loginTokens = pgTable(
  "login_tokens",
  {
    id: idColumn(),
    tokenHash: text("token_hash").notNull(),
    userId: optionalRef("user_id", () => users.id, "cascade"),
    next: text("next"),
    ...usedOnce(),
  },
  (t) => [
    uniqueIndex("login_tokens_token_hash_key").on(t.tokenHash),
    // Every link issued ends the user's older unused ones (ADR 063): found by user, not by a scan.
    index("login_tokens_user_id_idx")
      .on(t.userId)
      .where(sql`${t.usedAt} is null`),
  ],
);

/**
 * "This wasn't me" links mailed to the old address when a user changes their email (ADR 056):
 * for EMAIL_REVERT_DAYS the link restores `oldEmail` and ends every session, once. Only the hash
 * of the token is kept; the rows go with the user and after their expiry (retention).
 */
export const emailChangeReverts = pgTable(
  "email_change_reverts",
  {
    id: idColumn(),
    tokenHash: text("token_hash").notNull(),
    userId: cascadeRef("user_id", () => users.id),
    oldEmail: text("old_email").notNull(),
    newEmail: text("new_email").notNull(),
    ...usedOnce(),
  },
  (t) => [
    uniqueIndex("email_change_reverts_token_hash_key").on(t.tokenHash),
    index("email_change_reverts_user_id_idx").on(t.userId),
    index("email_change_reverts_expires_at_idx").on(t.expiresAt),
  ],
);

/** 6-digit codes mailed to prove an address (anonymous applications, email change, an anonymous applicant's data request). */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: idColumn(),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["application", "change_email", "data_request"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    ...usedOnce(),
    /** Hash of the short-lived token handed out on a correct code; it proves the address once. */
    verificationTokenHash: text("verification_token_hash"),
    verificationExpiresAt: instant("verification_expires_at"),
    verificationUsedAt: instant("verification_used_at"),
    /**
     * SHA-256 of the requester token (the `code_requester` cookie of the browser that asked for the
     * code): only tries carrying it count and can succeed, so guesses from elsewhere never burn it (ADR 063).
     */
    requesterHash: text("requester_hash"),
  },
  (t) => [
    index("email_codes_email_idx").on(t.email, t.createdAt),
    uniqueIndex("email_codes_verification_token_hash_key").on(t.verificationTokenHash),
  ],
);

/** Every mail, written in the transaction of the change that causes it, sent later by the worker. */
export const outbox = pgTable(
  "outbox",
  {
    id: idColumn(),
    /** Sent as the Message-ID, so a mail re-sent after a crash is recognisable as the same one. */
    idempotencyKey: text("idempotency_key").notNull(),
    toEmail: text("to_email").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers of this mail (e.g. List-Unsubscribe on job alerts). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    lockedUntil: instant("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
  },
  (t) => [
    uniqueIndex("outbox_idempotency_key_key").on(t.idempotencyKey),
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_to_email_idx").on(t.toEmail, t.createdAt),
  ],
);

/** Contact form messages and purchase requests for sales. */
export const contactMessages = pgTable("contact_messages", {
  id: idColumn(),
  kind: text("kind", { enum: ["contact", "purchase"] }).notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  message: text("message").notNull().default(""),
  plan: text("plan", { enum: ["free", "pro", "recruiter", "enterprise"] }),
  registeredCompanyId: bigint("registered_company_id", { mode: "number" }),
  organizationId: optionalRef("organization_id", () => organizations.id, "set null"),
  userId: optionalRef("user_id", () => users.id, "set null"),
  createdAt: createdAt(),
});

/** Uploaded images (profile pictures, logos, listing pictures), served from /media/{id}. Kept in the database: one backup holds all. */
export const media = pgTable(
  "media",
  {
    id: text("id").primaryKey(),
    ownerUserId: optionalRef("owner_user_id", () => users.id, "cascade"),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: createdAt(),
    /**
     * When the bytes were last written by cleanImage (upright, bounded, no metadata; ADR 064). Null
     * for an image stored byte for byte before that: the media-clean task writes it again.
     */
    cleanedAt: instant("cleaned_at"),
  },
  // The media-clean task reads the images not yet cleaned every minute, and none once all are.
  (t) => [
    index("media_not_cleaned_idx")
      .on(t.createdAt)
      .where(sql`${t.cleanedAt} is null`),
  ],
);
