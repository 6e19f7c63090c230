CREATE TABLE "product_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "medium" "bytea";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Each existing tool's gallery is its one image.
UPDATE "products" SET "images" = jsonb_build_array("image");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attributes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Added without NOT NULL, and unique first (NULLs never clash), so that the loop below finds taken slugs by
-- the index; NOT NULL once every tool has one.
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_slug_unique" UNIQUE("slug");--> statement-breakpoint
-- Every existing tool gets its name's slug as packages/shared productSlugOf makes it (accents dropped, lower
-- case, '&' as 'and', other runs of non-letters and digits as '-', at most 80 characters, 'tool' for none), the
-- oldest tool the bare slug and the others of that name '-2', '-3', … in the order they were added.
DO $$
DECLARE
  tool record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR tool IN SELECT id, name FROM products ORDER BY created_at, id LOOP
    base := lower(regexp_replace(normalize(tool.name, NFKD), '[\u0300-\u036f]', '', 'g'));
    base := trim(BOTH '-' FROM regexp_replace(replace(base, '&', ' and '), '[^a-z0-9]+', '-', 'g'));
    base := rtrim(left(base, 80), '-');
    IF base = '' THEN
      base := 'tool';
    END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM products WHERE slug = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE products SET slug = candidate WHERE id = tool.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
INSERT INTO "product_slugs" ("slug", "product_id") SELECT "slug", "id" FROM "products";--> statement-breakpoint
ALTER TABLE "product_slugs" ADD CONSTRAINT "product_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slugs_product_idx" ON "product_slugs" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_images_list" CHECK (jsonb_typeof("products"."images") = 'array' and jsonb_array_length("products"."images") between 1 and 10 and "products"."images"->>0 = "products"."image");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_attributes_list" CHECK (jsonb_typeof("products"."attributes") = 'array' and jsonb_array_length("products"."attributes") <= 30);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_slug_format" CHECK ("products"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
