ALTER TABLE "outbound_emails" ADD COLUMN "related_type" text;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "related_id" integer;