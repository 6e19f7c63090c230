ALTER TABLE "orders" ADD COLUMN "short_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written: a buyer whose address is not confirmed and who has never paid (an unverified buyer) may hold, in
-- their unpaid orders together, at most the larger of a tool's minimum order and p_unverified_stock_percent of its
-- stock (what is on sale plus what they hold), and their orders are marked short_hold: the sweep cancels them
-- after UNVERIFIED_BUYER_HOLD_HOURS. Both ways of placing an order decide it after locking the buyer's row, so one
-- buyer's orders take turns and cannot pass the share together, and read the stock under the product's row lock.
-- Bodies as in 0026 otherwise; a function's answer changes only by dropping it.
CREATE FUNCTION ironvolt_unverified_buyer(p_user_id uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT users.email_verified_at IS NULL AND NOT EXISTS (
    SELECT 1 FROM orders
    WHERE orders.user_id = users.id
      AND (orders.status IN ('paid', 'shipped', 'delivered', 'refunded') OR orders.paid_at IS NOT NULL))
  FROM users WHERE users.id = p_user_id
$$;--> statement-breakpoint
-- The pieces of each tool a buyer's unpaid orders hold, over all their lines.
CREATE FUNCTION ironvolt_unpaid_held(p_user_id uuid)
RETURNS TABLE (product_id uuid, held bigint) LANGUAGE sql STABLE AS $$
  SELECT (line->>'productId')::uuid, sum((line->>'amount')::bigint)
  FROM orders CROSS JOIN LATERAL jsonb_array_elements(orders.lines) AS line
  WHERE orders.user_id = p_user_id AND orders.status = 'unpaid'
  GROUP BY 1
$$;--> statement-breakpoint
-- What an unverified buyer may hold of a tool in all: its minimum order, or the share of its stock if larger.
CREATE FUNCTION ironvolt_unverified_hold_limit(p_quantity integer, p_min_order integer, p_held bigint, p_percent integer)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(p_min_order::bigint, (p_quantity + p_held) * p_percent / 100)
$$;--> statement-breakpoint
DROP FUNCTION ironvolt_place_order(uuid, text, text, text, text, uuid, integer, integer, integer);--> statement-breakpoint
DROP FUNCTION ironvolt_checkout(uuid, text, text, text, text, text, text, integer, integer);--> statement-breakpoint
CREATE FUNCTION ironvolt_place_order(
  p_user_id uuid,
  p_email text,
  p_customer_name text,
  p_phone_no text,
  p_address text,
  p_product_id uuid,
  p_amount integer,
  p_max_unpaid integer,
  p_tax_rate_basis_points integer,
  p_unverified_stock_percent integer,
  OUT order_id uuid,
  OUT placed_number integer,
  OUT placed_total_cents bigint,
  OUT unpaid integer,
  OUT quantity integer,
  OUT min_order integer,
  OUT order_lines jsonb,
  OUT order_tax_cents bigint,
  OUT short_hold boolean,
  OUT held bigint,
  OUT hold_limit bigint,
  OUT product_name text
) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM users WHERE users.id = p_user_id FOR UPDATE;
  SELECT count(*)::integer INTO unpaid
    FROM orders WHERE orders.user_id = p_user_id AND orders.status = 'unpaid';
  IF unpaid >= p_max_unpaid THEN
    RETURN;
  END IF;
  short_hold := ironvolt_unverified_buyer(p_user_id);
  IF short_hold THEN
    SELECT products.quantity, products.min_order, products.name INTO quantity, min_order, product_name
      FROM products WHERE products.id = p_product_id AND products.deleted_at IS NULL FOR UPDATE;
    SELECT coalesce(sum(mine.held), 0) INTO held
      FROM ironvolt_unpaid_held(p_user_id) AS mine WHERE mine.product_id = p_product_id;
    hold_limit := ironvolt_unverified_hold_limit(quantity, min_order, held, p_unverified_stock_percent);
    IF held + p_amount > hold_limit THEN
      RETURN;
    END IF;
  END IF;
  IF p_amount IS NOT NULL THEN
    WITH reserved AS (
      UPDATE products
      SET quantity = products.quantity - p_amount, updated_at = now()
      WHERE products.id = p_product_id AND products.deleted_at IS NULL
        AND products.quantity >= p_amount AND products.min_order <= p_amount
      RETURNING products.name, products.model,
        ironvolt_unit_price_cents(products.price_cents, products.price_tiers, p_amount) AS unit_cents
    ),
    priced AS (
      SELECT reserved.*, reserved.unit_cents::bigint * p_amount AS net_cents,
             ironvolt_tax_cents(reserved.unit_cents::bigint * p_amount, p_tax_rate_basis_points) AS tax_cents
      FROM reserved
    )
    INSERT INTO orders (user_id, email, customer_name, phone_no, address, product_id, product_name,
                        unit_price_cents, amount, total_price_cents, lines, tax_rate_basis_points, tax_cents,
                        short_hold)
    SELECT p_user_id, p_email, p_customer_name, p_phone_no, p_address, p_product_id, priced.name,
           priced.unit_cents, p_amount, priced.net_cents + priced.tax_cents,
           jsonb_build_array(jsonb_build_object(
             'productId', p_product_id, 'productName', priced.name, 'model', priced.model,
             'unitPriceCents', priced.unit_cents, 'amount', p_amount, 'lineTotalCents', priced.net_cents)),
           p_tax_rate_basis_points, priced.tax_cents, short_hold
    FROM priced
    RETURNING orders.id, orders.order_number, orders.total_price_cents, orders.lines, orders.tax_cents
      INTO order_id, placed_number, placed_total_cents, order_lines, order_tax_cents;
    IF order_id IS NOT NULL THEN
      RETURN;
    END IF;
  END IF;
  SELECT products.quantity, products.min_order INTO quantity, min_order
    FROM products WHERE products.id = p_product_id AND products.deleted_at IS NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION ironvolt_checkout(
  p_user_id uuid,
  p_email text,
  p_customer_name text,
  p_phone_no text,
  p_address text,
  p_po_number text,
  p_note text,
  p_max_unpaid integer,
  p_tax_rate_basis_points integer,
  p_unverified_stock_percent integer,
  OUT outcome text,
  OUT order_id uuid,
  OUT placed_number integer,
  OUT placed_total_cents bigint,
  OUT problems jsonb,
  OUT order_lines jsonb,
  OUT order_tax_cents bigint,
  OUT short_hold boolean
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  line_count integer;
  placed_lines jsonb;
  first_line jsonb;
  net_cents bigint;
  tax_cents bigint;
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
  short_hold := ironvolt_unverified_buyer(p_user_id);
  IF short_hold THEN
    SELECT jsonb_agg(jsonb_build_object('productId', products.id, 'name', products.name,
                                        'limit', share.hold_limit, 'held', share.held)
                     ORDER BY cart_lines.created_at, cart_lines.product_id)
      INTO problems
      FROM cart_lines JOIN products ON products.id = cart_lines.product_id
        LEFT JOIN ironvolt_unpaid_held(p_user_id) AS mine ON mine.product_id = cart_lines.product_id
        CROSS JOIN LATERAL (
          SELECT coalesce(mine.held, 0) AS held,
                 ironvolt_unverified_hold_limit(products.quantity, products.min_order, coalesce(mine.held, 0),
                                                p_unverified_stock_percent) AS hold_limit
        ) AS share
      WHERE cart_lines.user_id = p_user_id AND share.held + cart_lines.amount > share.hold_limit;
    IF problems IS NOT NULL THEN
      outcome := 'above_unverified_share';
      RETURN;
    END IF;
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
  SELECT sum((line->>'lineTotalCents')::bigint) INTO net_cents FROM jsonb_array_elements(placed_lines) AS line;
  tax_cents := ironvolt_tax_cents(net_cents, p_tax_rate_basis_points);
  INSERT INTO orders (user_id, email, customer_name, phone_no, address, product_id, product_name,
                      unit_price_cents, amount, total_price_cents, lines, po_number, note,
                      tax_rate_basis_points, tax_cents, short_hold)
  VALUES (p_user_id, p_email, p_customer_name, p_phone_no, p_address, (first_line->>'productId')::uuid,
          first_line->>'productName', (first_line->>'unitPriceCents')::integer, (first_line->>'amount')::integer,
          net_cents + tax_cents, placed_lines, p_po_number, p_note, p_tax_rate_basis_points, tax_cents,
          short_hold)
  RETURNING orders.id, orders.order_number, orders.total_price_cents, orders.lines, orders.tax_cents
    INTO order_id, placed_number, placed_total_cents, order_lines, order_tax_cents;
  DELETE FROM cart_lines WHERE cart_lines.user_id = p_user_id;
  outcome := 'placed';
END
$$;
