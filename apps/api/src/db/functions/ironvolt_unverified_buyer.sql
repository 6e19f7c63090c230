-- Whether a buyer is unverified: their address is not confirmed and they have never paid. Such a buyer's unpaid
-- orders are marked short_hold, and the sweep cancels them after UNVERIFIED_BUYER_HOLD_HOURS.
CREATE OR REPLACE FUNCTION ironvolt_unverified_buyer(p_user_id uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT users.email_verified_at IS NULL AND NOT EXISTS (
    SELECT 1 FROM orders
    WHERE orders.user_id = users.id
      AND (orders.status IN ('paid', 'shipped', 'delivered', 'refunded') OR orders.paid_at IS NOT NULL))
  FROM users WHERE users.id = p_user_id
$$;
