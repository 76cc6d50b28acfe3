DROP INDEX "matches_user2_idx";--> statement-breakpoint
DROP INDEX "profiles_browse_idx";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "badge_views" ADD COLUMN "explore_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_ended_by_user_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_browse_city_idx" ON "profiles" USING btree ("gender","city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profiles"."is_approved" and "profiles"."is_active" and "profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "matches_user1_created_idx" ON "matches" USING btree ("user1_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "matches"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "matches_user2_created_idx" ON "matches" USING btree ("user2_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "matches"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_browse_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profiles"."is_approved" and "profiles"."is_active" and "profiles"."deleted_at" is null;