-- The languages a coach coaches in (src/shared/domain/coaching-languages.ts); existing coaches start with English.
ALTER TABLE "coach_profiles" ADD COLUMN "coaching_languages" text[] DEFAULT ARRAY['en']::text[] NOT NULL;
