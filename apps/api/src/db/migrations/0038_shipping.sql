CREATE TABLE "shipping_zone_countries" (
	"country" text PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL,
	CONSTRAINT "shipping_zone_countries_code" CHECK ("shipping_zone_countries"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brackets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"per_kg_cents" integer DEFAULT 0 NOT NULL,
	"free_over_net_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_brackets_list" CHECK (jsonb_typeof("shipping_zones"."brackets") = 'array' and jsonb_array_length("shipping_zones"."brackets") <= 20),
	CONSTRAINT "shipping_zones_per_kg_not_negative" CHECK ("shipping_zones"."per_kg_cents" >= 0),
	CONSTRAINT "shipping_zones_free_over_not_negative" CHECK ("shipping_zones"."free_over_net_cents" IS NULL OR "shipping_zones"."free_over_net_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admin_activity" DROP CONSTRAINT "admin_activity_action_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_weight_grams" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zone_countries" ADD CONSTRAINT "shipping_zone_countries_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_zone_countries_zone_idx" ON "shipping_zone_countries" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_unique" ON "shipping_zones" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_action_valid" CHECK ("action" IN ('product.added', 'product.edited', 'product.deleted', 'order.status_changed', 'order.deleted', 'order.refunded', 'order.approved', 'order.rejected', 'order.payment_recorded', 'order.payment_reversed', 'user.admin_granted', 'user.admin_removed', 'user.profile_edited', 'category.added', 'category.renamed', 'category.moved', 'category.deleted', 'company.applied', 'company.edited', 'company.member_invited', 'company.invitation_revoked', 'company.member_joined', 'company.member_changed', 'company.member_removed', 'company.address_added', 'company.address_edited', 'company.address_deleted', 'price_list.added', 'price_list.edited', 'price_list.price_set', 'price_list.price_removed', 'quote.requested', 'quote.offered', 'quote.accepted', 'quote.declined', 'quote.revision_requested', 'quote.expired', 'shipping_zone.added', 'shipping_zone.edited', 'shipping_zone.deleted'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_valid" CHECK ("orders"."shipping_cents" >= 0 AND "orders"."shipping_tax_cents" >= 0 AND "orders"."shipping_tax_cents" <= "orders"."tax_cents" AND "orders"."shipping_weight_grams" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_address_object" CHECK ("orders"."delivery_address" IS NULL OR jsonb_typeof("orders"."delivery_address") = 'object');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_not_negative" CHECK ("products"."weight_grams" >= 0);