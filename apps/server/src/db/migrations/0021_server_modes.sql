CREATE TABLE "server_modes" (
	"mode" text PRIMARY KEY NOT NULL,
	"first_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
