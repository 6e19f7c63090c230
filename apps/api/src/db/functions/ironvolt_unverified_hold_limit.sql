-- What an unverified buyer may hold of a tool in all: its minimum order, or the share of its stock (what is on sale
-- plus what they hold) if larger.
CREATE OR REPLACE FUNCTION ironvolt_unverified_hold_limit(p_quantity integer, p_min_order integer, p_held bigint, p_percent integer)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(p_min_order::bigint, (p_quantity + p_held) * p_percent / 100)
$$;
