CREATE TABLE "experiment_ratings" (
	"experiment_id" bigint NOT NULL,
	"listing_id" bigint NOT NULL,
	"verdict" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_ratings_experiment_id_listing_id_pk" PRIMARY KEY("experiment_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experiments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"job_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"region" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"validated_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_publications" (
	"listing_id" bigint PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_alerts" (
	"subscription_id" bigint NOT NULL,
	"listing_id" bigint NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "subscription_alerts_subscription_id_listing_id_pk" PRIMARY KEY("subscription_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"subscription_id" bigint,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"email" text,
	"language" text DEFAULT 'de' NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"location_label" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius_km" integer DEFAULT 25 NOT NULL,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"workload_min" integer,
	"workload_max" integer,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_owner" CHECK ("subscriptions"."user_id" is not null or "subscriptions"."email" is not null),
	CONSTRAINT "subscriptions_radius" CHECK ("subscriptions"."radius_km" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "ztdi_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ztdi_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" bigint,
	"email" text,
	"language" text DEFAULT 'de' NOT NULL,
	"answers" integer[] NOT NULL,
	"scores" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ztdi_surveys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ztdi_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"age_group" text,
	"gender" text,
	"leadership_level" text,
	"education_level" text,
	"industry" text,
	"created_on" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "application_retention_days" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "experiment_ratings" ADD CONSTRAINT "experiment_ratings_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_ratings" ADD CONSTRAINT "experiment_ratings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_publications" ADD CONSTRAINT "listing_publications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_alerts" ADD CONSTRAINT "subscription_alerts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_alerts" ADD CONSTRAINT "subscription_alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_tokens" ADD CONSTRAINT "subscription_tokens_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ztdi_results" ADD CONSTRAINT "ztdi_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_uid_key" ON "experiments" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "experiments_user_id_idx" ON "experiments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listing_publications_pending_idx" ON "listing_publications" USING btree ("published_at") WHERE "listing_publications"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_alerts_unmailed_idx" ON "subscription_alerts" USING btree ("subscription_id","matched_at") WHERE "subscription_alerts"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_alerts_listing_id_idx" ON "subscription_alerts" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_tokens_token_hash_key" ON "subscription_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "subscription_tokens_subscription_id_idx" ON "subscription_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "subscriptions_matchable_idx" ON "subscriptions" USING btree ("lat","lng") WHERE "subscriptions"."active" and "subscriptions"."confirmed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ztdi_results_token_hash_key" ON "ztdi_results" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ztdi_results_user_id_idx" ON "ztdi_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ztdi_results_email_idx" ON "ztdi_results" USING btree ("email");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_application_retention_days" CHECK ("organizations"."application_retention_days" between 30 and 180);--> statement-breakpoint
-- The job-alert queue: a listing that becomes active is queued in the same transaction, by
-- statement-level triggers (one insert per statement, as for the search change feed).
CREATE FUNCTION "listing_publications_of_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_publications" ("listing_id")
    SELECT "id" FROM "new_rows" WHERE "status" = 'active'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "listing_publications_of_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_publications" ("listing_id")
    SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."status" = 'active' AND o."status" <> 'active'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_publication_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_publications_of_inserted"();
--> statement-breakpoint
CREATE TRIGGER "listings_publication_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "listing_publications_of_updated"();
