CREATE TABLE "mailbox_state" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"last_scan_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"scan_lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "incoming_emails" ADD COLUMN "raw_source" "bytea";