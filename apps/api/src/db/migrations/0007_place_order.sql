-- An order is placed by one call of this function: one round trip and one statement in autocommit instead of
-- BEGIN, three statements and COMMIT (ADR 018). The buyer's row is locked first, so one buyer's orders are
-- counted one at a time; each statement of a volatile function takes a new snapshot, so the count that follows
-- the lock sees every order the previous holder of the lock committed. The stock is taken by a conditional
-- update (never below zero, whatever runs at the same time) feeding the insert, which snapshots the product's
-- name and unit price. When no order is written, the product's figures, read right after, explain why.
-- Assumes READ COMMITTED (PostgreSQL's default, which the server keeps): under REPEATABLE READ the count would
-- use the snapshot taken before the wait for the lock.
-- p_amount NULL: only count (an amount no product could hold is explained without touching the stock).
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
    RETURNING orders.id INTO order_id;
    IF order_id IS NOT NULL THEN
      RETURN;
    END IF;
  END IF;
  SELECT products.quantity, products.min_order INTO quantity, min_order
    FROM products WHERE products.id = p_product_id AND products.deleted_at IS NULL;
END
$$;
