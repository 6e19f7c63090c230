-- The audit trail is append-only for everyone who connects, not only for the API: an UPDATE, DELETE or TRUNCATE of
-- it is refused (ADR 026). Removing entries on purpose takes dropping these triggers, which leaves its own trace.
CREATE OR REPLACE FUNCTION ironvolt_admin_activity_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_activity is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER admin_activity_append_only BEFORE UPDATE OR DELETE ON "admin_activity"
  FOR EACH ROW EXECUTE FUNCTION ironvolt_admin_activity_append_only();--> statement-breakpoint
CREATE OR REPLACE TRIGGER admin_activity_no_truncate BEFORE TRUNCATE ON "admin_activity"
  FOR EACH STATEMENT EXECUTE FUNCTION ironvolt_admin_activity_append_only();
