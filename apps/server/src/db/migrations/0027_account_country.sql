ALTER TABLE "user" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_country_check" CHECK ("user"."country" in ('az'));