CREATE TABLE "report_contexts" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"conversation" jsonb,
	"profile" jsonb,
	"reports_count" integer NOT NULL,
	"reporters_count" integer NOT NULL,
	"frozen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_holds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reason_check";--> statement-breakpoint
-- Hand-written (decision 022): the old reasons in the new categories, before the new check.
-- "inappropriate" sent from a message was about what was written; from a profile, its photos.
UPDATE "reports" SET "reason" = 'scam' WHERE "reason" = 'spam';--> statement-breakpoint
UPDATE "reports" SET "reason" = CASE WHEN "message_id" IS NULL THEN 'inappropriate_photos' ELSE 'harassment' END WHERE "reason" = 'inappropriate';--> statement-breakpoint
ALTER TABLE "report_contexts" ADD CONSTRAINT "report_contexts_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_holds" ADD CONSTRAINT "review_holds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('fake_profile', 'scam', 'harassment', 'inappropriate_photos', 'underage', 'other'));