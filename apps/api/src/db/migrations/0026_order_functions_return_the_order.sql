-- hand-written: ironvolt_place_order and ironvolt_checkout also answer the new order's lines and tax, so the
-- "order placed" mail is made from the call's answer; a function's answer changes only by dropping it.
DROP FUNCTION IF EXISTS ironvolt_place_order(uuid, text, text, text, text, uuid, integer, integer, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS ironvolt_checkout(uuid, text, text, text, text, text, text, integer, integer);
