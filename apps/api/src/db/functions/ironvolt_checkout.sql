-- The cart checked out as one order, all of it or nothing. The buyer's row is locked first (the unpaid-order cap
-- counts orders, and the cart writes take the same lock), then the cart's tools in id order, so checkouts whose
-- carts overlap wait for each other instead of deadlocking. Every line is checked under those locks; only when all
-- fit is the stock taken, each line priced by its volume price (ironvolt_unit_price_cents) in the statement that
-- takes it, the order written with its lines and its tax (ironvolt_tax_cents, once per order on the lines' sum) and
-- the cart emptied. `outcome` says which: placed, too_many_unpaid, empty, short (problems: every line short, with
-- what is left, 0 for a tool no longer sold), below_min_order (problems: the lines under their minimum) or
-- above_unverified_share (problems: the lines an unverified buyer may not hold, see ironvolt_place_order).
-- A member of an approved company orders on its terms (ironvolt_buyer_terms; see ironvolt_place_order): its
-- prices, no tax when it is exempt, the company named on the order, and awaiting_approval above a buyer's limit.
-- An accepted quote (ADR 146) is placed by the same function: p_lines then holds its lines ([{ product_id, amount,
-- unit_cents }]) at their quoted prices per piece, in place of the cart, which is left as it is. Its products must
-- differ from line to line.
-- Shipping (ADR 145): given a delivery address, the order keeps it, and its shipping line is computed from the
-- lines' weight and the zone's rate the caller read for the address's country (p_shipping_rate,
-- ironvolt_shipping_cents, free over the goods' net), taxed at the order's rate beside the goods; the approval limit
-- weighs the whole total. Without one (NULL), the order has no shipping line, as before.
-- Changing the parameters or the OUT columns drops the old signature first: here, before the new one is created, as
-- the file is applied in one transaction (IF EXISTS: a new database never had it).
DROP FUNCTION IF EXISTS ironvolt_checkout(uuid, text, text, text, text, text, text, integer, integer, integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ironvolt_checkout(
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
  p_delivery_address jsonb DEFAULT NULL,
  p_shipping_rate jsonb DEFAULT NULL,
  p_lines jsonb DEFAULT NULL,
  OUT outcome text,
  OUT order_id uuid,
  OUT placed_number integer,
  OUT placed_total_cents bigint,
  OUT problems jsonb,
  OUT order_lines jsonb,
  OUT order_tax_cents bigint,
  OUT short_hold boolean,
  OUT placed_status text,
  OUT order_shipping_cents bigint
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_company_id uuid;
  v_price_list_id uuid;
  v_discount integer;
  v_tax_exempt boolean;
  v_company jsonb;
  v_limit bigint;
  v_tax_rate integer;
  line_count integer;
  placed_lines jsonb;
  first_line jsonb;
  net_cents bigint;
  tax_cents bigint;
  v_lines jsonb;
  weight_grams bigint;
  ship_cents bigint;
  ship_tax_cents bigint;
BEGIN
  PERFORM 1 FROM users WHERE users.id = p_user_id FOR UPDATE;
  IF (SELECT count(*) FROM orders
       WHERE orders.user_id = p_user_id AND orders.status IN ('unpaid', 'awaiting_approval')) >= p_max_unpaid THEN
    outcome := 'too_many_unpaid';
    RETURN;
  END IF;
  -- The lines to place, in their order: the cart's (stable from here, the cart writes taking the buyer's lock)
  -- or the quote's; `unit_cents` NULL prices a line as the cart does.
  v_lines := coalesce(p_lines,
    (SELECT jsonb_agg(jsonb_build_object('product_id', cart_lines.product_id, 'amount', cart_lines.amount)
                      ORDER BY cart_lines.created_at, cart_lines.product_id)
       FROM cart_lines WHERE cart_lines.user_id = p_user_id),
    '[]'::jsonb);
  PERFORM 1 FROM products JOIN jsonb_to_recordset(v_lines) AS l(product_id uuid) ON l.product_id = products.id
    ORDER BY products.id FOR UPDATE OF products;
  SELECT count(*)::integer,
         jsonb_agg(jsonb_build_object('productId', products.id,
                                      'available', CASE WHEN products.deleted_at IS NULL THEN products.quantity ELSE 0 END)
                   ORDER BY l.ord)
           FILTER (WHERE products.deleted_at IS NOT NULL OR products.quantity < l.amount)
    INTO line_count, problems
    FROM ROWS FROM (jsonb_to_recordset(v_lines) AS (product_id uuid, amount integer)) WITH ORDINALITY
           AS l(product_id, amount, ord)
      JOIN products ON products.id = l.product_id;
  IF line_count = 0 THEN
    outcome := 'empty';
    RETURN;
  END IF;
  IF problems IS NOT NULL THEN
    outcome := 'short';
    RETURN;
  END IF;
  SELECT jsonb_agg(jsonb_build_object('productId', products.id, 'name', products.name, 'minOrder', products.min_order)
                   ORDER BY l.ord)
    INTO problems
    FROM ROWS FROM (jsonb_to_recordset(v_lines) AS (product_id uuid, amount integer)) WITH ORDINALITY
           AS l(product_id, amount, ord)
      JOIN products ON products.id = l.product_id
    WHERE l.amount < products.min_order;
  IF problems IS NOT NULL THEN
    outcome := 'below_min_order';
    RETURN;
  END IF;
  short_hold := ironvolt_unverified_buyer(p_user_id);
  IF short_hold THEN
    SELECT jsonb_agg(jsonb_build_object('productId', products.id, 'name', products.name,
                                        'limit', share.hold_limit, 'held', share.held)
                     ORDER BY l.ord)
      INTO problems
      FROM ROWS FROM (jsonb_to_recordset(v_lines) AS (product_id uuid, amount integer)) WITH ORDINALITY
             AS l(product_id, amount, ord)
        JOIN products ON products.id = l.product_id
        LEFT JOIN ironvolt_unpaid_held(p_user_id) AS mine ON mine.product_id = l.product_id
        CROSS JOIN LATERAL (
          SELECT coalesce(mine.held, 0) AS held,
                 ironvolt_unverified_hold_limit(products.quantity, products.min_order, coalesce(mine.held, 0),
                                                p_unverified_stock_percent) AS hold_limit
        ) AS share
      WHERE share.held + l.amount > share.hold_limit;
    IF problems IS NOT NULL THEN
      outcome := 'above_unverified_share';
      RETURN;
    END IF;
  END IF;
  -- The buyer's company is read under a share lock: a suspension or a new price list being written waits for
  -- this order, or this order for it, and the next statement sees what was committed.
  PERFORM 1 FROM companies JOIN company_members ON company_members.company_id = companies.id
    WHERE company_members.user_id = p_user_id FOR SHARE OF companies;
  SELECT terms.company_id, terms.price_list_id, terms.discount_basis_points, terms.tax_exempt, terms.company,
         terms.order_limit_cents
    INTO v_company_id, v_price_list_id, v_discount, v_tax_exempt, v_company, v_limit
    FROM ironvolt_buyer_terms(p_user_id) AS terms;
  v_tax_rate := CASE WHEN v_tax_exempt THEN 0 ELSE p_tax_rate_basis_points END;
  WITH reserved AS (
    UPDATE products
    SET quantity = products.quantity - l.amount, updated_at = now()
    FROM ROWS FROM (jsonb_to_recordset(v_lines) AS (product_id uuid, amount integer, unit_cents integer))
           WITH ORDINALITY AS l(product_id, amount, unit_cents, ord)
    WHERE l.product_id = products.id
    RETURNING products.id, products.name, products.model, l.amount, l.ord,
      products.weight_grams::bigint * l.amount AS weight_grams,
      coalesce(l.unit_cents,
               ironvolt_unit_price_on_list_cents(v_price_list_id, v_discount, products.id, products.price_cents,
                                                 products.price_tiers, l.amount)) AS unit_cents
  )
  SELECT jsonb_agg(jsonb_build_object('productId', reserved.id, 'productName', reserved.name,
                                      'model', reserved.model, 'unitPriceCents', reserved.unit_cents,
                                      'amount', reserved.amount,
                                      'lineTotalCents', reserved.unit_cents::bigint * reserved.amount)
                   ORDER BY reserved.ord),
         sum(reserved.weight_grams)
    INTO placed_lines, weight_grams FROM reserved;
  first_line := placed_lines->0;
  SELECT sum((line->>'lineTotalCents')::bigint) INTO net_cents FROM jsonb_array_elements(placed_lines) AS line;
  ship_cents := CASE WHEN p_delivery_address IS NULL THEN 0
                     ELSE ironvolt_shipping_cents(weight_grams, net_cents, p_shipping_rate) END;
  ship_tax_cents := ironvolt_tax_cents(ship_cents, v_tax_rate);
  tax_cents := ironvolt_tax_cents(net_cents, v_tax_rate) + ship_tax_cents;
  INSERT INTO orders (user_id, email, customer_name, phone_no, address, product_id, product_name,
                      unit_price_cents, amount, total_price_cents, lines, po_number, note,
                      tax_rate_basis_points, tax_cents, short_hold, status, company_id, buyer_company,
                      delivery_address, shipping_weight_grams, shipping_cents, shipping_tax_cents)
  VALUES (p_user_id, p_email, p_customer_name, p_phone_no, p_address, (first_line->>'productId')::uuid,
          first_line->>'productName', (first_line->>'unitPriceCents')::integer, (first_line->>'amount')::integer,
          net_cents + ship_cents + tax_cents, placed_lines, p_po_number, p_note, v_tax_rate, tax_cents,
          short_hold,
          CASE WHEN v_limit IS NOT NULL AND net_cents + ship_cents + tax_cents > v_limit
               THEN 'awaiting_approval' ELSE 'unpaid' END,
          v_company_id, v_company,
          p_delivery_address, coalesce(weight_grams, 0), ship_cents, ship_tax_cents)
  RETURNING orders.id, orders.order_number, orders.total_price_cents, orders.lines, orders.tax_cents, orders.status,
            orders.shipping_cents
    INTO order_id, placed_number, placed_total_cents, order_lines, order_tax_cents, placed_status,
         order_shipping_cents;
  IF p_lines IS NULL THEN
    DELETE FROM cart_lines WHERE cart_lines.user_id = p_user_id;
  END IF;
  outcome := 'placed';
END
$$;
