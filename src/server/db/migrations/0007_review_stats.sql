ALTER TABLE "coach_profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The directory's order (rating, review count) read from coach_profiles instead
-- of aggregating every review of every listed coach per request. A row trigger
-- keeps the two numbers in the same transaction as the review itself, so they
-- are never stale, whoever writes reviews (API, seed, admin tools, psql).
CREATE FUNCTION "coach_review_stats_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "coach_profiles" SET "review_count" = "review_count" - 1, "rating_total" = "rating_total" - OLD."rating" WHERE "id" = OLD."coach_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "coach_profiles" SET "review_count" = "review_count" + 1, "rating_total" = "rating_total" + NEW."rating" WHERE "id" = NEW."coach_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_keep_coach_stats" AFTER INSERT OR DELETE OR UPDATE OF "rating", "coach_id" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "coach_review_stats_apply"();--> statement-breakpoint
UPDATE "coach_profiles" AS cp SET "review_count" = s.n, "rating_total" = s.total
  FROM (SELECT "coach_id", count(*)::int AS n, sum("rating")::int AS total FROM "reviews" GROUP BY "coach_id") AS s
  WHERE s."coach_id" = cp."id";
