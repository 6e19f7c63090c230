CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"net_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amounts_valid" CHECK ("credit_notes"."net_cents" > 0 AND "credit_notes"."tax_cents" >= 0 AND "credit_notes"."total_cents" = "credit_notes"."net_cents" + "credit_notes"."tax_cents")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text,
	"instructions" text,
	"rejection" text,
	"replacement_order_id" uuid,
	"replacement_order_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_valid" CHECK ("status" IN ('requested', 'approved', 'rejected', 'received', 'resolved')),
	CONSTRAINT "returns_lines_list" CHECK (jsonb_typeof("returns"."lines") = 'array' and jsonb_array_length("returns"."lines") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_intent_id_unique";--> statement-breakpoint
ALTER TABLE "admin_activity" DROP CONSTRAINT "admin_activity_action_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_credited_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_id" uuid;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "part_refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_return_unique" ON "credit_notes" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_unique" ON "returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_user_created_idx" ON "returns" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_whole_intent_unique" ON "refunds" USING btree ("intent_id") WHERE "refunds"."credit_note_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_unique" ON "refunds" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "refunds_intent_idx" ON "refunds" USING btree ("intent_id");--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_action_valid" CHECK ("action" IN ('product.added', 'product.edited', 'product.deleted', 'order.status_changed', 'order.deleted', 'order.refunded', 'order.approved', 'order.rejected', 'order.payment_recorded', 'order.payment_reversed', 'user.admin_granted', 'user.admin_removed', 'user.profile_edited', 'category.added', 'category.renamed', 'category.moved', 'category.deleted', 'company.applied', 'company.edited', 'company.member_invited', 'company.invitation_revoked', 'company.member_joined', 'company.member_changed', 'company.member_removed', 'company.address_added', 'company.address_edited', 'company.address_deleted', 'price_list.added', 'price_list.edited', 'price_list.price_set', 'price_list.price_removed', 'quote.requested', 'quote.offered', 'quote.accepted', 'quote.declined', 'quote.revision_requested', 'quote.expired', 'return.requested', 'return.approved', 'return.rejected', 'return.received', 'return.resolved', 'shipping_zone.added', 'shipping_zone.edited', 'shipping_zone.deleted', 'recall.published', 'recall.closed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_credited_valid" CHECK ("orders"."return_credited_cents" >= 0 AND "orders"."return_credited_cents" <= "orders"."total_price_cents" AND ("orders"."return_credited_cents" = 0 OR "orders"."credit_note_number" IS NULL));