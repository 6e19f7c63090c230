-- An order's shipping in cents (ADR 145), as packages/shared/src/shipping.ts `shippingCentsOf` says for the cart:
-- free when the goods' net reaches the zone's free_over_net_cents; else the price of the first bracket whose
-- upToGrams the weight does not pass (a weight on the edge is in that bracket); above the last bracket, its price
-- plus per_kg_cents for every kilogram started above it. p_rate is the zone's rate as JSON ({ brackets: [{
-- upToGrams, priceCents }], perKgCents, freeOverNetCents }); NULL (no delivery address) ships nothing: 0.
CREATE OR REPLACE FUNCTION ironvolt_shipping_cents(p_weight_grams bigint, p_net_cents bigint, p_rate jsonb)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN p_rate IS NULL THEN 0
    WHEN p_rate->>'freeOverNetCents' IS NOT NULL AND p_net_cents >= (p_rate->>'freeOverNetCents')::bigint THEN 0
    ELSE coalesce(
      (SELECT (bracket->>'priceCents')::bigint
         FROM jsonb_array_elements(p_rate->'brackets') WITH ORDINALITY AS b(bracket, at)
         WHERE p_weight_grams <= (bracket->>'upToGrams')::bigint
         ORDER BY at LIMIT 1),
      (SELECT (bracket->>'priceCents')::bigint
              + ceil((p_weight_grams - (bracket->>'upToGrams')::bigint) / 1000.0)::bigint
                * (p_rate->>'perKgCents')::bigint
         FROM jsonb_array_elements(p_rate->'brackets') WITH ORDINALITY AS b(bracket, at)
         ORDER BY at DESC LIMIT 1))
  END
$$;
