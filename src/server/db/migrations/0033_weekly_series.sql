CREATE TYPE "public"."series_payment_mode" AS ENUM('credits', 'card');--> statement-breakpoint
CREATE TABLE "booking_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"first_start_time" timestamp with time zone NOT NULL,
	"cadence_weeks" integer NOT NULL,
	"occurrence_count" integer NOT NULL,
	"payment_mode" "series_payment_mode" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_cadence" CHECK ("booking_series"."cadence_weeks" in (1, 2)),
	CONSTRAINT "booking_series_count_range" CHECK ("booking_series"."occurrence_count" between 2 and 12)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_index" integer;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_client_idx" ON "booking_series" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "booking_series_coach_idx" ON "booking_series" USING btree ("coach_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_series_index_key" ON "bookings" USING btree ("series_id","series_index");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_pair" CHECK (("bookings"."series_id" is null) = ("bookings"."series_index" is null));