CREATE TYPE "public"."report_reason" AS ENUM('spam', 'harassment', 'inappropriate', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_resolution" AS ENUM('review_hidden', 'user_deactivated', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."report_target_kind" AS ENUM('review', 'user', 'message');--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"target_kind" "report_target_kind" NOT NULL,
	"review_id" integer,
	"user_id" integer,
	"message_id" integer,
	"reason" "report_reason" NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" integer,
	"resolution" "report_resolution",
	CONSTRAINT "reports_one_target_of_its_kind" CHECK (("reports"."target_kind" = 'review' and "reports"."review_id" is not null and "reports"."user_id" is null and "reports"."message_id" is null)
        or ("reports"."target_kind" = 'user' and "reports"."user_id" is not null and "reports"."review_id" is null and "reports"."message_id" is null)
        or ("reports"."target_kind" = 'message' and "reports"."message_id" is not null and "reports"."review_id" is null and "reports"."user_id" is null)),
	CONSTRAINT "reports_details_length" CHECK ("reports"."details" is null or char_length("reports"."details") <= 1000),
	CONSTRAINT "reports_resolved_together" CHECK (("reports"."resolved_at" is null) = ("reports"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_target_key" ON "reports" USING btree ("reporter_id","target_kind",coalesce("review_id", "user_id", "message_id")) WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_resolved_created_idx" ON "reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "reports_review_idx" ON "reports" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reports_user_idx" ON "reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reports_message_idx" ON "reports" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A hidden review no longer counts in the coach's rating and review count
-- (migration 0007 keeps both on coach_profiles). The trigger now also fires
-- when hidden_at changes: hiding subtracts the review, restoring adds it back.
CREATE OR REPLACE FUNCTION "coach_review_stats_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."hidden_at" IS NULL THEN
    UPDATE "coach_profiles" SET "review_count" = "review_count" - 1, "rating_total" = "rating_total" - OLD."rating" WHERE "id" = OLD."coach_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."hidden_at" IS NULL THEN
    UPDATE "coach_profiles" SET "review_count" = "review_count" + 1, "rating_total" = "rating_total" + NEW."rating" WHERE "id" = NEW."coach_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "reviews_keep_coach_stats" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_keep_coach_stats" AFTER INSERT OR DELETE OR UPDATE OF "rating", "coach_id", "hidden_at" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "coach_review_stats_apply"();
