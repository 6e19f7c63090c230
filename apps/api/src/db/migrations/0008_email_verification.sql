ALTER TABLE "images" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "unreferenced_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_uploaded_by_idx" ON "images" USING btree ("uploaded_by");--> statement-breakpoint
-- Accounts that exist now (docs/security.md, "Findings of the 2026-11 outside attack"): a password account linked to
-- an OIDC sign-in was linked only on an ID token saying `email_verified`, so its address is proven; so are the two
-- demo accounts, whose reserved example.com addresses nobody can receive mail at. Every other account starts
-- unverified and proves its address by the mailed link or a verified OIDC sign-in.
UPDATE "users" SET "email_verified_at" = now()
WHERE ("password_hash" IS NOT NULL AND "google_subject" IS NOT NULL)
   OR lower("email") IN ('admin@ironvolt.example.com', 'customer@ironvolt.example.com');--> statement-breakpoint
-- A profile photo used to accept any text: keep only this shop's images and https addresses (the OIDC avatar
-- hosts), which the profile now accepts alone.
UPDATE "users" SET "image" = NULL
WHERE "image" IS NOT NULL AND "image" !~ '^/api/images/[0-9a-fA-F-]{36}$' AND "image" !~ '^https://';
