CREATE TABLE "marked_message_decisions" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"sanction_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marked_message_decisions_status_check" CHECK ("marked_message_decisions"."status" in ('dismissed', 'actioned'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "marked_message_decisions" ADD CONSTRAINT "marked_message_decisions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marked_message_decisions" ADD CONSTRAINT "marked_message_decisions_sanction_id_sanctions_id_fk" FOREIGN KEY ("sanction_id") REFERENCES "public"."sanctions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marked_message_decisions" ADD CONSTRAINT "marked_message_decisions_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('approve', 'activate', 'deactivate', 'make_admin', 'remove_admin', 'make_moderator', 'remove_moderator', 'dismiss_report', 'action_report', 'warn', 'require_verification', 'suspend', 'ban', 'uphold_appeal', 'lift_sanction', 'accept_change', 'reject_change', 'approve_verification', 'reject_verification', 'reject_profile', 'refuse_sanction', 'dismiss_marked_message'));