-- The catalog search reads one stored lower-case text of name and model with LIKE, served by one trigram index,
-- instead of name ILIKE or model ILIKE over two (ADR 011): ILIKE lowers both texts again for every row it checks.
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_model_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("products"."name") || E'\n' || lower("products"."model")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Statistics for the new column now: without them the planner guesses that a rare search matches 4% of the
-- catalog and walks the newest-first index through every row instead of asking the trigram index.
ANALYZE "products";
