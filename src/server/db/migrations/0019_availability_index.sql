CREATE TABLE "coach_availability_versions" (
	"coach_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each process's availability index (docs/decisions/0047-availability-index.md)
-- keeps a coach's open slots under the version it read; every write that can
-- change them bumps the version in the same transaction, whoever makes it (the
-- API of any process, a job, psql). A version row, not NOTIFY: a notifying
-- commit takes PostgreSQL's cluster-wide notification lock through its disk
-- flush (docs/decisions/0034-fast-checkout.md), and every checkout takes time.
-- Row-level with WHEN, so writes that change nothing (a payment mark, a
-- confirmation of a pending booking) do not run the function at all.
CREATE FUNCTION "coach_availability_bump"(coach integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "coach_availability_versions" ("coach_id", "version") VALUES (coach, 1)
  ON CONFLICT ("coach_id") DO UPDATE SET "version" = "coach_availability_versions"."version" + 1;
$$;--> statement-breakpoint
-- Generic over any table with a "coach_id" column whose rows hold a coach's
-- time (bookings; busy calendar events): attach it with one
-- CREATE TRIGGER ... AFTER INSERT OR UPDATE OR DELETE ON <table> FOR EACH ROW
-- EXECUTE FUNCTION "coach_availability_row_changed"();
CREATE FUNCTION "coach_availability_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "coach_availability_bump"(OLD."coach_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."coach_id" IS DISTINCT FROM OLD."coach_id") THEN
    PERFORM "coach_availability_bump"(NEW."coach_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- TRUNCATE (statement-level): every coach may have changed.
CREATE FUNCTION "coach_availability_all_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "coach_availability_versions" SET "version" = "version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The schedule lives on the profile (migration 0017): any change to the row.
CREATE FUNCTION "coach_availability_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "coach_availability_bump"(NEW."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Pending and confirmed bookings hold time (BLOCKING_STATUSES); a booking
-- matters when it starts or stops holding time, or moves while holding it.
CREATE TRIGGER "bookings_availability_inserted" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW."status" IN ('pending', 'confirmed')) EXECUTE FUNCTION "coach_availability_row_changed"();--> statement-breakpoint
CREATE TRIGGER "bookings_availability_changed" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN (
    (OLD."status" IN ('pending', 'confirmed')) IS DISTINCT FROM (NEW."status" IN ('pending', 'confirmed'))
    OR (NEW."status" IN ('pending', 'confirmed')
      AND (OLD."coach_id", OLD."start_time", OLD."end_time") IS DISTINCT FROM (NEW."coach_id", NEW."start_time", NEW."end_time"))
  ) EXECUTE FUNCTION "coach_availability_row_changed"();--> statement-breakpoint
CREATE TRIGGER "bookings_availability_deleted" AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD."status" IN ('pending', 'confirmed')) EXECUTE FUNCTION "coach_availability_row_changed"();--> statement-breakpoint
CREATE TRIGGER "bookings_availability_truncated" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "coach_availability_all_changed"();--> statement-breakpoint
CREATE TRIGGER "coach_profiles_availability_changed" AFTER UPDATE ON "coach_profiles"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "coach_availability_profile_changed"();
--> statement-breakpoint
-- Busy times from a coach's calendar (migration 0018) hold time like bookings do.
CREATE TRIGGER "coach_busy_times_availability_changed" AFTER INSERT OR UPDATE OR DELETE ON "coach_busy_times"
  FOR EACH ROW EXECUTE FUNCTION "coach_availability_row_changed"();--> statement-breakpoint
CREATE TRIGGER "coach_busy_times_availability_truncated" AFTER TRUNCATE ON "coach_busy_times"
  FOR EACH STATEMENT EXECUTE FUNCTION "coach_availability_all_changed"();
