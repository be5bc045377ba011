CREATE TABLE "work_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"key" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"leased_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_at" timestamp with time zone,
	CONSTRAINT "work_queue_attempts_check" CHECK ("work_queue"."attempts" >= 0 and "work_queue"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE INDEX "work_queue_due_idx" ON "work_queue" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_queue_pending_key_idx" ON "work_queue" USING btree ("kind","key") WHERE "work_queue"."status" = 'pending' and "work_queue"."key" is not null;--> statement-breakpoint
-- The retries already waiting move onto the queue: calendar writes (caldav_writes stays, unused, until the next release drops it, docs/decisions/0063-expand-then-contract.md) and e-mails not yet sent.
INSERT INTO "work_queue" ("kind", "payload", "key", "max_attempts", "run_at", "last_error")
SELECT 'caldav-write', json_build_object('bookingId', "booking_id")::jsonb, "booking_id"::text, 500, "next_attempt_at", "last_error" FROM "caldav_writes";--> statement-breakpoint
INSERT INTO "work_queue" ("kind", "payload", "key", "max_attempts", "run_at")
SELECT 'email', json_build_object('outboxId', "id")::jsonb, "id"::text, 5, now() FROM "email_outbox" WHERE "status" = 'pending';
