CREATE TABLE "membership_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_pauses_dates_ck" CHECK ("membership_pauses"."to_date" >= "membership_pauses"."from_date")
);
--> statement-breakpoint
CREATE TABLE "membership_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"billed_days" integer NOT NULL,
	"period_days" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"charge_entry_id" bigint,
	"credited_days" integer DEFAULT 0 NOT NULL,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_periods_days_ck" CHECK ("membership_periods"."billed_days" between 0 and "membership_periods"."period_days"),
	CONSTRAINT "membership_periods_credit_ck" CHECK ("membership_periods"."credited_cents" between 0 and "membership_periods"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "membership_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"class_date" date NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"return_reason" text
);
--> statement-breakpoint
CREATE TABLE "student_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"allowance" text NOT NULL,
	"allowance_count" integer,
	"billing_day" integer NOT NULL,
	"minimum_periods" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"end_reason" text,
	"sold_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_memberships_dates_ck" CHECK ("student_memberships"."ends_on" is null or "student_memberships"."ends_on" >= "student_memberships"."starts_on"),
	CONSTRAINT "student_memberships_billing_day_ck" CHECK ("student_memberships"."billing_day" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "membership_pauses" ADD CONSTRAINT "membership_pauses_membership_id_student_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."student_memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_pauses" ADD CONSTRAINT "membership_pauses_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_membership_id_student_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."student_memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_charge_entry_id_ledger_entries_id_fk" FOREIGN KEY ("charge_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_uses" ADD CONSTRAINT "membership_uses_membership_id_student_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."student_memberships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_uses" ADD CONSTRAINT "membership_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_memberships" ADD CONSTRAINT "student_memberships_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_memberships" ADD CONSTRAINT "student_memberships_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_memberships" ADD CONSTRAINT "student_memberships_sold_by_admin_id_admins_id_fk" FOREIGN KEY ("sold_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_pauses_membership_idx" ON "membership_pauses" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_periods_uq" ON "membership_periods" USING btree ("membership_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_uses_booking_uq" ON "membership_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "membership_uses_membership_idx" ON "membership_uses" USING btree ("membership_id","class_date");--> statement-breakpoint
CREATE INDEX "student_memberships_student_idx" ON "student_memberships" USING btree ("student_id");