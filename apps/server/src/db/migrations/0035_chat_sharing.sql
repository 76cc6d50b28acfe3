CREATE TABLE "chat_sharing_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"guardianship_id" uuid NOT NULL,
	"guarded_id" text NOT NULL,
	"asked_id" text NOT NULL,
	"relation" text NOT NULL,
	"answer" text DEFAULT 'asked' NOT NULL,
	"sharing_required" boolean NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "chat_sharing_answers_answer_check" CHECK ("chat_sharing_answers"."answer" in ('asked', 'accepted', 'declined')),
	CONSTRAINT "chat_sharing_answers_relation_check" CHECK ("chat_sharing_answers"."relation" in ('mother', 'father', 'brother', 'sister', 'uncle', 'aunt', 'other'))
);
--> statement-breakpoint
ALTER TABLE "chat_sharing_answers" ADD CONSTRAINT "chat_sharing_answers_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sharing_answers" ADD CONSTRAINT "chat_sharing_answers_guardianship_id_guardianships_id_fk" FOREIGN KEY ("guardianship_id") REFERENCES "public"."guardianships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sharing_answers" ADD CONSTRAINT "chat_sharing_answers_guarded_id_user_id_fk" FOREIGN KEY ("guarded_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sharing_answers" ADD CONSTRAINT "chat_sharing_answers_asked_id_user_id_fk" FOREIGN KEY ("asked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sharing_answers_match_guardianship_key" ON "chat_sharing_answers" USING btree ("match_id","guardianship_id");--> statement-breakpoint
CREATE INDEX "chat_sharing_answers_guardianship_idx" ON "chat_sharing_answers" USING btree ("guardianship_id");--> statement-breakpoint
CREATE INDEX "chat_sharing_answers_asked_idx" ON "chat_sharing_answers" USING btree ("asked_id");