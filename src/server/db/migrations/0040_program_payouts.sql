-- A program seat's money: per-meeting transfers to the coach (program_transfers) and the seat named on its ledger rows; reviews of a completed program (docs/decisions/0081-program-payouts.md).
CREATE TABLE "program_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seat_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_transfers_amounts" CHECK ("program_transfers"."amount_cents" >= 0 and "program_transfers"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "program_seat_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "program_id" integer;--> statement-breakpoint
ALTER TABLE "program_transfers" ADD CONSTRAINT "program_transfers_seat_id_program_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."program_seats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_transfers" ADD CONSTRAINT "program_transfers_meeting_id_program_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."program_meetings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_transfers" ADD CONSTRAINT "program_transfers_coach_id_coach_profiles_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_transfers_seat_meeting_key" ON "program_transfers" USING btree ("seat_id","meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_transfers_provider_transfer_key" ON "program_transfers" USING btree ("provider_transfer_id");--> statement-breakpoint
CREATE INDEX "program_transfers_work_idx" ON "program_transfers" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "program_transfers_coach_idx" ON "program_transfers" USING btree ("coach_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_program_seat_id_program_seats_id_fk" FOREIGN KEY ("program_seat_id") REFERENCES "public"."program_seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_program_seat_idx" ON "ledger_entries" USING btree ("program_seat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_program_client_key" ON "reviews" USING btree ("program_id","client_id") WHERE "reviews"."program_id" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_one_subject" CHECK (("reviews"."booking_id" is null) <> ("reviews"."program_id" is null));--> statement-breakpoint
-- The public list of programs and the pages showing it (Workshops & Courses, a coach's profile) are
-- cached answers (src/server/http/read-cache): a seat sold, a program published or cancelled tells every process.
CREATE TRIGGER "programs_public_read_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "programs"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_read_changed_notify"();
