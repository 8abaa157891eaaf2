ALTER TABLE "media" ADD COLUMN "cleaned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_tokens_user_id_idx" ON "login_tokens" USING btree ("user_id") WHERE "login_tokens"."used_at" is null;--> statement-breakpoint
CREATE INDEX "media_not_cleaned_idx" ON "media" USING btree ("created_at") WHERE "media"."cleaned_at" is null;