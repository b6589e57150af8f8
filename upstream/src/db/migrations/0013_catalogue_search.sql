-- Full-text search of the catalogue: a weighted tsvector per item (title, then author, then the
-- description), kept by PostgreSQL itself, and a GIN index that websearch_to_tsquery's match uses.
-- Not in schema.ts on purpose: the column would ride along in every row the catalogue reads.
ALTER TABLE "courses" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "author"), 'B') || setweight(to_tsvector('english', "description"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "robots" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', "author"), 'B') || setweight(to_tsvector('english', "description"), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search");--> statement-breakpoint
CREATE INDEX "robots_search_idx" ON "robots" USING gin ("search");
