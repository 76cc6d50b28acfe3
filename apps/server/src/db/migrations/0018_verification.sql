CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"pose" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"selfie_key" text,
	"selfie_hash" text,
	"reject_reason" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "verifications_pose_check" CHECK ("verifications"."pose" in ('thumb_up_chin', 'hand_forehead', 'peace_cheek', 'hand_top_head', 'point_ear', 'open_hand_wave', 'fist_chin', 'ok_eye', 'finger_nose', 'palm_cheek', 'point_up', 'three_fingers')),
	CONSTRAINT "verifications_status_check" CHECK ("verifications"."status" in ('started', 'waiting', 'approved', 'rejected')),
	CONSTRAINT "verifications_reject_reason_check" CHECK ("verifications"."reject_reason" in ('face_not_visible', 'pose_or_code_wrong', 'different_person', 'screen_or_print', 'several_people')),
	CONSTRAINT "verifications_selfie_hash_check" CHECK ("verifications"."selfie_hash" ~ '^[0-9a-f]{16}$'),
	CONSTRAINT "verifications_waiting_has_selfie_check" CHECK ("verifications"."status" = 'started' or "verifications"."selfie_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verification_lost" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "only_verified_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifications_user_idx" ON "verifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verifications_queue_idx" ON "verifications" USING btree ("submitted_at","id") WHERE "verifications"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "verifications_purge_idx" ON "verifications" USING btree ("decided_at") WHERE "verifications"."selfie_key" is not null and "verifications"."decided_at" is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_verification_lost_check" CHECK ("profiles"."verification_lost" in ('photo_changed', 'details_changed'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('approve', 'activate', 'deactivate', 'make_admin', 'remove_admin', 'make_moderator', 'remove_moderator', 'dismiss_report', 'action_report', 'warn', 'require_verification', 'suspend', 'ban', 'uphold_appeal', 'lift_sanction', 'accept_change', 'reject_change', 'approve_verification', 'reject_verification'));