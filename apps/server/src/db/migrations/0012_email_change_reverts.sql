CREATE TABLE "email_change_reverts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_change_reverts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_change_reverts" ADD CONSTRAINT "email_change_reverts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_reverts_token_hash_key" ON "email_change_reverts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_change_reverts_user_id_idx" ON "email_change_reverts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_change_reverts_expires_at_idx" ON "email_change_reverts" USING btree ("expires_at");