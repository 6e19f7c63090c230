-- One tool taken out of the cart, or every tool when p_product_id is null, under the same lock as ironvolt_cart_set.
CREATE OR REPLACE FUNCTION ironvolt_cart_remove(p_user_id uuid, p_product_id uuid)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  DELETE FROM cart_lines c
   WHERE c.user_id = p_user_id AND (p_product_id IS NULL OR c.product_id = p_product_id);
  RETURN ironvolt_cart(p_user_id);
END
$$;
