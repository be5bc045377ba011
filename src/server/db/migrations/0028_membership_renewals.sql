-- Each monthly charge of a membership after its first (docs/decisions/0067-membership-renewals.md): paid, or failed and retried in grace.
CREATE TYPE "public"."membership_renewal_status" AS ENUM('paid', 'failed');--> statement-breakpoint
CREATE TABLE "membership_renewals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "membership_renewal_status" NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_renewals_amount_positive" CHECK ("membership_renewals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_renewals_period_key" ON "membership_renewals" USING btree ("purchase_id","period_start");