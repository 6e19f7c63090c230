-- An order's tax, rounded once per order: round(net × rate / 100) with the rate in basis points, halves away from
-- zero (packages/shared/src/money.ts `taxCentsOf` says the same for the API and the browser).
CREATE OR REPLACE FUNCTION ironvolt_tax_cents(p_net_cents bigint, p_rate_basis_points integer)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(p_net_cents::numeric * p_rate_basis_points / 10000)::bigint
$$;
