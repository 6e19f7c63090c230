-- The price per piece of `amount` pieces: the last volume price whose minAmount the amount reaches, else the
-- product's price (packages/shared/src/price-tiers.ts `unitPriceFor` says the same for the API and the browser).
CREATE OR REPLACE FUNCTION ironvolt_unit_price_cents(p_price_cents integer, p_tiers jsonb, p_amount integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT (tier->>'priceCents')::integer
       FROM jsonb_array_elements(p_tiers) AS tier
      WHERE (tier->>'minAmount')::integer <= p_amount
      ORDER BY (tier->>'minAmount')::integer DESC
      LIMIT 1),
    p_price_cents)
$$;
