-- The public read answers depend on bookings only through "clients helped"
-- (distinct clients of a coach's completed bookings). Announcing every write
-- to bookings made each checkout NOTIFY twice, and PostgreSQL serialises the
-- commits of every notifying transaction in the cluster behind one lock held
-- through the commit's disk flush: checkouts queued one behind the other
-- (docs/decisions/0034-fast-checkout.md). Now only a change that can alter a
-- completed booking's (coach, client) pair is announced; row-level with WHEN,
-- so the other writes do not even run the function.
DROP TRIGGER "bookings_public_read_changed" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_completed_inserted" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW."status" = 'completed') EXECUTE FUNCTION "public_read_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "bookings_completed_changed" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN (
    (OLD."status" = 'completed') IS DISTINCT FROM (NEW."status" = 'completed')
    OR (NEW."status" = 'completed' AND (OLD."coach_id", OLD."client_id") IS DISTINCT FROM (NEW."coach_id", NEW."client_id"))
  ) EXECUTE FUNCTION "public_read_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "bookings_completed_deleted" AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD."status" = 'completed') EXECUTE FUNCTION "public_read_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "bookings_truncated" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_read_changed_notify"();
