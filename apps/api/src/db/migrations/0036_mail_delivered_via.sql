-- How a sent mail left (issue 49 item 10): handed to the mail server, or written to the outbox folder (no SMTP
-- set). Mails sent before it was recorded keep null: the Mail page says it is not known.
ALTER TABLE "mail_outbox" ADD COLUMN "delivered_via" text;
