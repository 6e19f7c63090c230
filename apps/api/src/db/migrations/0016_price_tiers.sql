ALTER TABLE "products" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_tiers_list" CHECK (jsonb_typeof("products"."price_tiers") = 'array' and jsonb_array_length("products"."price_tiers") <= 5);
-- ironvolt_place_order reads the volume price for the amount (ironvolt_unit_price_cents, in db/functions).
