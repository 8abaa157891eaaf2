CREATE TABLE "secret_mail_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "secret_mail_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "secret_mail_requests_email_idx" ON "secret_mail_requests" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "secret_mail_requests_created_idx" ON "secret_mail_requests" USING btree ("created_at");