-- The price per piece of `amount` pieces on a company's price list (ADR 131, ADR 135): the tool's own price and
-- volume prices on the list when it has them; else its list price for the amount less the list's discount, rounded
-- to the cent once (halves up) and never below a cent; the list price when there is no list.
-- packages/shared/src/price-lists.ts `discountedCents` says the same for the catalog's reads.
CREATE OR REPLACE FUNCTION ironvolt_unit_price_on_list_cents(
  p_price_list_id uuid,
  p_discount_basis_points integer,
  p_product_id uuid,
  p_price_cents integer,
  p_tiers jsonb,
  p_amount integer
) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT ironvolt_unit_price_cents(own.price_cents, own.price_tiers, p_amount)
       FROM price_list_prices AS own
      WHERE own.price_list_id = p_price_list_id AND own.product_id = p_product_id),
    CASE WHEN p_price_list_id IS NULL OR p_discount_basis_points IS NULL
      THEN ironvolt_unit_price_cents(p_price_cents, p_tiers, p_amount)
      ELSE greatest(1, (ironvolt_unit_price_cents(p_price_cents, p_tiers, p_amount)::bigint
                        * (10000 - p_discount_basis_points) + 5000) / 10000)::integer
    END)
$$;
