-- Snapshots of the in-process search index (ADR 040): a starting instance loads the newest one of
-- its version and follows search_changes from change_seq instead of building from the tables.
CREATE TABLE "search_index_snapshot_parts" (
	"snapshot_id" bigint NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "search_index_snapshot_parts_snapshot_id_part_pk" PRIMARY KEY("snapshot_id","part")
);
--> statement-breakpoint
CREATE TABLE "search_index_snapshots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_index_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" text NOT NULL,
	"change_seq" bigint NOT NULL,
	"size" bigint NOT NULL,
	"parts" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_index_snapshot_parts" ADD CONSTRAINT "search_index_snapshot_parts_snapshot_id_search_index_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."search_index_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The parts are dense already (gap-coded postings): stored out of line without compression, which
-- would cost CPU on every write and read for little.
ALTER TABLE "search_index_snapshot_parts" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
