-- Stored schedules (docs/decisions/0044-stored-schedules.md): weekly rules,
-- date overrides, time off, buffers, notice, horizon and a daily limit on
-- coach_profiles, read with the hours in the same row.
ALTER TABLE "coach_profiles" ADD COLUMN "weekly_rules" jsonb;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "date_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "time_off" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "min_notice_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "horizon_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "max_sessions_per_day" integer;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_date_overrides_array" CHECK (jsonb_typeof("coach_profiles"."date_overrides") = 'array');--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_time_off_array" CHECK (jsonb_typeof("coach_profiles"."time_off") = 'array');--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_buffers_range" CHECK ("coach_profiles"."buffer_before_minutes" between 0 and 60 and "coach_profiles"."buffer_after_minutes" between 0 and 60);--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_notice_range" CHECK ("coach_profiles"."min_notice_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_horizon_range" CHECK ("coach_profiles"."horizon_days" between 1 and 85);--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_daily_limit_range" CHECK ("coach_profiles"."max_sessions_per_day" is null or "coach_profiles"."max_sessions_per_day" between 1 and 48);--> statement-breakpoint
-- Today's hours as weekly rules, exactly as weeklyRulesFromLegacy does it
-- (src/shared/domain/schedule.ts): one rule per available day, Monday first,
-- days matched trimmed and in any case; a missing or malformed time, or an end
-- not after the start, gives no rules. Used once below and by the trigger after it.
CREATE FUNCTION "weekly_rules_from_legacy"(days jsonb, from_time text, to_time text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN m.f IS NULL OR m.t IS NULL OR m.t <= m.f OR jsonb_typeof(days) IS DISTINCT FROM 'array' THEN '[]'::jsonb
    ELSE coalesce((
      SELECT jsonb_agg(jsonb_build_object(
          'weekday', w.day,
          'start', lpad((m.f / 60)::text, 2, '0') || ':' || lpad((m.f % 60)::text, 2, '0'),
          'end', lpad((m.t / 60)::text, 2, '0') || ':' || lpad((m.t % 60)::text, 2, '0')) ORDER BY w.n)
      FROM unnest(ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) WITH ORDINALITY AS w(day, n)
      WHERE EXISTS (
        SELECT 1 FROM jsonb_array_elements(days) AS d
        WHERE jsonb_typeof(d) = 'string' AND lower(regexp_replace(d #>> '{}', '^\s+|\s+$', '', 'g')) = w.day)
    ), '[]'::jsonb)
  END
  FROM (SELECT regexp_replace(from_time, '^\s+|\s+$', '', 'g') AS fr, regexp_replace(to_time, '^\s+|\s+$', '', 'g') AS tr) AS raw,
  LATERAL (SELECT
    CASE WHEN raw.fr ~ '^([01][0-9]|2[0-3]):[0-5][0-9](:00)?$'
      THEN substr(raw.fr, 1, 2)::int * 60 + substr(raw.fr, 4, 2)::int END AS f,
    CASE WHEN raw.tr IN ('24:00', '24:00:00') THEN 1440
      WHEN raw.tr ~ '^([01][0-9]|2[0-3]):[0-5][0-9](:00)?$'
      THEN substr(raw.tr, 1, 2)::int * 60 + substr(raw.tr, 4, 2)::int END AS t) AS m
$$;--> statement-breakpoint
UPDATE "coach_profiles" SET "weekly_rules" = "weekly_rules_from_legacy"("available_days", "available_from", "available_to");--> statement-breakpoint
-- Onboarding still writes the single daily window: a row inserted without
-- rules, or whose hours change while its rules do not, gets the rules those
-- hours mean. Saving onboarding with unchanged hours keeps edited rules.
CREATE FUNCTION "coach_profiles_derive_weekly_rules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.weekly_rules IS NULL THEN
      NEW.weekly_rules := weekly_rules_from_legacy(NEW.available_days, NEW.available_from, NEW.available_to);
    END IF;
  ELSIF (NEW.available_days, NEW.available_from, NEW.available_to) IS DISTINCT FROM (OLD.available_days, OLD.available_from, OLD.available_to)
    AND NEW.weekly_rules IS NOT DISTINCT FROM OLD.weekly_rules THEN
    NEW.weekly_rules := weekly_rules_from_legacy(NEW.available_days, NEW.available_from, NEW.available_to);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "coach_profiles_weekly_rules" BEFORE INSERT OR UPDATE ON "coach_profiles"
  FOR EACH ROW EXECUTE FUNCTION "coach_profiles_derive_weekly_rules"();--> statement-breakpoint
-- Buffers and the daily limit as the last word when a booking is written or
-- moved. The checks before it read a snapshot, so two checkouts for the last
-- place of a day (or for slots closer than the buffers) both pass them; the
-- exclusion constraint only stops overlapping sessions. This takes the
-- checkouts' per-coach lock (bookings/repository.ts insertPending) and counts
-- with a fresh snapshot (each statement in a plpgsql function takes one), so
-- the second waits for the first and then sees it. It reports 23P01 like the
-- exclusion constraint: for the client the slot is taken either way.
-- Coaches without buffers and limit cost one primary-key read.
CREATE FUNCTION "bookings_keep_schedule_limits"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
  pad interval;
  local_day timestamp;
  taken int;
BEGIN
  IF NEW.status NOT IN ('pending', 'confirmed') THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW.start_time = OLD.start_time AND NEW.end_time = OLD.end_time AND OLD.status IN ('pending', 'confirmed') THEN
    RETURN NEW;
  END IF;
  SELECT time_zone, buffer_before_minutes, buffer_after_minutes, max_sessions_per_day INTO c
    FROM coach_profiles WHERE id = NEW.coach_id;
  IF NOT FOUND OR (c.buffer_before_minutes + c.buffer_after_minutes = 0 AND c.max_sessions_per_day IS NULL) THEN RETURN NEW; END IF;
  PERFORM pg_advisory_xact_lock(7301, NEW.coach_id);
  pad := make_interval(mins => c.buffer_before_minutes + c.buffer_after_minutes);
  IF pad > interval '0' AND EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.coach_id = NEW.coach_id AND b.id <> NEW.id AND b.status IN ('pending', 'confirmed')
      AND b.start_time < NEW.end_time + pad AND b.end_time > NEW.start_time - pad
  ) THEN
    RAISE EXCEPTION 'session too close to another session of this coach' USING ERRCODE = '23P01', CONSTRAINT = 'bookings_coach_buffers';
  END IF;
  IF c.max_sessions_per_day IS NOT NULL THEN
    local_day := date_trunc('day', NEW.start_time AT TIME ZONE c.time_zone);
    SELECT count(*) INTO taken FROM bookings b
    WHERE b.coach_id = NEW.coach_id AND b.id <> NEW.id AND b.status IN ('pending', 'confirmed')
      AND b.start_time >= (local_day AT TIME ZONE c.time_zone)
      AND b.start_time < ((local_day + interval '1 day') AT TIME ZONE c.time_zone);
    IF taken >= c.max_sessions_per_day THEN
      RAISE EXCEPTION 'this coach''s day is full' USING ERRCODE = '23P01', CONSTRAINT = 'bookings_coach_daily_limit';
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_schedule_limits" BEFORE INSERT OR UPDATE OF "start_time", "end_time", "status" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_keep_schedule_limits"();--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_weekly_rules_array" CHECK ("coach_profiles"."weekly_rules" is not null and jsonb_typeof("coach_profiles"."weekly_rules") = 'array');
