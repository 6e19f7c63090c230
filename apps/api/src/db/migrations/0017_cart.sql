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
ALTER TABLE "orders" ADD CONSTRAINT "orders_lines_list" CHECK (jsonb_typeof("orders"."lines") = 'array' and jsonb_array_length("orders"."lines") between 1 and 100);--> statement-breakpoint
-- hand-written: the price per piece of `amount` pieces: the last volume price whose minAmount the amount reaches,
-- else the product's price (packages/shared/src/price-tiers.ts says the same for the browser).
CREATE OR REPLACE FUNCTION ironvolt_unit_price_cents(p_price_cents integer, p_tiers jsonb, p_amount integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT (tier->>'priceCents')::integer
       FROM jsonb_array_elements(p_tiers) AS tier
      WHERE (tier->>'minAmount')::integer <= p_amount
      ORDER BY (tier->>'minAmount')::integer DESC
      LIMIT 1),
    p_price_cents)
$$;--> statement-breakpoint
-- hand-written: Buy Now's one-tool order as in 0016, now also written as the order's one line (with the model).
CREATE OR REPLACE FUNCTION ironvolt_place_order(
  p_user_id uuid,
  p_email text,
  p_customer_name text,
  p_phone_no text,
  p_address text,
  p_product_id uuid,
  p_amount integer,
  p_max_unpaid integer,
  OUT order_id uuid,
  OUT placed_number integer,
  OUT placed_total_cents bigint,
  OUT unpaid integer,
  OUT quantity integer,
  OUT min_order integer
) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM users WHERE users.id = p_user_id FOR UPDATE;
  SELECT count(*)::integer INTO unpaid
    FROM orders WHERE orders.user_id = p_user_id AND orders.status = 'unpaid';
  IF unpaid >= p_max_unpaid THEN
    RETURN;
  END IF;
  IF p_amount IS NOT NULL THEN
    WITH reserved AS (
      UPDATE products
      SET quantity = products.quantity - p_amount, updated_at = now()
      WHERE products.id = p_product_id AND products.deleted_at IS NULL
        AND products.quantity >= p_amount AND products.min_order <= p_amount
      RETURNING products.name, products.model,
        ironvolt_unit_price_cents(products.price_cents, products.price_tiers, p_amount) AS unit_cents
    )
    INSERT INTO orders (user_id, email, customer_name, phone_no, address, product_id, product_name,
                        unit_price_cents, amount, total_price_cents, lines)
    SELECT p_user_id, p_email, p_customer_name, p_phone_no, p_address, p_product_id, reserved.name,
           reserved.unit_cents, p_amount, reserved.unit_cents::bigint * p_amount,
           jsonb_build_array(jsonb_build_object(
             'productId', p_product_id, 'productName', reserved.name, 'model', reserved.model,
             'unitPriceCents', reserved.unit_cents, 'amount', p_amount,
             'lineTotalCents', reserved.unit_cents::bigint * p_amount))
    FROM reserved
    RETURNING orders.id, orders.order_number, orders.total_price_cents
      INTO order_id, placed_number, placed_total_cents;
    IF order_id IS NOT NULL THEN
      RETURN;
    END IF;
  END IF;
  SELECT products.quantity, products.min_order INTO quantity, min_order
    FROM products WHERE products.id = p_product_id AND products.deleted_at IS NULL;
