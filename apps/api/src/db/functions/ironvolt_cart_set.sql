-- A tool's amount put in the cart in one call. The buyer's row is locked first, as the checkout locks it (ADR 033),
-- so a cart never changes while it is checked out and two writes to one cart take turns; each step after the lock
-- reads what committed before it (a function's statements take their own snapshots), so the cap on lines holds.
-- `refused` (an amount outside the tool's minimum and stock, or none) and `gone` write nothing; a refusal answers
-- the tool's figures, from which the API words SPEC's message (orderAmountProblem).
CREATE OR REPLACE FUNCTION ironvolt_cart_set(
  p_user_id uuid,
  p_product_id uuid,
  p_amount integer,
  p_max_lines integer,
  OUT outcome text,
  OUT product_quantity integer,
  OUT product_min_order integer,
  OUT cart jsonb
) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  SELECT p.quantity, p.min_order INTO product_quantity, product_min_order
    FROM products p WHERE p.id = p_product_id AND p.deleted_at IS NULL;
  IF NOT FOUND THEN
    outcome := 'gone';
  ELSIF p_amount IS NULL OR p_amount < product_min_order OR p_amount > product_quantity THEN
    outcome := 'refused';
  ELSIF NOT EXISTS (SELECT 1 FROM cart_lines c WHERE c.user_id = p_user_id AND c.product_id = p_product_id)
        AND (SELECT count(*) FROM cart_lines c WHERE c.user_id = p_user_id) >= p_max_lines THEN
    outcome := 'full';
  ELSE
    INSERT INTO cart_lines AS c (user_id, product_id, amount) VALUES (p_user_id, p_product_id, p_amount)
      ON CONFLICT (user_id, product_id) DO UPDATE SET amount = excluded.amount, updated_at = now();
    outcome := 'set';
    cart := ironvolt_cart(p_user_id);
  END IF;
END
$$;
