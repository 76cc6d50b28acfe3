CREATE TABLE "notice_digests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone,
	"held_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_bursts" (
	"user_id" text NOT NULL,
	"tag" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_bursts_pkey" PRIMARY KEY("user_id","tag")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "push_matches" text DEFAULT 'immediately' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "push_messages" text DEFAULT 'immediately' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "push_likes" text DEFAULT 'immediately' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "email_matches" text DEFAULT 'immediately' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "email_messages" text DEFAULT 'immediately' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "email_likes" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "push_shows_names" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "quiet_hours_from" text DEFAULT '23:00';--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "quiet_hours_to" text DEFAULT '08:00';--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "time_zone" text DEFAULT 'Asia/Baku' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_digests" ADD CONSTRAINT "notice_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_bursts" ADD CONSTRAINT "push_bursts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_push_matches_check" CHECK ("preferences"."push_matches" in ('immediately', 'daily', 'off'));--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_push_messages_check" CHECK ("preferences"."push_messages" in ('immediately', 'daily', 'off'));--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_push_likes_check" CHECK ("preferences"."push_likes" in ('immediately', 'daily', 'off'));--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_email_matches_check" CHECK ("preferences"."email_matches" in ('immediately', 'daily', 'off'));--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_email_messages_check" CHECK ("preferences"."email_messages" in ('immediately', 'daily', 'off'));--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_email_likes_check" CHECK ("preferences"."email_likes" in ('immediately', 'daily', 'off'));