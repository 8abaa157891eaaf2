ALTER TABLE "activities" ADD COLUMN "actor_kind" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "position" text;