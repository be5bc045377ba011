CREATE TABLE "caldav_calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "caldav_calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"url" text NOT NULL,
	"display_name" text NOT NULL,
	"blocks_time" boolean DEFAULT false NOT NULL,
	"receives_bookings" boolean DEFAULT false NOT NULL,
	"ctag" text,
	"sync_token" text,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "caldav_connections" (
	"coach_id" integer PRIMARY KEY NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"password_secret" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caldav_events" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"object_url" text NOT NULL,
	"deleted_by_coach_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caldav_writes" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "coach_busy_times" ADD COLUMN "source" text DEFAULT 'ical' NOT NULL;--> statement-breakpoint
ALTER TABLE "caldav_calendars" ADD CONSTRAINT "caldav_calendars_coach_id_caldav_connections_coach_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."caldav_connections"("coach_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_connections" ADD CONSTRAINT "caldav_connections_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_events" ADD CONSTRAINT "caldav_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_events" ADD CONSTRAINT "caldav_events_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_writes" ADD CONSTRAINT "caldav_writes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caldav_calendars_coach_url_idx" ON "caldav_calendars" USING btree ("coach_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "caldav_calendars_one_receiver_idx" ON "caldav_calendars" USING btree ("coach_id") WHERE "caldav_calendars"."receives_bookings";--> statement-breakpoint
CREATE INDEX "caldav_connections_last_attempt_idx" ON "caldav_connections" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE INDEX "caldav_writes_next_attempt_idx" ON "caldav_writes" USING btree ("next_attempt_at");