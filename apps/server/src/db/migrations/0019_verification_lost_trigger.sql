-- Issue 23 (decision 031): the Verified badge goes at once when what the moderator compared
-- changes: the main photo (a new one submitted, or another one put in its place other than by
-- accepting the photo that waited for review), the gender or the birth date. A trigger, so
-- every path that changes them (the member, an admin, a future photo list) is covered.
CREATE FUNCTION "profiles_verification_lost"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."verified_at" IS NULL THEN
    RETURN NEW;
  END IF;
  IF NEW."gender" IS DISTINCT FROM OLD."gender"
     OR NEW."date_of_birth" IS DISTINCT FROM OLD."date_of_birth" THEN
    NEW."verified_at" := NULL;
    NEW."verification_lost" := 'details_changed';
  ELSIF (NEW."profile_photo" IS DISTINCT FROM OLD."profile_photo"
         AND NEW."profile_photo" IS DISTINCT FROM OLD."pending_photo")
     OR (NEW."pending_photo" IS NOT NULL
         AND NEW."pending_photo" IS DISTINCT FROM OLD."pending_photo") THEN
    NEW."verified_at" := NULL;
    NEW."verification_lost" := 'photo_changed';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_verification_lost" BEFORE UPDATE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_verification_lost"();
