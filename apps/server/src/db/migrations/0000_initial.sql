CREATE TABLE "account" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_language_check" CHECK ("user"."language" in ('en', 'az'))
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date,
	"age" smallint,
	"city" text NOT NULL,
	"gender" text,
	"bio" text,
	"profile_photo" text,
	"additional_photos" text[] DEFAULT '{}' NOT NULL,
	"height" smallint,
	"relationship_goals" text[] DEFAULT '{}' NOT NULL,
	"marital_status" text,
	"current_relationship" text,
	"children" text,
	"partner_children_ok" text,
	"family_plans" text,
	"religion" text,
	"smokes" text,
	"drinks_alcohol" text,
	"diet" text,
	"does_sports" text,
	"exercise_frequency" text,
	"health_limitations" text,
	"lifestyle" text,
	"hobbies" text,
	"music_genres" text[] DEFAULT '{}' NOT NULL,
	"favorite_movies" text,
	"last_book_read" text,
	"enjoys_traveling" text,
	"last_travel_destination" text,
	"interests" text,
	"partner_age_min" smallint,
	"partner_age_max" smallint,
	"height_important" text,
	"relationship_values" text[] DEFAULT '{}' NOT NULL,
	"deal_breakers" text[] DEFAULT '{}' NOT NULL,
	"about_partner" text,
	"education_level" text,
	"education" text,
	"professional_field" text,
	"profession" text,
	"annual_income" text,
	"biggest_dream" text,
	"life_motto" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"deleted_at" timestamp with time zone,
	"deletion_reason" text,
	"deletion_note" text,
	"deleted_by_user" boolean DEFAULT false NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profiles_owner_check" CHECK ("profiles"."is_demo" = ("profiles"."user_id" is null)),
	CONSTRAINT "profiles_age_range" CHECK ("profiles"."age" between 18 and 80),
	CONSTRAINT "profiles_date_of_birth_check" CHECK ("profiles"."date_of_birth" >= date '1940-01-01'),
	CONSTRAINT "profiles_height_range" CHECK ("profiles"."height" between 140 and 200),
	CONSTRAINT "profiles_partner_age_min_range" CHECK ("profiles"."partner_age_min" between 18 and 80),
	CONSTRAINT "profiles_partner_age_max_range" CHECK ("profiles"."partner_age_max" between 18 and 80),
	CONSTRAINT "profiles_partner_age_order_check" CHECK ("profiles"."partner_age_min" <= "profiles"."partner_age_max"),
	CONSTRAINT "profiles_city_check" CHECK ("profiles"."city" in ('baku', 'ganja', 'sumgayit', 'mingachevir', 'nakhchivan', 'shirvan', 'lankaran', 'shaki', 'yevlakh', 'quba', 'qusar', 'khachmaz', 'shamakhi', 'gabala', 'salyan', 'bilasuvar', 'imishli', 'sabirabad', 'barda', 'tartar', 'goychay', 'qazax', 'karabakh', 'khankendi', 'shusha', 'agdam', 'fuzuli', 'jabrayil', 'zangilan', 'qubadli')),
	CONSTRAINT "profiles_gender_check" CHECK ("profiles"."gender" in ('male', 'female')),
	CONSTRAINT "profiles_relationship_goals_check" CHECK ("profiles"."relationship_goals" <@ array['marriage', 'serious_relationship', 'friendship']::text[]),
	CONSTRAINT "profiles_marital_status_check" CHECK ("profiles"."marital_status" in ('never', 'divorced', 'widowed')),
	CONSTRAINT "profiles_current_relationship_check" CHECK ("profiles"."current_relationship" in ('no', 'complicated', 'prefer_not_say')),
	CONSTRAINT "profiles_children_check" CHECK ("profiles"."children" in ('no', 'yes', 'want_children')),
	CONSTRAINT "profiles_partner_children_ok_check" CHECK ("profiles"."partner_children_ok" in ('no_problem', 'prefer_no', 'depends')),
	CONSTRAINT "profiles_smokes_check" CHECK ("profiles"."smokes" in ('no', 'occasionally', 'regularly')),
	CONSTRAINT "profiles_drinks_alcohol_check" CHECK ("profiles"."drinks_alcohol" in ('no', 'socially', 'regularly')),
	CONSTRAINT "profiles_diet_check" CHECK ("profiles"."diet" in ('omnivore', 'vegetarian', 'vegan', 'kosher', 'halal', 'other')),
	CONSTRAINT "profiles_does_sports_check" CHECK ("profiles"."does_sports" in ('yes', 'sometimes', 'no')),
	CONSTRAINT "profiles_exercise_frequency_check" CHECK ("profiles"."exercise_frequency" in ('never', '1-2', '3-4', '5-6', 'daily')),
	CONSTRAINT "profiles_music_genres_check" CHECK ("profiles"."music_genres" <@ array['pop', 'rock', 'jazz', 'classical', 'hip_hop', 'rnb', 'folk', 'electronic', 'azerbaijani_traditional', 'blues', 'country', 'reggae']::text[]),
	CONSTRAINT "profiles_enjoys_traveling_check" CHECK ("profiles"."enjoys_traveling" in ('love_it', 'sometimes', 'not_really')),
	CONSTRAINT "profiles_height_important_check" CHECK ("profiles"."height_important" in ('very_important', 'somewhat', 'not_important')),
	CONSTRAINT "profiles_relationship_values_check" CHECK ("profiles"."relationship_values" <@ array['respect', 'trust', 'communication', 'love', 'loyalty', 'support', 'understanding', 'sincerity', 'family', 'shared_goals']::text[]),
	CONSTRAINT "profiles_deal_breakers_check" CHECK ("profiles"."deal_breakers" <@ array['lying', 'cheating', 'aggression', 'selfishness', 'indifference', 'drug_use', 'gambling', 'disrespect', 'financial_irresponsibility']::text[]),
	CONSTRAINT "profiles_education_level_check" CHECK ("profiles"."education_level" in ('high_school', 'vocational', 'bachelor', 'master', 'phd')),
	CONSTRAINT "profiles_annual_income_check" CHECK ("profiles"."annual_income" in ('prefer_not_say', 'under_10k', '10k_20k', '20k_40k', '40k_plus')),
	CONSTRAINT "profiles_deletion_reason_check" CHECK ("profiles"."deletion_reason" in ('found_someone', 'not_satisfied', 'taking_break', 'privacy_concerns', 'too_busy', 'other'))
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_pkey" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self_check" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"liker_id" text NOT NULL,
	"liked_id" text NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_pair_key" UNIQUE("liker_id","liked_id"),
	CONSTRAINT "likes_not_self_check" CHECK ("likes"."liker_id" <> "likes"."liked_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user1_id" text,
	"user2_id" text,
	"user1_wants_chat" boolean,
	"user2_wants_chat" boolean,
	"chat_opened" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_order_check" CHECK ("matches"."user1_id" < "matches"."user2_id")
);
--> statement-breakpoint
CREATE TABLE "passes" (
	"user_id" text NOT NULL,
	"passed_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passes_pkey" PRIMARY KEY("user_id","passed_id"),
	CONSTRAINT "passes_not_self_check" CHECK ("passes"."user_id" <> "passes"."passed_id")
);
--> statement-breakpoint
CREATE TABLE "chat_states" (
	"user_id" text NOT NULL,
	"match_id" uuid NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"last_read_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_states_pkey" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"sender_id" text,
	"client_id" text NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"body" text,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_mime" text,
	"attachment_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_client_id_key" UNIQUE("match_id","client_id"),
	CONSTRAINT "messages_type_check" CHECK ("messages"."type" in ('text', 'image', 'file')),
	CONSTRAINT "messages_content_check" CHECK (case when "messages"."type" = 'text'
        then "messages"."body" is not null and "messages"."attachment_key" is null
        else "messages"."attachment_key" is not null and "messages"."attachment_name" is not null
          and "messages"."attachment_mime" is not null and "messages"."attachment_size" is not null
          and "messages"."attachment_size" > 0
        end)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"target_user_id" text,
	"action" text NOT NULL,
	"details" jsonb,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('approve', 'activate', 'deactivate', 'make_admin', 'dismiss_report', 'action_report'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text,
	"target_user_id" text NOT NULL,
	"message_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('inappropriate', 'harassment', 'fake_profile', 'spam', 'underage', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
CREATE TABLE "badge_views" (
	"user_id" text PRIMARY KEY NOT NULL,
	"likes_viewed_at" timestamp with time zone,
	"matches_viewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"min_age" smallint DEFAULT 18 NOT NULL,
	"max_age" smallint DEFAULT 50 NOT NULL,
	"search_city" text,
	"show_online_status" boolean DEFAULT true NOT NULL,
	"receive_notifications" boolean DEFAULT true NOT NULL,
	"show_read_receipts" boolean DEFAULT false NOT NULL,
	"privacy_mode" boolean DEFAULT false NOT NULL,
	"location_visibility" text DEFAULT 'city' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_min_age_range" CHECK ("preferences"."min_age" between 18 and 80),
	CONSTRAINT "preferences_max_age_range" CHECK ("preferences"."max_age" between 18 and 80),
	CONSTRAINT "preferences_age_order_check" CHECK ("preferences"."min_age" <= "preferences"."max_age"),
	CONSTRAINT "preferences_search_city_check" CHECK ("preferences"."search_city" in ('baku', 'ganja', 'sumgayit', 'mingachevir', 'nakhchivan', 'shirvan', 'lankaran', 'shaki', 'yevlakh', 'quba', 'qusar', 'khachmaz', 'shamakhi', 'gabala', 'salyan', 'bilasuvar', 'imishli', 'sabirabad', 'barda', 'tartar', 'goychay', 'qazax', 'karabakh', 'khankendi', 'shusha', 'agdam', 'fuzuli', 'jabrayil', 'zangilan', 'qubadli')),
	CONSTRAINT "preferences_location_visibility_check" CHECK ("preferences"."location_visibility" in ('exact', 'city', 'region', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_id_user_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_id_user_id_fk" FOREIGN KEY ("liked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user1_id_user_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user2_id_user_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_passed_id_user_id_fk" FOREIGN KEY ("passed_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_states" ADD CONSTRAINT "chat_states_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_states" ADD CONSTRAINT "chat_states_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_user_id_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_id_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_views" ADD CONSTRAINT "badge_views_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_provider_account_key" ON "account" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_idx" ON "sign_in_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "user_email_pattern_idx" ON "user" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "profiles_browse_idx" ON "profiles" USING btree ("gender","city","date_of_birth") WHERE "profiles"."is_approved" and "profiles"."is_active" and "profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_last_active_idx" ON "profiles" USING btree ("last_active_at" DESC NULLS LAST) WHERE "profiles"."is_approved" and "profiles"."is_active" and "profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_admin_idx" ON "profiles" USING btree ("is_approved","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_name_idx" ON "profiles" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "profiles_name_search_idx" ON "profiles" USING gin (to_tsvector('simple', translate("full_name", 'İIıƏəÖöÜüĞğŞşÇç', 'iiieeoouuggsscc')));--> statement-breakpoint
CREATE INDEX "profiles_deleted_at_idx" ON "profiles" USING btree ("deleted_at") WHERE "profiles"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "likes_received_idx" ON "likes" USING btree ("liked_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_key" ON "matches" USING btree ("user1_id","user2_id");--> statement-breakpoint
CREATE INDEX "matches_user2_idx" ON "matches" USING btree ("user2_id");--> statement-breakpoint
CREATE INDEX "messages_match_created_idx" ON "messages" USING btree ("match_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_user_id");