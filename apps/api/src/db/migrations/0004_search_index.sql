-- Trigram indexes for the catalog search (`name ILIKE '%q%' OR model ILIKE '%q%'`), ADR 011. pg_trgm is a
-- trusted extension (PostgreSQL 13+): the database owner may create it without being superuser. It goes into
-- the schema the migrations run in, so gin_trgm_ops resolves on the same search_path as the tables.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_model_trgm_idx" ON "products" USING gin ("model" gin_trgm_ops);
