CREATE TYPE "public"."cancellation_policy" AS ENUM('flexible', 'moderate', 'strict');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'partially_refunded';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" "cancellation_policy" DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "cancellation_policy" "cancellation_policy" DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_within_price" CHECK ("bookings"."refund_cents" is null or "bookings"."refund_cents" between 0 and "bookings"."total_price_cents");