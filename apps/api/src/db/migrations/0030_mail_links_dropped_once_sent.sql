ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_parts_or_template";--> statement-breakpoint
-- hand-written: the mails with a single-use link that were already sent or failed for good keep what the Mail page
-- shows and no longer what they said (ADR 059); rows written before 0022 hold it in their parts.
UPDATE "mail_outbox" SET "template_data" = NULL, "text_body" = NULL, "html_body" = NULL
WHERE "kind" IN ('email_verification', 'password_reset') AND "status" <> 'pending';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_parts_or_template" CHECK (("mail_outbox"."text_body" is null) <> ("mail_outbox"."template_data" is null) or ("mail_outbox"."status" <> 'pending' and "mail_outbox"."text_body" is null and "mail_outbox"."html_body" is null and "mail_outbox"."template_data" is null));
