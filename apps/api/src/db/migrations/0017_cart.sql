CREATE TABLE "cart_lines" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "cart_lines_amount_positive" CHECK ("cart_lines"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lines" jsonb;--> statement-breakpoint
-- hand-written: every order placed before the cart is its own one line.
UPDATE "orders" SET "lines" = jsonb_build_array(jsonb_build_object(
  'productId', "orders"."product_id", 'productName', "orders"."product_name",
  'model', coalesce((SELECT "products"."model" FROM "products" WHERE "products"."id" = "orders"."product_id"), ''),
  'unitPriceCents', "orders"."unit_price_cents", 'amount', "orders"."amount",
  'lineTotalCents', "orders"."unit_price_cents"::bigint * "orders"."amount"));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "lines" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lines_list" CHECK (jsonb_typeof("orders"."lines") = 'array' and jsonb_array_length("orders"."lines") between 1 and 100);
