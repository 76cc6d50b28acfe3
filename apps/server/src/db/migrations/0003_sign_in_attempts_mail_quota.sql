CREATE TABLE "mail_quota" (
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "mail_quota_recipient_kind_pk" PRIMARY KEY("recipient","kind")
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"email" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "sign_in_failures" CASCADE;