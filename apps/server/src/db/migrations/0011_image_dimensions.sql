ALTER TABLE "messages" ADD COLUMN "attachment_width" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_height" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attachment_size_px_check" CHECK (("messages"."attachment_width" is null) = ("messages"."attachment_height" is null)
        and coalesce("messages"."attachment_width" > 0 and "messages"."attachment_height" > 0, true));