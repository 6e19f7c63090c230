CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"company_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"lines" jsonb NOT NULL,
	"message" text,
	"expires_at" timestamp with time zone,
	"order_id" uuid,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_valid" CHECK ("status" IN ('requested', 'offered', 'accepted', 'declined', 'expired')),
	CONSTRAINT "quotes_lines_array" CHECK (jsonb_typeof("quotes"."lines") = 'array'),
	CONSTRAINT "quotes_history_array" CHECK (jsonb_typeof("quotes"."history") = 'array'),
	CONSTRAINT "quotes_offered_expires" CHECK ("quotes"."status" <> 'offered' OR "quotes"."expires_at" IS NOT NULL),
	CONSTRAINT "quotes_accepted_order" CHECK ("quotes"."status" <> 'accepted' OR "quotes"."order_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "admin_activity" DROP CONSTRAINT "admin_activity_action_valid";--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_unique" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_order_unique" ON "quotes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "quotes_user_created_idx" ON "quotes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_offered_expires_idx" ON "quotes" USING btree ("expires_at") WHERE "quotes"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_action_valid" CHECK ("action" IN ('product.added', 'product.edited', 'product.deleted', 'order.status_changed', 'order.deleted', 'order.refunded', 'order.approved', 'order.rejected', 'order.payment_recorded', 'order.payment_reversed', 'user.admin_granted', 'user.admin_removed', 'user.profile_edited', 'category.added', 'category.renamed', 'category.moved', 'category.deleted', 'company.applied', 'company.edited', 'company.member_invited', 'company.invitation_revoked', 'company.member_joined', 'company.member_changed', 'company.member_removed', 'company.address_added', 'company.address_edited', 'company.address_deleted', 'price_list.added', 'price_list.edited', 'price_list.price_set', 'price_list.price_removed', 'quote.requested', 'quote.offered', 'quote.accepted', 'quote.declined', 'quote.revision_requested', 'quote.expired'));