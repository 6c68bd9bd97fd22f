CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"booking_id" integer,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"reminder_type" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_type_ck" CHECK ("invoice_reminders"."reminder_type" in ('first_reminder', 'second_reminder', 'final_notice'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"student_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('pending', 'sent', 'paid', 'overdue', 'cancelled')),
	CONSTRAINT "invoices_amounts_ck" CHECK ("invoices"."subtotal_cents" >= 0 and "invoices"."tax_cents" >= 0 and "invoices"."total_cents" = "invoices"."subtotal_cents" + "invoices"."tax_cents")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"entry_type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"booking_id" integer,
	"payment_id" integer,
	"credit_id" integer,
	"invoice_id" integer,
	"refund_id" integer,
	"reverses_entry_id" integer,
	"description" text NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_type_ck" CHECK (entry_type in ('charge', 'charge_reversal', 'payment', 'payment_reversal', 'credit', 'credit_use', 'credit_void', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"invoice_id" integer,
	"amount_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"transaction_id" text,
	"idempotency_key" text,
	"notes" text,
	"processing_notes" text,
	"payment_email" text,
	"email_from" text,
	"email_subject" text,
	"email_processed_at" timestamp with time zone,
	"incoming_email_id" integer,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_cents" > 0 and "payments"."net_cents" >= 0 and "payments"."tax_cents" >= 0),
	CONSTRAINT "payments_method_ck" CHECK (method in ('cash', 'e_transfer', 'credit', 'debit', 'card', 'cheque', 'bank_transfer', 'paypal', 'stripe', 'square', 'other')),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('pending', 'paid', 'overdue', 'refunded', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"booking_id" integer,
	"payment_id" integer,
	"credit_id" integer,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"email_notify" boolean DEFAULT true NOT NULL,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_cents" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "student_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"class_date" date,
	"booking_id" integer,
	"class_instance_id" integer,
	"used_at" timestamp with time zone,
	"used_by_booking_id" integer,
	"voided_at" timestamp with time zone,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_credits_amount_ck" CHECK ("student_credits"."amount_cents" > 0),
	CONSTRAINT "student_credits_source_ck" CHECK ("student_credits"."source" in ('booking_cancellation', 'class_cancellation', 'admin_refund', 'admin_credit'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"class_instance_id" integer NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"price_cents" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"cancelled_by" text,
	"booked_by_admin_id" integer,
	"over_capacity" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled')),
	CONSTRAINT "bookings_price_ck" CHECK ("bookings"."price_cents" >= 0),
	CONSTRAINT "bookings_cancelled_ck" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "class_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_schedule_id" integer,
	"class_instance_id" integer NOT NULL,
	"cancelled_date" date NOT NULL,
	"reason" text NOT NULL,
	"notify_students" boolean DEFAULT true NOT NULL,
	"issue_credits" boolean DEFAULT true NOT NULL,
	"notification_sent" boolean DEFAULT false NOT NULL,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_cancellations_reason_ck" CHECK (length(trim("class_cancellations"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "class_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_schedule_id" integer,
	"class_type_id" integer NOT NULL,
	"class_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"location" text,
	"custom_name" text,
	"notes" text,
	"max_students" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_instances_capacity_ck" CHECK ("class_instances"."max_students" between 1 and 50),
	CONSTRAINT "class_instances_price_ck" CHECK ("class_instances"."price_cents" >= 0),
	CONSTRAINT "class_instances_times_ck" CHECK ("class_instances"."end_time" > "class_instances"."start_time")
);
--> statement-breakpoint
CREATE TABLE "class_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_type_id" integer NOT NULL,
	"custom_name" text,
	"description" text,
	"day_of_week" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"location" text NOT NULL,
	"max_students" integer DEFAULT 15 NOT NULL,
	"is_recurring" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_schedules_dow_ck" CHECK ("class_schedules"."day_of_week" between 0 and 6),
	CONSTRAINT "class_schedules_capacity_ck" CHECK ("class_schedules"."max_students" between 1 and 50),
	CONSTRAINT "class_schedules_times_ck" CHECK ("class_schedules"."end_time" > "class_schedules"."start_time")
);
--> statement-breakpoint
CREATE TABLE "class_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"price_cents" integer DEFAULT 2000 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_types_duration_ck" CHECK ("class_types"."duration_minutes" between 15 and 240),
	CONSTRAINT "class_types_price_ck" CHECK ("class_types"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_class_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"enrollment_date" date DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_class_enrollments_status_ck" CHECK ("student_class_enrollments"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"placeholders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_category_ck" CHECK ("email_templates"."category" in ('welcome', 'payment', 'class', 'reminder', 'general'))
);
--> statement-breakpoint
CREATE TABLE "incoming_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"from_email" text NOT NULL,
	"from_name" text,
	"to_email" text,
	"subject" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"body_html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"student_id" integer,
	"dkim_pass" boolean,
	"spf_pass" boolean,
	"parsed_payment" jsonb,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_email" text NOT NULL,
	"to_name" text,
	"student_id" integer,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"template_id" integer,
	"secret_ciphertext" text,
	"sender_type" text DEFAULT 'system' NOT NULL,
	"sent_by_admin_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_emails_status_ck" CHECK ("outbound_emails"."status" in ('queued', 'sending', 'sent', 'failed', 'kept'))
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cancellation_hours" integer DEFAULT 24 NOT NULL,
	"monthly_changes_allowed" integer DEFAULT 1 NOT NULL,
	"weekly_changes_allowed" integer DEFAULT 2 NOT NULL,
	"daily_changes_allowed" integer DEFAULT 1 NOT NULL,
	"emergency_change_hours" integer DEFAULT 1 NOT NULL,
	"emergency_changes_allowed" integer DEFAULT 1 NOT NULL,
	"unlimited_changes_24_plus" boolean DEFAULT false NOT NULL,
	"refund_policy" text NOT NULL,
	"class_change_policy" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_single_row_ck" CHECK ("policies"."id" = 1),
	CONSTRAINT "policies_cancellation_hours_ck" CHECK ("policies"."cancellation_hours" between 1 and 168),
	CONSTRAINT "policies_monthly_ck" CHECK ("policies"."monthly_changes_allowed" between 0 and 20),
	CONSTRAINT "policies_weekly_ck" CHECK ("policies"."weekly_changes_allowed" between 0 and 10),
	CONSTRAINT "policies_daily_ck" CHECK ("policies"."daily_changes_allowed" between 0 and 5),
	CONSTRAINT "policies_emergency_hours_ck" CHECK ("policies"."emergency_change_hours" between 0 and 24),
	CONSTRAINT "policies_emergency_changes_ck" CHECK ("policies"."emergency_changes_allowed" between 0 and 5),
	CONSTRAINT "policies_texts_ck" CHECK (length("policies"."refund_policy") >= 10 and length("policies"."class_change_policy") >= 10)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_admin_id" integer
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"google_sub" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"principal" text NOT NULL,
	"student_id" integer,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_principal_ck" CHECK (("sessions"."principal" = 'student' and "sessions"."student_id" is not null and "sessions"."admin_id" is null)
        or ("sessions"."principal" = 'admin' and "sessions"."admin_id" is not null and "sessions"."student_id" is null))
);
--> statement-breakpoint
CREATE TABLE "student_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_by" text DEFAULT 'admin' NOT NULL,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_notes_content_ck" CHECK (length("student_notes"."content") > 0)
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"preferred_name" text,
	"email" text NOT NULL,
	"phone" text,
	"birthday" date,
	"payment_email" text,
	"notification_email" text,
	"emergency_contact" text,
	"medical_notes" text,
	"secondary_contact_name" text,
	"secondary_contact_email" text,
	"secondary_contact_phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"password_is_temporary" boolean DEFAULT false NOT NULL,
	"google_sub" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_status_ck" CHECK ("students"."status" in ('active', 'inactive', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_credit_id_student_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."student_credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_id_student_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."student_credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_class_instance_id_class_instances_id_fk" FOREIGN KEY ("class_instance_id") REFERENCES "public"."class_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_used_by_booking_id_bookings_id_fk" FOREIGN KEY ("used_by_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_class_instance_id_class_instances_id_fk" FOREIGN KEY ("class_instance_id") REFERENCES "public"."class_instances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_admin_id_admins_id_fk" FOREIGN KEY ("booked_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_cancellations" ADD CONSTRAINT "class_cancellations_class_schedule_id_class_schedules_id_fk" FOREIGN KEY ("class_schedule_id") REFERENCES "public"."class_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_cancellations" ADD CONSTRAINT "class_cancellations_class_instance_id_class_instances_id_fk" FOREIGN KEY ("class_instance_id") REFERENCES "public"."class_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_cancellations" ADD CONSTRAINT "class_cancellations_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_instances" ADD CONSTRAINT "class_instances_class_schedule_id_class_schedules_id_fk" FOREIGN KEY ("class_schedule_id") REFERENCES "public"."class_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_instances" ADD CONSTRAINT "class_instances_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD CONSTRAINT "class_schedules_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_enrollments" ADD CONSTRAINT "student_class_enrollments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_enrollments" ADD CONSTRAINT "student_class_enrollments_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_emails" ADD CONSTRAINT "incoming_emails_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_emails" ADD CONSTRAINT "incoming_emails_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD CONSTRAINT "outbound_emails_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD CONSTRAINT "outbound_emails_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD CONSTRAINT "outbound_emails_sent_by_admin_id_admins_id_fk" FOREIGN KEY ("sent_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_admin_id_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_booking_uq" ON "invoice_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoice_reminders_invoice_idx" ON "invoice_reminders" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_student_period_uq" ON "invoices" USING btree ("student_id","period_start");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "ledger_entries_student_idx" ON "ledger_entries" USING btree ("student_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_occurred_idx" ON "ledger_entries" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_uq" ON "ledger_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_uq" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_uq" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_student_date_idx" ON "payments" USING btree ("student_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "refunds_student_idx" ON "refunds" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_credits_student_idx" ON "student_credits" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_credits_booking_uq" ON "student_credits" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_student_instance_uq" ON "bookings" USING btree ("student_id","class_instance_id") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "bookings_instance_status_idx" ON "bookings" USING btree ("class_instance_id","status");--> statement-breakpoint
CREATE INDEX "bookings_student_idx" ON "bookings" USING btree ("student_id","booked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_cancellations_instance_uq" ON "class_cancellations" USING btree ("class_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_instances_schedule_date_uq" ON "class_instances" USING btree ("class_schedule_id","class_date");--> statement-breakpoint
CREATE INDEX "class_instances_window_idx" ON "class_instances" USING btree ("class_date","start_time");--> statement-breakpoint
CREATE INDEX "class_instances_type_idx" ON "class_instances" USING btree ("class_type_id");--> statement-breakpoint
CREATE INDEX "class_schedules_type_idx" ON "class_schedules" USING btree ("class_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_class_enrollments_active_uq" ON "student_class_enrollments" USING btree ("student_id","class_type_id") WHERE "student_class_enrollments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "student_class_enrollments_type_idx" ON "student_class_enrollments" USING btree ("class_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_emails_message_id_uq" ON "incoming_emails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "incoming_emails_received_idx" ON "incoming_emails" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "incoming_emails_student_idx" ON "incoming_emails" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "outbound_emails_status_idx" ON "outbound_emails" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbound_emails_student_idx" ON "outbound_emails" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_emails_created_idx" ON "outbound_emails" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_uq" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "admins_google_sub_uq" ON "admins" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_student_idx" ON "password_reset_tokens" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "sessions_student_idx" ON "sessions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "student_notes_student_idx" ON "student_notes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_lower_uq" ON "students" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "students_google_sub_uq" ON "students" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "students_name_lower_idx" ON "students" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "students_status_idx" ON "students" USING btree ("status");