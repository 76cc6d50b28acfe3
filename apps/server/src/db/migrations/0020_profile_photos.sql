CREATE TABLE "profile_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"photo_key" text NOT NULL,
	"position" smallint NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_photos_photo_key_unique" UNIQUE("photo_key"),
	CONSTRAINT "profile_photos_state_check" CHECK ("profile_photos"."state" in ('approved', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_photos_profile_idx" ON "profile_photos" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "profile_photos_pending_idx" ON "profile_photos" USING btree ("created_at","id") WHERE "profile_photos"."state" = 'pending';--> statement-breakpoint
-- Decision 037: every photo already stored becomes a row: the main and additional photos
-- approved, in their order; a photo waiting for review (decision 029) pending after them.
INSERT INTO "profile_photos" ("profile_id", "photo_key", "position", "state")
  SELECT "id", "profile_photo", 0, 'approved' FROM "profiles" WHERE "profile_photo" IS NOT NULL;--> statement-breakpoint
INSERT INTO "profile_photos" ("profile_id", "photo_key", "position", "state")
  SELECT p."id", a."key", a."ord", 'approved'
  FROM "profiles" p, unnest(p."additional_photos") WITH ORDINALITY AS a("key", "ord");--> statement-breakpoint
INSERT INTO "profile_photos" ("profile_id", "photo_key", "position", "state", "created_at")
  SELECT "id", "pending_photo", 1 + cardinality("additional_photos"), 'pending',
         coalesce("change_submitted_at", now())
  FROM "profiles" WHERE "pending_photo" IS NOT NULL;--> statement-breakpoint
-- The badge (decision 031) still goes when the main photo changes: `profile_photo` is now only
-- ever the first approved photo, so any change of it is a change of what the moderator compared.
CREATE OR REPLACE FUNCTION "profiles_verification_lost"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."verified_at" IS NULL THEN
    RETURN NEW;
  END IF;
  IF NEW."gender" IS DISTINCT FROM OLD."gender"
     OR NEW."date_of_birth" IS DISTINCT FROM OLD."date_of_birth" THEN
    NEW."verified_at" := NULL;
    NEW."verification_lost" := 'details_changed';
  ELSIF NEW."profile_photo" IS DISTINCT FROM OLD."profile_photo" THEN
    NEW."verified_at" := NULL;
    NEW."verification_lost" := 'photo_changed';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "pending_photo";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "change_submitted_at";