ALTER TABLE "matches" ADD COLUMN "chat_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "has_contact_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_contact_details_idx" ON "messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "messages"."has_contact_details";