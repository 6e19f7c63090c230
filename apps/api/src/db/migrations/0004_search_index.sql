-- Indexes for the catalog list and search (ADR 011).
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it without being superuser.
-- Without WITH SCHEMA it goes into the first schema on the search_path, where the tables are created too, so
-- gin_trgm_ops below resolves on the same search_path. fastupdate=false: PGlite runs no autovacuum, so a GIN
-- pending list would only be merged once it reached 4 MB, and the planner avoids an index with a long one.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The old index was DESC NULLS LAST, which `order by created_at desc, id desc` cannot use.
DROP INDEX "products_created_at_idx";--> statement-breakpoint
CREATE INDEX "products_live_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_model_trgm_idx" ON "products" USING gin ("model" gin_trgm_ops) WITH (fastupdate=false);
