-- Every committed change to what the public read endpoints show is announced on the 'ironvolt_cache'
-- channel, so that each instance's read cache drops what it holds, whichever code or instance wrote it.
CREATE OR REPLACE FUNCTION ironvolt_notify_cache() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('ironvolt_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_notify_cache AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION ironvolt_notify_cache('catalog');
--> statement-breakpoint
CREATE TRIGGER reviews_notify_cache AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION ironvolt_notify_cache('reviews');
--> statement-breakpoint
CREATE TRIGGER users_notify_cache AFTER UPDATE OF name, image OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION ironvolt_notify_cache('reviews');