END
$$;--> statement-breakpoint
-- hand-written: the cart checked out as one order, all of it or nothing. The buyer's row is locked first (the
-- unpaid-order cap counts orders), then the cart's tools in id order, so checkouts whose carts overlap wait for
-- each other instead of deadlocking. Every line is checked under those locks; only when all fit is the stock
-- taken, each line priced by its volume price in the statement that takes it, the order written with its lines
-- and the cart emptied. `outcome` says which: placed, too_many_unpaid, empty, short (problems: every line short,
-- with what is left, 0 for a tool no longer sold) or below_min_order (problems: the lines under their minimum).
CREATE OR REPLACE FUNCTION ironvolt_checkout(
  p_user_id uuid,
  p_email text,
  p_customer_name text,
  p_phone_no text,
  p_address text,
  p_po_number text,
  p_note text,
  p_max_unpaid integer,
  OUT outcome text,
  OUT order_id uuid,
  OUT placed_number integer,
  OUT placed_total_cents bigint,
  OUT problems jsonb
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  line_count integer;
  placed_lines jsonb;
  first_line jsonb;
BEGIN
  PERFORM 1 FROM users WHERE users.id = p_user_id FOR UPDATE;
  IF (SELECT count(*) FROM orders WHERE orders.user_id = p_user_id AND orders.status = 'unpaid') >= p_max_unpaid THEN
    outcome := 'too_many_unpaid';
    RETURN;
  END IF;
  PERFORM 1 FROM products JOIN cart_lines ON cart_lines.product_id = products.id
    WHERE cart_lines.user_id = p_user_id ORDER BY products.id FOR UPDATE OF products;
  SELECT count(*)::integer,
         jsonb_agg(jsonb_build_object('productId', products.id,
                                      'available', CASE WHEN products.deleted_at IS NULL THEN products.quantity ELSE 0 END)
                   ORDER BY cart_lines.created_at, cart_lines.product_id)
           FILTER (WHERE products.deleted_at IS NOT NULL OR products.quantity < cart_lines.amount)
    INTO line_count, problems
    FROM cart_lines JOIN products ON products.id = cart_lines.product_id
    WHERE cart_lines.user_id = p_user_id;
  IF line_count = 0 THEN
    outcome := 'empty';
    RETURN;
  END IF;
  IF problems IS NOT NULL THEN
    outcome := 'short';
    RETURN;
  END IF;
  SELECT jsonb_agg(jsonb_build_object('productId', products.id, 'name', products.name, 'minOrder', products.min_order)
                   ORDER BY cart_lines.created_at, cart_lines.product_id)
    INTO problems
    FROM cart_lines JOIN products ON products.id = cart_lines.product_id
    WHERE cart_lines.user_id = p_user_id AND cart_lines.amount < products.min_order;
  IF problems IS NOT NULL THEN
    outcome := 'below_min_order';
    RETURN;
  END IF;
  WITH reserved AS (
    UPDATE products
    SET quantity = products.quantity - cart_lines.amount, updated_at = now()
    FROM cart_lines
    WHERE cart_lines.user_id = p_user_id AND cart_lines.product_id = products.id
    RETURNING products.id, products.name, products.model, cart_lines.amount, cart_lines.created_at,
      ironvolt_unit_price_cents(products.price_cents, products.price_tiers, cart_lines.amount) AS unit_cents
  )
  SELECT jsonb_agg(jsonb_build_object('productId', reserved.id, 'productName', reserved.name,
                                      'model', reserved.model, 'unitPriceCents', reserved.unit_cents,
                                      'amount', reserved.amount,
                                      'lineTotalCents', reserved.unit_cents::bigint * reserved.amount)
                   ORDER BY reserved.created_at, reserved.id)
    INTO placed_lines FROM reserved;
  first_line := placed_lines->0;
  INSERT INTO orders (user_id, email, customer_name, phone_no, address, product_id, product_name,
                      unit_price_cents, amount, total_price_cents, lines, po_number, note)
  VALUES (p_user_id, p_email, p_customer_name, p_phone_no, p_address, (first_line->>'productId')::uuid,
          first_line->>'productName', (first_line->>'unitPriceCents')::integer, (first_line->>'amount')::integer,
          (SELECT sum((line->>'lineTotalCents')::bigint) FROM jsonb_array_elements(placed_lines) AS line),
          placed_lines, p_po_number, p_note)
  RETURNING orders.id, orders.order_number, orders.total_price_cents
    INTO order_id, placed_number, placed_total_cents;
  DELETE FROM cart_lines WHERE cart_lines.user_id = p_user_id;
  outcome := 'placed';
END
$$;
