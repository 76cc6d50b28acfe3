ALTER TABLE "user" DROP CONSTRAINT "user_language_check";--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_language_check" CHECK ("user"."language" in ('en', 'az', 'ru'));