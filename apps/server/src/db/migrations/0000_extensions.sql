-- Extensions the search needs (drizzle-kit writes no CREATE EXTENSION). Both engines ship them:
-- PGlite as contrib modules loaded by db/client.ts, PostgreSQL through postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Accent- and case-insensitive text search. unaccent() is not IMMUTABLE, so it cannot sit in a generated
-- column; a text-search configuration that maps words through the unaccent dictionary can (docs/domain.md §1).
CREATE TEXT SEARCH CONFIGURATION jobatlas_simple (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION jobatlas_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION jobatlas_german (COPY = german);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION jobatlas_german ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;
