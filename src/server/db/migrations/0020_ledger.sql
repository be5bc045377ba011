-- Money to coaches (docs/decisions/0048-ledger-and-transfers.md): the ledger of
-- every money movement, the coach's transfer per booking, disputes, failed
-- payouts, reconciliation runs and the test-mode gateway's transfers.
CREATE TYPE "public"."coach_transfer_status" AS ENUM('scheduled', 'in_flight', 'paid', 'failed', 'held', 'skipped', 'partially_reversed', 'reversed');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('authorization', 'release', 'capture', 'refund', 'transfer', 'platform_fee', 'reversal', 'platform_fee_refund');--> statement-breakpoint
CREATE TABLE "coach_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"status" "coach_transfer_status" DEFAULT 'scheduled' NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"hold_reason" text,
	"claimed_at" timestamp with time zone,
	"provider" text,
	"destination_account_id" text,
	"provider_transfer_id" text,
	"paid_at" timestamp with time zone,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_transfers_amounts" CHECK ("coach_transfers"."amount_cents" >= 0 and "coach_transfers"."fee_cents" >= 0),
	CONSTRAINT "coach_transfers_reversed_range" CHECK ("coach_transfers"."reversed_cents" between 0 and "coach_transfers"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer,
	"coach_id" integer,
	"kind" "ledger_entry_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_non_negative" CHECK ("ledger_entries"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer,
	"provider" text NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"provider_charge_id" text,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coach_id" integer,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_payout_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_mismatches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_mismatches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"booking_id" integer,
	"check" text NOT NULL,
	"ledger_cents" integer NOT NULL,
	"gateway_cents" integer,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_date" text NOT NULL,
	"status" text NOT NULL,
	"bookings_checked" integer DEFAULT 0 NOT NULL,
	"mismatch_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_transfer_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"amount_reversed_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"transfer_group" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_transfers" ADD CONSTRAINT "coach_transfers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_transfers" ADD CONSTRAINT "coach_transfers_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_failures" ADD CONSTRAINT "payout_failures_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_transfer_reversals" ADD CONSTRAINT "test_transfer_reversals_transfer_id_test_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."test_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_transfers_booking_key" ON "coach_transfers" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_transfers_provider_transfer_key" ON "coach_transfers" USING btree ("provider_transfer_id");--> statement-breakpoint
CREATE INDEX "coach_transfers_coach_idx" ON "coach_transfers" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE INDEX "coach_transfers_work_idx" ON "coach_transfers" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_key" ON "ledger_entries" USING btree ("provider","kind","provider_reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_coach_created_idx" ON "ledger_entries" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_provider_key" ON "payment_disputes" USING btree ("provider","provider_dispute_id");--> statement-breakpoint
CREATE INDEX "payment_disputes_booking_idx" ON "payment_disputes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_failures_provider_key" ON "payout_failures" USING btree ("provider","provider_payout_id");--> statement-breakpoint
CREATE INDEX "payout_failures_coach_idx" ON "payout_failures" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_run_idx" ON "reconciliation_mismatches" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_booking_idx" ON "reconciliation_mismatches" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_date_key" ON "reconciliation_runs" USING btree ("run_date");--> statement-breakpoint
CREATE UNIQUE INDEX "test_transfer_reversals_idempotency_key" ON "test_transfer_reversals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "test_transfers_idempotency_key" ON "test_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_transfers_group_idx" ON "test_transfers" USING btree ("transfer_group");--> statement-breakpoint
-- The checkout, refunds and webhooks keep writing payments as before; this
-- trigger turns each of those changes into ledger rows inside the same
-- statement, so the checkout sends no extra statement (the checkout counts
-- its statements) and no path that writes payments can forget the ledger.
-- Rows are stamped with the payments row's own time (the app's clock).
CREATE FUNCTION "payments_to_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  coach integer;
  stamp timestamptz;
BEGIN
  SELECT b.coach_id INTO coach FROM bookings b WHERE b.id = NEW.booking_id;
  stamp := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END;
  IF TG_OP = 'INSERT' AND NEW.status IN ('authorized', 'captured', 'released') THEN
    INSERT INTO ledger_entries (booking_id, coach_id, kind, amount_cents, currency, provider, provider_reference, created_at)
    VALUES (NEW.booking_id, coach, 'authorization', NEW.amount_cents, NEW.currency, NEW.provider, NEW.provider_payment_id, stamp)
    ON CONFLICT DO NOTHING;
  END IF;
  IF NEW.status IN ('captured', 'released', 'refunded') AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status) THEN
    INSERT INTO ledger_entries (booking_id, coach_id, kind, amount_cents, currency, provider, provider_reference, created_at)
    VALUES (NEW.booking_id, coach,
      (CASE NEW.status WHEN 'captured' THEN 'capture' WHEN 'released' THEN 'release' ELSE 'refund' END)::ledger_entry_kind,
      NEW.amount_cents, NEW.currency, NEW.provider, NEW.provider_payment_id, stamp)
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.booking_id IS DISTINCT FROM OLD.booking_id THEN
    UPDATE ledger_entries SET booking_id = NEW.booking_id, coach_id = coach
    WHERE provider = NEW.provider AND provider_reference = NEW.provider_payment_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_to_ledger" AFTER INSERT OR UPDATE OF "status", "booking_id" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_to_ledger"();
--> statement-breakpoint
-- The ledger of the money that moved before this migration.
INSERT INTO ledger_entries (booking_id, coach_id, kind, amount_cents, currency, provider, provider_reference, created_at)
SELECT p.booking_id, b.coach_id, k.kind::ledger_entry_kind, p.amount_cents, p.currency, p.provider, p.provider_payment_id,
  CASE WHEN k.kind = 'authorization' THEN p.created_at ELSE p.updated_at END
FROM payments p
LEFT JOIN bookings b ON b.id = p.booking_id
CROSS JOIN LATERAL (VALUES ('authorization'), ('capture'), ('release'), ('refund')) AS k(kind)
WHERE (k.kind = 'authorization' AND p.status IN ('authorized', 'captured', 'released'))
   OR (k.kind = 'capture' AND p.status = 'captured')
   OR (k.kind = 'release' AND p.status = 'released')
   OR (k.kind = 'refund' AND p.status = 'refunded')
ON CONFLICT DO NOTHING;
