CREATE TABLE "profile_field_authors" (
	"member_id" text NOT NULL,
	"field" text NOT NULL,
	"guardianship_id" uuid NOT NULL,
	"value" jsonb,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_field_authors_member_id_field_pk" PRIMARY KEY("member_id","field")
);
--> statement-breakpoint
CREATE TABLE "profile_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardianship_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"base" jsonb NOT NULL,
	"photo_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "profile_proposals_status_check" CHECK ("profile_proposals"."status" in ('pending', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "profile_field_authors" ADD CONSTRAINT "profile_field_authors_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_field_authors" ADD CONSTRAINT "profile_field_authors_guardianship_id_guardianships_id_fk" FOREIGN KEY ("guardianship_id") REFERENCES "public"."guardianships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_proposals" ADD CONSTRAINT "profile_proposals_guardianship_id_guardianships_id_fk" FOREIGN KEY ("guardianship_id") REFERENCES "public"."guardianships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_proposals" ADD CONSTRAINT "profile_proposals_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_proposals_member_pending_idx" ON "profile_proposals" USING btree ("member_id","created_at") WHERE "profile_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_proposals_guardianship_idx" ON "profile_proposals" USING btree ("guardianship_id","created_at");