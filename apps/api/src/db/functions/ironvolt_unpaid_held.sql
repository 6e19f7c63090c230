-- The pieces of each tool a buyer's unpaid orders hold, over all their lines.
CREATE OR REPLACE FUNCTION ironvolt_unpaid_held(p_user_id uuid)
RETURNS TABLE (product_id uuid, held bigint) LANGUAGE sql STABLE AS $$
  SELECT (line->>'productId')::uuid, sum((line->>'amount')::bigint)
  FROM orders CROSS JOIN LATERAL jsonb_array_elements(orders.lines) AS line
  WHERE orders.user_id = p_user_id AND orders.status = 'unpaid'
  GROUP BY 1
$$;
