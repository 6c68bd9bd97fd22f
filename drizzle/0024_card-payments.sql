CREATE TABLE "card_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"invoice_id" integer,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"session_id" text,
	"checkout_url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_intent_id" text,
	"payment_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "card_checkouts_amount_ck" CHECK ("card_checkouts"."amount_cents" > 0),
	CONSTRAINT "card_checkouts_purpose_ck" CHECK ("card_checkouts"."purpose" in ('balance', 'invoice', 'purchase')),
	CONSTRAINT "card_checkouts_status_ck" CHECK ("card_checkouts"."status" in ('open', 'processing', 'paid', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "card_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"stripe_refund_id" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"failure_reason" text,
	"refund_payment_id" integer,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_refunds_amount_ck" CHECK ("card_refunds"."amount_cents" > 0),
	CONSTRAINT "card_refunds_status_ck" CHECK ("card_refunds"."status" in ('requested', 'pending', 'succeeded', 'failed', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "stripe_account" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"publishable_key" text NOT NULL,
	"secret_key_sealed" text NOT NULL,
	"secret_key_last4" text NOT NULL,
	"webhook_secret_sealed" text NOT NULL,
	"webhook_secret_last4" text NOT NULL,
	"livemode" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_admin_id" integer,
	CONSTRAINT "stripe_account_one_row_ck" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"stripe_created" bigint NOT NULL,
	"object_id" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_refund_payment_id_payments_id_fk" FOREIGN KEY ("refund_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_account" ADD CONSTRAINT "stripe_account_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_session_uq" ON "card_checkouts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "card_checkouts_student_idx" ON "card_checkouts" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_stripe_uq" ON "card_refunds" USING btree ("stripe_refund_id");--> statement-breakpoint
CREATE INDEX "card_refunds_payment_idx" ON "card_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "stripe_events_object_idx" ON "stripe_events" USING btree ("object_id");