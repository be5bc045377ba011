CREATE TYPE "public"."coach_listing_status" AS ENUM('under_review', 'approved', 'rejected', 'unlisted');--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "listing_status" "coach_listing_status" DEFAULT 'under_review' NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "listing_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "coach_reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "coach_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_coach_reply_length" CHECK (char_length("reviews"."coach_reply") <= 1000);--> statement-breakpoint
-- Coaches listed before vetting existed stay listed (docs/decisions/0039-coach-vetting.md);
-- only profiles created from now on wait for an admin.
UPDATE "coach_profiles" SET "listing_status" = 'approved';
