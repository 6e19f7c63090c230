CREATE TABLE "price_list_prices" (
	"price_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_prices_price_list_id_product_id_pk" PRIMARY KEY("price_list_id","product_id"),
	CONSTRAINT "price_list_prices_price_positive" CHECK ("price_list_prices"."price_cents" > 0),
	CONSTRAINT "price_list_prices_tiers_list" CHECK (jsonb_typeof("price_list_prices"."price_tiers") = 'array')
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"discount_basis_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_discount_range" CHECK ("price_lists"."discount_basis_points" IS NULL OR ("price_lists"."discount_basis_points" > 0 AND "price_lists"."discount_basis_points" < 10000))
);
--> statement-breakpoint
ALTER TABLE "admin_activity" DROP CONSTRAINT "admin_activity_action_valid";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_prices_product_idx" ON "price_list_prices" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_unique" ON "price_lists" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_price_list_idx" ON "companies" USING btree ("price_list_id");--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_action_valid" CHECK ("action" IN ('product.added', 'product.edited', 'product.deleted', 'order.status_changed', 'order.deleted', 'order.refunded', 'user.admin_granted', 'user.admin_removed', 'user.profile_edited', 'category.added', 'category.renamed', 'category.moved', 'category.deleted', 'company.applied', 'company.edited', 'company.member_invited', 'company.invitation_revoked', 'company.member_joined', 'company.member_changed', 'company.member_removed', 'company.address_added', 'company.address_edited', 'company.address_deleted', 'price_list.added', 'price_list.edited', 'price_list.price_set', 'price_list.price_removed'));