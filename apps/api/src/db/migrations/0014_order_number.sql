ALTER TABLE "orders" ADD COLUMN "order_number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
-- ironvolt_place_order now also answers the new order's number and total (ADR 018, 025): new OUT parameters mean
-- dropping the old signature; its body is in db/functions (ADR 095).
DROP FUNCTION IF EXISTS ironvolt_place_order(uuid, text, text, text, text, uuid, integer, integer);
