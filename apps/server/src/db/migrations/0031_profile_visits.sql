CREATE TABLE "profile_visits" (
	"visited_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_visits_visited_id_visitor_id_day_pk" PRIMARY KEY("visited_id","visitor_id","day"),
	CONSTRAINT "profile_visits_not_self_check" CHECK ("profile_visits"."visitor_id" <> "profile_visits"."visited_id")
);
--> statement-breakpoint
CREATE TABLE "visitor_notices" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_views" ADD COLUMN "visitors_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "browse_invisibly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "visitors_notice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visited_id_user_id_fk" FOREIGN KEY ("visited_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visitor_id_user_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_notices" ADD CONSTRAINT "visitor_notices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_visits_visited_idx" ON "profile_visits" USING btree ("visited_id","visited_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_visits_visitor_idx" ON "profile_visits" USING btree ("visitor_id");