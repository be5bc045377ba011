CREATE TYPE "public"."credit_entry_kind" AS ENUM('granted', 'redeemed', 'returned', 'expired', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."package_offer_kind" AS ENUM('package', 'membership');--> statement-breakpoint
CREATE TYPE "public"."package_purchase_status" AS ENUM('active', 'cancelled', 'lapsed');--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"booking_id" integer,
	"kind" "credit_entry_kind" NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"provider_reference" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_amounts" CHECK ("credit_entries"."credits" >= 0 and "credit_entries"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer NOT NULL,
	"kind" "package_offer_kind" NOT NULL,
	"sessions" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"validity_days" integer,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_offers_sessions_range" CHECK ("package_offers"."sessions" between 1 and 20),
	CONSTRAINT "package_offers_price_positive" CHECK ("package_offers"."price_cents" > 0),
	CONSTRAINT "package_offers_validity_range" CHECK ("package_offers"."validity_days" is null or "package_offers"."validity_days" between 30 and 365)
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" "package_offer_kind" NOT NULL,
	"sessions" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" "package_purchase_status" DEFAULT 'active' NOT NULL,
	"credits_available" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone,
	"grace_until" timestamp with time zone,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_purchases_credits_non_negative" CHECK ("package_purchases"."credits_available" >= 0),
	CONSTRAINT "package_purchases_unit" CHECK ("package_purchases"."unit_cents" >= 0 and "package_purchases"."unit_cents" * "package_purchases"."sessions" <= "package_purchases"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "test_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_offers" ADD CONSTRAINT "package_offers_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_offer_id_package_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."package_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_refunds" ADD CONSTRAINT "test_refunds_intent_id_test_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."test_payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_reference_key" ON "credit_entries" USING btree ("purchase_id","kind","reference");--> statement-breakpoint
CREATE INDEX "credit_entries_booking_idx" ON "credit_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "package_offers_coach_idx" ON "package_offers" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_offers_one_membership" ON "package_offers" USING btree ("coach_id") WHERE "package_offers"."kind" = 'membership' and "package_offers"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "package_purchases_payment_key" ON "package_purchases" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_purchases_client_key" ON "package_purchases" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "package_purchases_client_coach_idx" ON "package_purchases" USING btree ("client_id","coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_refunds_idempotency_key" ON "test_refunds" USING btree ("idempotency_key");