-- The read caches' announcement (ironvolt_notify_cache) and its triggers are in db/functions, applied after the
-- migrations (ADR 095).
SELECT 1;
