ALTER TABLE "orders" ADD COLUMN "order_number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
-- Placing an order also answers the new order's number and total, so the buyer's confirmation needs no second
-- round trip (ADR 018, 025). The function is as in 0007 otherwise; new OUT parameters mean dropping it first.
DROP FUNCTION ironvolt_place_order(uuid, text, text, text, text, uuid, integer, integer);--> statement-breakpoint
CREATE FUNCTION ironvolt_place_order(
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
      RETURNING products.name, products.price_cents
    )
    INSERT INTO orders (user_id, email, customer_name, phone_no, address, product_id, product_name,
                        unit_price_cents, amount, total_price_cents)
    SELECT p_user_id, p_email, p_customer_name, p_phone_no, p_address, p_product_id, reserved.name,
           reserved.price_cents, p_amount, reserved.price_cents::bigint * p_amount
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
