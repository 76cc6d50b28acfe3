ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_photo" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "change_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "change_rejected_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('approve', 'activate', 'deactivate', 'make_admin', 'remove_admin', 'make_moderator', 'remove_moderator', 'dismiss_report', 'action_report', 'warn', 'require_verification', 'suspend', 'ban', 'uphold_appeal', 'lift_sanction', 'accept_change', 'reject_change'));