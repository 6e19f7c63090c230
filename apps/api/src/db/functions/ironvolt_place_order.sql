-- Buy Now: an order is placed by one call of this function, one round trip and one statement in autocommit instead
-- of BEGIN, three statements and COMMIT (ADR 018). The buyer's row is locked first, so one buyer's orders are
-- counted one at a time; each statement of a volatile function takes a new snapshot, so the count that follows the
-- lock sees every order the previous holder of the lock committed. Assumes READ COMMITTED (PostgreSQL's default,
-- which the server keeps): under REPEATABLE READ the count would use the snapshot taken before the wait for the lock.
-- The stock is taken by a conditional update (never below zero, whatever runs at the same time) that also reads the
-- volume price for the amount (ironvolt_unit_price_cents), so price and stock come from one version of the product
-- row; it feeds the insert, which snapshots the tool's name, model and unit price as the order's one line, and the
-- tax in force (ironvolt_tax_cents) on the order. The total is what the buyer pays: the line plus the tax.
-- An unverified buyer (ironvolt_unverified_buyer) may hold, in their unpaid orders together, at most
-- ironvolt_unverified_hold_limit of a tool, read under the product's row lock; their order is marked short_hold.
-- The call answers the new order's number, total, lines and tax, so the confirmation and the "order placed" mail
-- need no second read. When no order is written, the product's figures, read right after, explain why.
-- A member of an approved company (ironvolt_buyer_terms) orders at its price list's price
-- (ironvolt_unit_price_on_list_cents) and without tax when it is tax exempt; the order names the company and keeps it
-- as the invoice's buyer, and a buyer's order above their order limit is placed awaiting_approval, holding its stock
-- as an unpaid one does (counted in the unpaid cap too). `placed_status` is the status it was placed with.
-- p_amount NULL: only count (an amount no product could hold is explained without touching the stock).
-- The buyer's PO number and note (NULL when not given) are stored on the order, as checkout stores them.
-- Changing the parameters or the OUT columns drops the old signature first: here, before the new one is created, as
-- the file is applied in one transaction (IF EXISTS: a new database never had it).
DROP FUNCTION IF EXISTS ironvolt_place_order(uuid, text, text, text, text, uuid, integer, integer, integer, integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ironvolt_place_order(
  p_user_id uuid,
  p_email text,
  p_customer_name text,
  p_phone_no text,
  p_address text,
  p_po_number text,
  p_note text,
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
  OUT product_name text,
  OUT placed_status text
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_company_id uuid;
  v_price_list_id uuid;
  v_discount integer;
  v_tax_exempt boolean;
  v_company jsonb;
  v_limit bigint;
  v_tax_rate integer;
BEGIN
  PERFORM 1 FROM users WHERE users.id = p_user_id FOR UPDATE;
  SELECT count(*)::integer INTO unpaid
    FROM orders WHERE orders.user_id = p_user_id AND orders.status IN ('unpaid', 'awaiting_approval');
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
      SET quantity = products.quantity - p_amount, updated_at = now()
      WHERE products.id = p_product_id AND products.deleted_at IS NULL
        AND products.quantity >= p_amount AND products.min_order <= p_amount
      RETURNING products.name, products.model,
        ironvolt_unit_price_on_list_cents(v_price_list_id, v_discount, products.id, products.price_cents,
                                          products.price_tiers, p_amount) AS unit_cents
    ),
    priced AS (
      SELECT reserved.*, reserved.unit_cents::bigint * p_amount AS net_cents,
             ironvolt_tax_cents(reserved.unit_cents::bigint * p_amount, v_tax_rate) AS tax_cents
      FROM reserved
    )
    INSERT INTO orders (user_id, email, customer_name, phone_no, address, product_id, product_name,
                        unit_price_cents, amount, total_price_cents, lines, tax_rate_basis_points, tax_cents,
                        short_hold, status, company_id, buyer_company, po_number, note)
    SELECT p_user_id, p_email, p_customer_name, p_phone_no, p_address, p_product_id, priced.name,
           priced.unit_cents, p_amount, priced.net_cents + priced.tax_cents,
           jsonb_build_array(jsonb_build_object(
             'productId', p_product_id, 'productName', priced.name, 'model', priced.model,
             'unitPriceCents', priced.unit_cents, 'amount', p_amount, 'lineTotalCents', priced.net_cents)),
           v_tax_rate, priced.tax_cents, short_hold,
           CASE WHEN v_limit IS NOT NULL AND priced.net_cents + priced.tax_cents > v_limit
             THEN 'awaiting_approval' ELSE 'unpaid' END,
           v_company_id, v_company, p_po_number, p_note
    FROM priced
    RETURNING orders.id, orders.order_number, orders.total_price_cents, orders.lines, orders.tax_cents,
              orders.status
      INTO order_id, placed_number, placed_total_cents, order_lines, order_tax_cents, placed_status;
    IF order_id IS NOT NULL THEN
      RETURN;
    END IF;
  END IF;
  SELECT products.quantity, products.min_order INTO quantity, min_order
    FROM products WHERE products.id = p_product_id AND products.deleted_at IS NULL;
END
$$;
