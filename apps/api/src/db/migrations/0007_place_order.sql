-- Buy Now's order placement (ironvolt_place_order, ADR 018) is in db/functions, applied after the migrations
-- (ADR 095).
SELECT 1;
