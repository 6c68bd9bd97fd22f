CREATE TABLE "student_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"classes_total" integer NOT NULL,
	"validity_count" integer NOT NULL,
	"validity_unit" text NOT NULL,
	"intro_offer" boolean DEFAULT false NOT NULL,
	"starts_on" date,
	"expires_on" date,
	"price_cents" integer NOT NULL,
	"sale_entry_id" bigint,
	"sold_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_passes_classes_ck" CHECK ("student_passes"."classes_total" between 1 and 200),
	CONSTRAINT "student_passes_dates_ck" CHECK (("student_passes"."starts_on" is null) = ("student_passes"."expires_on" is null))
);
--> statement-breakpoint
ALTER TABLE "student_passes" ADD CONSTRAINT "student_passes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_passes" ADD CONSTRAINT "student_passes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_passes" ADD CONSTRAINT "student_passes_sale_entry_id_ledger_entries_id_fk" FOREIGN KEY ("sale_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_passes" ADD CONSTRAINT "student_passes_sold_by_admin_id_admins_id_fk" FOREIGN KEY ("sold_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_passes_student_idx" ON "student_passes" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_passes_intro_uq" ON "student_passes" USING btree ("student_id","product_id") WHERE "student_passes"."intro_offer";