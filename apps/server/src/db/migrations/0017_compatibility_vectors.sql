CREATE TABLE "compatibility_vectors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"answered" smallint NOT NULL,
	"ans" bit(320) NOT NULL,
	"slots" bit(320) NOT NULL,
	"acc_little" bit(320) NOT NULL,
	"acc_somewhat" bit(320) NOT NULL,
	"acc_very" bit(320) NOT NULL,
	"acc_mandatory" bit(320) NOT NULL,
	"all_little" bit(320) NOT NULL,
	"all_somewhat" bit(320) NOT NULL,
	"all_very" bit(320) NOT NULL,
	"all_mandatory" bit(320) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "show_everyone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "compatibility_vectors" ADD CONSTRAINT "compatibility_vectors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;