CREATE TYPE "public"."program_kind" AS ENUM('workshop', 'course');--> statement-breakpoint
CREATE TYPE "public"."program_seat_status" AS ENUM('active', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."program_status" AS ENUM('draft', 'published', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."program_wait_status" AS ENUM('waiting', 'offered', 'claimed', 'left', 'lapsed');--> statement-breakpoint
CREATE TABLE "program_meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"position" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"blocking" boolean DEFAULT false NOT NULL,
	CONSTRAINT "program_meetings_order" CHECK ("program_meetings"."end_time" > "program_meetings"."start_time")
);
--> statement-breakpoint
CREATE TABLE "program_seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"status" "program_seat_status" DEFAULT 'active' NOT NULL,
	"price_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"cancellation_policy" "cancellation_policy" NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_seats_refund_range" CHECK ("program_seats"."refunded_cents" between 0 and "program_seats"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "program_waitlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"status" "program_wait_status" DEFAULT 'waiting' NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"specialization_id" integer NOT NULL,
	"kind" "program_kind" NOT NULL,
	"meeting_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"minimum_seats" integer,
	"price_cents" integer NOT NULL,
	"cancellation_policy" "cancellation_policy" NOT NULL,
	"time_zone" text NOT NULL,
	"status" "program_status" DEFAULT 'draft' NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"room_url" text,
	"first_start" timestamp with time zone NOT NULL,
	"last_end" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_meeting_minutes_range" CHECK ("programs"."meeting_minutes" between 30 and 240),
	CONSTRAINT "programs_capacity_range" CHECK ("programs"."capacity" between 2 and 50),
	CONSTRAINT "programs_minimum_range" CHECK ("programs"."minimum_seats" is null or "programs"."minimum_seats" between 2 and "programs"."capacity"),
	CONSTRAINT "programs_price_positive" CHECK ("programs"."price_cents" > 0),
	CONSTRAINT "programs_seats_taken_range" CHECK ("programs"."seats_taken" between 0 and "programs"."capacity")
);
--> statement-breakpoint
ALTER TABLE "program_meetings" ADD CONSTRAINT "program_meetings_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_meetings" ADD CONSTRAINT "program_meetings_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_seats" ADD CONSTRAINT "program_seats_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_seats" ADD CONSTRAINT "program_seats_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_waitlist" ADD CONSTRAINT "program_waitlist_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_waitlist" ADD CONSTRAINT "program_waitlist_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_meetings_position_key" ON "program_meetings" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "program_meetings_coach_time_idx" ON "program_meetings" USING btree ("coach_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "program_seats_payment_key" ON "program_seats" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_seats_client_key" ON "program_seats" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "program_seats_one_per_client" ON "program_seats" USING btree ("program_id","client_id") WHERE "program_seats"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "program_waitlist_one_per_client" ON "program_waitlist" USING btree ("program_id","client_id") WHERE "program_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "program_waitlist_line_idx" ON "program_waitlist" USING btree ("program_id","status","id");--> statement-breakpoint
CREATE INDEX "programs_coach_idx" ON "programs" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "programs_listing_idx" ON "programs" USING btree ("status","first_start");--> statement-breakpoint
--> statement-breakpoint
-- A published program's meetings hold the coach's time like bookings do
-- (migration 0019): the availability version moves when a meeting starts or
-- stops holding time, or moves while holding it.
CREATE TRIGGER "program_meetings_availability_inserted" AFTER INSERT ON "program_meetings"
  FOR EACH ROW WHEN (NEW."blocking") EXECUTE FUNCTION "coach_availability_row_changed"();--> statement-breakpoint
CREATE TRIGGER "program_meetings_availability_changed" AFTER UPDATE ON "program_meetings"
  FOR EACH ROW WHEN (
    OLD."blocking" IS DISTINCT FROM NEW."blocking"
    OR (NEW."blocking" AND (OLD."coach_id", OLD."start_time", OLD."end_time") IS DISTINCT FROM (NEW."coach_id", NEW."start_time", NEW."end_time"))
  ) EXECUTE FUNCTION "coach_availability_row_changed"();--> statement-breakpoint
CREATE TRIGGER "program_meetings_availability_deleted" AFTER DELETE ON "program_meetings"
  FOR EACH ROW WHEN (OLD."blocking") EXECUTE FUNCTION "coach_availability_row_changed"();--> statement-breakpoint
CREATE TRIGGER "program_meetings_availability_truncated" AFTER TRUNCATE ON "program_meetings"
  FOR EACH STATEMENT EXECUTE FUNCTION "coach_availability_all_changed"();
