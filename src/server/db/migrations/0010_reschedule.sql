ALTER TABLE "booking_status_history" ADD COLUMN "previous_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD COLUMN "new_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reschedule_count_range" CHECK ("bookings"."reschedule_count" between 0 and 2);