ALTER TABLE "invoice_lines" ADD COLUMN "taxes" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "taxes" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "taxes" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "taxes" jsonb;