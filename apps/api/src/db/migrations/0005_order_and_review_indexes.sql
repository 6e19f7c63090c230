DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "reviews_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_user_newest_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_email_newest_idx" ON "orders" USING btree (lower("email"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_newest_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Stock changes are announced by the app after commit (plugins/app/read-cache.ts `announce`, ADR 009): a NOTIFY
-- in the order's own transaction would hold PostgreSQL's notify lock through every order's commit. The trigger
-- keeps announcing every other change to what the catalog shows, whoever makes it.
DROP TRIGGER "products_notify_cache" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_notify_cache"
  AFTER INSERT OR DELETE OR UPDATE OF "name", "model", "description", "image", "price_cents", "min_order", "deleted_at"
  ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION ironvolt_notify_cache('catalog');
