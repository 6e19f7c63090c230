-- The cart's lines with their tools' figures now (ADR 035), as the cart writes answer them; the API prices them by
-- packages/shared's tier rule (ADR 033), as it prices GET /api/cart's rows. A field added here is added to the
-- cart repository's read too.
CREATE OR REPLACE FUNCTION ironvolt_cart(p_user_id uuid)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'productId', c.product_id, 'amount', c.amount, 'name', p.name, 'model', p.model, 'image', p.image,
           'priceCents', p.price_cents, 'priceTiers', p.price_tiers, 'quantity', p.quantity,
           'minOrder', p.min_order, 'deleted', p.deleted_at IS NOT NULL)
         ORDER BY c.created_at, c.product_id), '[]'::jsonb)
  FROM cart_lines c JOIN products p ON p.id = c.product_id
  WHERE c.user_id = p_user_id
$$;
