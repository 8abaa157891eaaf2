CREATE TABLE "application_outcomes" (
	"application_id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"closed_unanswered" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_outcomes" ADD CONSTRAINT "application_outcomes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_outcomes_organization_id_received_at_idx" ON "application_outcomes" USING btree ("organization_id","received_at");