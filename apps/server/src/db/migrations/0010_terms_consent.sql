ALTER TABLE "user" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "terms_accepted_at" timestamp with time zone;