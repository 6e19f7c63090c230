ALTER TABLE "products" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_tiers_list" CHECK (jsonb_typeof("products"."price_tiers") = 'array' and jsonb_array_length("products"."price_tiers") <= 5);--> statement-breakpoint
-- hand-written: an order's unit price is the product's volume price for the amount ordered (the last tier whose
-- minAmount the amount reaches), else its price. Read in the same UPDATE that takes the stock, so the price and
-- the stock come from one version of the product row. Otherwise as in 0014.
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
      RETURNING products.name,
        coalesce(
          (SELECT (tier->>'priceCents')::integer
             FROM jsonb_array_elements(products.price_tiers) AS tier
            WHERE (tier->>'minAmount')::integer <= p_amount
            ORDER BY (tier->>'minAmount')::integer DESC
            LIMIT 1),
          products.price_cents) AS unit_cents
    )
    INSERT INTO orders (user_id, email, customer_name, phone_no, address, product_id, product_name,
                        unit_price_cents, amount, total_price_cents)
    SELECT p_user_id, p_email, p_customer_name, p_phone_no, p_address, p_product_id, reserved.name,
           reserved.unit_cents, p_amount, reserved.unit_cents::bigint * p_amount
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
$$;
