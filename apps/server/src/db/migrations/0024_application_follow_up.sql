ALTER TABLE "organizations" ADD COLUMN "answer_days" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "application_mails" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "applications_digested_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_pending_created_at_idx" ON "applications" USING btree ("created_at") WHERE "applications"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_answer_days" CHECK ("organizations"."answer_days" between 5 and 30);--> statement-breakpoint
-- An archived application's final state is dated too (retention counts from it, issue 29).
UPDATE "applications" SET "closed_at" = "updated_at" WHERE "status" = 'archived' AND "closed_at" IS NULL;--> statement-breakpoint
-- The organisation's first answer of the applications it answered: its first member activity, else the last change.
UPDATE "applications" a SET "answered_at" = coalesce(
  (SELECT min(x."created_at") FROM "activities" x
    WHERE x."source_type" = 'application' AND x."source_id" = a."id" AND x."actor_kind" = 'member'),
  a."updated_at")
WHERE a."status" IN ('active', 'archived') OR (a."status" IN ('rejected', 'withdrawn') AND a."closed_by" = 'org')
  OR (a."status" = 'rejected' AND a."closed_by" = 'user');
