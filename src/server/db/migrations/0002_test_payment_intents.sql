CREATE TABLE "test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text NOT NULL,
	"create_idempotency_key" text,
	"authorize_idempotency_key" text,
	"card_last4" text,
	"refund_id" text,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_intents_amount_positive" CHECK ("test_payment_intents"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "test_payment_intents_create_key" ON "test_payment_intents" USING btree ("create_idempotency_key");