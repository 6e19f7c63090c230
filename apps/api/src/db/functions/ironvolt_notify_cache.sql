-- Every committed change to what the public read endpoints show is announced on the 'ironvolt_cache' channel, so
-- that each instance's read cache drops what it holds, whichever code or instance wrote it. The triggers live here
-- with the function they call (a trigger needs its function when it is created).
CREATE OR REPLACE FUNCTION ironvolt_notify_cache() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('ironvolt_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Stock changes are announced by the app after commit (plugins/app/read-cache.ts `announce`, ADR 009): a NOTIFY in
-- the order's own transaction would hold PostgreSQL's notify lock through every order's commit. This trigger keeps
-- announcing every other change to what the catalog shows, whoever makes it.
CREATE OR REPLACE TRIGGER "products_notify_cache"
  AFTER INSERT OR DELETE OR UPDATE OF "name", "model", "description", "image", "price_cents", "min_order", "deleted_at"
  ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION ironvolt_notify_cache('catalog');--> statement-breakpoint
CREATE OR REPLACE TRIGGER reviews_notify_cache AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION ironvolt_notify_cache('reviews');--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_notify_cache AFTER UPDATE OF name, image OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION ironvolt_notify_cache('reviews');--> statement-breakpoint
-- A category's name is part of what the catalog's public reads show (GET /categories, the facets).
CREATE OR REPLACE TRIGGER categories_notify_cache AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION ironvolt_notify_cache('catalog');
