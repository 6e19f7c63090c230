CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"processor" text NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"processor_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."processor_refund_id" is null;--> statement-breakpoint
-- Live test intents made before this migration have no stored client secret, so they could never be handed back
-- as the order's one intent, and an order may have several: they are voided (the payment page makes a new one).
UPDATE "test_payment_intents" SET "status" = 'canceled', "updated_at" = now() WHERE "status" = 'requires_payment_method';--> statement-breakpoint
CREATE UNIQUE INDEX "test_payment_intents_one_live_idx" ON "test_payment_intents" USING btree ("order_id") WHERE "test_payment_intents"."status" = 'requires_payment_method';