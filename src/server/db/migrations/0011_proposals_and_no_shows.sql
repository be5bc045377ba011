CREATE TYPE "public"."no_show_state" AS ENUM('client_absent', 'reported', 'disputed', 'refunded', 'not_refunded');--> statement-breakpoint
CREATE TABLE "no_show_reports" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"state" "no_show_state" NOT NULL,
	"coach_statement" text,
	"coach_statement_at" timestamp with time zone,
	"client_statement" text,
	"client_reported_at" timestamp with time zone,
	"dispute_until" timestamp with time zone,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "no_show_reports_state_idx" ON "no_show_reports" USING btree ("state","dispute_until");