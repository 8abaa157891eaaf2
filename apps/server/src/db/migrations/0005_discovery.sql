CREATE TABLE "likes" (
	"user_id" bigint NOT NULL,
	"organization_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "search_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"job_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"workload_min" integer,
	"workload_max" integer,
	"remote_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"region" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD CONSTRAINT "seeker_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "likes_organization_id_idx" ON "likes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "search_changes_changed_at_idx" ON "search_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "listings_active_fresh_idx" ON "listings" USING btree ("published_on" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 'active';--> statement-breakpoint
-- The search index's change feed (ADR 012): every write to the searchable tables appends the
-- organisations it touched. Statement-level triggers with transition tables, so a bulk write
-- appends one row per organisation and statement, not per row.
CREATE FUNCTION "search_changes_of_new_organizations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_changes" ("organization_id") SELECT DISTINCT "id" FROM "new_rows";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_changes_of_old_organizations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_changes" ("organization_id") SELECT DISTINCT "id" FROM "old_rows";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_changes_of_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_changes" ("organization_id") SELECT DISTINCT "organization_id" FROM "new_rows";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_changes_of_old_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_changes" ("organization_id") SELECT DISTINCT "organization_id" FROM "old_rows";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organizations_search_insert" AFTER INSERT ON "organizations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_new_organizations"();
--> statement-breakpoint
CREATE TRIGGER "organizations_search_update" AFTER UPDATE ON "organizations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_new_organizations"();
--> statement-breakpoint
CREATE TRIGGER "organizations_search_delete" AFTER DELETE ON "organizations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_old_organizations"();
--> statement-breakpoint
CREATE TRIGGER "addresses_search_insert" AFTER INSERT ON "addresses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "addresses_search_update" AFTER UPDATE ON "addresses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "addresses_search_delete" AFTER DELETE ON "addresses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_old_rows"();
--> statement-breakpoint
CREATE TRIGGER "jobs_search_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "jobs_search_update" AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "jobs_search_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_old_rows"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_update" AFTER UPDATE ON "listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "listings_search_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_of_old_rows"();
--> statement-breakpoint
-- On PostgreSQL, followers wake on this instead of waiting for their next poll.
CREATE FUNCTION "search_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_changes', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_changes_notify" AFTER INSERT ON "search_changes" FOR EACH STATEMENT EXECUTE FUNCTION "search_changes_notify"();
