CREATE TYPE "public"."saved_card_status" AS ENUM('open', 'ready');--> statement-breakpoint
CREATE TYPE "public"."series_charge_state" AS ENUM('charging', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"setup_id" text NOT NULL,
	"status" "saved_card_status" DEFAULT 'open' NOT NULL,
	"payment_method" text,
	"customer_id" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_charges" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"state" "series_charge_state" DEFAULT 'charging' NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"provider_payment_id" text,
	"failure_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_series" ADD COLUMN "saved_card_id" integer;--> statement-breakpoint
ALTER TABLE "booking_series" ADD COLUMN "card_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_charges" ADD CONSTRAINT "series_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_setup_key" ON "saved_cards" USING btree ("provider","setup_id");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_card_consent" CHECK ("booking_series"."payment_mode" <> 'card' or "booking_series"."card_consent_at" is not null);