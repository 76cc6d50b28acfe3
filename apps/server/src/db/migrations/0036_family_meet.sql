CREATE TABLE "family_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"from_id" text,
	"to_id" text,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"city" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "family_meetings_city_check" CHECK ("family_meetings"."city" in ('baku', 'ganja', 'sumgayit', 'mingachevir', 'nakhchivan', 'shirvan', 'lankaran', 'shaki', 'yevlakh', 'quba', 'qusar', 'khachmaz', 'shamakhi', 'gabala', 'salyan', 'bilasuvar', 'imishli', 'sabirabad', 'barda', 'tartar', 'goychay', 'qazax', 'karabakh', 'khankendi', 'shusha', 'agdam', 'fuzuli', 'jabrayil', 'zangilan', 'qubadli')),
	CONSTRAINT "family_meetings_status_check" CHECK ("family_meetings"."status" in ('pending', 'accepted', 'declined', 'expired')),
	CONSTRAINT "family_meetings_window_check" CHECK ("family_meetings"."date_from" <= "family_meetings"."date_to"),
	CONSTRAINT "family_meetings_answer_check" CHECK (("family_meetings"."status" in ('accepted', 'declined')) = ("family_meetings"."answered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "managed_by" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "religious_practice" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "nikah_expectation" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "family_region" text;--> statement-breakpoint
ALTER TABLE "family_meetings" ADD CONSTRAINT "family_meetings_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_meetings" ADD CONSTRAINT "family_meetings_from_id_user_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_meetings" ADD CONSTRAINT "family_meetings_to_id_user_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_meetings_pending_key" ON "family_meetings" USING btree ("match_id") WHERE "family_meetings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "family_meetings_match_idx" ON "family_meetings" USING btree ("match_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_managed_by_check" CHECK ("profiles"."managed_by" in ('self', 'parent', 'sibling', 'relative'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_religious_practice_check" CHECK ("profiles"."religious_practice" in ('practising', 'moderately', 'not_practising', 'prefer_not_say'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_nikah_expectation_check" CHECK ("profiles"."nikah_expectation" in ('yes', 'no', 'open', 'prefer_not_say'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_family_region_check" CHECK ("profiles"."family_region" in ('baku', 'nakhchivan', 'absheron_khizi', 'mountainous_shirvan', 'ganja_dashkasan', 'karabakh', 'gazakh_tovuz', 'guba_khachmaz', 'lankaran_astara', 'central_aran', 'mil_mughan', 'shaki_zagatala', 'east_zangezur', 'shirvan_salyan'));