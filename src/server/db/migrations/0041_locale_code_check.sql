ALTER TABLE "users" DROP CONSTRAINT "users_locale_supported";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_code" CHECK ("users"."locale" ~ '^[a-z]{2}$');