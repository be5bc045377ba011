CREATE TABLE "coach_payout_accounts" (
	"coach_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending_verification" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payout_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb NOT NULL,
	"pending_verification" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_token" text,
	"link_return_url" text,
	"link_refresh_url" text,
	"link_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_payout_accounts" ADD CONSTRAINT "coach_payout_accounts_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_payout_accounts_account_idx" ON "coach_payout_accounts" USING btree ("account_id");--> statement-breakpoint
-- Whether payouts are enabled decides who is listed while Stripe is on, so a
-- change here empties the public read cache like a profile change (0008).
CREATE TRIGGER "coach_payout_accounts_public_read_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coach_payout_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_read_changed_notify"();
