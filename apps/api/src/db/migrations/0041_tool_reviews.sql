ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_tool_idx" ON "reviews" USING btree ("product_id","user_id") WHERE "reviews"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_tool_newest_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."product_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ratings_in_range" CHECK ("products"."review_count" >= 0 and "products"."rating_sum" between "products"."review_count" and 5 * "products"."review_count");