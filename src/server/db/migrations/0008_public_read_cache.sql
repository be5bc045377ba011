-- Each server process caches the public read answers (directory, profiles,
-- reviews, specializations; src/server/http/read-cache). Whatever writes one
-- of the tables those answers are built from (the API of any process, a job,
-- psql) tells every process to drop its cache. NOTIFY is delivered only when
-- the writing transaction commits, and not at all when it rolls back, so a
-- process never drops its cache too early or for nothing. Statement-level:
-- one notification per statement, however many rows it touched (PostgreSQL
-- also folds identical notifications of one transaction into one).
CREATE FUNCTION "public_read_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_read_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "coach_profiles_public_read_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coach_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_read_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "users_public_read_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_read_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "coach_specializations_public_read_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coach_specializations"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_read_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "specializations_public_read_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "specializations"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_read_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "reviews_public_read_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_read_changed_notify"();--> statement-breakpoint
-- "Clients helped" counts completed bookings.
CREATE TRIGGER "bookings_public_read_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_read_changed_notify"();
