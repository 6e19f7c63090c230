ALTER TABLE "orders" ADD COLUMN "short_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written: ironvolt_place_order and ironvolt_checkout take the share of a tool's stock an unverified buyer may
-- hold (ironvolt_unverified_hold_limit, in db/functions); a function's parameters change only by dropping it.
DROP FUNCTION IF EXISTS ironvolt_place_order(uuid, text, text, text, text, uuid, integer, integer, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS ironvolt_checkout(uuid, text, text, text, text, text, text, integer, integer);
