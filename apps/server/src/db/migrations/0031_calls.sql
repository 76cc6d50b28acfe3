CREATE TABLE "call_opt_ins" (
	"match_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_opt_ins_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "call_parties" (
	"user_id" text PRIMARY KEY NOT NULL,
	"call_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"caller_id" text,
	"callee_id" text,
	"kind" text NOT NULL,
	"state" text DEFAULT 'ringing' NOT NULL,
	"caller_socket" text NOT NULL,
	"callee_socket" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ringing_until" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "calls_kind_check" CHECK ("calls"."kind" in ('voice', 'video')),
	CONSTRAINT "calls_state_check" CHECK ("calls"."state" in ('ringing', 'active', 'ended')),
	CONSTRAINT "calls_end_reason_check" CHECK ("calls"."end_reason" in ('hangup', 'cancelled', 'declined', 'missed', 'blocked', 'unmatched', 'calls-off', 'suspended', 'disconnected', 'reported')),
	CONSTRAINT "calls_end_check" CHECK (("calls"."state" = 'ended') = ("calls"."ended_at" is not null and "calls"."end_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_type_check";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_content_check";--> statement-breakpoint
ALTER TABLE "call_opt_ins" ADD CONSTRAINT "call_opt_ins_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_opt_ins" ADD CONSTRAINT "call_opt_ins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_parties" ADD CONSTRAINT "call_parties_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_parties" ADD CONSTRAINT "call_parties_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_user_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_callee_id_user_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_caller_match_idx" ON "calls" USING btree ("caller_id","match_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_live_idx" ON "calls" USING btree ("match_id") WHERE "calls"."state" <> 'ended';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_check" CHECK ("messages"."type" in ('text', 'image', 'file', 'call'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_check" CHECK (case when "messages"."type" in ('text', 'call')
        then "messages"."body" is not null and "messages"."attachment_key" is null
        else "messages"."attachment_key" is not null and "messages"."attachment_name" is not null
          and "messages"."attachment_mime" is not null and "messages"."attachment_size" is not null
          and "messages"."attachment_size" > 0
        end);