-- Double booking is made impossible by the database itself: no two pending or
-- confirmed bookings of one coach may overlap in time. btree_gist lets the
-- integer coach_id take part in a GiST exclusion constraint. drizzle-kit cannot
-- express this, so it lives in this hand-written migration.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("coach_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
