CREATE TABLE "guardianships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"guardian_id" text,
	"email" text NOT NULL,
	"relation" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"sees_matches" boolean DEFAULT false NOT NULL,
	"sees_new_matches" boolean DEFAULT false NOT NULL,
	"reads_chats" boolean DEFAULT false NOT NULL,
	"edits_profile" boolean DEFAULT false NOT NULL,
	"sharing_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "guardianships_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "guardianships_relation_check" CHECK ("guardianships"."relation" in ('mother', 'father', 'brother', 'sister', 'uncle', 'aunt', 'other')),
	CONSTRAINT "guardianships_status_check" CHECK ("guardianships"."status" in ('invited', 'active', 'ended')),
	CONSTRAINT "guardianships_active_has_guardian_check" CHECK ("guardianships"."status" <> 'active' or "guardianships"."guardian_id" is not null),
	CONSTRAINT "guardianships_not_self_check" CHECK ("guardianships"."guardian_id" is null or "guardianships"."guardian_id" <> "guardianships"."member_id")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "account_kind" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_id_user_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardianships_member_open_idx" ON "guardianships" USING btree ("member_id") WHERE "guardianships"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "guardianships_guardian_idx" ON "guardianships" USING btree ("guardian_id") WHERE "guardianships"."status" = 'active';--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_account_kind_check" CHECK ("user"."account_kind" in ('member', 'guardian'));