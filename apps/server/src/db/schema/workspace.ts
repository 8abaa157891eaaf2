import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./accounts";
import { cascadeRef, createdAt, idColumn, instant, optionalRef } from "./columns";

/**
 * An invitation to join an organisation, sent by email. Only the hash of the token is kept; it
 * works once (accepted_at) and expires. Accepting creates the membership in the invited role.
 */
export const membershipInvites = pgTable(
  "membership_invites",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    email: text("email").notNull(),
    role: text("role", { enum: ["owner", "admin", "recruiter"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: optionalRef("invited_by_user_id", () => users.id, "set null"),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    acceptedAt: instant("accepted_at"),
    acceptedByUserId: optionalRef("accepted_by_user_id", () => users.id, "set null"),
  },
  (t) => [
    uniqueIndex("membership_invites_token_hash_key").on(t.tokenHash),
    index("membership_invites_organization_id_idx").on(t.organizationId),
  ],
);

const PLANS = ["free", "pro", "recruiter", "enterprise"] as const;

/**
 * Each change of an organisation's plan (ADR 053): who moved it from which plan to which, when.
 * Within PLAN_RETURN_DAYS the owner may choose `from_plan` again online, recruiter too; its
 * activity (source type `plan`) points here.
 */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    fromPlan: text("from_plan", { enum: PLANS }).notNull(),
    toPlan: text("to_plan", { enum: PLANS }).notNull(),
    actorUserId: optionalRef("actor_user_id", () => users.id, "set null"),
    createdAt: createdAt(),
  },
  (t) => [
    index("plan_changes_organization_id_created_at_idx").on(t.organizationId, t.createdAt.desc()),
    // Deleting an account sets its changes' actor to null: without it, a scan of all changes.
    index("plan_changes_actor_user_id_idx").on(t.actorUserId),
  ],
);

/**
 * What happened in an organisation (docs/domain.md §4): every change of a job, listing, questionnaire or
 * application. `actor_user_id` is null for the scheduler; `subject` keeps the title at that time,
 * so the feed reads well after the source is renamed or deleted; `position` does so for the
 * listing an application is for.
 */
export const activities = pgTable(
  "activities",
  {
    id: idColumn(),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    sourceType: text("source_type", { enum: ["application", "job", "listing", "questionnaire", "plan"] }).notNull(),
    sourceId: bigint("source_id", { mode: "number" }).notNull(),
    verb: text("verb").notNull(),
    actorUserId: optionalRef("actor_user_id", () => users.id, "set null"),
    /** Who acted (ADR 057): a member, the applicant (actor_user_id: their account, if any) or the system. */
    actorKind: text("actor_kind", { enum: ["member", "applicant", "system"] })
      .notNull()
      .default("member"),
    subject: text("subject").notNull().default(""),
    /** An application's activity: the listing's (or job's) title at that time; null otherwise. */
    position: text("position"),
    createdAt: createdAt(),
  },
  (t) => [
    index("activities_organization_id_id_idx").on(t.organizationId, t.id.desc()),
    index("activities_source_idx").on(t.sourceType, t.sourceId),
    // Deleting an account sets its activities' actor to null: without it, a scan of all activities.
    index("activities_actor_user_id_idx").on(t.actorUserId),
  ],
);

/** One member's copy of an activity, until dismissed. */
export const notifications = pgTable(
  "notifications",
  {
    id: idColumn(),
    userId: cascadeRef("user_id", () => users.id),
    activityId: cascadeRef("activity_id", () => activities.id),
    organizationId: cascadeRef("organization_id", () => organizations.id),
    dismissedAt: instant("dismissed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_unread_idx")
      .on(t.userId, t.organizationId, t.id.desc())
      .where(sql`${t.dismissedAt} is null`),
    index("notifications_activity_id_idx").on(t.activityId),
    // All of a member's notifications (unread=false, dismissed ones too) and the cascade when an
    // account is deleted: the partial index above covers only the unread ones.
    index("notifications_user_id_organization_id_id_idx").on(t.userId, t.organizationId, t.id.desc()),
  ],
);
