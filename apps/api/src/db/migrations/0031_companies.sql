CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tax_id" text,
	"phone" text NOT NULL,
	"address" jsonb NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"applied_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_status_valid" CHECK ("status" IN ('applied', 'approved', 'rejected', 'suspended')),
	CONSTRAINT "companies_address_object" CHECK (jsonb_typeof("companies"."address") = 'object')
);
--> statement-breakpoint
CREATE TABLE "company_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"label" text,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_addresses_address_object" CHECK (jsonb_typeof("company_addresses"."address") = 'object')
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"order_limit_cents" bigint,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"invited_by_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invitations_role_valid" CHECK ("role" IN ('admin', 'buyer'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"order_limit_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_valid" CHECK ("role" IN ('admin', 'buyer')),
	CONSTRAINT "company_members_order_limit_positive" CHECK ("company_members"."order_limit_cents" IS NULL OR "company_members"."order_limit_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "admin_activity" DROP CONSTRAINT "admin_activity_action_valid";--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_status_created_idx" ON "companies" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "company_addresses_company_idx" ON "company_addresses" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_open_unique" ON "company_invitations" USING btree ("company_id","email") WHERE "company_invitations"."accepted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","role");--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_action_valid" CHECK ("action" IN ('product.added', 'product.edited', 'product.deleted', 'order.status_changed', 'order.deleted', 'order.refunded', 'user.admin_granted', 'user.admin_removed', 'user.profile_edited', 'category.added', 'category.renamed', 'category.moved', 'category.deleted', 'company.applied', 'company.edited', 'company.member_invited', 'company.invitation_revoked', 'company.member_joined', 'company.member_changed', 'company.member_removed', 'company.address_added', 'company.address_edited', 'company.address_deleted'));