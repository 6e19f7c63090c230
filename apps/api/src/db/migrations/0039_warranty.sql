CREATE TABLE "recall_recipients" (
	"recall_id" uuid NOT NULL,
	"email" text NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_recipients_recall_id_email_pk" PRIMARY KEY("recall_id","email")
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"notice" text NOT NULL,
	"model" text NOT NULL,
	"serial_from" text,
	"serial_to" text,
	"shipped_from" date,
	"shipped_to" date,
	"notified" integer DEFAULT 0 NOT NULL,
	"registered_owners" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "serials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"model" text NOT NULL,
	"serial" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_registrations" (
	"serial_id" uuid PRIMARY KEY NOT NULL,
	"purchased_on" date NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cover_until" date NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_activity" DROP CONSTRAINT "admin_activity_action_valid";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serialized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recall_recipients" ADD CONSTRAINT "recall_recipients_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials" ADD CONSTRAINT "serials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials" ADD CONSTRAINT "serials_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials" ADD CONSTRAINT "serials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD CONSTRAINT "warranty_registrations_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recalls_active_title_unique" ON "recalls" USING btree (lower("model"),lower("title")) WHERE "recalls"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "serials_model_serial_unique" ON "serials" USING btree ("model","serial");--> statement-breakpoint
CREATE INDEX "serials_order_idx" ON "serials" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_action_valid" CHECK ("action" IN ('product.added', 'product.edited', 'product.deleted', 'order.status_changed', 'order.deleted', 'order.refunded', 'order.approved', 'order.rejected', 'order.payment_recorded', 'order.payment_reversed', 'user.admin_granted', 'user.admin_removed', 'user.profile_edited', 'category.added', 'category.renamed', 'category.moved', 'category.deleted', 'company.applied', 'company.edited', 'company.member_invited', 'company.invitation_revoked', 'company.member_joined', 'company.member_changed', 'company.member_removed', 'company.address_added', 'company.address_edited', 'company.address_deleted', 'price_list.added', 'price_list.edited', 'price_list.price_set', 'price_list.price_removed', 'quote.requested', 'quote.offered', 'quote.accepted', 'quote.declined', 'quote.revision_requested', 'quote.expired', 'shipping_zone.added', 'shipping_zone.edited', 'shipping_zone.deleted', 'recall.published', 'recall.closed'));